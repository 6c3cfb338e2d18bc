import type { IdentifierString } from '@wallet-standard/base'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { bitcoinChains } from '../bitcoinChains.js'

// In bitcoinChains.ts: defineBitcoinNetwork needs the list before the click, the rest of this file only the runtime.
export { bitcoinChains } from '../bitcoinChains.js'

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

/**
 * The address parameters of a network: mainnet, the test networks, or regtest (`bcrt1`). A chain
 * id Hatch does not know is UNSUPPORTED_CHAIN naming it, never mainnet's rules: its addresses and
 * coins are not mainnet's.
 */
export function paramsNameOf(network: CaipNetwork): BitcoinParamsName {
  const known = bitcoinChains.find((c) => c.reference === referenceOf(network))
  if (!known)
    throw new HatchError('UNSUPPORTED_CHAIN', {
      details: `${network.caipNetworkId} (${network.name}) is no Bitcoin network Hatch knows; it knows ${bitcoinChains.map((c) => `bip122:${c.reference} (${c.walletChain})`).join(', ')}`,
    })
  return known.params
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
