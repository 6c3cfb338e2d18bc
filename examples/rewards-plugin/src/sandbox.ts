import type { CaipNetwork } from 'hatch'
import * as v from 'valibot'

const SandboxInfo = v.object({
  projectId: v.string(),
  urls: v.object({ catalogue: v.string(), data: v.string(), analytics: v.string() }),
  networks: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.number() }),
      rpcUrls: v.object({ default: v.object({ http: v.array(v.string()) }) }),
    }),
  ),
})

/** The sandbox's project, service URLs and EVM networks, as `createHatch` takes them. */
export interface Sandbox {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string }
  networks: CaipNetwork[]
}

/**
 * Reads the local sandbox from its admin service (`npm start` in the Hatch repository):
 * `?sandbox=<url>`, else the default port 4304.
 */
export async function readSandbox(): Promise<Sandbox> {
  const admin = new URLSearchParams(location.search).get('sandbox') ?? 'http://127.0.0.1:4304'
  const response = await fetch(`${admin}/sandbox/info`)
  if (!response.ok) throw new Error(`The sandbox at ${admin} answered ${response.status}: start it with npm start in the Hatch repository`)
  const info = v.parse(SandboxInfo, await response.json())
  const networks = info.networks.map((n): CaipNetwork => ({ ...n, chainNamespace: 'eip155', caipNetworkId: `eip155:${n.id}` }))
  return { projectId: info.projectId, urls: info.urls, networks }
}
