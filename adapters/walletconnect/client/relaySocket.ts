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

/** The clock the socket's timers read; tests inject one. */
export interface SocketClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Where the page's `online` and `visibilitychange` events come from (default: the page's own). */
export interface PageSignals {
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState?: string }
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
  /** Timers and time (tests); default the real ones. */
  clock?: SocketClock
  /** The page's events that make a quiet socket suspect; default `globalThis` and `document`. */
  page?: PageSignals
  /** The relay closed with an auth or rate-limit code: the socket stopped; the reason names it. */
  onHalt?(reason: string): void
  /** The subscription id of a topic the relay subscribed us to itself (no answer carried it). */
  subscriptionId?(topic: string): string
}

/** One WebSocket to the relay: JSON-RPC calls, topic subscriptions and delivery acknowledgements. */
export interface RelaySocket {
  /** Calls an IRN method; waits for the connection, which is opened (or reopened) as needed. */
  call<T = unknown>(method: string, params: Record<string, unknown>): Promise<T>
  /** Subscribes a topic now and again after every reconnect. */
  subscribe(topic: string): Promise<void>
  /** Keeps the topic's subscription across reconnects without asking the relay now (it subscribed us itself). */
  track(topic: string): void
  /** Subscribes several topics in one `irn_batchSubscribe` (one topic: `irn_subscribe`), now and after every reconnect. */
  subscribeAll(topics: readonly string[]): Promise<void>
  /** `irn_unsubscribe` with the topic and the subscription id the relay gave (when it gave one). */
  unsubscribe(topic: string): Promise<void>
  /** Drops the current socket, which may be half-open, and opens a fresh one at once. */
  reconnect(): void
  /**
   * Opens the connection ahead of the first call (the visitor is about to pair), so that call does
   * not wait for the auth token's signature and the handshake; a no-op when open or opening.
   */
  open(): void
  /** Closes the socket for good: no reconnect, pending calls fail. */
  close(): void
}

const OPEN = 1
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000]
const CONNECT_TIMEOUT_MS = 15_000
const SEEN_LIMIT = 500
/** A connection that stayed up this long was healthy: the next drop starts the backoff over. */
const STABLE_MS = 30_000
/** A page hidden this long may have a socket the network silently dropped. */
const HIDDEN_SUSPECT_MS = 10_000
/**
 * Close codes after which reconnecting cannot help and would only hammer the relay: auth failures
 * (3000, 4010 and the 4000s the relay uses for them), policy and rate limits (1008, 1013, 4029).
 */
const HALT_CODES: Record<number, string> = {
  1008: 'policy violation',
  1013: 'rate limited',
  3000: 'unauthorized',
  3003: 'forbidden',
  4001: 'unauthorized',
  4003: 'forbidden',
  4010: 'unauthorized',
  4029: 'rate limited',
}

/** The real clock. */
export const realClock: SocketClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

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
  timer?: unknown
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
  const clock = options.clock ?? realClock
  const topics = new Set<string>()
  /** topic -> the subscription id the relay answered, for irn_unsubscribe. */
  const subIds = new Map<string, string>()
  const calls = new Map<number, Call>()
  const seen = new Set<string>()
  let socket: SocketLike | undefined
  let connecting = false
  let opened = false
  let closed = false
  let failures = 0
  let openedAt = 0
  let hiddenAt: number | undefined
  let retry: unknown

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
      call.timer = clock.setTimeout(() => {
        calls.delete(id)
        reject(new Error(`the relay ${options.name} did not answer ${method} within ${answerTimeoutMs / 1000} s`))
        // An open socket that leaves a call unanswered is likely half-open (a sleep, a network
        // switch): a fresh one is cheaper than waiting for the OS to notice.
        if (call.sent && socket?.readyState === OPEN) reconnect()
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
    clock.clearTimeout(call.timer)
    const error = (json as { error?: { message?: unknown; code?: unknown } }).error
    if (error) call.reject(Object.assign(new Error(`relay: ${String(error.message)}`), { code: error.code }))
    else call.resolve((json as { result?: unknown }).result)
  }

  const retryLater = () => {
    // Calls in flight are sent again on the next connection (publish and subscribe are idempotent).
    for (const call of calls.values()) call.sent = false
    if (closed || halted || (calls.size === 0 && topics.size === 0)) return
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!
    failures++
    retry = clock.setTimeout(() => {
      retry = undefined
      ensureOpen()
    }, delay)
  }

  /** Set when the relay refused us for good (auth, rate limit): no reconnect until a new call. */
  let halted: string | undefined
  const halt = (reason: string) => {
    halted = reason
    for (const [id, call] of calls) {
      calls.delete(id)
      clock.clearTimeout(call.timer)
      call.reject(Object.assign(new Error(reason), { code: 'RELAY_REFUSED' }))
    }
    options.onHalt?.(reason)
  }

  const dropped = (which: SocketLike, event?: unknown) => {
    if (socket !== which) return
    socket = undefined
    // Only a connection that stayed up resets the backoff: a relay that accepts and then closes
    // at once must not be hammered at the first step forever.
    if (openedAt && clock.now() - openedAt >= STABLE_MS) failures = 0
    openedAt = 0
    const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown }
    const known = typeof code === 'number' ? HALT_CODES[code] : undefined
    if (known && typeof code === 'number') {
      const why = typeof reason === 'string' && reason ? `: ${reason}` : ''
      return halt(`the relay ${options.name} closed the connection (${code} ${known}${why})`)
    }
    retryLater()
  }

  function reconnect() {
    if (closed) return
    clock.clearTimeout(retry)
    retry = undefined
    const current = socket
    if (current) {
      socket = undefined
      current.onclose = null
      current.close(4000, 'reconnecting')
    }
    for (const call of calls.values()) call.sent = false
    if (calls.size || topics.size) ensureOpen()
  }

  function ensureOpen() {
    if (closed || socket || connecting || retry) return
    if (halted && calls.size === 0) return
    // A new call after a refusal is the visitor trying again: one attempt, no automatic retries.
    halted = undefined
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
          const timeout = clock.setTimeout(() => next.readyState !== OPEN && next.close(), CONNECT_TIMEOUT_MS)
          next.onopen = () => {
            clock.clearTimeout(timeout)
            openedAt = clock.now()
            // After a drop the relay has forgotten this client's subscriptions: renew them first.
            if (opened && topics.size) void resubscribe([...topics], true).catch(() => undefined)
            opened = true
            flush()
          }
          next.onmessage = (event) => receive(event.data)
          next.onclose = (event) => {
            clock.clearTimeout(timeout)
            dropped(next, event)
          }
          next.onerror = () => undefined
        },
        () => {
          connecting = false
          retryLater()
        },
      )
  }

  /** Subscribes topics, several in one batch as the official client restores them; keeps their ids. */
  async function resubscribe(list: readonly string[], first = false): Promise<void> {
    if (list.length === 1) {
      const id = await rawCall('irn_subscribe', { topic: list[0] }, first)
      if (typeof id === 'string') subIds.set(list[0]!, id)
      return
    }
    const ids = await rawCall('irn_batchSubscribe', { topics: list }, first)
    if (Array.isArray(ids)) list.forEach((topic, i) => typeof ids[i] === 'string' && subIds.set(topic, ids[i]))
  }

  // The page comes back online or to the front: a socket from before may be dead without a close.
  const page: PageSignals = options.page ?? {
    window: typeof globalThis.addEventListener === 'function' ? globalThis : undefined,
    document: (globalThis as { document?: PageSignals['document'] }).document,
  }
  const onOnline = () => (socket || retry) && reconnect()
  const onVisibility = () => {
    if (page.document?.visibilityState === 'hidden') hiddenAt = clock.now()
    else if (hiddenAt !== undefined && clock.now() - hiddenAt >= HIDDEN_SUSPECT_MS && socket) reconnect()
    if (page.document?.visibilityState !== 'hidden') hiddenAt = undefined
  }
  page.window?.addEventListener('online', onOnline)
  page.document?.addEventListener('visibilitychange', onVisibility)

  return {
    call: rawCall,
    async subscribe(topic) {
      topics.add(topic)
      await resubscribe([topic])
    },
    async subscribeAll(list) {
      for (const topic of list) topics.add(topic)
      if (list.length) await resubscribe(list)
    },
    track(topic) {
      topics.add(topic)
    },
    async unsubscribe(topic) {
      const id = subIds.get(topic) ?? options.subscriptionId?.(topic)
      subIds.delete(topic)
      if (!topics.delete(topic) || socket?.readyState !== OPEN) return
      await rawCall('irn_unsubscribe', { topic, ...(id ? { id } : {}) }).catch(() => undefined)
    },
    reconnect,
    open: () => ensureOpen(),
    close() {
      closed = true
      page.window?.removeEventListener('online', onOnline)
      page.document?.removeEventListener('visibilitychange', onVisibility)
      clock.clearTimeout(retry)
      for (const call of calls.values()) {
        clock.clearTimeout(call.timer)
        call.reject(new Error('the WalletConnect client was closed'))
      }
      calls.clear()
      const current = socket
      socket = undefined
      if (current && current.readyState <= OPEN) current.close(1000, 'closed')
    },
  }
}
