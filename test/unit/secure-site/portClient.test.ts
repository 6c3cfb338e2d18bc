/**
 * The page's end of the channel (adapters/embedded/portClient.ts) against a scripted frame on a
 * real MessageChannel, with timers moved by hand: the 20 s load timeout, the 500 ms ready delay,
 * the 120 s request timeout, and replies that must not settle anything (SECURE-FRAME.md case 11).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { PortClient, FrameReplyError } from '../../../adapters/embedded/portClient.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { ManualTimers, flush } from './manualTimers.js'

const ch = '6f1d2f64-3b55-4f1e-9a3c-2d6a1c0e9b11'
const opened: MessagePort[] = []

function setup(timing: ConstructorParameters<typeof PortClient>[2] = {}) {
  const timers = new ManualTimers()
  const { port1, port2 } = new MessageChannel()
  opened.push(port1, port2)
  const nonce = crypto.randomUUID()
  const client = new PortClient(port1, nonce, { timers, ...timing })
  const fromPage: Record<string, unknown>[] = []
  port2.onmessage = (event) => fromPage.push(event.data)
  const frame = { send: (message: unknown) => port2.postMessage(message), ready: (n = nonce) => port2.postMessage({ hatch: 1, type: 'READY', nonce: n, ch }) }
  return { timers, client, frame, fromPage }
}

async function readyClient() {
  const s = setup()
  s.frame.ready()
  await flush()
  await s.timers.advance(500)
  await s.client.ready
  return s
}

afterEach(() => {
  for (const port of opened.splice(0)) port.close()
})

describe('getting ready', () => {
  it("fails with 'iframe_load_failed' when no READY comes within 20 s", async () => {
    const { client, timers } = setup()
    const outcome = client.ready.then(
      () => 'ready',
      (e: HatchError) => `${e.code}: ${e.shortMessage}`,
    )
    await timers.advance(19_999)
    await timers.advance(1)
    expect(await outcome).toBe('IFRAME_LOAD_FAILED: iframe_load_failed')
  })

  it('is ready 500 ms after a READY with its nonce, and ignores a READY with another nonce', async () => {
    const { client, timers, frame } = setup()
    let ready = false
    void client.ready.then(() => (ready = true))
    frame.ready(crypto.randomUUID())
    await flush()
    await timers.advance(1_000)
    expect(ready).toBe(false)
    frame.ready()
    await flush()
    await timers.advance(499)
    expect(ready).toBe(false)
    await timers.advance(1)
    expect(ready).toBe(true)
  })
})

describe('requests and replies', () => {
  it('sends a strict envelope with a fresh UUID id and settles with the validated success payload', async () => {
    const { client, frame, fromPage } = await readyClient()
    const pending = client.request('GET_CHAIN_ID', {})
    await flush()
    expect(fromPage[0]).toEqual({ hatch: 1, ch, id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'GET_CHAIN_ID', payload: {} })
    frame.send({ hatch: 1, ch, id: fromPage[0]?.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 713101 } })
    expect(await pending).toEqual({ chainId: 713101 })
  })

  it('lets only the first matching reply settle: wrong-type, foreign-channel, duplicate and late replies change nothing (case 11)', async () => {
    const { client, frame, fromPage } = await readyClient()
    let settled: unknown
    void client.request('GET_CHAIN_ID', {}).then(
      (v) => (settled = v),
      (e) => (settled = e),
    )
    await flush()
    const id = fromPage[0]?.id
    frame.send({ hatch: 1, ch, id, type: 'GET_USER_SUCCESS', payload: { email: 'x@y.z', address: '0x00', chainId: 1, accounts: [] } })
    frame.send({ hatch: 1, ch: crypto.randomUUID(), id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 666 } })
    frame.send({ hatch: 1, ch, id: crypto.randomUUID(), type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 667 } })
    await flush()
    expect(settled).toBeUndefined()
    frame.send({ hatch: 1, ch, id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    frame.send({ hatch: 1, ch, id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 2 } })
    frame.send({ hatch: 1, ch, id, type: 'GET_CHAIN_ID_ERROR', payload: { message: 'late' } })
    await flush()
    expect(settled).toEqual({ chainId: 1 })
  })

  it('turns NAME_ERROR into a FrameReplyError with the frame message and code; an empty message reads "An error occurred"', async () => {
    const { client, frame, fromPage } = await readyClient()
    const first = client.request('RPC_REQUEST', { method: 'eth_sign', params: [] })
    const second = client.request('SIGN_OUT', {})
    await flush()
    frame.send({ hatch: 1, ch, id: fromPage[0]?.id, type: 'RPC_REQUEST_ERROR', payload: { message: 'Requested RPC call is not allowed', code: 4200 } })
    frame.send({ hatch: 1, ch, id: fromPage[1]?.id, type: 'SIGN_OUT_ERROR', payload: { message: '' } })
    await expect(first).rejects.toEqual(new FrameReplyError('Requested RPC call is not allowed', 4200))
    await expect(second).rejects.toMatchObject({ code: 'FRAME_ERROR', shortMessage: 'An error occurred' })
  })

  it('turns a PROTOCOL_ERROR notice for a request into its message, or "An error occurred" when the message is empty', async () => {
    const { client, frame, fromPage } = await readyClient()
    const first = client.request('SIGN_OUT', {})
    const second = client.request('SIGN_OUT', {})
    await flush()
    frame.send({ hatch: 1, ch, id: fromPage[0]?.id, type: 'PROTOCOL_ERROR', payload: { message: 'Message too large', code: 'INVALID_MESSAGE' } })
    frame.send({ hatch: 1, ch, id: fromPage[1]?.id, type: 'PROTOCOL_ERROR', payload: { message: '', code: 'INVALID_MESSAGE' } })
    await expect(first).rejects.toEqual(new FrameReplyError('Message too large', 'INVALID_MESSAGE'))
    await expect(second).rejects.toMatchObject({ code: 'FRAME_ERROR', shortMessage: 'An error occurred' })
  })

  it('refuses a success payload that breaks the schema (a forged GET_USER_SUCCESS cannot set an address)', async () => {
    const { client, frame, fromPage } = await readyClient()
    const pending = client.request('GET_USER', {})
    await flush()
    frame.send({
      hatch: 1,
      ch,
      id: fromPage[0]?.id,
      type: 'GET_USER_SUCCESS',
      payload: { email: null, address: 'attacker', chainId: 1, accounts: [], extra: 1 },
    })
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_ERROR' })
  })

  it("fails a connect request with 'iframe_request_timeout' after 120 s, and never times out a signing request", async () => {
    const { client, timers } = await readyClient()
    const connect = client.request('APP_CONNECT_EMAIL', { email: 'a@b.test' }).catch((e: HatchError) => e)
    let signing: unknown = 'pending'
    void client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000001'] }).then(
      (v) => (signing = v),
      (e) => (signing = e),
    )
    await flush()
    await timers.advance(120_000)
    expect(await connect).toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT', shortMessage: 'iframe_request_timeout' })
    await timers.advance(600_000)
    expect(signing).toBe('pending')
  })

  it('never posts an invalid request (pitfall 6: a refused method check must not still send)', async () => {
    const { client, fromPage } = await readyClient()
    await expect(client.request('APP_CONNECT_EMAIL', { email: 'not-an-address' })).rejects.toMatchObject({ code: 'INVALID_PARAMETERS' })
    await expect(client.request('RPC_REQUEST', { method: 'eth sign; drop', params: [] })).rejects.toMatchObject({ code: 'INVALID_PARAMETERS' })
    await flush()
    expect(fromPage).toEqual([])
  })

  it('rejects what is pending when closed', async () => {
    const { client } = await readyClient()
    const pending = client.request('GET_CHAIN_ID', {})
    await flush()
    client.close(new HatchError('MODAL_CLOSED'))
    await expect(pending).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
  })
})

describe('closing the modal', () => {
  it('aborts pending signing requests by id (RPC_ABORT) and keeps reads running (spec §4)', async () => {
    const { client, frame, fromPage } = await readyClient()
    const signing = client
      .request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000001'] })
      .catch((e: HatchError) => e)
    const sending = client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{}] }).catch((e: HatchError) => e)
    let read: unknown = 'pending'
    void client.request('RPC_REQUEST', { method: 'eth_blockNumber', params: [] }).then((v) => (read = v))
    await flush()
    const [signId, sendId, readId] = fromPage.map((m) => m.id as string)
    expect(client.abortUnsafe().sort()).toEqual([signId, sendId].sort())
    await flush()
    expect(fromPage.slice(3)).toEqual([
      { hatch: 1, ch, id: expect.any(String), type: 'RPC_ABORT', payload: { targetId: signId } },
      { hatch: 1, ch, id: expect.any(String), type: 'RPC_ABORT', payload: { targetId: sendId } },
    ])
    expect(await signing).toMatchObject({ code: 'RPC_REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    expect(await sending).toMatchObject({ code: 'RPC_REQUEST_ABORTED' })
    frame.send({ hatch: 1, ch, id: readId, type: 'RPC_REQUEST_SUCCESS', payload: { result: '0x10' } })
    await flush()
    expect(read).toEqual({ result: '0x10' })
  })
})

describe('closing the modal during a device removal', () => {
  it('aborts the removal waiting for its approval, and keeps the device list read running', async () => {
    const { client, frame, fromPage } = await readyClient()
    const removing = client.request('REMOVE_DEVICES', {}).catch((e: HatchError) => e)
    let listed: unknown = 'pending'
    void client.request('GET_DEVICES', {}).then((v) => (listed = v))
    await flush()
    const [removeId, listId] = fromPage.map((m) => m.id as string)
    expect(client.abortUnsafe()).toEqual([removeId])
    await flush()
    expect(fromPage.slice(2)).toEqual([{ hatch: 1, ch, id: expect.any(String), type: 'RPC_ABORT', payload: { targetId: removeId } }])
    expect(await removing).toMatchObject({ code: 'RPC_REQUEST_ABORTED' })
    frame.send({ hatch: 1, ch, id: listId, type: 'GET_DEVICES_SUCCESS', payload: { devices: [] } })
    await flush()
    expect(listed).toEqual({ devices: [] })
  })
})

describe("the prompt's height (PROMPT_HEIGHT)", () => {
  it("tells the frame's heights on this channel to each listener, the current one to a late listener, and nothing after 0 or from another channel", async () => {
    const { client, frame } = await readyClient()
    const first: number[] = []
    const stop = client.onPromptHeight((height) => first.push(height))
    frame.send({ hatch: 1, ch, type: 'PROMPT_HEIGHT', payload: { height: 609 } })
    frame.send({ hatch: 1, ch: crypto.randomUUID(), type: 'PROMPT_HEIGHT', payload: { height: 90 } })
    frame.send({ hatch: 1, ch, type: 'PROMPT_HEIGHT', payload: { height: -5 } })
    frame.send({ hatch: 1, ch, type: 'PROMPT_HEIGHT', payload: { height: 400, extra: 1 } })
    await flush()
    expect(first).toEqual([609])
    const late: number[] = []
    client.onPromptHeight((height) => late.push(height))
    expect(late).toEqual([609])
    stop()
    frame.send({ hatch: 1, ch, type: 'PROMPT_HEIGHT', payload: { height: 0 } })
    await flush()
    expect(first).toEqual([609])
    expect(late).toEqual([609, 0])
    const after: number[] = []
    client.onPromptHeight((height) => after.push(height))
    expect(after).toEqual([])
  })
})
