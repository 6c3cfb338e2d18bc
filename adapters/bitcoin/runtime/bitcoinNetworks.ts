import type { IdentifierString } from '@wallet-standard/base'
import type { CaipNetwork } from '../../../kernel/types/chain.js'

/**
 * CAIP-2 references of Bitcoin networks (bip122: the first 32 hex characters of the genesis block
 * hash) and the Wallet Standard chain each one is called by wallets.
 */
export const bitcoinChains = [
  { reference: '000000000019d6689c085ae165831e93', walletChain: 'bitcoin:mainnet', params: 'bitcoin' },
  { reference: '000000000933ea01ad0ee984209779ba', walletChain: 'bitcoin:testnet', params: 'testnet' },
  { reference: '00000000da84f2bafbbc53dee25a72ae', walletChain: 'bitcoin:testnet4', params: 'testnet' },
  { reference: '00000008819873e925422c1ff0f99f7c', walletChain: 'bitcoin:signet', params: 'testnet' },
  { reference: '0f9188f13cb7b2c71f2a335e3a4fc328', walletChain: 'bitcoin:regtest', params: 'regtest' },
] as const

/** Which bitcoinjs-lib parameter set (address prefixes) a network uses. */
export type BitcoinParamsName = (typeof bitcoinChains)[number]['params']

/** The CAIP-2 reference of a network (`bip122:<reference>`). */
export function referenceOf(network: CaipNetwork): string {
  return network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)
}

/** The Wallet Standard chain (`bitcoin:regtest` ...) of a network; undefined for an unknown reference. */
export function walletChainOf(network: CaipNetwork): IdentifierString | undefined {
  return bitcoinChains.find((c) => c.reference === referenceOf(network))?.walletChain
}

/** The address parameters of a network: mainnet, the test networks, or regtest (`bcrt1`). */
export function paramsNameOf(network: CaipNetwork): BitcoinParamsName {
  return bitcoinChains.find((c) => c.reference === referenceOf(network))?.params ?? 'bitcoin'
}

/**
 * The configured network a wallet is on: the requested one when given, else the first configured
 * network whose Wallet Standard chain the wallet lists, else `fallback`, else the first configured
 * bip122 network.
 */
export function pickNetwork(options: {
  configured: readonly CaipNetwork[]
  requested?: CaipNetwork | undefined
  walletChains: readonly string[]
  fallback?: CaipNetwork | undefined
}): CaipNetwork | undefined {
  const bip122 = options.configured.filter((n) => n.chainNamespace === 'bip122')
  if (options.requested?.chainNamespace === 'bip122') return options.requested
  const listed = bip122.find((n) => {
    const chain = walletChainOf(n)
    return chain !== undefined && options.walletChains.includes(chain)
  })
  return listed ?? (options.fallback?.chainNamespace === 'bip122' ? options.fallback : undefined) ?? bip122[0]
}

/** The Esplora base URL of a network: its first HTTP RPC URL, without a trailing slash. */
export function esploraUrlOf(network: CaipNetwork): string | undefined {
  return network.rpcUrls.default.http[0]?.replace(/\/+$/, '')
}
