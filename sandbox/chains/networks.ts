import type { RunningChain } from './startChains.js'
import type { SandboxNetwork } from '../types.js'

/**
 * Describes running chains as Caip networks (spec §3) with the sandbox's contracts. Icons point at
 * the catalogue's asset images and explorer links at the data service's explorer pages, so every
 * URL in the description stays on 127.0.0.1.
 */
export function describeNetworks(chains: RunningChain[], urls: { catalogue: string; data: string }, projectId: string): SandboxNetwork[] {
  return chains.map(({ definition, node, contracts, exchange }) => ({
    id: definition.id,
    name: definition.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    blockExplorers: { default: { name: `${definition.name} Explorer`, url: `${urls.data}/explorer/${definition.id}` } },
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${definition.id}`,
    testnet: definition.testnet,
    assets: {
      imageId: definition.imageId,
      imageUrl: `${urls.catalogue}/public/getAssetImage/${definition.imageId}?${new URLSearchParams({ projectId, st: 'sandbox', sv: 'sandbox' })}`,
    },
    contracts: {
      usdc: { address: contracts.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      nft: { address: contracts.nft, name: 'Hatch Sandbox Hatchlings', symbol: 'HATCH', decimals: 0 },
      spamNft: { address: contracts.spamNft, name: 'Claim Your Reward Pass', symbol: 'CLAIM', decimals: 0 },
    },
    exchange: {
      router: exchange.router,
      factory: exchange.factory,
      weth: { address: exchange.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
      hatchToken: { address: exchange.hatchToken, name: 'Hatch Token', symbol: 'HTK', decimals: 18 },
      liquidityProvider: exchange.liquidityProvider,
    },
  }))
}
