import { readFile } from 'node:fs/promises'
import { bundleDemoApp, describeBuildError, type BundleFile } from './bundle.js'
import { cspPageResponses } from './cspPage.js'
import { plainPageResponses } from './plainPage.js'
import { TEST_WALLET_ENTRIES } from '../catalogue/generate.js'
import { errorResponse, HttpError, type SandboxResponse } from '../http/response.js'
import { startService, type RunningService } from '../http/service.js'
import type { SandboxInfo } from '../types.js'

/** A running demo host. */
export interface DemoServer extends RunningService {
  /** The esbuild errors when the demo app failed to build (the page then shows them). */
  buildError: string | undefined
}

const WALLET_MODES = ['prompt', 'approve', 'reject', 'hang'] as const
const WALLET_COLORS = ['#2f6fed', '#d9480f']

/** The page config: everything in the sandbox info except private keys. */
export function pageConfig(info: SandboxInfo): unknown {
  return { projectId: info.projectId, urls: info.urls, networks: info.networks, accounts: info.accounts.map((a) => a.address), extensions: info.extensions }
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Starts the demo host on 127.0.0.1: the page (with `window.__HATCH_SANDBOX__` and the two
 * injected EVM test wallets and the Solana one), the bundled demo app under `/assets/`, and the
 * test wallet scripts at `/sandbox/test-wallet.js` and `/sandbox/solana-wallet.js`. Query options of the page: `testWallets=off` skips the injected
 * wallets (for tests that inject their own); `walletMode=prompt|approve|reject|hang` (default prompt).
 */
export async function startDemoServer(options: { host?: string; port?: number; info: () => SandboxInfo }): Promise<DemoServer> {
  const [template, wallets, bitcoinWallet, solanaWallet, app] = await Promise.all([
    readFile(new URL('./index.html', import.meta.url), 'utf8'),
    import('../wallets/evm/index.js'),
    import('../wallets/bitcoin/demoWallet.js').then((m) => m.bitcoinDemoWallet()),
    import('../wallets/solana/demoWallet.js').then((m) => m.solanaDemoWallet()),
    bundleDemoApp().then(
      (files) => ({ files, error: undefined }),
      (error: unknown) => ({ files: new Map<string, BundleFile>(), error: describeBuildError(error) }),
    ),
  ])
  const walletScript = await wallets.evmTestWalletBundle()

  const page = async (query: URLSearchParams): Promise<SandboxResponse> => {
    if (app.error)
      return {
        status: 500,
        contentType: 'text/html; charset=utf-8',
        raw: `<!doctype html><title>Demo build failed</title><h1>The demo app failed to build</h1><pre>${app.error.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`,
      }
    const head = await sandboxHead(query)
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' },
      raw: template.replace('<!--HATCH_SANDBOX_HEAD-->', head.join('\n    ')),
    }
  }

  /** The sandbox's page configuration and, unless `testWallets=off`, the injected test wallets (shared by `/` and `/plain`). */
  const sandboxHead = async (query: URLSearchParams): Promise<string[]> => {
    const info = options.info()
    const mode = query.get('walletMode') ?? 'prompt'
    if (!(WALLET_MODES as readonly string[]).includes(mode)) throw new HttpError(400, `walletMode must be one of ${WALLET_MODES.join(', ')}, got '${mode}'`)
    const head = [
      `<script>window.__HATCH_SANDBOX__ = ${scriptJson(pageConfig(info))};</script>`,
      // The WalletConnect SDK's own switch for its verify frame (docs/stand-ins.md): without it every
      // proposal and request waits 5 s for verify.walletconnect.org. Sandbox pages only, never a host's.
      `<script>globalThis.process = { env: { IS_VITEST: 'true' } };</script>`,
    ]
    if (query.get('testWallets') !== 'off') {
      const chains = info.networks.map((n) => ({ chainId: n.id, name: n.name, rpcUrl: n.rpcUrls.default.http[0] as string, symbol: n.nativeCurrency.symbol }))
      const configs = TEST_WALLET_ENTRIES.map((entry, i) => ({
        name: entry.name,
        rdns: entry.rdns,
        icon: wallets.testWalletIcon(WALLET_COLORS[i] ?? '#555555', entry.name.split(' ')[1] ?? 'W'),
        privateKey: info.accounts[i]?.privateKey,
        chains,
        chainId: chains[0]?.chainId,
        mode,
      }))
      head.push('<script src="/sandbox/test-wallet.js"></script>')
      head.push(
        `<script>${configs.map((c) => `try { window.HatchTestWallet.install(${scriptJson(c)}); } catch (error) { console.error(${scriptJson(wallets.INSTALL_FAILED_PREFIX)} + ' ' + error.message); }`).join('\n')}</script>`,
      )
      head.push(...bitcoinWallet.headFor(info, mode as (typeof WALLET_MODES)[number]))
      head.push(...(await solanaWallet.headFor(info, mode as (typeof WALLET_MODES)[number])))
    }
    return head
  }

  const csp = cspPageResponses(pageConfig, options.info)
  const plain = plainPageResponses(options.info)
  const service = await startService({
    name: 'demo',
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    routes: [
      { method: 'GET', pattern: /^\/(?:index\.html)?$/, auth: 'none', handler: ({ query }) => page(query) },
      // The same app under a strict Content-Security-Policy (sandbox/demo/cspPage.ts); test wallets are injected by the test.
      { method: 'GET', pattern: /^\/csp\/?$/, auth: 'none', handler: ({ query }) => (app.error ? page(new URLSearchParams()) : csp.page(query)) },
      { method: 'GET', pattern: /^\/csp\/config\.js$/, auth: 'none', handler: ({ query }) => csp.config(query) },
      { method: 'GET', pattern: /^\/csp\/page\.css$/, auth: 'none', handler: () => csp.css() },
      // Hatch without React: <hatch-button> from the browser bundle (sandbox/demo/plainPage.ts, docs/web-component.md).
      { method: 'GET', pattern: /^\/plain\/?$/, auth: 'none', handler: async ({ query }) => plain.page(await sandboxHead(query), query) },
      { method: 'GET', pattern: /^\/hatch\/browser\/([\w./-]+)$/, auth: 'none', handler: ({ params: [path = ''] }) => plain.asset(path) },
      {
        method: 'GET',
        pattern: /^\/sandbox\/test-wallet\.js$/,
        auth: 'none',
        handler: () => ({ status: 200, contentType: 'text/javascript; charset=utf-8', raw: walletScript }),
      },
      {
        method: 'GET',
        pattern: /^\/sandbox\/bitcoin-wallet\.js$/,
        auth: 'none',
        handler: () => ({ status: 200, contentType: 'text/javascript; charset=utf-8', raw: bitcoinWallet.script }),
      },
      {
        method: 'GET',
        pattern: /^\/sandbox\/solana-wallet\.js$/,
        auth: 'none',
        handler: () => ({ status: 200, contentType: 'text/javascript; charset=utf-8', raw: solanaWallet.script }),
      },
      {
        method: 'GET',
        pattern: /^\/assets\/(.+)$/,
        auth: 'none',
        handler: ({ params: [path = ''] }) => {
          const file = app.files.get(path)
          if (!file) return errorResponse(404, app.error ? `The demo app failed to build:\n${app.error}` : `No demo asset ${path}`)
          return { status: 200, contentType: file.contentType, raw: Buffer.from(file.contents), headers: { 'Cache-Control': 'no-store' } }
        },
      },
    ],
  })
  return { ...service, buildError: app.error }
}
