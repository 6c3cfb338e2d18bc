import type { WalletAccount } from '@wallet-standard/base'
import type { ConnectionAccount } from '../../../kernel/types/connector.js'

/** Taproot (segwit v1, bech32m) addresses: `bc1p`, `tb1p`, `bcrt1p`. */
const TAPROOT = /^(bc|tb|bcrt)1p/i

/** Whether an address is a taproot address (what wallets use for ordinals). */
export function isTaprootAddress(address: string): boolean {
  return TAPROOT.test(address)
}

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The payment and ordinal accounts among what a wallet returned. */
export interface TypedAccounts {
  payment: WalletAccount
  ordinal?: WalletAccount
  /** As the connection stores them: payment at index 0, ordinal at index 1 (spec §3, §9). */
  list: ConnectionAccount[]
}

/**
 * Sorts a wallet's accounts into the spec's types. `bitcoin:connect` returns one account per
 * purpose but does not label them, so the address decides: a taproot address is the ordinal
 * account, the first other address the payment one; a wallet with only taproot accounts pays from
 * the first of them. Returns undefined when there is no account at all.
 */
export function typeAccounts(accounts: readonly WalletAccount[]): TypedAccounts | undefined {
  const payment = accounts.find((a) => !isTaprootAddress(a.address)) ?? accounts[0]
  if (!payment) return undefined
  const ordinal = accounts.find((a) => a !== payment && isTaprootAddress(a.address))
  const describe = (account: WalletAccount, type: 'payment' | 'ordinal'): ConnectionAccount => ({
    address: account.address,
    type,
    ...(account.publicKey.length ? { publicKey: hex(account.publicKey) } : {}),
  })
  return {
    payment,
    ...(ordinal ? { ordinal } : {}),
    list: [describe(payment, 'payment'), ...(ordinal ? [describe(ordinal, 'ordinal')] : [])],
  }
}
