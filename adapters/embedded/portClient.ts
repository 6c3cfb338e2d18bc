import * as v from 'valibot'
import { HatchError } from '../../kernel/errors/HatchError.js'
import {
  Envelope,
  ErrorPayload,
  PROTOCOL_VERSION,
  PromptHeightMessage,
  ProtocolErrorMessage,
  ReadyMessage,
  REQUEST_PAYLOADS,
  SUCCESS_PAYLOADS,
  checkShape,
  errorType,
  successType,
  type AppEvent,
} from './protocol/index.js'

/** Timers, injectable so tests drive the 20 s / 120 s / 500 ms rules without waiting. */
export interface FrameTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The system's timers. */
export const systemTimers: FrameTimers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }

/** Timing of the protocol (spec §4, §8). */
export interface PortClientTiming {
  /** 20000 ms without READY → 'iframe_load_failed'. */
  loadTimeoutMs?: number
  /** 120000 ms for connect e-mail, otp, user and network requests → 'iframe_request_timeout'. */
  requestTimeoutMs?: number
  /** Ready 500 ms after the READY message. */
  readyDelayMs?: number
  timers?: FrameTimers
}

/** A `NAME_ERROR` reply or a PROTOCOL_ERROR notice: the frame's message and code (EIP-1193 codes for RPC). */
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
  /** The RPC method of an RPC_REQUEST. */
  method?: string
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: unknown
}

/** Methods that sign or send: aborted when the modal closes (reads are not). */
const UNSAFE_METHOD =
  /^(personal_sign|eth_sign.*|eth_sendTransaction|eth_sendRawTransaction|wallet_sendCalls|wallet_grantPermissions|wallet_revokePermissions|solana_sign.*)$/

/**
 * App events that wait for the visitor's approval in the frame besides RPC: aborted with signing
 * when the modal closes. An e-mail change may wait for the second factor's code in the frame.
 */
const APPROVED_EVENTS: ReadonlySet<AppEvent> = new Set<AppEvent>(['REMOVE_DEVICES', 'EXPORT_KEY', 'TWO_STEP', 'UPDATE_EMAIL', 'CONNECT_PASSKEY', 'ADD_PASSKEY'])

/** Requests that wait for the visitor (signing) are not cut by the 120 s timeout; the frame expires them. */
const TIMED_EVENTS = new Set<AppEvent>([
  'APP_CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'GET_USER',
  'IS_CONNECTED',
  'SIGN_OUT',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'GET_DEVICES',
])

/**
 * The page's end of an open channel, on the MessagePort whose other end went to the frame with
 * HELLO: waits for the frame's READY (matching nonce), then sends id-correlated requests. A reply
 * settles its request once, only with the request's id and its `_SUCCESS` / `_ERROR` type and a
 * valid payload; duplicate, late, unknown and wrong-type replies settle nothing.
 */
export class PortClient {
  /** Resolves once READY arrived and the ready delay passed; rejects after the load timeout. */
  readonly ready: Promise<void>
  private readonly pending = new Map<string, Pending>()
  private channelId: string | undefined
  private readonly timers: FrameTimers
  private readonly heightListeners = new Set<(height: number) => void>()
  /** The prompt's last reported height (0: no prompt), told to a listener that comes later. */
  private promptHeight = 0

  constructor(
    private readonly port: MessagePort,
    nonce: string,
    private readonly timing: PortClientTiming = {},
    /** Named in the load-failure details. */
    what = 'the secure frame',
  ) {
    this.timers = timing.timers ?? systemTimers
    this.ready = new Promise<void>((resolve, reject) => {
      const loadMs = timing.loadTimeoutMs ?? 20_000
      const loadTimer = this.timers.setTimeout(
        () => reject(new HatchError('IFRAME_LOAD_FAILED', { details: `${what} did not answer within ${loadMs} ms` })),
        loadMs,
      )
      port.onmessage = (event: MessageEvent) => {
        if (this.channelId === undefined) {
          const ready = v.safeParse(ReadyMessage, event.data)
          if (!ready.success || ready.output.nonce !== nonce) return
          this.channelId = ready.output.ch
          this.timers.clearTimeout(loadTimer)
          this.timers.setTimeout(resolve, timing.readyDelayMs ?? 500)
          return
        }
        this.receive(event.data)
      }
    })
    this.ready.catch(() => undefined)
  }

  /**
   * Calls `listener` with each height the frame says its approval prompt needs (PROMPT_HEIGHT, on
   * this channel only; 0 when no prompt shows), the current one first if a prompt shows; returns
   * the function that stops it.
   */
  onPromptHeight(listener: (height: number) => void): () => void {
    this.heightListeners.add(listener)
    if (this.promptHeight > 0) listener(this.promptHeight)
    return () => this.heightListeners.delete(listener)
  }

  private receive(data: unknown): void {
    if (checkShape(data)) return
    const height = v.safeParse(PromptHeightMessage, data)
    if (height.success) {
      if (height.output.ch !== this.channelId) return
      this.promptHeight = height.output.payload.height
      for (const listener of this.heightListeners) listener(this.promptHeight)
      return
    }
    const notice = v.safeParse(ProtocolErrorMessage, data)
    if (notice.success) {
      if (notice.output.ch === this.channelId && notice.output.id)
        this.settle(
          notice.output.id,
          undefined,
          notice.output.payload.message ? new FrameReplyError(notice.output.payload.message, notice.output.payload.code) : new HatchError('FRAME_ERROR'),
        )
      return
    }
    const envelope = v.safeParse(Envelope, data)
    if (!envelope.success || envelope.output.ch !== this.channelId) return
    const { id, type, payload } = envelope.output
    const pending = this.pending.get(id)
    if (!pending) return // unknown, late or duplicate reply
    if (type === successType(pending.type)) {
      const parsed = v.safeParse(SUCCESS_PAYLOADS[pending.type], payload)
      this.settle(
        id,
        parsed.success ? parsed.output : undefined,
        parsed.success ? undefined : new HatchError('FRAME_ERROR', { details: `invalid ${type} payload` }),
      )
    } else if (type === errorType(pending.type)) {
      const parsed = v.safeParse(ErrorPayload, payload)
      this.settle(
        id,
        undefined,
        parsed.success && parsed.output.message ? new FrameReplyError(parsed.output.message, parsed.output.code) : new HatchError('FRAME_ERROR'),
      )
    }
    // Any other type carrying this id settles nothing.
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
   * first: an invalid request is never posted.
   */
  async request<E extends AppEvent>(type: E, payload: v.InferInput<(typeof REQUEST_PAYLOADS)[E]>, options: { id?: string } = {}): Promise<FrameSuccess<E>> {
    const checked = v.safeParse(REQUEST_PAYLOADS[type], payload)
    if (!checked.success)
      throw new HatchError('INVALID_PARAMETERS', {
        params: { method: type, issue: `${v.getDotPath(checked.issues[0]) ?? 'payload'} ${checked.issues[0].message}` },
      })
    await this.ready
    const id = options.id ?? crypto.randomUUID()
    return new Promise<FrameSuccess<E>>((resolve, reject) => {
      const ms = this.timing.requestTimeoutMs ?? 120_000
      const timer = TIMED_EVENTS.has(type)
        ? this.timers.setTimeout(
            () => this.settle(id, undefined, new HatchError('IFRAME_REQUEST_TIMEOUT', { details: `${type} had no answer within ${ms} ms` })),
            ms,
          )
        : undefined
      const method = type === 'RPC_REQUEST' ? (checked.output as { method: string }).method : undefined
      this.pending.set(id, { type, ...(method ? { method } : {}), resolve: resolve, reject, timer })
      this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, id, type, payload: checked.output })
    })
  }

  /**
   * What the modal does when it closes (spec §4): every pending RPC request whose method is not
   * safe (signing, sending), and a device removal or key export, is aborted in the frame by its id, and rejected here with 'Request was
   * aborted'; safe ones (reads) keep running. Returns the ids aborted.
   */
  abortUnsafe(isSafe: (method: string) => boolean = (method) => !UNSAFE_METHOD.test(method)): string[] {
    const aborted: string[] = []
    for (const [id, pending] of this.pending) {
      // A device removal and a key export wait for the visitor's approval in the frame, as signing does.
      const waitsForApproval = APPROVED_EVENTS.has(pending.type) || (pending.type === 'RPC_REQUEST' && pending.method !== undefined && !isSafe(pending.method))
      if (!waitsForApproval) continue
      aborted.push(id)
      this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, id: crypto.randomUUID(), type: 'RPC_ABORT', payload: { targetId: id } })
      this.settle(id, undefined, new HatchError('RPC_REQUEST_ABORTED'))
    }
    return aborted
  }

  /** Rejects everything pending with `error` and closes the port. */
  close(error: unknown): void {
    for (const id of [...this.pending.keys()]) this.settle(id, undefined, error)
    this.port.close()
  }
}
