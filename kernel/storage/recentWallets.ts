import type { StorageSchema } from './schema.js'
import type { HatchStorage } from './types.js'

/** How many recent wallets are kept (spec §9). */
export const maxRecentWallets = 2

/** A wallet as kept in the recent list. */
export type RecentWallet = NonNullable<StorageSchema['recentWallets']>[number]

/**
 * Puts `wallet` first in the recent list, without duplicates, keeping at most two.
 * Returns the new list.
 */
export function rememberRecentWallet(storage: HatchStorage<StorageSchema>, wallet: RecentWallet): RecentWallet[] {
  const previous = storage.get('recentWallets') ?? []
  const next = [wallet, ...previous.filter((w) => w.id !== wallet.id)].slice(0, maxRecentWallets)
  storage.set('recentWallets', next)
  return next
}
