import { useId } from 'react'
import type { ActiveSession } from './walletController.js'

/** The active sessions, each with its accounts and a "Disconnect" button. */
export function SessionList({ sessions, onDisconnect }: { sessions: ActiveSession[]; onDisconnect: (topic: string) => void }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Active sessions</h2>
      {sessions.length === 0 ? (
        <p>No active sessions</p>
      ) : (
        <ul aria-labelledby={id}>
          {sessions.map((session) => (
            <li key={session.topic} aria-label={session.dappName}>
              <strong>{session.dappName}</strong> <span>{session.dappUrl}</span>
              <ul aria-label={`Accounts shared with ${session.dappName}`}>
                {session.accounts.map((account) => (
                  <li key={account}>{account}</li>
                ))}
              </ul>
              <button type="button" onClick={() => onDisconnect(session.topic)}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
