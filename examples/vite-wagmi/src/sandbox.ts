import type { CaipNetwork } from 'hatch'
import { defineChain, type Address, type Chain } from 'viem'

/** What the sandbox's admin service (`npm start` in the Hatch repository) says about itself. */
interface SandboxInfo {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string }
  networks: (CaipNetwork & { id: number; contracts: { usdc: { address: Address; decimals: number } } })[]
}

/**
 * Reads the local sandbox's project, services and chains from its admin service: `?sandbox=<url>`,
 * else `npm start`'s default port 4304.
 */
export async function readSandbox(): Promise<SandboxInfo & { chains: [Chain, ...Chain[]] }> {
  const admin = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:4304'
  const response = await fetch(`${admin}/sandbox/info`)
  if (!response.ok) throw new Error(`The sandbox at ${admin} answered ${response.status}: start it with npm start in the Hatch repository`)
  const info = (await response.json()) as SandboxInfo
  const chains = info.networks.map((n) => defineChain({ id: n.id, name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: n.rpcUrls }))
  if (!chains[0]) throw new Error('The sandbox has no EVM network')
  return { ...info, chains: chains as [Chain, ...Chain[]] }
}
