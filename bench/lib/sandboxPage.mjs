// What the bench page runs against: the sandbox (sandbox/index.ts `startSandbox()`) for networks,
// project id and 127.0.0.1 service endpoints, and the sandbox's injected EVM test wallet so the
// Connect view has a wallet row to show (the same wallet is injected into the control page).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from '../../scripts/package/entries.mjs'

const need = (file, what) => {
  const abs = join(repoRoot, file)
  if (!existsSync(abs)) throw new Error(`bench: ${file} is missing (${what})`)
  return pathToFileURL(abs).href
}

/**
 * Starts the sandbox and returns the page config, the wallet init script and `stop()`; also the
 * sandbox itself (`control`, `info`) and `walletInitScript(mode)` for the issue-18 scenarios.
 * `secureSiteOrigins`: page origins allowed to embed the secure site's frame (it starts only then).
 * @param {{ secureSiteOrigins?: string[] }} [options]
 * @returns {Promise<{ config: { projectId: string, networks: unknown[], endpoints: Record<string, string> }, initScript: string, walletInitScript: (mode: 'prompt' | 'approve') => Promise<string>, sandbox: any, info: any, stop: () => Promise<void> }>}
 */
export async function startBenchSandbox({ secureSiteOrigins } = {}) {
  const sandboxUrl = need('sandbox/index.ts', 'its startSandbox() gives the bench page its networks and 127.0.0.1 endpoints')
  const walletUrl = need('sandbox/wallets/evm/index.ts', 'the injected EVM test wallet the Connect view lists')
  const { register } = await import('tsx/esm/api')
  register()
  const sandboxModule = await import(sandboxUrl)
  if (typeof sandboxModule.startSandbox !== 'function') throw new Error('bench: sandbox/index.ts does not export startSandbox()')
  const sandbox = await sandboxModule.startSandbox({ demo: false, phoneWallet: false, ...(secureSiteOrigins?.length ? { secureSiteOrigins } : {}) })
  const stop = async () => {
    for (const name of ['stop', 'close']) if (typeof sandbox?.[name] === 'function') return void (await sandbox[name]())
  }
  try {
    // startSandbox() returns SandboxInfo or a handle holding it as `info`.
    const info = typeof sandbox?.info === 'function' ? sandbox.info() : (sandbox?.info ?? sandbox)
    if (!info?.urls?.catalogue || !Array.isArray(info.networks) || info.networks.length === 0 || !info.accounts?.[0]) {
      throw new Error(`bench: startSandbox() returned no urls.catalogue / networks / accounts (got keys ${Object.keys(info ?? {}).join(', ')})`)
    }
    const { evmTestWalletInitScript, testWalletIcon } = await import(walletUrl)
    const walletInitScript = (mode) =>
      evmTestWalletInitScript([
        {
          name: 'Sandbox Wallet',
          rdns: 'io.hatch.sandbox',
          icon: testWalletIcon('#3b82f6', 'SW'),
          privateKey: info.accounts[0].privateKey,
          chains: info.networks.map((n) => ({ chainId: n.id, name: n.name, rpcUrl: n.rpcUrls.default.http[0], symbol: n.nativeCurrency?.symbol })),
          chainId: info.networks[0].id,
          mode,
        },
      ])
    const initScript = await walletInitScript('prompt')
    const config = {
      projectId: info.projectId,
      networks: info.networks,
      endpoints: { catalogue: info.urls.catalogue, data: info.urls.data, analytics: info.urls.analytics },
      // For the full host: the sandbox's Solana cluster, Bitcoin backend and WalletConnect relay.
      sandbox: {
        ...(info.urls.solana && info.extensions?.solana ? { solana: { genesisHash: info.extensions.solana.genesisHash, rpcUrl: info.urls.solana } } : {}),
        ...(info.urls.bitcoin && info.extensions?.bitcoin ? { bitcoinUrl: info.urls.bitcoin } : {}),
        ...(info.urls.relay ? { relayUrl: info.urls.relay } : {}),
        // The full host's embedded() adapter (the secure site runs when secureSiteOrigins were given).
        ...(info.urls.secureSite ? { secureSiteUrl: info.urls.secureSite } : {}),
      },
    }
    for (const url of Object.values(config.endpoints))
      if (new URL(url).hostname !== '127.0.0.1') throw new Error(`bench: sandbox endpoint ${url} is not on 127.0.0.1`)
    return { config, initScript, walletInitScript, sandbox, info, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
