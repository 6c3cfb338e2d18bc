import fc from 'fast-check'
import * as v from 'valibot'
import { vi, describe, expect, it } from 'vitest'
import { PortClient, type FrameTimers } from '../../../adapters/embedded/portClient.js'
import {
  APP_EVENTS,
  ErrorPayload,
  PROTOCOL_VERSION,
  REQUEST_PAYLOADS,
  SUCCESS_PAYLOADS,
  acceptSocialResult,
  errorType,
  successType,
  type AppEvent,
} from '../../../adapters/embedded/protocol/index.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { acceptHello } from '../../../secure-site/frame/handshake.js'
import { FrameChannel, type PortLike } from '../../../secure-site/frame/channel.js'
import { anyInput, fuzzParams, hostileJson, mutationsOf } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// The page ↔ frame protocol, both ways. Page side: whatever arrives on the channel's port settles
// a pending request only with a valid reply of its own id and type; anything else is ignored or
// becomes a typed error, never an exception in the message handler. Frame side: nothing a page
// posts makes the channel throw, and a handler only ever sees a payload that passed its schema.

const ch = '7d2b1b8e-3c1f-4d7e-9a5c-0f3e2b1a4c5d'
const nonce = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'
const requestId = '0f0e0d0c-0b0a-4908-8706-050403020100'

/** Timers that run nothing by themselves: the test decides when the ready delay has passed. */
function manualTimers(): FrameTimers & { runAll(): void } {
  const queue = new Map<number, () => void>()
  let next = 0
  return {
    setTimeout: (fn) => (queue.set(++next, fn), next),
    clearTimeout: (handle) => void queue.delete(handle as number),
    runAll: () => {
      for (const [key, fn] of [...queue]) {
        queue.delete(key)
        fn()
      }
    },
  }
}

/** A MessagePort stand-in the PortClient writes to; its `onmessage` is the client's real handler. */
function fakePort() {
  const posted: unknown[] = []
  return { posted, onmessage: null as ((event: MessageEvent) => void) | null, postMessage: (m: unknown) => void posted.push(m), close: () => {} }
}

/** Replies a page may receive: valid ones for the request, near-valid ones and anything at all. */
const replyFor = (event: AppEvent) =>
  fc.oneof(
    anyInput,
    mutationsOf({ hatch: PROTOCOL_VERSION, ch, id: requestId, type: successType(event), payload: { isConnected: true } }),
    mutationsOf({ hatch: PROTOCOL_VERSION, ch, id: requestId, type: errorType(event), payload: { message: 'refused', code: 4001 } }),
    mutationsOf({ hatch: PROTOCOL_VERSION, ch, type: 'PROTOCOL_ERROR', id: requestId, payload: { message: 'bad', code: 'INVALID_MESSAGE' } }),
  )

describe('fuzz: frame messages, page side (PortClient)', () => {
  it('any reply settles IS_CONNECTED only as a valid success, a FrameReplyError with the message, or FRAME_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(replyFor('IS_CONNECTED'), { minLength: 1, maxLength: 3 }), async (replies) => {
        const port = fakePort()
        const timers = manualTimers()
        const client = new PortClient(port as unknown as MessagePort, nonce, { timers })
        port.onmessage?.({ data: { hatch: PROTOCOL_VERSION, type: 'READY', nonce, ch } } as MessageEvent)
        timers.runAll()
        await client.ready
        let outcome: { ok: true; value: unknown } | { ok: false; error: unknown } | undefined
        client.request('IS_CONNECTED', {}, { id: requestId }).then(
          (value) => (outcome = { ok: true, value }),
          (error) => (outcome = { ok: false, error }),
        )
        await Promise.resolve()
        for (const data of replies) {
          port.onmessage?.({ data } as MessageEvent)
        }
        await new Promise((resolve) => setImmediate(resolve))
        if (!outcome) return // ignored: still pending, as for a stray message
        if (outcome.ok) expect(v.safeParse(SUCCESS_PAYLOADS.IS_CONNECTED, outcome.value).success).toBe(true)
        else {
          const error = outcome.error as Error & { code?: unknown }
          const typed =
            isHatchError(error, 'FRAME_ERROR') || (error.name === 'FrameReplyError' && typeof error.message === 'string' && error.message.length > 0)
          expect(typed, `${error.name}: ${error.message}`).toBe(true)
        }
        client.close(new Error('done'))
      }),
      fuzzParams(),
    )
  })
})

describe('fuzz: frame messages, frame side (FrameChannel, acceptHello)', () => {
  /** A request a page may post: anything, or a near-valid envelope of any app event. */
  const request = fc.oneof(
    anyInput,
    fc.constantFrom(...APP_EVENTS).chain((event) =>
      mutationsOf(
        {
          hatch: PROTOCOL_VERSION,
          ch,
          id: requestId,
          type: event,
          payload: { email: 'a@b.test', otp: '123456', chainId: 1, method: 'eth_chainId', params: [], targetId: requestId },
        },
        hostileJson,
      ),
    ),
  )

  it('nothing a page posts makes the channel throw; handlers only get payloads that pass their schema', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (data) => {
        const posted: unknown[] = []
        const port: PortLike = { postMessage: (m) => void posted.push(m), addEventListener: () => {}, close: () => {} }
        const seen: [AppEvent, unknown][] = []
        const handlers = Object.fromEntries(APP_EVENTS.map((event) => [event, (payload: unknown) => (seen.push([event, payload]), undefined)]))
        const channel = new FrameChannel(port, ch, handlers)
        await channel.receive(data)
        for (const [event, payload] of seen) expect(v.safeParse(REQUEST_PAYLOADS[event], payload).success).toBe(true)
        // Every message gets exactly one answer: a reply of its own, or a notice.
        expect(posted).toHaveLength(1)
        const answer = posted[0] as { type: string; payload: unknown }
        if (answer.type === 'PROTOCOL_ERROR' || answer.type.endsWith('_ERROR')) expect(v.safeParse(ErrorPayload, answer.payload).success).toBe(true)
      }),
      fuzzParams(),
    )
  })

  it('a window message is accepted as HELLO only from the parent, an allowed origin, with one port and a strict body', () => {
    const parent = {}
    fc.assert(
      fc.property(
        fc.oneof(anyInput, mutationsOf({ hatch: PROTOCOL_VERSION, type: 'HELLO', nonce })),
        fc.constantFrom('https://shop.test', 'https://evil.test', 'null', ''),
        fc.boolean(),
        fc.nat({ max: 2 }),
        (data, origin, fromParent, portCount) => {
          const ports = Array.from({ length: portCount }, () => ({}) as MessagePort)
          const accepted = acceptHello(
            { data, origin, source: (fromParent ? parent : {}) as MessageEventSource, ports },
            { allowedOrigins: ['https://shop.test'], parent, ancestorOrigins: ['https://shop.test'] },
          )
          if (accepted) {
            expect(fromParent && origin === 'https://shop.test' && portCount === 1).toBe(true)
            expect(accepted.nonce).toMatch(/^[0-9a-f-]{36}$/i)
          }
        },
      ),
      fuzzParams(),
    )
  })
})

describe('fuzz: window messages to the page (the social sign-in result, acceptSocialResult)', () => {
  const secureOrigin = 'http://127.0.0.1:4700'
  const flowId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'
  const popup = {}
  const valid = { hatch: PROTOCOL_VERSION, type: 'SOCIAL_RESULT', flowId, uri: `${secureOrigin}/oauth/callback/google?code=abc&state=xyz` }

  it('only a strict result from the secure origin, from its own popup, for its flow, to its own callback is relayed', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput, mutationsOf(valid, hostileJson)),
        fc.constantFrom(secureOrigin, 'http://127.0.0.1:4701', 'https://evil.test', 'null', ''),
        fc.constantFrom<unknown>(popup, {}, null, undefined),
        (data, origin, source) => {
          const accepted = acceptSocialResult({ data, origin, source: source as MessageEventSource }, { secureOrigin, popup, flowId })
          if (!accepted) return
          expect(origin).toBe(secureOrigin)
          expect(source).toBe(popup)
          expect(accepted.flowId).toBe(flowId)
          expect(accepted.uri.startsWith(`${secureOrigin}/oauth/callback/`)).toBe(true)
        },
      ),
      fuzzParams(),
    )
  })
})
