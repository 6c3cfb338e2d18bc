import type { HistoryTransaction } from './historySchema.js'

/**
 * The plugin's state slice, `state.plugins.activity` (spec §4 "Transactions list": loading,
 * empty, next cursor). It holds the list of one account on one network at a time.
 */
export interface ActivityState {
  /** Whose list this is: `<caipNetworkId>|<address>`; absent before the first load. */
  owner?: string
  /** Transactions kept so far, newest first (spam-only ones and other chains' already dropped). */
  transactions: HistoryTransaction[]
  /** A page is being fetched. */
  loading: boolean
  /** The history has no transaction to show (also set by a failed fetch). */
  empty: boolean
  /** Cursor of the next page; absent on the last page or after a failure. */
  next?: string
  /** Set when the last fetch failed ('Failed to fetch transactions'). */
  error?: 'TRANSACTIONS_FETCH_FAILED'
}
