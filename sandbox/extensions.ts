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
    // solana: when sandbox/solana exports a start function, add { name: 'solana', start } here.
    // bitcoin: when sandbox/bitcoin exports a start function, add { name: 'bitcoin', start } here.
  ]
}
