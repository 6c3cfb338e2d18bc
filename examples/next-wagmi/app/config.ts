import { defineChain, http, type Chain } from 'viem'
import { cookieStorage, createConfig, createStorage, type Connector, type CreateConnectorFn } from 'wagmi'
import type { SandboxInfo } from './sandbox'

/** The sandbox's EVM chains, as wagmi takes them. */
export const chainsOf = (sandbox: SandboxInfo) =>
  sandbox.networks.map((n) => defineChain({ id: n.id, name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: n.rpcUrls })) as [Chain, ...Chain[]]

/**
 * wagmi's config, the same on the server (to read its cookie) and in the browser: `ssr` and wagmi's
 * own cookieStorage, so wagmi's state and Hatch's come from cookies both.
 */
export function wagmiConfig(sandbox: SandboxInfo, connectors: (CreateConnectorFn | Connector)[] = []) {
  const chains = chainsOf(sandbox)
  return createConfig({
    chains,
    connectors: connectors as CreateConnectorFn[],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    // Hatch's modal lists the wallets: wagmi adds no EIP-6963 connectors of its own.
    multiInjectedProviderDiscovery: false,
  })
}
