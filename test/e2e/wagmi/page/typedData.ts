import type { Address } from 'viem'

/** The EIP-712 payload the wagmi and ethers pages sign, rebuilt by the tests to verify the signature. */
export function permitTypedData(chainId: number, token: Address, owner: Address) {
  return {
    domain: { name: 'Hatch Test Token', version: '1', chainId, verifyingContract: token },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner, spender: '0x0000000000000000000000000000000000007117', value: 1_500_000n, nonce: 0n, deadline: 4_102_444_800n },
  } as const
}

/** What the page is given by the test server as `window.__HATCH_PAGE__`. */
export interface TestPageConfig {
  projectId: string
  endpoints: { catalogue: string; data: string; analytics: string }
  /** The sandbox's EVM networks (CAIP networks as Hatch takes them, with the USDC contract). */
  networks: {
    id: number
    name: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    rpcUrls: { default: { http: string[] } }
    contracts: { usdc: { address: Address; decimals: number } }
  }[]
  /** The sandbox relay, for WalletConnect. */
  relayUrl?: string
  /** The secure site, for the embedded wallet. */
  secureSiteUrl?: string
}
