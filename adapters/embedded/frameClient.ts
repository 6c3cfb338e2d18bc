import * as v from 'valibot'
import { HatchError } from '../../kernel/errors/HatchError.js'
import { Envelope, ErrorPayload, PROTOCOL_VERSION, ProtocolErrorMessage, ReadyMessage, REQUEST_PAYLOADS, SUCCESS_PAYLOADS, checkShape, errorType, successType, type AppEvent } from './protocol/index.js'

/** Timers, injectable so tests drive the 20 s / 120 s / 500 ms rules without waiting. */
export interface FrameTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Options of {@link FrameClient}. */
export interface FrameClientOptions {
  /** The secure site's exact origin, e.g. `https://wallet.example` (from one setting, never a page URL). */
  secureOrigin: string
  projectId: string
  chainId: number
  /** Where the iframe goes; default document.body. */
  container?: HTMLElement
  /** Spec §8: 20000 ms. */
  loadTimeoutMs?: number
  /** Spec §8: 120000 ms for connect e-mail, device, otp, social or redirect-URI requests. */
  requestTimeoutMs?: number
  /** Spec §4: ready 500 ms after the ready event. */
  readyDelayMs?: number
  timers?: FrameTimers
}

/** A `NAME_ERROR` reply: the frame's message and code (EIP-1193 codes for RPC). */
export class FrameReplyError extends Error {
  override name = 'FrameReplyError'
  constructor(
    message: string,
    readonly code: number | string | undefined,
  ) {
    super(message)
  }
}

/** The success payload of an app event. */
export type FrameSuccess<E extends AppEvent> = v.InferOutput<(typeof SUCCESS_PAYLOADS)[E]>

interface Pending {
  type: AppEvent
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: unknown
}

/** Requests that wait for the visitor (signing) are not cut by the 120 s timeout; the frame expires them. */
const TIMED_EVENTS = new Set<AppEvent>(['APP_CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER', 'IS_CONNECTED', 'SIGN_OUT', 'GET_CHAIN_ID', 'SWITCH_NETWORK'])

/**
 * The page's end of the secure frame (SECURE-FRAME.md): injects the iframe (no referrer), opens a
 * MessageChannel with HELLO posted to the exact secure origin (never `'*'`), accepts only the
 * frame's READY on that port, and from then on talks only over the port with fresh
 * `crypto.randomUUID()` ids. The page listens to no window message at all, so a forged message
 * from any window cannot reach it; replies settle once, only with their request's id and type.
 */
export class FrameClient {
  readonly iframe: HTMLIFrameElement
  /** Resolves once the frame answered READY and the ready delay passed; rejects after the load timeout. */
  readonly ready: Promise<void>
  private readonly pending = new Map<string, Pending>()
  private readonly port: MessagePort
  private channelId: string | undefined
  private readonly timers: FrameTimers
  private destroyed = false

  constructor(private readonly options: FrameClientOptions) {
    this.timers = options.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }
    const secure = new URL(options.secureOrigin)
    if (secure.origin !== options.secureOrigin) throw new HatchError('INVALID_OPTIONS', { params: { path: 'secureOrigin', issue: `'${options.secureOrigin}' is not an exact origin` } })
    const channel = new MessageChannel()
    this.port = channel.port1
    const nonce = crypto.randomUUID()
    const iframe = document.createElement('iframe')
    iframe.title = 'Hatch wallet'
    iframe.referrerPolicy = 'no-referrer'
    iframe.setAttribute('allow', '')
    const src = new URL('/frame', options.secureOrigin)
    src.search = new URLSearchParams({ projectId: options.projectId, chainId: String(options.chainId), version: String(PROTOCOL_VERSION) }).toString()
    iframe.src = src.href
    this.iframe = iframe

    this.ready = new Promise<void>((resolve, reject) => {
      const loadTimer = this.timers.setTimeout(() => {
        reject(new HatchError('IFRAME_LOAD_FAILED', { details: `the secure frame at ${options.secureOrigin} did not answer within ${options.loadTimeoutMs ?? 20_000} ms` }))
      }, options.loadTimeoutMs ?? 20_000)
      this.port.onmessage = (event: MessageEvent) => {
        if (this.channelId === undefined) {
          const ready = v.safeParse(ReadyMessage, event.data)
          if (!ready.success || ready.output.nonce !== nonce) return
          this.channelId = ready.output.ch
          this.timers.clearTimeout(loadTimer)
          this.timers.setTimeout(resolve, options.readyDelayMs ?? 500)
          return
        }
        this.receive(event.data)
      }
      iframe.addEventListener('load', () => {
        if (this.channelId !== undefined || this.destroyed) return
        // Delivered only if the iframe still shows the secure origin (a navigated frame gets nothing).
        iframe.contentWindow?.postMessage({ hatch: PROTOCOL_VERSION, type: 'HELLO', nonce }, options.secureOrigin, [channel.port2])
      }, { once: true })
    })
    this.ready.catch(() => undefined)
    ;(options.container ?? document.body).append(iframe)
  }

  private receive(data: unknown): void {
    if (checkShape(data)) return
    const notice = v.safeParse(ProtocolErrorMessage, data)
    if (notice.success) {
      if (notice.output.ch !== this.channelId || !notice.output.id) return
      return this.settle(notice.output.id, undefined, new FrameReplyError(notice.output.payload.message, notice.output.payload.code))
    }
    const envelope = v.safeParse(Envelope, data)
    if (!envelope.success || envelope.output.ch !== this.channelId) return
    const { id, type, payload } = envelope.output
    const pending = this.pending.get(id)
    if (!pending) return // unknown, late or duplicate reply: ignored
    if (type === successType(pending.type)) {
      const parsed = v.safeParse(SUCCESS_PAYLOADS[pending.type], payload)
      this.settle(id, parsed.success ? parsed.output : undefined, parsed.success ? undefined : new HatchError('FRAME_ERROR', { details: `invalid ${type} payload` }))
    } else if (type === errorType(pending.type)) {
      const parsed = v.safeParse(ErrorPayload, payload)
      this.settle(id, undefined, parsed.success ? new FrameReplyError(parsed.output.message || 'An error occurred', parsed.output.code) : new HatchError('FRAME_ERROR'))
    }
    // Any other type with this id (a wrong-type reply) settles nothing.
  }

  private settle(id: string, value: unknown, error: unknown): void {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    this.timers.clearTimeout(pending.timer)
    if (error) pending.reject(error)
    else pending.resolve(value)
  }

  /**
   * Sends one request and resolves with its validated success payload. The payload is checked
   * against the protocol's schema first: an invalid request is never posted.
   */
  async request<E extends AppEvent>(type: E, payload: v.InferInput<(typeof REQUEST_PAYLOADS)[E]>): Promise<FrameSuccess<E>> {
    await this.ready
    const checked = v.safeParse(REQUEST_PAYLOADS[type], payload)
    if (!checked.success) throw new HatchError('INVALID_PARAMETERS', { params: { method: type, issue: `${v.getDotPath(checked.issues[0]) ?? 'payload'} ${checked.issues[0].message}` } })
    const id = crypto.randomUUID()
    return new Promise<FrameSuccess<E>>((resolve, reject) => {
      const timer = TIMED_EVENTS.has(type)
        ? this.timers.setTimeout(() => this.settle(id, undefined, new HatchError('IFRAME_REQUEST_TIMEOUT', { details: `${type} had no answer within ${this.options.requestTimeoutMs ?? 120_000} ms` })), this.options.requestTimeoutMs ?? 120_000)
        : undefined
      this.pending.set(id, { type, resolve: resolve as (v: unknown) => void, reject, timer })
      this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, id, type, payload: checked.output })
    })
  }

  /** Removes the iframe and rejects what is pending. */
  destroy(): void {
    this.destroyed = true
    for (const id of [...this.pending.keys()]) this.settle(id, undefined, new HatchError('MODAL_CLOSED'))
    this.port.close()
    this.iframe.remove()
  }
}
