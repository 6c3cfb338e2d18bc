import type { CaipNetwork } from '../../kernel/types/chain.js'
import { bitcoinChains } from './bitcoinChains.js'

/** Bitcoin networks by the name wallets use for them. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

/**
 * A Bitcoin Caip network (spec §3): `bip122:<first 32 hex characters of the genesis hash>`, BTC
 * with 8 decimals (spec §9), and the Esplora base URL the adapter reads balances from and
 * broadcasts to as its RPC URL. Throws naming the field when the URL is not http(s). `testnet`
 * (default: every network but mainnet) decides whether the Account view asks the data service for
 * the balance's value (spec §9: main networks only); a local regtest whose BTC the data service
 * prices may say false.
 *
 * @example
 * ```ts
 * const regtest = defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3002', name: 'Bitcoin (regtest)' })
 * ```
 */
export function defineBitcoinNetwork(options: {
  network: BitcoinNetworkName
  esploraUrl: string
  name?: string
  explorerUrl?: string
  testnet?: boolean
  /** The network's icon (network rows, the account button). */
  imageUrl?: string
}): CaipNetwork {
  const chain = bitcoinChains.find((c) => c.walletChain === `bitcoin:${options.network}`)
  if (!chain)
    throw new Error(
      `defineBitcoinNetwork: network must be one of ${bitcoinChains.map((c) => c.walletChain.slice(8)).join(', ')}, got '${String(options.network)}'`,
    )
  if (!/^https?:\/\/[^/]/.test(options.esploraUrl)) throw new Error(`defineBitcoinNetwork: esploraUrl must be an http(s) URL, got '${options.esploraUrl}'`)
  return {
    id: chain.reference,
    name: options.name ?? (options.network === 'mainnet' ? 'Bitcoin' : `Bitcoin ${options.network}`),
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [options.esploraUrl] } },
    ...(options.explorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: options.explorerUrl } } } : {}),
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${chain.reference}`,
    testnet: options.testnet ?? options.network !== 'mainnet',
    ...(options.imageUrl ? { assets: { imageUrl: options.imageUrl } } : {}),
  }
}
