import type { DiscoveryTarget, Eip1193Provider } from './types.js'

/**
 * Flags wallets set on `window.ethereum`, most specific first: several wallets also set
 * `isMetaMask` for compatibility, so MetaMask is checked last.
 */
const knownFlags: ReadonlyArray<readonly [flag: string, rdns: string, name: string]> = [
  ['isBraveWallet', 'com.brave.wallet', 'Brave Wallet'],
  ['isRabby', 'io.rabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet', 'Coinbase Wallet'],
  ['isTrust', 'com.trustwallet.app', 'Trust Wallet'],
  ['isOkxWallet', 'com.okex.wallet', 'OKX Wallet'],
  ['isZerion', 'io.zerion.wallet', 'Zerion'],
  ['isPhantom', 'app.phantom', 'Phantom'],
  ['isMetaMask', 'io.metamask', 'MetaMask'],
]

/** What is known about the legacy injected provider. */
export interface InjectedProvider {
  provider: Eip1193Provider
  /** The rdns its flags point to, when they point to a known wallet. */
  rdns?: string
  /** A name for the list: the flagged wallet's name, else a generic one. */
  name?: string
}

/** Reads `window.ethereum` (the pre-EIP-6963 way); undefined when absent or not a provider. */
export function readInjectedProvider(target: DiscoveryTarget): InjectedProvider | undefined {
  const candidate = (target as unknown as { ethereum?: unknown }).ethereum
  if (typeof candidate !== 'object' || candidate === null) return undefined
  if (typeof (candidate as { request?: unknown }).request !== 'function') return undefined
  const flags = candidate as Record<string, unknown>
  const known = knownFlags.find(([flag]) => flags[flag] === true)
  return {
    provider: candidate as Eip1193Provider,
    ...(known ? { rdns: known[1], name: known[2] } : {}),
  }
}

/**
 * Calls `onChange` when a wallet injects `window.ethereum` late (wallets fire
 * `ethereum#initialized` when they do). Returns the teardown.
 */
export function watchInjectedProvider(target: DiscoveryTarget, onChange: () => void): () => void {
  target.addEventListener('ethereum#initialized', onChange)
  return () => target.removeEventListener('ethereum#initialized', onChange)
}
