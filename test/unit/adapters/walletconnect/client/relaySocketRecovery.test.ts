import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer, type WebSocket } from 'ws'
import { createRelaySocket, type RelaySocket } from '../../../../../adapters/walletconnect/client/relaySocket.js'
import { timerClock } from '../../../../fixtures/timerClock.js'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)

interface Frame {
  id: number
  method?: string
  params?: Record<string, unknown>
}

/** A clock whose time moves only when the test says so, with the backoff delays among those it was asked for. */
function manualClock() {
  const { clock, advance, delays } = timerClock(1_000_000)
  /** Backoff delays: shorter than the connect (15 s) and answer (30 s) timeouts. */
  const backoff = () => delays.filter((ms) => ms < 15_000)
  return { clock, advance, backoff }
}

/** A loopback relay that records frames per connection and reacts as the test says. */
async function relay(react: (frame: Frame, ws: WebSocket, connection: number) => void, onConnect?: (ws: WebSocket, connection: number) => void) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()))
  const frames: (Frame & { connection: number })[] = []
  let connections = 0
  wss.on('connection', (ws) => {
    const connection = ++connections
    onConnect?.(ws, connection)
    ws.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString()) as Frame
      frames.push({ ...frame, connection })
      react(frame, ws, connection)
    })
  })
  const { port } = wss.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}`,
    frames,
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  }
}

const answer = (ws: WebSocket, id: number, result: unknown) => ws.send(JSON.stringify({ id, jsonrpc: '2.0', result }))

describe('relay socket: recovery', () => {
  const open: { socket: RelaySocket; stop(): Promise<void> }[] = []
  afterEach(async () => {
    for (const { socket, stop } of open.splice(0)) {
      socket.close()
      await stop()
    }
  })

  it('a relay that accepts and closes at once is retried with growing backoff, not at the first step forever', async () => {
    const server = await relay(
      () => undefined,
      (ws) => ws.close(1011, 'overloaded'),
    )
    const { clock, advance, backoff } = manualClock()
    const socket = createRelaySocket({ url: () => server.url, name: server.url, clock, onMessage: () => undefined })
    open.push({ socket, stop: server.stop })
    void socket.subscribe(A).catch(() => undefined)
    for (let drop = 1; drop <= 4; drop++) {
      await expect.poll(() => backoff().length).toBe(drop)
      advance(backoff().at(-1)!)
    }
    expect(backoff()).toEqual([500, 1000, 2000, 4000])
    await expect.poll(() => server.connections()).toBe(5)
  })

  it('a connection that stayed up 30 s starts the backoff over', async () => {
    let dropNow: (() => void) | undefined
    const server = await relay(
      (frame, ws) => answer(ws, frame.id, 'sub'),
      (ws, n) => (n < 3 ? ws.close(1011, 'overloaded') : (dropNow = () => ws.close(1011, 'restart'))),
    )
    const { clock, advance, backoff } = manualClock()
    const socket = createRelaySocket({ url: () => server.url, name: server.url, clock, onMessage: () => undefined })
    open.push({ socket, stop: server.stop })
    const subscribed = socket.subscribe(A)
    await expect.poll(() => backoff().length).toBe(1)
    advance(500)
    await expect.poll(() => backoff().length).toBe(2)
    advance(1000)
    await subscribed
    advance(30_000)
    dropNow!()
    await expect.poll(() => backoff().length).toBe(3)
    expect(backoff()).toEqual([500, 1000, 500])
  })

  it.each([
    [4010, 'unauthorized'],
    [1013, 'rate limited'],
  ])('a relay closing with %i ends the call with an error naming the reason, and does not reconnect', async (code, name) => {
    const server = await relay(
      () => undefined,
      (ws) => ws.close(code, 'invalid auth token'),
    )
    const { clock, advance, backoff } = manualClock()
    const halts: string[] = []
    const socket = createRelaySocket({ url: () => server.url, name: server.url, clock, onMessage: () => undefined, onHalt: (r) => halts.push(r) })
    open.push({ socket, stop: server.stop })
    const reason = `the relay ${server.url} closed the connection (${code} ${name}: invalid auth token)`
    await expect(socket.subscribe(A)).rejects.toThrow(reason)
    expect(halts).toEqual([reason])
    advance(120_000)
    expect(backoff()).toEqual([])
    expect(server.connections()).toBe(1)
    // The visitor trying again is one new attempt.
    await expect(socket.subscribe(B)).rejects.toThrow(reason)
    expect(server.connections()).toBe(2)
  })

  it('a call that times out on an open socket drops it and subscribes again on a fresh one', async () => {
    const server = await relay((frame, ws, connection) => {
      // The first connection goes half-open after the subscription: nothing is answered.
      if (frame.method === 'irn_subscribe') answer(ws, frame.id, `sub-${connection}`)
      else if (connection > 1) answer(ws, frame.id, true)
    })
    const { clock, advance } = manualClock()
    const socket = createRelaySocket({ url: () => server.url, name: server.url, clock, onMessage: () => undefined, answerTimeoutMs: 5_000 })
    open.push({ socket, stop: server.stop })
    await socket.subscribe(A)
    const publish = socket.call('irn_publish', { topic: A, message: 'x', ttl: 300 })
    await expect.poll(() => server.frames.filter((f) => f.method === 'irn_publish').length).toBe(1)
    advance(5_000)
    await expect(publish).rejects.toThrow('did not answer irn_publish within 5 s')
    await expect.poll(() => server.frames.filter((f) => f.connection === 2).map((f) => [f.method, f.params?.['topic']])).toEqual([['irn_subscribe', A]])
    await expect(socket.call('irn_publish', { topic: A, message: 'y', ttl: 300 })).resolves.toBe(true)
  })

  it("the page's online event, and coming back after 10 s hidden, open a fresh socket", async () => {
    const server = await relay((frame, ws, connection) => answer(ws, frame.id, `sub-${connection}`))
    const { clock, advance } = manualClock()
    const window = new EventTarget()
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
    const socket = createRelaySocket({ url: () => server.url, name: server.url, clock, page: { window, document }, onMessage: () => undefined })
    open.push({ socket, stop: server.stop })
    await socket.subscribe(A)
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => server.frames.filter((f) => f.connection === 2).map((f) => f.method)).toEqual(['irn_subscribe'])

    // A short glance away keeps the socket; a long one replaces it.
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    advance(2_000)
    document.visibilityState = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    advance(60_000)
    document.visibilityState = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    await expect.poll(() => server.frames.filter((f) => f.connection === 3).map((f) => f.method)).toEqual(['irn_subscribe'])
    expect(server.connections()).toBe(3)
  })

  it('restores several topics with one irn_batchSubscribe and unsubscribes with the id the relay gave', async () => {
    const server = await relay((frame, ws, connection) => {
      if (frame.method === 'irn_batchSubscribe') answer(ws, frame.id, [`${connection}-a`, `${connection}-b`])
      else answer(ws, frame.id, true)
    })
    const window = new EventTarget()
    const socket = createRelaySocket({ url: () => server.url, name: server.url, page: { window }, onMessage: () => undefined })
    open.push({ socket, stop: server.stop })
    await socket.subscribeAll([A, B])
    window.dispatchEvent(new Event('online'))
    await expect
      .poll(() => server.frames.filter((f) => f.connection === 2).map((f) => [f.method, f.params]))
      .toEqual([['irn_batchSubscribe', { topics: [A, B] }]])
    await socket.unsubscribe(A)
    expect(server.frames.at(-1)).toMatchObject({ method: 'irn_unsubscribe', params: { topic: A, id: '2-a' } })
  })
})
