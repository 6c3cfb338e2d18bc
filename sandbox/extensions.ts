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
  /** Names of those chains by CAIP-2 id, as the demo names them: the secure frame's approvals show them. */
  names?: Record<string, string>
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
      // WalletConnect Verify: attestations of the page a proposal or request came from (sandbox/verify).
      name: 'verify',
      start: async ({ port }) => {
        const { startVerifyService } = await import('./verify/index.js')
        const verify = await startVerifyService({ port })
        return { urls: { verify: verify.url }, stop: () => verify.stop() }
      },
    },
    {
      name: 'solana',
      start: async ({ port, control }) => {
        const { startSolanaRpc } = await import('./solana/index.js')
        const rpc = await startSolanaRpc({ port })
        const caipNetworkId = `solana:${rpc.genesisHash.slice(0, 32)}`
        // The data service answers balance and history for this cluster from its RPC.
        control.data.solanaChains.set(caipNetworkId, { caipNetworkId, rpcUrl: rpc.url, usdcMint: rpc.usdcMint })
        return {
          urls: { solana: rpc.url, solanaWs: rpc.wsUrl },
          chains: { solana: [caipNetworkId] },
          // The demo's name of the cluster (sandbox/demo/app/solanaNetwork.ts), shown by the frame's approvals.
          names: { [caipNetworkId]: 'Hatch Solana' },
          details: {
            caipNetworkId,
            genesisHash: rpc.genesisHash,
            usdcMint: rpc.usdcMint,
            usdcDecimals: rpc.usdcDecimals,
            feeTokenMint: rpc.feeTokenMint,
            feeTokenDecimals: rpc.feeTokenDecimals,
            accounts: rpc.accounts.map((a) => a.publicKey),
          },
          stop: () => rpc.stop(),
        }
      },
    },
    {
      name: 'bitcoin',
      start: async ({ port, control }) => {
        const { startBitcoinBackend } = await import('./bitcoin/index.js')
        const backend = await startBitcoinBackend({ port, network: 'regtest' })
        // CAIP-2 for bip122 is the first 32 hex characters of the genesis block hash (regtest here).
        const caipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
        control.data.bitcoinChains.set(caipNetworkId, { caipNetworkId, esploraUrl: backend.url })
        return {
          urls: { bitcoin: backend.url },
          chains: { bip122: [caipNetworkId] },
          details: {
            caipNetworkId,
            network: backend.network,
            accounts: backend.accounts.map((a) => ({ paymentAddress: a.paymentAddress, ordinalAddress: a.ordinalAddress, publicKeyHex: a.publicKeyHex })),
          },
          stop: () => backend.stop(),
        }
      },
    },
  ]
}
