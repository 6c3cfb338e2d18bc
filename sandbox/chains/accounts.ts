import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { SandboxAccount } from '../types.js'

/** anvil's default mnemonic: every sandbox chain funds the same accounts with 10 000 ETH each. */
export const SANDBOX_MNEMONIC = 'test test test test test test test test test test test junk'

/** Number of accounts anvil funds by default. */
export const SANDBOX_ACCOUNT_COUNT = 10

/** Account `index` of {@link SANDBOX_MNEMONIC} (address and private key); anvil funds the first {@link SANDBOX_ACCOUNT_COUNT} only. */
export function sandboxAccountAt(index: number): SandboxAccount {
  const account = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: index })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error(`Could not derive the private key of sandbox account ${index}`)
  return { index, address: account.address, privateKey: toHex(key) }
}

/** Derives the funded accounts (addresses and private keys) from {@link SANDBOX_MNEMONIC}. */
export function sandboxAccounts(): SandboxAccount[] {
  return Array.from({ length: SANDBOX_ACCOUNT_COUNT }, (_, index) => sandboxAccountAt(index))
}
