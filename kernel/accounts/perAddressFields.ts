import type { AccountState } from '../types/state.js'

/**
 * What belongs to one address and must not outlive it (a module of its own: only start-up and
 * lazy code use it, so it stays off the page's static path): when the namespace's account becomes
 * another address or wallet, these are cleared at once (the balance follower and the Account
 * view load the new ones), so the button never shows the previous wallet's name or balance.
 */
export const perAddressFields = {
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  tokenBalance: undefined,
  addressExplorerUrl: undefined,
} as const satisfies Partial<AccountState>
