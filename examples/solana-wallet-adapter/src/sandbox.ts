import type { CaipNetwork } from 'hatch'
import { defineSolanaNetwork } from 'hatch/adapters/solana'

/** What the sandbox's admin service (`npm start` in the Hatch repository) says about itself. */
interface SandboxInfo {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string; secureSite?: string; solana?: string; solanaWs?: string }
  extensions: { solana?: { genesisHash: string; usdcMint: string; usdcDecimals: number } }
}

/** The sandbox's services, its Solana cluster as a Hatch network, and its USDC-SPL mint. */
export interface Sandbox {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string; secureSite: string }
  network: CaipNetwork
  rpcUrl: string
  wsUrl: string
  usdc: { mint: string; decimals: number }
}

/**
 * Reads the local sandbox's project, services and Solana cluster from its admin service:
 * `?sandbox=<url>`, else `npm start`'s default port 4304.
 */
export async function readSandbox(): Promise<Sandbox> {
  const admin = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:4304'
  const response = await fetch(`${admin}/sandbox/info`)
  if (!response.ok) throw new Error(`The sandbox at ${admin} answered ${response.status}: start it with npm start in the Hatch repository`)
  const info = (await response.json()) as SandboxInfo
  const { solana: rpcUrl, solanaWs, secureSite, catalogue, data, analytics } = info.urls
  const cluster = info.extensions.solana
  if (!rpcUrl || !cluster) throw new Error('The sandbox runs without its Solana cluster')
  if (!secureSite) throw new Error("The sandbox runs without the embedded wallet's secure site")
  const wsUrl = solanaWs ?? rpcUrl
  return {
    projectId: info.projectId,
    urls: { catalogue, data, analytics, secureSite },
    network: defineSolanaNetwork({ genesisHash: cluster.genesisHash, name: 'Hatch Solana', rpcUrl, wsUrl }),
    rpcUrl,
    wsUrl,
    usdc: { mint: cluster.usdcMint, decimals: cluster.usdcDecimals },
  }
}
