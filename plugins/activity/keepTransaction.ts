import type { HistoryTransaction } from './historySchema.js'

/** Spec §5: a transaction whose transfers are all flagged as spam is a spam transaction. */
export function isSpamOnly(tx: HistoryTransaction): boolean {
  // A transaction without transfers (a contract call) is not flagged as anything, so not spam.
  return tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** Spec §5: spam transactions are dropped and only the active chain's are kept. */
export function keepTransaction(tx: HistoryTransaction, caipNetworkId: string): boolean {
  return tx.metadata.chain === caipNetworkId && !isSpamOnly(tx)
}
