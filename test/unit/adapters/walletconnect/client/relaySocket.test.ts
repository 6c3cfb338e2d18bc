import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer, type WebSocket } from 'ws'
import { createRelaySocket, type RelayMessage, type RelaySocket } from '../../../../../adapters/walletconnect/client/relaySocket.js'

const TOPIC = 'a'.repeat(64)

/** A loopback WebSocket server that records frames and answers as the test says. */
async function server(answer: (frame: { id: number; method?: string }, ws: WebSocket) => void) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()))
  const frames: { id: number; method?: string; result?: unknown; params?: unknown }[] = []
  const sockets: WebSocket[] = []
  wss.on('connection', (ws) => {
    sockets.push(ws)
    ws.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString()) as { id: number; method?: string }
      frames.push(frame)
      answer(frame, ws)
    })
  })
  const { port } = wss.address() as { port: number }
  return { url: `ws://127.0.0.1:${port}`, frames, sockets, stop: () => new Promise<void>((resolve) => wss.close(() => resolve())) }
}

describe('relay socket', () => {
  const open: { socket: RelaySocket; stop(): Promise<void> }[] = []
  afterEach(async () => {
    for (const { socket, stop } of open.splice(0)) {
      socket.close()
      await stop()
    }
  })

  it('acknowledges every delivery with result true and hands a repeated message on once', async () => {
    const relay = await server((frame, ws) => {
      if (frame.method !== 'irn_subscribe') return
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: 'sub-1' }))
      const delivery = (id: number) => ({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: 'sub-1', data: { topic: TOPIC, message: 'AAEC', publishedAt: 1 } },
      })
      ws.send(JSON.stringify(delivery(101)))
      ws.send(JSON.stringify(delivery(102)))
    })
    const got: RelayMessage[] = []
    const socket = createRelaySocket({ url: () => relay.url, name: relay.url, onMessage: (m) => got.push(m) })
    open.push({ socket, stop: relay.stop })
    await socket.subscribe(TOPIC)
    await expect
      .poll(() => relay.frames.filter((f) => 'result' in f).map((f) => [f.id, f.result]))
      .toEqual([
        [101, true],
        [102, true],
      ])
    expect(got).toEqual([{ topic: TOPIC, message: 'AAEC', publishedAt: 1 }])
  })

  it('a relay that never answers fails the call, naming the relay and the method', async () => {
    const relay = await server(() => undefined)
    const socket = createRelaySocket({ url: () => relay.url, name: relay.url, onMessage: () => undefined, answerTimeoutMs: 300 })
    open.push({ socket, stop: relay.stop })
    await expect(socket.call('irn_publish', { topic: TOPIC, message: 'x', ttl: 300 })).rejects.toThrow(
      `the relay ${relay.url} did not answer irn_publish within 0.3 s`,
    )
  })

  it("a relay error answer rejects with the relay's message and code", async () => {
    const relay = await server((frame, ws) =>
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32602, message: 'irn_publish: invalid params: ttl' } })),
    )
    const socket = createRelaySocket({ url: () => relay.url, name: relay.url, onMessage: () => undefined })
    open.push({ socket, stop: relay.stop })
    await expect(socket.call('irn_publish', { topic: TOPIC })).rejects.toMatchObject({ message: 'relay: irn_publish: invalid params: ttl', code: -32602 })
  })

  it('after the connection drops it reconnects, subscribes its topics again and resends the unanswered call', async () => {
    let drop = true
    const relay = await server((frame, ws) => {
      if (frame.method === 'irn_publish' && drop) {
        drop = false
        ws.terminate()
        return
      }
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    })
    let urls = 0
    const socket = createRelaySocket({ url: () => (urls++, relay.url), name: relay.url, onMessage: () => undefined })
    open.push({ socket, stop: relay.stop })
    await socket.subscribe(TOPIC)
    await expect(socket.call('irn_publish', { topic: TOPIC, message: 'x', ttl: 300 })).resolves.toBe(true)
    expect(relay.sockets.length).toBe(2)
    // A fresh URL (and auth token) per connection; the topic subscribed again before the resend.
    expect(urls).toBe(2)
    expect(relay.frames.map((f) => f.method)).toEqual(['irn_subscribe', 'irn_publish', 'irn_subscribe', 'irn_publish'])
  })
})
