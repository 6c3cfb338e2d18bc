/**
 * Scripts of the e2e test pages (bundled by frameStack.ts and inlined in the page):
 * - `client`: the real page side, `window.frameClient = new FrameClient(...)`;
 * - `raw`: a hostile page that does the handshake by hand and can send anything on the port
 *   (`window.raw.send(message)`), recording every message the frame sends back (`window.raw.received`).
 */
import { FrameClient } from '../../../adapters/embedded/frameClient.js'
import { loadErrorTexts, registerErrorTexts } from '../../../kernel/errors/errorTexts.js'

interface PageConfig {
  mode: 'client' | 'raw'
  secureOrigin: string
  chainId: number
  loadTimeoutMs?: number
  /** Navigates the iframe to this URL right after it is created (an attacker's redirect). */
  hijack?: string
  /** A `sandbox` attribute the page puts on the iframe (e.g. without `allow-popups`). */
  sandbox?: string
  /** Extra query parameters of the raw page's frame URL (e.g. a page-supplied `rpcUrl`). */
  frameQuery?: string
}

declare global {
  interface Window {
    __FRAME_TEST__: PageConfig
    frameClient?: FrameClient
    raw?: { ready: Promise<string>; send(message: unknown): void; received: unknown[]; port: MessagePort; iframe: HTMLIFrameElement }
  }
}

const config = window.__FRAME_TEST__
if (config.mode === 'client') {
  // The embedded adapter registers its error entries and its factories load the error texts before
  // they make a FrameClient; so does this page.
  registerErrorTexts(() => import('../../../adapters/embedded/errorTexts.js'))
  void loadErrorTexts()
  // The sandbox goes on the iframe as it is inserted, so it applies from the frame's first document.
  const sandbox = config.sandbox
  const container = sandbox ? document.body.appendChild(document.createElement('div')) : undefined
  if (container && sandbox) {
    const append = container.append.bind(container)
    container.append = (...nodes: (Node | string)[]) => {
      for (const node of nodes) if (node instanceof HTMLIFrameElement) node.setAttribute('sandbox', sandbox)
      append(...nodes)
    }
  }
  window.frameClient = new FrameClient({
    secureOrigin: config.secureOrigin,
    projectId: 'e2e',
    chainId: config.chainId,
    ...(config.loadTimeoutMs ? { loadTimeoutMs: config.loadTimeoutMs } : {}),
    ...(container ? { container } : {}),
  })
  if (config.hijack) window.frameClient.iframe.src = config.hijack
} else {
  const iframe = document.createElement('iframe')
  iframe.title = 'Hatch wallet'
  iframe.src = `${config.secureOrigin}/frame?projectId=e2e&chainId=${config.chainId}&version=1${config.frameQuery ?? ''}`
  const channel = new MessageChannel()
  const received: unknown[] = []
  const nonce = crypto.randomUUID()
  const ready = new Promise<string>((resolve) => {
    channel.port1.onmessage = (event) => {
      received.push(event.data)
      const data = event.data as { type?: string; ch?: string }
      if (data?.type === 'READY' && data.ch) resolve(data.ch)
    }
  })
  iframe.addEventListener('load', () => iframe.contentWindow?.postMessage({ hatch: 1, type: 'HELLO', nonce }, config.secureOrigin, [channel.port2]), {
    once: true,
  })
  document.body.append(iframe)
  window.raw = { ready, send: (message) => channel.port1.postMessage(message), received, port: channel.port1, iframe }
}
