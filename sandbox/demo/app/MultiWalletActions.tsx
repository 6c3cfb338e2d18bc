import { useEffect, useRef, useState } from 'react'
import type { Connection, Hatch, WalletConnection } from 'hatch'
import { useHatchState } from 'hatch/react'

/** `?multiWallet=1` registers the multi-wallet plugin (it keeps the modal open after a disconnect while other wallets remain). */
export function multiWalletQuery(search: string): boolean {
  const value = new URLSearchParams(search).get('multiWallet')
  if (value !== null && value !== '1') throw new Error(`multiWallet must be '1' (leave it out for no multi-wallet plugin), got '${value}'`)
  return value === '1'
}

const describe = (error: unknown) => (error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error))
const line = (c: WalletConnection) => `${c.name ?? c.connectorId} (${c.namespace}) ${c.accounts[0]?.address ?? ''} ${c.status}`

/**
 * Demo controls for the host API of spec §6: getConnections, switchConnection, deleteConnection and
 * subscribeConnections, as a host page calls them. The kernel's info alerts (raised when the
 * multiWallet feature is off) are shown here too, since the modal may be closed.
 */
export function MultiWalletActions({ hatch }: { hatch: Hatch }) {
  const [listed, setListed] = useState<WalletConnection[] | undefined>()
  const [heard, setHeard] = useState(0)
  const [outcome, setOutcome] = useState('')
  const unsubscribe = useRef<(() => void) | undefined>(undefined)
  const alerts = useHatchState((s) => s.alerts).filter((a) => a.variant === 'info')
  useEffect(() => () => unsubscribe.current?.(), [])

  /** The connection a host would act on: another live wallet than the active one, else the active one. */
  const target = (): Connection | undefined => {
    const state = hatch.getState()
    const namespace = state.activeNamespace
    const active = namespace ? state.chains[namespace]?.account.connectorId : undefined
    return state.connections.find((c) => c.namespace === namespace && c.connectorId !== active) ?? state.connections.find((c) => c.connectorId === active)
  }
  const act = async (name: string, call: () => Promise<void>) => {
    try {
      await call()
      setOutcome(`${name} returned`)
    } catch (error) {
      setOutcome(`${name} failed: ${describe(error)}`)
    }
  }

  return (
    <section aria-labelledby="multi-wallet-title">
      <h2 id="multi-wallet-title">Multi-wallet API</h2>
      <p>
        <button type="button" onClick={() => void act('getConnections', async () => setListed(hatch.getConnections()))}>
          Get connections
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            const c = target()
            void act('switchConnection', () =>
              c ? hatch.switchConnection({ namespace: c.namespace, connectorId: c.connectorId }) : Promise.reject(new Error('nothing is connected')),
            )
          }}
        >
          Switch connection
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            const state = hatch.getState()
            const namespace = state.activeNamespace
            const connectorId = namespace ? state.chains[namespace]?.account.connectorId : undefined
            void act('deleteConnection', () =>
              namespace && connectorId ? hatch.deleteConnection({ namespace, connectorId }) : Promise.reject(new Error('nothing is connected')),
            )
          }}
        >
          Delete active connection
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            void act('subscribeConnections', async () => {
              unsubscribe.current?.()
              unsubscribe.current = hatch.subscribeConnections(() => setHeard((n) => n + 1))
            })
          }
        >
          Subscribe to connections
        </button>
      </p>
      <p role="status" aria-label="Multi-wallet API outcome">
        {outcome}
      </p>
      {listed ? (
        <ul aria-label="Connections from getConnections">
          {listed.length === 0 ? <li>none</li> : listed.map((c) => <li key={`${c.namespace}:${c.connectorId}`}>{line(c)}</li>)}
        </ul>
      ) : null}
      <p aria-label="Connection changes heard">{heard}</p>
      <ul aria-label="Hatch info alerts">
        {alerts.map((a) => (
          <li key={a.id}>
            {a.title}: {a.description}
          </li>
        ))}
      </ul>
    </section>
  )
}
