import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import { checkShape, limitsFor } from '../../adapters/embedded/protocol/limits.js'
import {
  Envelope,
  PROTOCOL_VERSION,
  REQUEST_PAYLOADS,
  errorType,
  successType,
  type AppEvent,
  type ErrorPayload,
} from '../../adapters/embedded/protocol/index.js'

/** An error a handler throws to answer `NAME_ERROR` with this message and code. */
export class FrameRequestError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
  ) {
    super(message)
  }
}

/** What a handler gets: its validated payload, the request id and an abort signal (RPC_ABORT). */
export interface RequestContext {
  id: string
  signal: AbortSignal
}

/** Handlers by app event; each returns its success payload, or a promise of it (the channel awaits either). */
export type FrameHandlers = { [E in AppEvent]?: (payload: v.InferOutput<(typeof REQUEST_PAYLOADS)[E]>, context: RequestContext) => unknown }

/** The port side the channel uses (a MessagePort in the browser and in Node). */
export interface PortLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  start?(): void
  close(): void
}

/**
 * The frame's end of one channel: every message is size-checked without recursion, validated
 * against the strict envelope, matched to this channel's id, and de-duplicated by request id
 * (a replayed id is refused, never run twice). Nothing a page sends can make it throw.
 */
export class FrameChannel {
  private readonly seen = new Set<string>()
  private readonly pending = new Map<string, AbortController>()

  constructor(
    private readonly port: PortLike,
    readonly channelId: string,
    private readonly handlers: FrameHandlers,
  ) {
    port.addEventListener('message', (event) => void this.receive(event.data))
    port.start?.()
  }

  private notice(id: string | null, code: string, message: string): void {
    this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, type: 'PROTOCOL_ERROR', id, payload: { message, code } })
  }

  private reply(type: string, id: string, payload: unknown): void {
    this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, id, type, payload })
  }

  /** Tells the page the height the approval prompt needs (PROMPT_HEIGHT; 0: no prompt shows). */
  promptHeight(height: number): void {
    this.port.postMessage({ hatch: PROTOCOL_VERSION, ch: this.channelId, type: 'PROMPT_HEIGHT', payload: { height } })
  }

  /** Handles one message from the port. Never throws. */
  async receive(data: unknown): Promise<void> {
    try {
      const loose = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
      const looseId = typeof loose?.id === 'string' && v.is(v.pipe(v.string(), v.uuid()), loose.id) ? loose.id : null
      // A batch call may be larger (1 MiB); its type and method are read without trusting the rest.
      const shape = checkShape(data, limitsFor(data))
      if (shape) {
        return this.notice(
          looseId,
          shape.kind === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'INVALID_MESSAGE',
          formatMessage(shape.kind === 'too-large' ? 'FRAME_PAYLOAD_TOO_LARGE' : 'FRAME_INVALID_MESSAGE', { issue: shape.detail }),
        )
      }
      const envelope = v.safeParse(Envelope, data)
      if (!envelope.success) {
        const issue = envelope.issues[0]
        return this.notice(
          looseId,
          'INVALID_MESSAGE',
          formatMessage('FRAME_INVALID_MESSAGE', { issue: `${v.getDotPath(issue) ?? 'message'}: ${issue.message}` }),
        )
      }
      const { id, ch, type, payload } = envelope.output
      if (ch !== this.channelId)
        return this.notice(id, 'INVALID_MESSAGE', formatMessage('FRAME_INVALID_MESSAGE', { issue: 'ch: not this channel (stale or foreign)' }))
      if (!Object.hasOwn(REQUEST_PAYLOADS, type))
        return this.notice(id, 'INVALID_MESSAGE', formatMessage('FRAME_INVALID_MESSAGE', { issue: `type: '${type}' is not a request this frame serves` }))
      const event = type as AppEvent
      // Checked before anything else runs: a replay never reaches a handler, whatever it carries.
      if (this.seen.has(id))
        return this.reply(errorType(event), id, { message: formatMessage('FRAME_DUPLICATE_REQUEST', { id }), code: 'DUPLICATE_REQUEST' } satisfies ErrorPayload)
      this.seen.add(id)
      const parsed = v.safeParse(REQUEST_PAYLOADS[event], payload)
      if (!parsed.success) {
        const issue = parsed.issues[0]
        const message = formatMessage('FRAME_INVALID_MESSAGE', { issue: `payload${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}: ${issue.message}` })
        return this.reply(errorType(event), id, { message, code: event === 'RPC_REQUEST' ? -32602 : 'INVALID_MESSAGE' } satisfies ErrorPayload)
      }
      if (event === 'RPC_ABORT') return this.reply(successType(event), id, { aborted: this.abort((parsed.output as { targetId: string }).targetId) })
      const handler = this.handlers[event] as ((p: unknown, c: RequestContext) => unknown) | undefined
      if (!handler)
        return this.reply(errorType(event), id, {
          message: formatMessage('FRAME_INVALID_MESSAGE', { issue: `type: '${type}' is not available` }),
          code: 'INVALID_MESSAGE',
        })
      const controller = new AbortController()
      this.pending.set(id, controller)
      try {
        const result = await handler(parsed.output, { id, signal: controller.signal })
        this.reply(successType(event), id, result ?? {})
      } catch (error) {
        const payloadOut: ErrorPayload =
          error instanceof FrameRequestError
            ? { message: error.message, ...(error.code !== undefined ? { code: error.code } : {}) }
            : { message: formatMessage('FRAME_ERROR') }
        this.reply(errorType(event), id, payloadOut)
      } finally {
        this.pending.delete(id)
      }
    } catch {
      // Last line of defence: a frame that throws on page input would be a denial of service.
      this.notice(null, 'INVALID_MESSAGE', formatMessage('FRAME_INVALID_MESSAGE', { issue: 'unreadable message' }))
    }
  }

  /** Aborts the pending request `targetId`; false when nothing by that id is pending. */
  abort(targetId: string): boolean {
    const controller = this.pending.get(targetId)
    if (!controller) return false
    controller.abort()
    return true
  }

  close(): void {
    for (const controller of this.pending.values()) controller.abort()
    this.port.close()
  }
}

/**
 * Handlers that exist once `ready` resolves (main.ts: once the frame's storage and device key are
 * open), so the channel can open and answer READY before: each request waits for them, in the order
 * it came. When `ready` fails (no storage), every request is answered with that error.
 */
export function handlersWhenReady(ready: Promise<FrameHandlers>): FrameHandlers {
  // A failure is told to the requests that come, not thrown unhandled before one does.
  ready.catch(() => undefined)
  const out: Record<string, (payload: unknown, context: RequestContext) => Promise<unknown>> = {}
  for (const event of Object.keys(REQUEST_PAYLOADS) as AppEvent[]) {
    out[event] = async (payload, context) => {
      const handler = (await ready)[event] as ((p: unknown, c: RequestContext) => unknown) | undefined
      if (!handler) throw new FrameRequestError(formatMessage('FRAME_INVALID_MESSAGE', { issue: `type: '${event}' is not available` }), 'INVALID_MESSAGE')
      return handler(payload, context)
    }
  }
  return out
}
