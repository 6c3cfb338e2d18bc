import type { SandboxControl } from './control.js'

/** What an extension gets when the sandbox starts it. */
export interface ExtensionContext {
  host: string
  /** Requested port (0 = any). */
  port: number
  control: SandboxControl
}

/** A started extension: the URLs it adds to `info.urls` and how to stop it. */
export interface RunningExtension {
  urls: Record<string, string>
  /** CAIP-2 ids of the chains it serves, by namespace (listed by supported-chains and the catalogue). */
  chains?: { solana?: string[]; bip122?: string[] }
  /** JSON-serialisable facts for tests and the demo (public keys, mint addresses ...): `info.extensions[name]`. */
  details?: unknown
  stop(): Promise<void>
}

/**
 * A later sandbox module (WalletConnect relay, Solana RPC, Bitcoin backend ...). Each one starts
 * in parallel with the chains and core services; its URLs appear in `info.urls` under its keys.
 * To add one: write `start` in your module, then add it to {@link builtInExtensions}.
 */
export interface SandboxExtension {
  name: string
  start(context: ExtensionContext): Promise<RunningExtension>
}

/** The extensions started by default. Loaded lazily so a broken module names itself at start. */
export function builtInExtensions(): SandboxExtension[] {
  return [
    {
      name: 'relay',
      start: async ({ port }) => {
        const { startRelay } = await import('./relay/index.js')
        const relay = await startRelay({ port })
        return { urls: { relay: relay.url }, stop: () => relay.stop() }
      },
    },
    {
      name: 'solana',
      start: async ({ port }) => {
        const { startSolanaRpc } = await import('./solana/index.js')
        const rpc = await startSolanaRpc({ port })
        const caipNetworkId = `solana:${rpc.genesisHash.slice(0, 32)}`
        return {
          urls: { solana: rpc.url, solanaWs: rpc.wsUrl },
          chains: { solana: [caipNetworkId] },
          details: { caipNetworkId, genesisHash: rpc.genesisHash, usdcMint: rpc.usdcMint, usdcDecimals: rpc.usdcDecimals, accounts: rpc.accounts.map((a) => a.publicKey) },
          stop: () => rpc.stop(),
        }
      },
    },
    // bitcoin: when sandbox/bitcoin exports a start function, add { name: 'bitcoin', start } here.
  ]
}
