import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { FrameAssets } from '../http/app.js'
import { APPROVAL_WINDOW_PATH } from './approvalWindowProtocol.js'
import { bundleFrameScripts, FRAME_CHUNK_PREFIX, type FrameScripts } from './frameBundle.js'
import { PASSKEY_WINDOW_PATH } from './passkeyWindowProtocol.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/** What the frame page is given by its secure site (public, non-secret settings only). */
export interface FramePageConfig {
  /** The page origins allowed for a project's frame; undefined: no frame for that project. */
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
  rpcUrls: Readonly<Record<string, string>>
  /** The networks' names by CAIP-2 id (approvals show "Hatch Mainnet", not "eip155:713101"). */
  networkNames?: Readonly<Record<string, string>>
  /** Approve arms after this long fully visible (700 ms; tests of the 700 ms rule keep it). */
  armDelayMs?: number
  /** Smart-account settings by CAIP-2 id (public: bundler URL and contract addresses). */
  smartAccounts?: Readonly<Record<string, { bundlerUrl: string; entryPoint: string; factory: string }>>
  /**
   * The site's public origin (the frame's) and the origin its passkeys are bound to, once the site
   * listens. When they differ (a site public on an IP address), the frame runs passkey ceremonies in
   * the passkey window on the passkey origin, and that window answers the frame's origin only.
   */
  origins?: () => { frame: string; passkeys: string }
}

/** JSON safe inside a `<script type="application/json">` block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The frame's scripts: the same for every site in a process, so built once (see {@link bundleFrameScripts}). */
let scripts: Promise<FrameScripts> | undefined
function frameScripts(): Promise<FrameScripts> {
  scripts ??= bundleFrameScripts().catch((error: unknown) => {
    scripts = undefined
    throw error
  })
  return scripts
}

/** `<link rel="modulepreload">` for the chunks an entry imports statically: fetched beside it, not after it. */
const preloads = (paths: readonly string[]) => paths.map((path) => `<link rel="modulepreload" href="${path}">`).join('\n')

/**
 * Builds the frame application: bundles secure-site/frame/main.ts (the frame),
 * approvalWindowMain.ts (the secure window where approvals are decided) and passkeyWindowMain.ts
 * (the passkey window, where the frame may not show the browser's passkey dialog) for the browser with
 * esbuild (frameBundle.ts: in memory, minified, split into chunks loaded by request, no inline
 * script so CSP `script-src 'self'` holds) and renders their pages with their settings in a JSON
 * data block. The chunks' names carry their content hash, so they are served as immutable.
 */
export async function buildFrameAssets(config: FramePageConfig): Promise<FrameAssets> {
  const { scripts: built, startup } = await frameScripts()
  const css = await readFile(`${here}frame.css`, 'utf8')
  const page = (allowedOrigins: readonly string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hatch wallet</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="hatch-frame-config">${scriptJson({ allowedOrigins, rpcUrls: config.rpcUrls, networkNames: config.networkNames ?? {}, armDelayMs: config.armDelayMs ?? 700, smartAccounts: config.smartAccounts ?? {}, ...(config.origins ? { passkeyOrigin: config.origins().passkeys } : {}) })}</script>
<script type="module" src="/frame.js"></script>
${preloads(startup.frame.slice(1))}
</head><body><main id="approval-root"></main></body></html>`
  // The secure window: a top-level page of its own (never embeddable: frame-ancestors 'none').
  const approvePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Approve a request · Hatch wallet</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="hatch-approve-config">${scriptJson({ armDelayMs: config.armDelayMs ?? 700 })}</script>
<script type="module" src="/approve.js"></script>
${preloads(startup.approve.slice(1))}
</head><body><main id="approval-root"></main></body></html>`
  // The passkey window: where the frame may not show the browser's passkey dialog (passkeyWindow.ts).
  const passkeyPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Passkey · Hatch wallet</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="hatch-passkey-config">${scriptJson(config.origins ? { frameOrigin: config.origins().frame } : {})}</script>
<script type="module" src="/passkey.js"></script>
${preloads(startup.passkey.slice(1))}
</head><body><main id="approval-root"></main></body></html>`
  const files = new Map<string, { contentType: string; body: string | Uint8Array; immutable?: boolean }>([
    ...[...built.values()].map(
      (script) =>
        [script.path, { contentType: 'text/javascript; charset=utf-8', body: script.body, immutable: script.path.startsWith(FRAME_CHUNK_PREFIX) }] as const,
    ),
    [APPROVAL_WINDOW_PATH, { contentType: 'text/html; charset=utf-8', body: approvePage }],
    ['/frame.css', { contentType: 'text/css; charset=utf-8', body: css }],
  ])
  return {
    get(path, projectId) {
      // The passkey window names the frame's origin, known once the site listens.
      if (path === PASSKEY_WINDOW_PATH) return { contentType: 'text/html; charset=utf-8', body: passkeyPage() }
      if (path !== '/frame') return files.get(path)
      // A project with no allowed origin gets no frame at all (404, frame-ancestors 'none').
      const origins = config.originsFor(projectId)
      return origins ? { contentType: 'text/html; charset=utf-8', body: page(origins) } : undefined
    },
  }
}
