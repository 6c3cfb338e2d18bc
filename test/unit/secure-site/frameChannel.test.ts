/**
 * The frame's end of the channel (secure-site/frame/channel.ts) on a real MessageChannel: strict
 * envelopes, limits, replay refusal, RPC_ABORT by target id, and handler errors as NAME_ERROR.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { FrameChannel, FrameRequestError, handlersWhenReady, type FrameHandlers } from '../../../secure-site/frame/channel.js'
import { flush } from './manualTimers.js'

const ch = '0b9a3f8e-7f0e-4c55-b2a1-8d5d7c1c2e33'
const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

function open(handlers: FrameHandlers) {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  new FrameChannel(port2, ch, handlers)
  const replies: Record<string, any>[] = []
  port1.onmessage = (event) => replies.push(event.data)
  const send = async (message: unknown) => {
    const before = replies.length
    port1.postMessage(message)
    for (let i = 0; i < 100 && replies.length === before; i++) await flush()
    return replies[before] as Record<string, any>
  }
  return { send, replies }
}
const req = (type: string, payload: unknown, id: string = crypto.randomUUID()) => ({ hatch: 1, ch, id, type, payload })

describe('FrameChannel', () => {
  it('runs a handler once per id and refuses the replay without running it again (cases 10, 15)', async () => {
    let runs = 0
    const { send } = open({ GET_CHAIN_ID: () => ({ chainId: ++runs }) })
    const id = crypto.randomUUID()
    expect(await send(req('GET_CHAIN_ID', {}, id))).toEqual({ hatch: 1, ch, id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    expect(await send(req('GET_CHAIN_ID', { changed: true }, id))).toMatchObject({ id, type: 'GET_CHAIN_ID_ERROR', payload: { code: 'DUPLICATE_REQUEST' } })
    expect(runs).toBe(1)
  })

  it('answers invalid payloads with NAME_ERROR naming the field (-32602 for RPC)', async () => {
    const { send } = open({})
    expect(await send(req('APP_CONNECT_EMAIL', { email: 'nope' }))).toMatchObject({
      type: 'APP_CONNECT_EMAIL_ERROR',
      payload: { code: 'INVALID_MESSAGE', message: 'Invalid message: payload.email: Enter a valid e-mail address' },
    })
    expect(await send(req('RPC_REQUEST', { method: 'personal_sign', params: 'x' }))).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: -32602 } })
  })

  it('reports protocol errors without an id as PROTOCOL_ERROR, and keeps the prototype clean (case 8)', async () => {
    const { send } = open({ GET_CHAIN_ID: () => ({ chainId: 1 }) })
    expect(await send(undefined)).toMatchObject({ type: 'PROTOCOL_ERROR', id: null, payload: { code: 'INVALID_MESSAGE' } })
    expect(await send(JSON.parse('{"__proto__":{"polluted":1},"hatch":1}'))).toMatchObject({ type: 'PROTOCOL_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await send({ ...req('GET_CHAIN_ID', {}), type: 'SIGN_EVERYTHING' })).toMatchObject({
      type: 'PROTOCOL_ERROR',
      payload: { message: "Invalid message: type: 'SIGN_EVERYTHING' is not a request this frame serves" },
    })
  })

  it('aborts the pending request named by RPC_ABORT, and only that one', async () => {
    let aborted = false
    const { send, replies } = open({
      RPC_REQUEST: (_p, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new FrameRequestError('Request was aborted', 4001))
          }),
        ),
    })
    const target = crypto.randomUUID()
    const before = replies.length
    void send(req('RPC_REQUEST', { method: 'personal_sign', params: [] }, target))
    await flush()
    expect(await send(req('RPC_ABORT', { targetId: crypto.randomUUID() }))).toMatchObject({ type: 'RPC_ABORT_SUCCESS', payload: { aborted: false } })
    expect(aborted).toBe(false)
    expect(await send(req('RPC_ABORT', { targetId: target }))).toMatchObject({ type: 'RPC_ABORT_SUCCESS', payload: { aborted: true } })
    await flush()
    expect(replies.slice(before).find((r) => r.id === target)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001, message: 'Request was aborted' },
    })
  })

  it('lets a batch call be up to 1 MiB, other requests 256 KiB; beyond, PAYLOAD_TOO_LARGE and nothing runs (case 9)', async () => {
    const ran: string[] = []
    const { send } = open({ RPC_REQUEST: (payload) => (ran.push(payload.method), { result: null }) })
    const data = `0x${'ab'.repeat(200 * 1024)}` // 400 KiB of hex
    const batch = (calls: number) =>
      req('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            atomicRequired: false,
            calls: Array.from({ length: calls }, () => ({ to: '0x0000000000000000000000000000000000000001', data })),
          },
        ],
      })
    expect(await send(batch(2))).toMatchObject({ type: 'RPC_REQUEST_SUCCESS' })
    expect(await send(req('RPC_REQUEST', { method: 'personal_sign', params: [data, '0x0000000000000000000000000000000000000001'] }))).toMatchObject({
      type: 'PROTOCOL_ERROR',
      payload: { code: 'PAYLOAD_TOO_LARGE', message: 'Message too large: larger than 262144 bytes' },
    })
    expect(await send(batch(3))).toMatchObject({
      type: 'PROTOCOL_ERROR',
      payload: { code: 'PAYLOAD_TOO_LARGE', message: 'Message too large: larger than 1048576 bytes' },
    })
    expect(ran).toEqual(['wallet_sendCalls'])
  })

  it("gives 'An error occurred' for an unexpected handler failure, leaking no detail", async () => {
    const { send } = open({
      GET_USER: () => {
        throw new Error('database password is hunter2')
      },
    })
    expect(await send(req('GET_USER', {}))).toMatchObject({ type: 'GET_USER_ERROR', payload: { message: 'An error occurred' } })
  })

  it('opens before its handlers exist: requests wait for them in order, or all get their failure (issue 32 item 4)', async () => {
    let resolve!: (handlers: FrameHandlers) => void
    const { send, replies } = open(handlersWhenReady(new Promise((r) => (resolve = r))))
    const first = req('GET_CHAIN_ID', {})
    const second = req('GET_CHAIN_ID', {})
    const sent = send(first)
    await flush()
    expect(replies).toEqual([])
    let calls = 0
    resolve({ GET_CHAIN_ID: () => ({ chainId: ++calls }) })
    expect(await sent).toMatchObject({ id: first.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    expect(await send(second)).toMatchObject({ id: second.id, payload: { chainId: 2 } })
    expect(await send(req('SIGN_OUT', {}))).toMatchObject({ type: 'SIGN_OUT_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    const failed = open(handlersWhenReady(Promise.reject(new Error('no IndexedDB'))))
    expect(await failed.send(req('IS_CONNECTED', {}))).toMatchObject({ type: 'IS_CONNECTED_ERROR', payload: { message: 'An error occurred' } })
  })
})
