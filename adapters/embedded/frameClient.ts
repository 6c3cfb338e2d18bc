import type * as v from 'valibot'
import { HatchError } from '../../kernel/errors/HatchError.js'
import { PROTOCOL_VERSION, type AppEvent, type REQUEST_PAYLOADS } from './protocol/index.js'
import { PortClient, type FrameSuccess, type PortClientTiming } from './portClient.js'

export { FrameReplyError, type FrameSuccess, type FrameTimers } from './portClient.js'

/** Options of {@link FrameClient}. */
export interface FrameClientOptions extends PortClientTiming {
  /** The secure site's exact origin, e.g. `https://wallet.example` (one setting, never taken from a page URL). */
  secureOrigin: string
  projectId: string
  chainId: number
  /** The modal's language as the host chose it (the frame's own texts follow it); none: the browser's. */
  locale?: string | undefined
  /** Where the iframe goes; default document.body. */
  container?: HTMLElement
}

/**
 * The page's end of the secure frame (SECURE-FRAME.md): injects the iframe (origin-only referrer), opens a
 * MessageChannel with HELLO posted to the exact secure origin (never `'*'`), and from then on talks
 * only over the port ({@link PortClient}). The page listens to no window message at all, so a
 * forged message from any window cannot reach it.
 */
export class FrameClient {
  readonly iframe: HTMLIFrameElement
  /** Resolves once the frame is ready; rejects with 'iframe_load_failed' after the load timeout. */
  readonly ready: Promise<void>
  private readonly client: PortClient
  private destroyed = false

  constructor(options: FrameClientOptions) {
    let secure: URL
    try {
      secure = new URL(options.secureOrigin)
    } catch {
      secure = new URL('invalid:')
    }
    if (secure.origin !== options.secureOrigin)
      throw new HatchError('INVALID_OPTIONS', { params: { path: 'secureOrigin', issue: `'${options.secureOrigin}' is not an exact origin` } })
    const channel = new MessageChannel()
    const nonce = crypto.randomUUID()
    this.client = new PortClient(channel.port1, nonce, options, `the secure frame at ${options.secureOrigin}`)
    this.ready = this.client.ready
    const iframe = document.createElement('iframe')
    iframe.title = 'Hatch wallet'
    // The secure site learns the page's origin only, never its path. Not 'no-referrer': Firefox then
    // shows the frame every ancestor as "null" in location.ancestorOrigins, and the frame, which
    // requires each ancestor to be allowed, never answers the HELLO.
    iframe.referrerPolicy = 'strict-origin'
    // An exported key's "Copy key" writes the clipboard from inside the frame, and the frame's passkey
    // prompt opens the browser's passkey dialog bound to the secure site: a cross-origin frame may do
    // either only when its embedder delegates it.
    iframe.allow = 'clipboard-write; publickey-credentials-get; publickey-credentials-create'
    const src = new URL('/frame', options.secureOrigin)
    src.search = new URLSearchParams({
      projectId: options.projectId,
      chainId: String(options.chainId),
      version: String(PROTOCOL_VERSION),
      ...(options.locale && { locale: options.locale }),
    }).toString()
    iframe.src = src.href
    iframe.addEventListener(
      'load',
      () => {
        if (this.destroyed) return
        // Delivered only while the iframe shows the secure origin: a navigated frame gets nothing.
        iframe.contentWindow?.postMessage({ hatch: PROTOCOL_VERSION, type: 'HELLO', nonce }, options.secureOrigin, [channel.port2])
      },
      { once: true },
    )
    this.iframe = iframe
    ;(options.container ?? document.body).append(iframe)
  }

  /** Sends one request (see {@link PortClient.request}). */
  request<E extends AppEvent>(type: E, payload: v.InferInput<(typeof REQUEST_PAYLOADS)[E]>): Promise<FrameSuccess<E>> {
    return this.client.request(type, payload)
  }

  /** Follows the height the frame's approval prompt needs (see {@link PortClient.onPromptHeight}). */
  onPromptHeight(listener: (height: number) => void): () => void {
    return this.client.onPromptHeight(listener)
  }

  /** Aborts pending signing and sending requests (modal closed); reads keep running. */
  abortUnsafe(): string[] {
    return this.client.abortUnsafe()
  }

  /** Removes the iframe and rejects what is pending ('Modal closed'). */
  destroy(): void {
    this.destroyed = true
    this.client.close(new HatchError('MODAL_CLOSED'))
    this.iframe.remove()
  }
}
