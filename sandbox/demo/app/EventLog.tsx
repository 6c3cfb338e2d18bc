import { useEffect, useState } from 'react'
import type { Hatch, HatchEvents } from 'hatch'

const shown: Array<keyof HatchEvents> = [
  'modal:open',
  'modal:close',
  'router:navigate',
  'account:connecting',
  'account:connected',
  'account:changed',
  'account:disconnected',
  'network:changed',
  'network:unsupported',
  'namespace:changed',
  'alert:raised',
  'error',
  'config:loaded',
  'transaction:sent',
  'transaction:confirmed',
]

/** A live list of the instance's events, newest first, so integrators see what Hatch emits. */
export function EventLog({ hatch }: { hatch: Hatch }) {
  const [entries, setEntries] = useState<Array<{ id: number; text: string }>>([])
  useEffect(() => {
    let next = 0
    const offs = shown.map((name) =>
      hatch.on(name, (payload) => {
        const text = `${new Date().toLocaleTimeString()} ${String(name)} ${payload === undefined ? '' : summarise(payload)}`
        setEntries((list) => [{ id: next++, text }, ...list].slice(0, 50))
      }),
    )
    return () => offs.forEach((off) => off())
  }, [hatch])
  return (
    <section aria-labelledby="event-log-title">
      <h2 id="event-log-title">Event log</h2>
      <ol aria-label="Hatch events" className="log">
        {entries.map((e) => (
          <li key={e.id}>{e.text}</li>
        ))}
      </ol>
    </section>
  )
}

function summarise(payload: unknown): string {
  try {
    return JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)).slice(0, 200)
  } catch {
    return String(payload)
  }
}
