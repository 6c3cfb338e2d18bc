// The integrator's app: one page with <hatch-button> (EVM, WalletConnect, e-mail login, Send), served
// with the package's browser script, pointed at whatever stack `stack()` returns when a page loads.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join, normalize } from 'node:path'

const browserDir = join(dirname(createRequire(import.meta.url).resolve('hatch/package.json')), 'dist/browser')

const page = (info) => {
  const options = {
    projectId: info.projectId,
    networks: info.networks,
    endpoints: { catalogue: info.urls.catalogue, data: info.urls.data, analytics: info.urls.analytics },
    adapters: [
      'evm',
      { name: 'walletconnect', options: { relayUrl: info.urls.relay } },
      { name: 'embedded', options: { secureSiteUrl: info.urls.secureSite } },
    ],
    metadata: { name: 'Fresh app', description: 'An app tested with hatch/testing', url: 'http://127.0.0.1', icons: [] },
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fresh app</title>
<script type="module" src="/hatch/browser/hatch-element.js"></script></head><body>
<hatch-button config="hatch-config" plugins="send email"></hatch-button>
<script type="application/json" id="hatch-config">${JSON.stringify(options).replace(/</g, '\\u003c')}</script>
<p>Connected: <output aria-label="Connected address"></output></p>
<script type="module">
await customElements.whenDefined('hatch-button')
const out = document.querySelector('output')
document.querySelector('hatch-button').addEventListener('hatch:account:connected', (event) => { out.textContent = event.detail.address })
</script></body></html>`
}

/** Serves the app on 127.0.0.1; `stack()` gives the running stack's info when a page loads. */
export function startApp(stack) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname
    if (path === '/') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(stack()))
    const file = join(browserDir, normalize(path.replace(/^\/hatch\/browser\//, '')).replace(/^(\.\.[/\\])+/, ''))
    const body = await readFile(file).catch(() => undefined)
    if (!body || !path.startsWith('/hatch/browser/')) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' }).end(body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) })),
  )
}
