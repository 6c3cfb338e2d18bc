import type { CaipNetwork } from 'hatch'
import type { Address } from 'viem'

/** What the sandbox's admin service (`npm start` in the Hatch repository) says about itself. */
export interface SandboxInfo {
  projectId: string
  urls: { catalogue: string; data: string; analytics: string }
  networks: (CaipNetwork & { id: number; contracts: { usdc: { address: Address; decimals: number } } })[]
}

/** Reads the local sandbox on the server: HATCH_SANDBOX (its admin URL), else `npm start`'s port 4304. */
export async function readSandbox(): Promise<SandboxInfo> {
  const admin = process.env.HATCH_SANDBOX ?? 'http://127.0.0.1:4304'
  const response = await fetch(`${admin}/sandbox/info`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`The sandbox at ${admin} answered ${response.status}: start it with npm start in the Hatch repository`)
  return (await response.json()) as SandboxInfo
}
