import * as v from 'valibot'

/** A message the relay delivered on a subscribed topic. */
export interface RelayMessage {
  topic: string
  message: string
  publishedAt?: number
}

/** The WebSocket surface the relay socket uses (the browser's, or `ws` in Node). */
export interface SocketLike {
  readyState: number
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** Opens a WebSocket to a URL. */
export type OpenSocket = (url: string) => SocketLike | Promise<SocketLike>

/** Options of {@link createRelaySocket}. */
export interface RelaySocketOptions {
  /** The URL to open, built fresh for every connection (its auth token carries the time). */
  url(): string
  /** Opens the socket; the default is the page's WebSocket, or the `ws` package in Node. */
  open?: OpenSocket
  /** Every message delivered on a subscribed topic, once (repeats are dropped). */
  onMessage(message: RelayMessage): void
  /** ms from a call to its answer (connecting included) before it fails. Default 30 000. */
  answerTimeoutMs?: number
  /** The relay as errors name it (its URL without the auth token). */
  name: string
}

/** One WebSocket to the relay: JSON-RPC calls, topic subscriptions and delivery acknowledgements. */
export interface RelaySocket {
  /** Calls an IRN method; waits for the connection, which is opened (or reopened) as needed. */
  call<T = unknown>(method: string, params: Record<string, unknown>): Promise<T>
  /** Subscribes a topic now and again after every reconnect. */
  subscribe(topic: string): Promise<void>
  /** Keeps the topic's subscription across reconnects without asking the relay now (it subscribed us itself). */
  track(topic: string): void
  unsubscribe(topic: string): Promise<void>
  /** Closes the socket for good: no reconnect, pending calls fail. */
  close(): void
}

const OPEN = 1
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000]
const CONNECT_TIMEOUT_MS = 15_000
const SEEN_LIMIT = 500

const Frame = v.looseObject({ id: v.optional(v.union([v.number(), v.string(), v.null()])), method: v.optional(v.string()), params: v.optional(v.unknown()) })
const Subscription = v.object({
  data: v.looseObject({ topic: v.string(), message: v.string(), publishedAt: v.optional(v.number()) }),
})

/** `ws` for Node without a global WebSocket; a computed specifier so bundlers leave it out. */
async function defaultOpen(url: string): Promise<SocketLike> {
  const Native = (globalThis as { WebSocket?: new (url: string) => SocketLike }).WebSocket
  if (Native) return new Native(url)
  const specifier = ['w', 's'].join('')
  const ws = (await import(/* @vite-ignore */ specifier)) as { default: new (url: string) => SocketLike }
  return new ws.default(url)
}

interface Call {
  frame: string
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
  sent: boolean
}

let lastId = 0
/** JSON-RPC ids as the official client makes them: ms timestamp × 1000 plus 3 more digits, never repeated. */
export function payloadId(): number {
  const id = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  lastId = id > lastId ? id : lastId + 1
  return lastId
}

/**
 * Creates the relay connection. It opens on first use and reopens after a drop with backoff
 * (0.5 s doubling to 30 s), subscribing every tracked topic again and resending calls that had no
 * answer; delivered messages are acknowledged (`result: true`) and handed on once each.
 */
export function createRelaySocket(options: RelaySocketOptions): RelaySocket {
  const open = options.open ?? defaultOpen
  const answerTimeoutMs = options.answerTimeoutMs ?? 30_000
  const topics = new Set<string>()
  const calls = new Map<number, Call>()
  const seen = new Set<string>()
  let socket: SocketLike | undefined
  let connecting = false
  let opened = false
  let closed = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (socket?.readyState !== OPEN) return
    for (const call of calls.values()) {
      if (call.sent) continue
      call.sent = true
      socket.send(call.frame)
    }
  }

  const rawCall = <T>(method: string, params: Record<string, unknown>, first = false): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = payloadId()
      const call: Call = { frame: JSON.stringify({ id, jsonrpc: '2.0', method, params }), resolve: resolve, reject, sent: false }
      // A relay that is unreachable or silent fails the call instead of keeping its caller waiting.
      call.timer = setTimeout(() => {
        calls.delete(id)
        reject(new Error(`the relay ${options.name} did not answer ${method} within ${answerTimeoutMs / 1000} s`))
      }, answerTimeoutMs)
      if (first) {
        // Re-subscriptions go before calls waiting since the drop.
        const rest = [...calls]
        calls.clear()
        calls.set(id, call)
        for (const [key, value] of rest) calls.set(key, value)
      } else calls.set(id, call)
      ensureOpen()
      flush()
    })

  const receive = (data: unknown) => {
    let json: unknown
    try {
      json = JSON.parse(typeof data === 'string' ? data : String(data))
    } catch {
      return
    }
    const frame = v.safeParse(Frame, json)
    if (!frame.success) return
    const { id, method, params } = frame.output
    if (method === 'irn_subscription') {
      socket?.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
      const delivery = v.safeParse(Subscription, params)
      if (!delivery.success) return
      const { topic, message, publishedAt } = delivery.output.data
      const key = `${topic}:${message}`
      if (seen.has(key)) return
      seen.add(key)
      if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string)
      options.onMessage({ topic, message, ...(publishedAt === undefined ? {} : { publishedAt }) })
      return
    }
    if (typeof id !== 'number') return
    const call = calls.get(id)
    if (!call) return
    calls.delete(id)
    clearTimeout(call.timer)
    const error = (json as { error?: { message?: unknown; code?: unknown } }).error
    if (error) call.reject(Object.assign(new Error(`relay: ${String(error.message)}`), { code: error.code }))
    else call.resolve((json as { result?: unknown }).result)
  }

  const retryLater = () => {
    // Calls in flight are sent again on the next connection (publish and subscribe are idempotent).
    for (const call of calls.values()) call.sent = false
    if (closed || (calls.size === 0 && topics.size === 0)) return
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!
    failures++
    retry = setTimeout(() => {
      retry = undefined
      ensureOpen()
    }, delay)
  }

  const dropped = (which: SocketLike) => {
    if (socket !== which) return
    socket = undefined
    retryLater()
  }

  function ensureOpen() {
    if (closed || socket || connecting || retry) return
    connecting = true
    let url: string
    try {
      url = options.url()
    } catch (error) {
      connecting = false
      for (const [id, call] of calls) {
        calls.delete(id)
        call.reject(error as Error)
      }
      return
    }
    void Promise.resolve()
      .then(() => open(url))
      .then(
        (next) => {
          connecting = false
          if (closed) {
            // Closing a socket still connecting reports an error event (ws): nobody needs it.
            next.onerror = () => undefined
            return next.close()
          }
          socket = next
          const timeout = setTimeout(() => next.readyState !== OPEN && next.close(), CONNECT_TIMEOUT_MS)
          next.onopen = () => {
            clearTimeout(timeout)
            failures = 0
            // After a drop the relay has forgotten this client's subscriptions: renew them first.
            if (opened) for (const topic of topics) void rawCall('irn_subscribe', { topic }, true).catch(() => undefined)
            opened = true
            flush()
          }
          next.onmessage = (event) => receive(event.data)
          next.onclose = () => {
            clearTimeout(timeout)
            dropped(next)
          }
          next.onerror = () => undefined
        },
        () => {
          connecting = false
          retryLater()
        },
      )
  }

  return {
    call: rawCall,
    async subscribe(topic) {
      topics.add(topic)
      await rawCall('irn_subscribe', { topic })
    },
    track(topic) {
      topics.add(topic)
    },
    async unsubscribe(topic) {
      if (!topics.delete(topic) || socket?.readyState !== OPEN) return
      await rawCall('irn_unsubscribe', { topic }).catch(() => undefined)
    },
    close() {
      closed = true
      clearTimeout(retry)
      for (const call of calls.values()) {
        clearTimeout(call.timer)
        call.reject(new Error('the WalletConnect client was closed'))
      }
      calls.clear()
      const current = socket
      socket = undefined
      if (current && current.readyState <= OPEN) current.close(1000, 'closed')
    },
  }
}
