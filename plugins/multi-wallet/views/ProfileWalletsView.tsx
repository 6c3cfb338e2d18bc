import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import type { WalletConnection } from '../../../kernel/index.js'
import { useHatch, useHatchState, useLocale, useMessages, useRouter, type ViewProps } from '../../../ui/index.js'
import { AddressText, Button, formatDecimal } from '../../../ui/primitives/index.js'
import { multiWalletMessages } from '../messages.js'
import { balanceKey, useBalances } from './useBalances.js'
import { useConnections } from './useConnections.js'
import { WalletIcon } from './WalletIcon.js'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'
const styles = {
  view: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.8) 0` },
  heading: { margin: 0, fontSize: `calc(${m} * 1.4)`, fontWeight: 700, color: 'var(--hatch-color-fg)' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.8)` },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${m} * 0.8)`,
    padding: `calc(${m} * 1) calc(${m} * 1.2)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
  },
  activeRow: { outline: '2px solid var(--hatch-accent)' },
  top: { display: 'flex', alignItems: 'center', gap: `calc(${m} * 1.2)`, minWidth: 0 },
  icon: { width: `calc(${m} * 3.6)`, height: `calc(${m} * 3.6)`, flex: 'none', borderRadius: '50%', objectFit: 'cover', background: 'var(--hatch-color-bg)' },
  texts: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.2)`, minWidth: 0, flex: 1 },
  name: { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` },
  right: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: `calc(${m} * 0.2)`, flex: 'none' },
  badge: { fontSize: `calc(${m} * 1.1)`, fontWeight: 700, color: 'var(--hatch-accent)' },
  actions: { display: 'flex', gap: `calc(${m} * 0.8)`, justifyContent: 'flex-end' },
  error: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-error)', fontWeight: 600 },
  status: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-fg-muted)' },
} satisfies Record<string, CSSProperties>

const keyOf = (c: WalletConnection) => `${c.namespace}|${c.connectorId}`

/**
 * ProfileWallets (spec §2): every connection of every namespace (several EVM wallets, Solana,
 * Bitcoin), each with its wallet's name, address, network and balance; the one wallet in use (the active
 * namespace's) is marked Active. The visitor switches to another wallet (the Account and the connect button
 * follow; a namespace's active wallet can be switched to, which makes its namespace the active
 * one), connects again one that is no longer granted, deletes one, or adds a wallet (Connect).
 */
export default function ProfileWalletsView(_props: ViewProps<'ProfileWallets'>) {
  const say = useMessages(multiWalletMessages)
  // Balances floored to 3 decimals (spec §5) in the modal's language.
  const { tag: locale } = useLocale()
  const hatch = useHatch()
  const router = useRouter()
  const connections = useConnections()
  const networks = useHatchState((s) => s.chains)
  const activeNamespace = useHatchState((s) => s.activeNamespace)
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [busy, setBusy] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; text: string } | undefined>()

  const rows = connections.map((connection) => ({
    connection,
    // The active wallet is on the namespace's current network; another one on the network it connected on.
    network:
      (connection.status === 'connected' ? networks[connection.namespace]?.network.caipNetwork : undefined) ??
      connection.caipNetwork ??
      networks[connection.namespace]?.network.caipNetwork,
  }))
  const balances = useBalances(rows)

  useEffect(() => {
    // What the visitor most likely came for: switching (the first Switch button), else adding a wallet.
    ;(listRef.current?.querySelector<HTMLButtonElement>('button[data-action="switch"]') ?? addRef.current)?.focus()
  }, [])

  const run = async (connection: WalletConnection, action: 'switch' | 'delete') => {
    const name = connection.name ?? connection.connectorId
    setBusy(`${action}|${keyOf(connection)}`)
    setOutcome(undefined)
    try {
      if (action === 'delete') await hatch.deleteConnection({ namespace: connection.namespace, connectorId: connection.connectorId })
      else await hatch.switchConnection({ namespace: connection.namespace, connectorId: connection.connectorId })
      setOutcome({ kind: 'done', text: say(action === 'delete' ? 'multiWallet.deleted' : 'multiWallet.switched', { name }) })
    } catch (error) {
      const shortMessage = typeof error === 'object' && error !== null && 'shortMessage' in error ? error.shortMessage : undefined
      setOutcome({ kind: 'failed', text: typeof shortMessage === 'string' ? shortMessage : error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(undefined)
      // The row acted on may be gone or changed: the heading is a stable place to continue from.
      headingRef.current?.focus()
    }
  }

  return (
    <div style={styles.view}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} style={styles.heading}>
        {say('multiWallet.heading')}
      </h3>
      {connections.length === 0 ? <p style={styles.status}>{say('multiWallet.empty')}</p> : null}
      <ul ref={listRef} aria-labelledby={headingId} style={styles.list}>
        {rows.map(({ connection, network }) => {
          const name = connection.name ?? connection.connectorId
          const address = connection.accounts[0]?.address
          const balance = balances[balanceKey(connection, network)]
          const key = keyOf(connection)
          const live = connection.status !== 'disconnected'
          // The one wallet in use now (its namespace's active one, on the active namespace) has nothing to switch to.
          const current = connection.status === 'connected' && connection.namespace === activeNamespace
          return (
            <li key={key} aria-current={current ? 'true' : undefined} style={{ ...styles.row, ...(current ? styles.activeRow : {}) }}>
              <div style={styles.top}>
                <WalletIcon src={connection.icon} style={styles.icon} />
                <span style={styles.texts}>
                  <span style={styles.name}>{name}</span>
                  <span style={styles.muted}>
                    {address ? <AddressText address={address} short /> : null}
                    {network ? ` · ${network.name}` : ''}
                  </span>
                </span>
                <span style={styles.right}>
                  <span>
                    {balance?.kind === 'ready'
                      ? `${formatDecimal(balance.balance, { locale })} ${balance.symbol}`
                      : balance?.kind === 'failed'
                        ? say('multiWallet.balanceUnavailable')
                        : '…'}
                  </span>
                  {/* One wallet is in use at a time: another namespace's wallet offers Switch instead. */}
                  {current ? <span style={styles.badge}>{say('multiWallet.active')}</span> : null}
                  {connection.status === 'disconnected' ? <span style={styles.muted}>{say('multiWallet.notConnected')}</span> : null}
                </span>
              </div>
              <div style={styles.actions}>
                {!current ? (
                  <Button
                    variant="secondary"
                    data-action="switch"
                    aria-label={live ? say('multiWallet.switchTo', { name }) : say('multiWallet.reconnectTo', { name })}
                    loading={busy === `switch|${key}`}
                    disabled={busy !== undefined}
                    onClick={() => void run(connection, 'switch')}
                  >
                    {live ? say('multiWallet.switch') : say('multiWallet.reconnect')}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  aria-label={say('multiWallet.deleteWallet', { name })}
                  loading={busy === `delete|${key}`}
                  disabled={busy !== undefined}
                  onClick={() => void run(connection, 'delete')}
                >
                  {say('multiWallet.delete')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {outcome ? (
        <p role={outcome.kind === 'failed' ? 'alert' : 'status'} style={outcome.kind === 'failed' ? styles.error : styles.status}>
          {outcome.text}
        </p>
      ) : null}
      <Button ref={addRef} fullWidth onClick={() => router.push('Connect')}>
        {say('multiWallet.add')}
      </Button>
    </div>
  )
}
