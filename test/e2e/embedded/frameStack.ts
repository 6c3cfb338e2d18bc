/**
 * The e2e stack of the embedded-wallet frame: a secure site of the test's own (real server, PGlite
 * in memory, codes to the sandbox's SMTP server, RPC to the sandbox chains) on one origin, and test
 * pages on another (127.0.0.1, other port), allowed by exact origin.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { type RunningSecureSite, type SecureSiteConfigInput } from '../../../secure-site/index.js'
import { startOnMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'
import type { SandboxInfo } from '../../../sandbox/index.js'

const bundled = new Map<string, Promise<string>>()

/** A page script (`pageScripts.ts`, `hatchPage.ts`), bundled once per worker. */
function pageScript(file = './pageScripts.ts'): Promise<string> {
  let script = bundled.get(file)
  if (!script) {
    script = import('esbuild').then(async ({ build }) => {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'chrome120',
        write: false,
        logLevel: 'silent',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
      })
      return (result.outputFiles[0] as { text: string }).text
    })
    bundled.set(file, script)
  }
  return script
}

/** A page running Hatch with the embedded adapter on `secureOrigin` (hatchPage.ts). */
async function hatchPageHtml(info: SandboxInfo, secureOrigin: string): Promise<string> {
  const script = (await pageScript('./hatchPage.ts')).replace(/<\/script/gi, '<\\/script')
  const { catalogue, data, analytics } = info.urls
  const config = { projectId: info.projectId, secureOrigin, network: info.networks[0], endpoints: { catalogue, data, analytics } }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop with Hatch</title></head><body><h1>Shop</h1>
<script>window.__HATCH_PAGE__ = ${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script type="module">${script}</script></body></html>`
}

/** A page with the test config and the bundled script inline (the html server serves HTML only). */
async function pageHtml(config: Record<string, unknown>): Promise<string> {
  const script = (await pageScript()).replace(/<\/script/gi, '<\\/script')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded wallet test page</title></head><body><h1>Shop</h1>
<script>window.__FRAME_TEST__ = ${JSON.stringify(config)}</script>
<script type="module">${script}</script></body></html>`
}

/** The three public Solana networks of spec §9, by CAIP-2 id. */
export const SOLANA_PUBLIC_NETWORKS = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const

/**
 * The frame's Solana RPC list: the sandbox cluster under its own CAIP-2 id, and the three public
 * networks served by the same local node (nothing may reach the internet).
 */
function solanaRpcUrls(info: SandboxInfo): Record<string, string> {
  const url = info.urls['solana']
  const caip = (info.extensions['solana'] as { caipNetworkId?: string } | undefined)?.caipNetworkId
  if (!url || !caip) return {}
  return Object.fromEntries([caip, ...SOLANA_PUBLIC_NETWORKS].map((id) => [id, url]))
}

/** The sandbox cluster's name, as the sandbox's solana extension gives it to its secure site. */
function solanaNames(info: SandboxInfo): Record<string, string> {
  const caip = (info.extensions['solana'] as { caipNetworkId?: string } | undefined)?.caipNetworkId
  return caip ? { [caip]: 'Hatch Solana' } : {}
}

/** A running stack. */
export interface FrameStack {
  site: RunningSecureSite
  pages: HtmlServer
  /** URL of a test page: `client` (FrameClient) or `raw` (hostile, hand-made handshake). */
  pageUrl(mode: 'client' | 'raw' | 'client-short' | 'client-hijacked' | 'client-no-popups' | 'raw-rpcurl' | 'hatch'): string
  /** A second page server whose origin is NOT allowed. */
  foreign: HtmlServer
  stop(): Promise<void>
}

/**
 * Starts the secure site (with `overrides` of its settings) and the page servers (`hatchPage`: also
 * the page running Hatch; `publicHostname`: the site reached by that name; `passkeyHostname`: another
 * name of it passkeys are bound to (`localhost`: the frame then opens its passkey window there);
 * `pageHeaders`: sent with the allowed pages, a `Permissions-Policy` say).
 */
export async function startFrameStack(
  info: SandboxInfo,
  overrides: Pick<SecureSiteConfigInput, 'otp' | 'smartAccounts' | 'twoStep'> = {},
  options: { hatchPage?: boolean; publicHostname?: string; passkeyHostname?: string; pageHeaders?: Record<string, string> } = {},
): Promise<FrameStack> {
  const pagesMap: Record<string, string> = {}
  const foreignMap: Record<string, string> = {}
  const [pages, foreign] = await Promise.all([startHtmlServer(pagesMap, options.pageHeaders), startHtmlServer(foreignMap)])
  const smtp = new URL(info.urls.smtp as string)
  const site = await startOnMigratedDatabase(
    {
      listen: { host: '127.0.0.1', port: 0 },
      allowedOrigins: [pages.url],
      smtp: { host: smtp.hostname, port: Number(smtp.port), from: 'Hatch Wallet <wallet@hatch.sandbox>' },
      secrets: { otpPepper: randomBytes(32).toString('hex'), shareEncryptionKey: randomBytes(32).toString('hex') },
      ...overrides,
      rpcUrls: { ...Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string])), ...solanaRpcUrls(info) },
      // Named as the sandbox's own secure site names them (sandbox/mail/sandboxSecureSite.ts).
      networkNames: { ...Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.name])), ...solanaNames(info) },
    },
    {
      ...(options.publicHostname ? { publicHostname: options.publicHostname } : {}),
      ...(options.passkeyHostname ? { passkeyHostname: options.passkeyHostname } : {}),
    },
  )
  const chainId = info.networks[0]?.id as number
  for (const mode of ['client', 'raw'] as const) {
    pagesMap[`/${mode}`] = await pageHtml({ mode, secureOrigin: site.origin, chainId })
    foreignMap[`/${mode}`] = await pageHtml({ mode, secureOrigin: site.origin, chainId, loadTimeoutMs: 3_000 })
  }
  pagesMap['/client-short'] = await pageHtml({ mode: 'client', secureOrigin: site.origin, chainId, loadTimeoutMs: 3_000 })
  // An attacker's page that records every window message it receives.
  foreignMap['/spy'] =
    `<!doctype html><html lang="en"><head><title>spy</title></head><body><script>window.got = []; addEventListener('message', (e) => window.got.push({ data: e.data, ports: e.ports.length }))</script></body></html>`
  // A page that passes its own rpcUrl (another chain's node) in the frame URL: the frame must ignore it.
  const otherRpc = info.networks[1]?.rpcUrls.default.http[0]
  pagesMap['/raw-rpcurl'] = await pageHtml({
    mode: 'raw',
    secureOrigin: site.origin,
    chainId,
    ...(otherRpc ? { frameQuery: `&rpcUrl=${encodeURIComponent(otherRpc)}&enableLogger=true` } : {}),
  })
  // Bundling Hatch takes a few seconds: only for the tests that use the page.
  if (options.hatchPage) pagesMap['/hatch'] = await hatchPageHtml(info, site.origin)
  // An attacker's top page that frames the allowed page (the allowed page then embeds the frame).
  foreignMap['/nest'] =
    `<!doctype html><html lang="en"><head><title>attacker</title></head><body><iframe title="shop" src="${pages.url}/client-short" style="width:600px;height:400px"></iframe></body></html>`
  // An allowed page that sandboxes the frame without `allow-popups`: the secure window cannot open.
  pagesMap['/client-no-popups'] = await pageHtml({ mode: 'client', secureOrigin: site.origin, chainId, sandbox: 'allow-scripts allow-same-origin' })
  pagesMap['/client-hijacked'] = await pageHtml({ mode: 'client', secureOrigin: site.origin, chainId, loadTimeoutMs: 3_000, hijack: `${foreign.url}/spy` })
  return {
    site,
    pages,
    foreign,
    pageUrl: (mode) => `${pages.url}/${mode}`,
    async stop() {
      await Promise.all([site.stop(), pages.stop(), foreign.stop()])
    },
  }
}
