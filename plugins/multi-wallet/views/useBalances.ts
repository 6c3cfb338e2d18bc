import { useEffect, useRef, useState } from 'react'
import type { CaipNetwork, WalletConnection } from '../../../kernel/index.js'
import { useHatch } from '../../../ui/index.js'

/**
 * What a row shows for a balance: loading, the balance (a decimal text, formatted when shown, in
 * the language shown) with its symbol, or unavailable.
 */
export type BalanceText = { kind: 'loading' } | { kind: 'ready'; balance: string; symbol: string } | { kind: 'failed' }

/** The key of one connection's balance: its wallet, address and network. */
export const balanceKey = (c: WalletConnection, network: CaipNetwork | undefined) =>
  `${c.namespace}|${c.connectorId}|${c.accounts[0]?.address ?? ''}|${network?.caipNetworkId ?? ''}`

/**
 * The native balance of each connection's first account on its network, read from the chain
 * through the namespace's adapter (its RPC, not the wallet, so a wallet that is not the active one
 * is never asked anything).
 */
export function useBalances(rows: ReadonlyArray<{ connection: WalletConnection; network: CaipNetwork | undefined }>): Record<string, BalanceText> {
  const hatch = useHatch()
  const [balances, setBalances] = useState<Record<string, BalanceText>>({})
  const keys = rows.map((r) => balanceKey(r.connection, r.network)).join(';')
  // `rows` is a new array on each render; `keys` names every input that matters, so the reads
  // rerun when it changes and take the rows of that render from here (this effect runs first).
  const latestRows = useRef(rows)
  useEffect(() => {
    latestRows.current = rows
  })
  useEffect(() => {
    let live = true
    for (const { connection, network } of latestRows.current) {
      const key = balanceKey(connection, network)
      const address = connection.accounts[0]?.address
      if (!address || !network) {
        setBalances((all) => ({ ...all, [key]: { kind: 'failed' } }))
        continue
      }
      setBalances((all) => (all[key]?.kind === 'ready' ? all : { ...all, [key]: { kind: 'loading' } }))
      hatch.context
        .getAdapter(connection.namespace, connection.connectorId)
        .then((runtime) => runtime.getBalance({ address, network }))
        .then(
          ({ balance, symbol }) => live && setBalances((all) => ({ ...all, [key]: { kind: 'ready', balance, symbol } })),
          () => live && setBalances((all) => ({ ...all, [key]: { kind: 'failed' } })),
        )
    }
    return () => {
      live = false
    }
  }, [hatch, keys])
  return balances
}
