import { buildBrowserBundle, BROWSER_FILE } from '../../scripts/package/buildBrowser.mjs'
import { errorResponse, HttpError, type SandboxResponse } from '../http/response.js'
import type { SandboxInfo } from '../types.js'

/** Where the page loads the browser bundle from, as a host would load dist/browser/ from its own server. */
export const PLAIN_SCRIPT_PATH = `/hatch/browser/${BROWSER_FILE}`

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** `?adapters=evm+solana` / `?plugins=…` / `?themeMode=dark`: attribute values for the element, names only. */
function attributeOverrides(query: URLSearchParams): string {
  const out: string[] = []
  for (const [param, attribute] of [
    ['adapters', 'adapters'],
    ['plugins', 'plugins'],
    ['themeMode', 'theme-mode'],
  ] as const) {
    const value = query.get(param)
    if (value === null) continue
    if (!/^[\w\s,-]*$/.test(value)) throw new HttpError(400, `${param} may hold only names (letters, digits, -, spaces and commas), got '${value}'`)
    out.push(` ${attribute}="${escapeAttribute(value)}"`)
  }
  return out.join('')
}

/**
 * The options the page writes as JSON: what a host without a build step would put in its HTML.
 * The EVM networks of the sandbox, its services, WalletConnect through the sandbox relay (named,
 * with options), and the page's metadata.
 */
function pageOptions(info: SandboxInfo): unknown {
  return {
    projectId: info.projectId,
    networks: info.networks,
    adapters: ['evm', ...(info.urls.relay ? [{ name: 'walletconnect', options: { relayUrl: info.urls.relay, storagePrefix: 'hatch-plain' } }] : [])],
    endpoints: { catalogue: info.urls.catalogue, data: info.urls.data, analytics: info.urls.analytics },
    metadata: { name: 'Hatch plain page', description: 'Hatch without React, on the local sandbox', url: info.urls.demo ?? 'http://127.0.0.1', icons: [] },
  }
}

/**
 * The page's own script: a few lines of plain JavaScript against the element's API (events,
 * `open({ view })`, the theme attribute). No framework, no build step.
 */
const PAGE_SCRIPT = `
await customElements.whenDefined('hatch-button')
const button = document.querySelector('hatch-button')
const status = document.getElementById('status')
const address = document.getElementById('address')
const log = document.getElementById('events')
const problem = document.getElementById('problem')
const note = (text) => log.append(Object.assign(document.createElement('li'), { textContent: text }))
const showProblem = (error) => { problem.textContent = String(error?.message ?? error).split('\\n')[0] }
let watched
const watch = (hatch) => {
  if (watched === hatch) return
  watched = hatch
  const show = (state) => {
    const ns = state.activeNamespace
    const account = ns ? state.chains[ns]?.account : undefined
    status.textContent = account?.status ?? 'disconnected'
    address.textContent = account?.address ?? '—'
  }
  show(hatch.getState())
  hatch.subscribe(show)
}
// The element may have started (or failed) before this script ran: read what it holds, then listen.
if (button.error) showProblem(button.error)
if (button.hatch) watch(button.hatch)
button.addEventListener('hatch:ready', (event) => watch(event.detail.hatch))
button.addEventListener('hatch:error', (event) => showProblem(event.detail.error))
for (const name of ['account:connected', 'account:disconnected', 'network:changed', 'modal:open', 'modal:close']) {
  button.addEventListener('hatch:' + name, (event) => note(name + (event.detail?.address ? ' ' + event.detail.address : '')))
}
document.getElementById('open-account').addEventListener('click', () => button.open({ view: 'Account' }))
const theme = document.getElementById('theme')
theme.addEventListener('click', () => {
  const dark = theme.getAttribute('aria-pressed') !== 'true'
  theme.setAttribute('aria-pressed', String(dark))
  button.setAttribute('theme-mode', dark ? 'dark' : 'light')
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
})
`

const html = (head: string[], options: unknown, attributes: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hatch without React (sandbox)</title>
    <link rel="icon" href="data:," />
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      body { margin: 0 auto; max-width: 48rem; padding: 1rem; }
      header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
      [data-theme='dark'] body { background: #121417; color: #e8eaed; }
      [data-theme='dark'] a { color: #8ab4f8; }
      [data-theme='dark'] a:visited { color: #c58af9; }
    </style>
    ${head.join('\n    ')}
    <!-- The one script a page needs: React, react-dom and Hatch in one ES module; adapters and plugins load when named. -->
    <script type="module" src="${PLAIN_SCRIPT_PATH}"></script>
  </head>
  <body>
    <main>
      <header>
        <h1>Hatch without React</h1>
        <hatch-button config="hatch-config" plugins="receive send activity"${attributes}></hatch-button>
      </header>
      <script type="application/json" id="hatch-config">
${scriptJson(options)}
      </script>
      <p>
        <button type="button" id="open-account">Open account</button>
        <button type="button" id="theme" aria-pressed="false">Dark theme</button>
        <a href="/">The React demo</a>
      </p>
      <p role="alert" id="problem"></p>
      <dl aria-label="Connection">
        <dt>Status</dt>
        <dd id="status">—</dd>
        <dt>Address</dt>
        <dd id="address">—</dd>
      </dl>
      <h2>Events</h2>
      <ol id="events" aria-label="Events"></ol>
    </main>
    <script type="module">${PAGE_SCRIPT}</script>
  </body>
</html>
`

/**
 * The demo's plain-HTML page (`/plain`): Hatch embedded without React or a build step, through
 * the browser bundle's `<hatch-button>` (docs/web-component.md), and that bundle under
 * `/hatch/browser/` (built on first request, with the settings `npm run build` uses for dist/browser/).
 */
export function plainPageResponses(info: () => SandboxInfo) {
  let bundle: Promise<Map<string, Uint8Array>> | undefined
  const files = () => (bundle ??= buildBrowserBundle({ write: false }))
  return {
    page: (head: string[], query: URLSearchParams): SandboxResponse => ({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' },
      raw: html(head, pageOptions(info()), attributeOverrides(query)),
    }),
    async asset(path: string): Promise<SandboxResponse> {
      let built: Map<string, Uint8Array>
      try {
        built = await files()
      } catch (error) {
        bundle = undefined
        return errorResponse(500, `The browser bundle failed to build: ${error instanceof Error ? error.message : String(error)}`)
      }
      const file = built.get(path)
      if (!file) return errorResponse(404, `No browser bundle file ${path}`)
      const type = path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/plain; charset=utf-8'
      return { status: 200, contentType: type, raw: Buffer.from(file), headers: { 'Cache-Control': 'no-store' } }
    },
  }
}
