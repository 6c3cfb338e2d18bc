import { defineChain, fallback, http, type Chain, type Transport } from 'viem'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'

/**
 * The chain RPC policy of spec §9, as viem options. viem's `http` and `fallback` transports do
 * the work (retries with doubling delay, retryable statuses, Retry-After, batching, ranking);
 * this module only sets their figures, so a test can check them.
 */
export const httpTransportOptions = {
  retryCount: 3,
  retryDelay: 150,
  timeout: 10_000,
  batch: { batchSize: 1000 },
} as const

/** Ranking of the fallback transport (spec §9 "Fallback RPC transport"). */
export const fallbackRankOptions = {
  interval: 4000,
  sampleCount: 10,
  timeout: 1000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/** The network's RPC URLs, checked: at least one, each an http(s) URL. */
export function rpcUrlsOf(network: CaipNetwork): string[] {
  const urls = [...network.rpcUrls.default.http]
  if (urls.length === 0) {
    throw new HatchError('NETWORK_NOT_FOUND', { details: `network ${network.caipNetworkId} has no RPC URL in rpcUrls.default.http` })
  }
  for (const url of urls) {
    if (!/^https?:\/\//.test(url)) {
      throw new HatchError('NETWORK_NOT_FOUND', { details: `network ${network.caipNetworkId} has an RPC URL that is not http(s): ${url}` })
    }
  }
  return urls
}

/**
 * One transport over every RPC URL of the network: each URL an `http` transport with the spec's
 * retry, timeout and batch figures, wrapped in `fallback` that tries them in rank order. Ranking
 * pings each URL every 4 s, so it runs only when there is more than one URL to choose from.
 */
export function createChainTransport(network: CaipNetwork): Transport {
  const urls = rpcUrlsOf(network)
  return fallback(
    urls.map((url) => http(url, httpTransportOptions)),
    {
      retryCount: httpTransportOptions.retryCount,
      retryDelay: httpTransportOptions.retryDelay,
      rank: urls.length > 1 ? fallbackRankOptions : false,
    },
  )
}

/** The viem chain for a configured eip155 network. */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155') {
    throw new HatchError('NETWORK_NOT_FOUND', { details: `${network.caipNetworkId} is not an eip155 network` })
  }
  const explorer = network.blockExplorers?.default
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrlsOf(network) } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
