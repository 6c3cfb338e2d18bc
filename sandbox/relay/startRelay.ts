import { createServer, type IncomingMessage } from 'node:http'
import * as v from 'valibot'
import { WebSocketServer, type WebSocket } from 'ws'
import { verifyRelayAuth } from './relayAuth.js'
import { RelayRouter, RelayRpcError, type RelayPeer } from './relayRouter.js'
import { FrameSchema, describeIssues } from './relaySchemas.js'
import { listenOnLoopback } from '../http/loopback.js'
import { webSocketText } from '../http/webSocketText.js'

/** Options of {@link startRelay}. */
export interface RelayOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Interval of the WebSocket pings that keep SDK connections alive (the SDK drops a silent one after 35 s). Default 5000. */
  pingIntervalMs?: number
  /** Refuse connections without a valid `auth` JWT in the URL, as the real relay does. Default true. */
  requireAuth?: boolean
  /**
   * How an auth failure is refused: `'http'` (default) answers the upgrade with 401; `'close'`
   * accepts the socket and closes it with code 4010 and the reason, as the production relay does.
   */
  authFailure?: 'http' | 'close'
  /**
   * Frames a connection may send per window; one more closes it with code 1013 ('rate limited'),
   * as the production relay does to a client that floods it. Default: no limit.
   */
  rateLimit?: { frames: number; windowMs: number }
  /** Milliseconds since the epoch for message TTLs and auth token expiry; tests replace it to see expiry without waiting. Default `Date.now`. */
  clock?: () => number
}

/** A running relay. */
export interface RelayHandle {
  /** `ws://127.0.0.1:PORT`: give it to the SDKs as `relayUrl`. */
  url: string
  port: number
  /** Number of open client connections. */
  connectionCount(): number
  /** Connections accepted since the start, refused ones included (a reconnect storm shows here). */
  acceptedCount(): number
  /** Number of messages still held for their TTL. */
  storedMessageCount(): number
  /** Closes every connection and the server; resolves when the port is free. */
  stop(): Promise<void>
}

const MAX_FRAME_BYTES = 1024 * 1024

function rejectUpgrade(socket: import('node:stream').Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}\n`)
}

function authOf(request: IncomingMessage, now: number): { problem?: string; clientId?: string } {
  const url = new URL(request.url ?? '/', 'ws://127.0.0.1')
  const token = url.searchParams.get('auth')
  if (!token) return { problem: 'missing auth query parameter (the client JWT)' }
  try {
    return { clientId: verifyRelayAuth(token, now).iss }
  } catch (error) {
    return { problem: (error as Error).message }
  }
}

/**
 * Starts a WalletConnect relay stand-in on 127.0.0.1: the IRN JSON-RPC methods over
 * WebSocket that `@walletconnect/core` 2.25 uses (publish / subscribe / unsubscribe and their
 * batch forms, batch fetch, `wc_proposeSession`, `wc_approveSession`), messages held per topic
 * for their TTL, never echoed to the sender.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * const provider = await UniversalProvider.init({ relayUrl: relay.url, projectId, ... })
 * await relay.stop()
 */
export async function startRelay(options: RelayOptions = {}): Promise<RelayHandle> {
  const pingIntervalMs = options.pingIntervalMs ?? 5000
  const requireAuth = options.requireAuth ?? true
  const router = new RelayRouter(options.clock)
  const http = createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' }).end('this is a WebSocket relay: connect with ws://\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const alive = new WeakMap<WebSocket, boolean>()
  let nextPeerId = 1
  let accepted = 0

  http.on('upgrade', (request, socket, head) => {
    const { problem, clientId } = requireAuth ? authOf(request, (options.clock ?? Date.now)()) : {}
    if (problem && options.authFailure !== 'close') return rejectUpgrade(socket, 401, `Unauthorized: ${problem}`)
    wss.handleUpgrade(request, socket, head, (ws) => {
      accepted++
      // A close reason is at most 123 bytes.
      if (problem) return ws.close(4010, `Unauthorized: ${problem}`.slice(0, 120))
      wss.emit('connection', ws, clientId)
    })
  })

  wss.on('connection', (ws: WebSocket, clientId?: string) => {
    const frameTimes: number[] = []
    const peer: RelayPeer = {
      id: nextPeerId++,
      ...(clientId ? { clientId } : {}),
      send: (frame) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
      },
    }
    router.attach(peer)
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    ws.on('close', () => router.detach(peer.id))
    ws.on('error', () => ws.terminate())
    ws.on('message', (data, isBinary) => {
      if (options.rateLimit) {
        const now = Date.now()
        frameTimes.push(now)
        while (frameTimes[0]! <= now - options.rateLimit.windowMs) frameTimes.shift()
        if (frameTimes.length > options.rateLimit.frames) return ws.close(1013, 'rate limited')
      }
      if (isBinary) return peer.send(errorFrame(null, -32700, 'binary frames are not accepted; send JSON text'))
      let json: unknown
      try {
        json = JSON.parse(webSocketText(data))
      } catch {
        return peer.send(errorFrame(null, -32700, 'parse error: frame is not valid JSON'))
      }
      const frame = v.safeParse(FrameSchema, json)
      if (!frame.success) {
        return peer.send(errorFrame(null, -32600, `invalid request: ${describeIssues(frame.issues)}`))
      }
      // Responses are the client's acknowledgements of deliveries; nothing to answer.
      const { id, method, params } = frame.output as { id: number | string; method?: unknown; params?: unknown }
      if (typeof method !== 'string') return
      try {
        peer.send({ id, jsonrpc: '2.0', result: router.handle(peer, method, params) })
      } catch (error) {
        const code = error instanceof RelayRpcError ? error.code : -32603
        peer.send(errorFrame(id, code, (error as Error).message))
      }
    })
  })

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
    router.mailbox.sweep()
  }, pingIntervalMs)
  pinger.unref()

  const port = await listenOnLoopback(http, options.port)

  let stopped: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    connectionCount: () => wss.clients.size,
    acceptedCount: () => accepted,
    storedMessageCount: () => router.mailbox.size(),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const ws of wss.clients) ws.close(1001, 'relay shutting down')
        // Give clients a moment to answer the close frame, then cut what is left.
        const cut = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate()
        }, 500)
        cut.unref()
        wss.close(() => {
          router.mailbox.clear()
          http.close(() => resolve())
          http.closeAllConnections()
        })
      })
      return stopped
    },
  }
}

function errorFrame(id: number | string | null, code: number, message: string) {
  return { id, jsonrpc: '2.0', error: { code, message } }
}
