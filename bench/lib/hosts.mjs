// Source text of the host pages the size test and the bench build. Generated (not files) so the
// minimal host picks up `evm()` by itself once adapters/evm exists. Plain JSX, no TypeScript, so
// esbuild and Vite compile it the same way. Runtime settings (project id, networks, endpoints)
// come from a JSON <script id="bench-config"> in the page, so the bytes do not depend on them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../scripts/package/entries.mjs'

/** Whether the EVM adapter's source entry exists yet. */
export const hasEvmAdapter = () => existsSync(join(repoRoot, 'adapters/evm/index.ts'))

const readConfig = `
const configElement = document.getElementById('bench-config')
const config = configElement ? JSON.parse(configElement.textContent || '{}') : {}
`

/** A plugin's factory is named after its folder in camelCase: `multi-wallet` → `multiWallet()`. */
const factoryOf = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

/**
 * The minimal integration a host writes: React + HatchProvider + ConnectButton (+ evm()), with the
 * built-in plugins named in `plugins` registered (`hatch/plugins/<name>`, factory `<name>()`) and
 * those in `importedOnly` imported but never registered (tree-shaking must drop them).
 * @param {{ withEvm?: boolean, plugins?: string[], importedOnly?: string[] }} [options]
 */
export function minimalHostSource({ withEvm = hasEvmAdapter(), plugins = [], importedOnly = [] } = {}) {
  const pluginImports = [...plugins, ...importedOnly].map((name) => `import { ${factoryOf(name)} } from 'hatch/plugins/${name}'\n`).join('')
  return `import { createRoot } from 'react-dom/client'
import { createHatch } from 'hatch'
import { HatchProvider, ConnectButton } from 'hatch/react'
${withEvm ? "import { evm } from 'hatch/adapters/evm'\n" : ''}${pluginImports}${readConfig}
const hatch = createHatch({
  projectId: config.projectId ?? 'bench',
  networks: config.networks ?? [],
  ...(config.endpoints ? { endpoints: config.endpoints } : {}),
  adapters: [${withEvm ? 'evm()' : ''}],${plugins.length ? `\n  plugins: [${plugins.map((n) => `${factoryOf(n)}()`).join(', ')}],` : ''}
})
window.__hatch = hatch
createRoot(document.getElementById('root')).render(
  <HatchProvider hatch={hatch}>
    <main>
      <h1>hatch bench: minimal host</h1>
      <ConnectButton />
    </main>
  </HatchProvider>,
)
`
}

/** The four chain and connector adapters (issue 18: "all four adapters"). */
export const FULL_ADAPTERS = ['evm', 'solana', 'bitcoin', 'walletconnect']

/** Every built-in plugin the package exports (`hatch/plugins/<name>`, not sub-entries such as siwx/server). */
export function exportedPlugins() {
  const exportsMap = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).exports ?? {}
  return Object.keys(exportsMap)
    .map((key) => /^\.\/plugins\/([a-z-]+)$/.exec(key)?.[1])
    .filter((name) => name && existsSync(join(repoRoot, 'plugins', name, 'index.ts')))
}

/**
 * The host with everything: every exported plugin and the four adapters, on the sandbox's EVM
 * networks plus its Solana cluster and Bitcoin regtest backend (built in the page from the
 * config, as the demo does), WalletConnect on the sandbox relay. What "JS before the click with
 * every plugin and adapter registered" and "everything, all plugins and chains" are measured on.
 * Each plugin gets `config.pluginOptions[<name>]` (undefined: its defaults).
 *
 * `withEmbedded`: also register the `embedded()` adapter on `config.sandbox.secureSiteUrl` (the
 * sandbox's secure site), which the e-mail and socials plugins need: without it their Connect
 * methods show "Social login could not be loaded". The bench's full host sets it (issue 32: "the
 * full host registers embedded()"); the page throws at start when the URL is missing.
 * @param {string[]} [plugins]
 * @param {{ withEmbedded?: boolean }} [options]
 */
export function fullHostSource(plugins = exportedPlugins(), { withEmbedded = false } = {}) {
  const pluginImports = plugins.map((name) => `import { ${factoryOf(name)} } from 'hatch/plugins/${name}'\n`).join('')
  return `import { createRoot } from 'react-dom/client'
import { createHatch } from 'hatch'
import { HatchProvider, ConnectButton } from 'hatch/react'
import { evm } from 'hatch/adapters/evm'
import { solana, defineSolanaNetwork } from 'hatch/adapters/solana'
import { bitcoin, defineBitcoinNetwork } from 'hatch/adapters/bitcoin'
import { walletConnect } from 'hatch/adapters/walletconnect'
${withEmbedded ? "import { embedded } from 'hatch/adapters/embedded'\n" : ''}${pluginImports}${readConfig}
const sandbox = config.sandbox ?? {}
// What a host passes its plugins (e.g. swaps' chainIds, so the sandbox chains can swap); none by default.
const pluginOptions = config.pluginOptions ?? {}
const networks = [...(config.networks ?? [])]
if (sandbox.solana) networks.push(defineSolanaNetwork({ genesisHash: sandbox.solana.genesisHash, name: 'Hatch Solana', rpcUrl: sandbox.solana.rpcUrl }))
if (sandbox.bitcoinUrl) networks.push(defineBitcoinNetwork({ network: 'regtest', esploraUrl: sandbox.bitcoinUrl, name: 'Bitcoin (regtest)' }))
const hatch = createHatch({
  projectId: config.projectId ?? 'bench',
  networks,
  ...(config.endpoints ? { endpoints: config.endpoints } : {}),
  adapters: [evm(), solana(), bitcoin(), walletConnect(sandbox.relayUrl ? { relayUrl: sandbox.relayUrl } : {})${withEmbedded ? ', embedded({ secureSiteUrl: sandbox.secureSiteUrl })' : ''}],
  plugins: [${plugins.map((n) => `${factoryOf(n)}(pluginOptions[${JSON.stringify(n)}])`).join(', ')}],
})
window.__hatch = hatch
createRoot(document.getElementById('root')).render(
  <HatchProvider hatch={hatch}>
    <main>
      <h1>hatch bench: every plugin and adapter</h1>
      <ConnectButton />
    </main>
  </HatchProvider>,
)
`
}

/**
 * The embedded wallet's frame on its own: the adapter's page-side client (`FrameClient`, which
 * injects the iframe and waits for the frame's READY) against the secure site in the config.
 * `window.__startFrame()` inserts the iframe and resolves with the times (ms from the insertion)
 * of the iframe's load event, the READY message (when the client starts its ready delay) and
 * the client's `ready` (READY + the spec's 500 ms delay). `window.__frameRequest` sends a request
 * (the bench logs in with it), `window.__timeToPrompt` times a signature request until its
 * approval prompt shows in the frame.
 */
export function embeddedFrameHostSource() {
  return `import { FrameClient } from ${JSON.stringify(join(repoRoot, 'adapters/embedded/frameClient.ts'))}
import { FRAME_READY_DELAY_MS } from ${JSON.stringify(join(repoRoot, 'adapters/embedded/constants.ts'))}
${readConfig}
window.__startFrame = () => {
  const t = {}
  // The client starts its ready delay (FRAME_READY_DELAY_MS) the moment READY arrives: that call marks it.
  const timers = {
    setTimeout: (fn, ms) => {
      if (ms === FRAME_READY_DELAY_MS && t.readyMessage === undefined) t.readyMessage = performance.now() - t0
      return setTimeout(fn, ms)
    },
    clearTimeout: (handle) => clearTimeout(handle),
  }
  const t0 = performance.now()
  const client = new FrameClient({ secureOrigin: config.secureOrigin, projectId: config.projectId, chainId: config.chainId, timers })
  window.__frameClient = client
  client.iframe.addEventListener('load', () => (t.iframeLoad = performance.now() - t0), { once: true })
  return client.ready.then(() => ({ ...t, ready: performance.now() - t0, readyDelayMs: FRAME_READY_DELAY_MS }))
}
// A request to the frame; resolves with its answer, or { error } with the frame's message.
window.__frameRequest = (type, payload) =>
  window.__frameClient.request(type, payload).then(
    (value) => ({ value }),
    (error) => ({ error: String(error.message ?? error) }),
  )
/**
 * Sends a signature request and resolves with the ms until its approval prompt shows in the frame
 * (the frame's first PROMPT_HEIGHT above 0: the prompt is laid out), then leaves it pending.
 */
window.__timeToPrompt = (payload) =>
  new Promise((resolve) => {
    const client = window.__frameClient
    client.iframe.setAttribute('style', 'position:fixed;top:20px;left:20px;width:520px;height:560px;border:0;background:#fff')
    const t0 = performance.now()
    const stop = client.onPromptHeight((height) => {
      if (height <= 0) return
      stop()
      resolve({ ms: performance.now() - t0 })
    })
    client.request('RPC_REQUEST', payload).catch((error) => resolve({ error: String(error.message ?? error) }))
  })
`
}

/** Control: React alone, a button and a hand-made list (as the anchors' baseline-react). */
export function baselineHostSource() {
  return `import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <h1>hatch bench: baseline-react</h1>
      <button type="button" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && (
        <div role="dialog" data-testid="wallet-list">
          {['WalletConnect', 'Injected'].map((n) => <button type="button" key={n}>{n}</button>)}
        </div>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')).render(<App />)
`
}

/** A host that imports only the core and the button: nothing else may end up in its bundle. */
export function coreAndButtonHostSource() {
  return `import { createHatch } from 'hatch'
import { ConnectButton } from 'hatch/react'
window.__used = [createHatch, ConnectButton]
`
}
