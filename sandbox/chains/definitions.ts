/**
 * The sandbox's EVM chains. The ids are not used by any network known to viem's chain list
 * (checked with viem 2.57), so a wallet never confuses them with a real network.
 * The first two are presented as ordinary networks (features the spec limits to non-test networks
 * run on them); the third is flagged testnet to show those limits.
 */
export interface ChainDefinition {
  id: number
  name: string
  testnet: boolean
  /** Id of the network icon served by the catalogue's `/public/getAssetImage/{id}`. */
  imageId: string
}

/** The default chain set, in presentation order. */
export const CHAIN_DEFINITIONS: readonly ChainDefinition[] = [
  { id: 713101, name: 'Hatch Mainnet', testnet: false, imageId: 'network-hatch-mainnet' },
  { id: 713102, name: 'Hatch Layer', testnet: false, imageId: 'network-hatch-layer' },
  { id: 713199, name: 'Hatch Testnet', testnet: true, imageId: 'network-hatch-testnet' },
]
