import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// Captured at import, before a test installs fake timers: the proxy misbehaves in real time
// (a drip, a stall) while the product's own deadlines run on the test's injected clock.
const realSetInterval = globalThis.setInterval
const realClearInterval = globalThis.clearInterval

/**
 * What the proxy does to the next requests. Every failure LOCAL-STACK.md and issue 18 name:
 * - `refused`: nothing listens on the port (ECONNREFUSED);
 * - `reset`: the connection is accepted and destroyed before a byte is answered (a dropped connection);
 * - `hang`: accepted, read, never answered;
 * - `status`: that HTTP status (5xx, 429 with `retryAfter`), with a small JSON body;
 * - `truncated`: the real reply, status 200, cut in the middle (malformed JSON);
 * - `wrongSchema`: the real reply with every top-level field's type changed;
 * - `huge`: status 200 and a valid JSON body of `bytes` bytes that is no reply of any call;
 * - `drip`: headers at once, then one byte of the real body every `everyMs` of real time;
 * - `rewrite`: the real reply's JSON passed through `body` (hostile data from a real server).
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'refused' }
  | { kind: 'reset' }
  | { kind: 'hang' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'truncated' }
  | { kind: 'wrongSchema' }
  | { kind: 'huge'; bytes: number }
  | { kind: 'drip'; everyMs: number }
  | { kind: 'rewrite'; body: (json: unknown, path: string) => unknown }

/** A request the proxy saw, with what it did to it. */
export interface ProxiedRequest {
  method: string
  path: string
  fault: Fault['kind']
}

/** Gives every field the wrong type, as a server with a changed API would. */
function wrongTypes(body: unknown): unknown {
  const wrong = (value: unknown): unknown =>
    Array.isArray(value)
      ? { unexpected: value.length }
      : typeof value === 'string'
        ? 404
        : typeof value === 'number'
          ? String(value)
          : typeof value === 'boolean'
            ? 'yes'
            : value === null
              ? []
              : [value]
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, wrong(v)]))
  return { unexpected: wrong(body) }
}

/** Response headers not to copy from the upstream (the proxy frames its own body). */
const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive'])

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/**
 * A real HTTP server on 127.0.0.1 in front of one upstream (a sandbox service, a chain's RPC):
 * it forwards requests untouched until told to misbehave with {@link FaultProxy.set}, for every
 * request or for the next `times` ones. Not a mock: the product's real fetch talks to it.
 */
export class FaultProxy {
  readonly seen: ProxiedRequest[] = []
  private fault: Fault = { kind: 'pass' }
  private remaining = Infinity
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private readonly timers = new Set<ReturnType<typeof setInterval>>()
  private port = 0

  private constructor(private readonly upstream: URL) {}

  /** Starts a proxy for `upstream` (its origin and path prefix) on a free port. */
  static async start(upstream: string): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(upstream))
    await proxy.listen()
    return proxy
  }

  /** The proxy's base URL, standing in for the upstream's (same path prefix). */
  get url(): string {
    return `http://127.0.0.1:${this.port}${this.upstream.pathname.replace(/\/$/, '')}`
  }

  /** Misbehave from now on, or only for the next `times` requests (then pass again). */
  async set(fault: Fault, times = Infinity): Promise<void> {
    this.fault = fault
    this.remaining = times
    if (fault.kind === 'refused') await this.stopListening()
    else if (!this.server) await this.listen()
  }

  /** Back to forwarding everything (and listening again after `refused`). */
  async heal(): Promise<void> {
    await this.set({ kind: 'pass' })
  }

  /** Requests seen whose path starts with `prefix`. */
  hits(prefix = '/'): ProxiedRequest[] {
    return this.seen.filter((r) => r.path.startsWith(prefix))
  }

  async close(): Promise<void> {
    for (const timer of this.timers) realClearInterval(timer)
    await this.stopListening()
  }

  private async listen(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res))
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  private async stopListening(): Promise<void> {
    const server = this.server
    if (!server) return
    this.server = undefined
    // Pooled keep-alive sockets too: a refused service accepts nothing, old connections included.
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private takeFault(): Fault {
    if (this.remaining <= 0) return { kind: 'pass' }
    this.remaining -= 1
    const fault = this.fault
    if (this.remaining <= 0) this.fault = { kind: 'pass' }
    return fault
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Replies the proxy makes up carry CORS like the sandbox's, so a page on another port reads
    // the status or body (and not an opaque network error).
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*' }
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const fault = this.takeFault()
    this.seen.push({ method: req.method ?? 'GET', path: url.pathname.slice(this.upstream.pathname.replace(/\/$/, '').length) || '/', fault: fault.kind })
    switch (fault.kind) {
      case 'reset':
        req.socket.destroy()
        return
      case 'hang':
        return
      case 'status': {
        const headers: Record<string, string> = { 'content-type': 'application/json', ...cors, 'access-control-expose-headers': 'retry-after' }
        if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter
        res.writeHead(fault.status, headers).end(JSON.stringify({ message: `fault proxy: HTTP ${fault.status}` }))
        return
      }
      case 'huge': {
        // Valid JSON (an array of small objects), so only size and shape are wrong.
        res.writeHead(200, { 'content-type': 'application/json', ...cors })
        const row = JSON.stringify({ filler: 'x'.repeat(100) })
        const rows = Math.max(1, Math.floor(fault.bytes / (row.length + 1)))
        const chunk = Array.from({ length: 1000 }, () => row).join(',')
        res.write('[')
        for (let i = 0; i < rows; i += 1000) res.write((i ? ',' : '') + (rows - i >= 1000 ? chunk : Array.from({ length: rows - i }, () => row).join(',')))
        res.end(']')
        return
      }
      default:
    }
    const upstream = await this.forward(req, url, body)
    if (!upstream) {
      res.writeHead(502).end('fault proxy: upstream unreachable')
      return
    }
    const headers = Object.fromEntries(Object.entries(upstream.headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined)) as Record<
      string,
      string | string[]
    >
    if (fault.kind === 'truncated') {
      res.writeHead(200, headers).end(upstream.body.subarray(0, Math.max(1, Math.floor(upstream.body.length / 2))))
    } else if (fault.kind === 'wrongSchema') {
      let parsed: unknown
      try {
        parsed = JSON.parse(upstream.body.toString('utf8'))
      } catch {
        parsed = upstream.body.toString('utf8')
      }
      res.writeHead(200, headers).end(JSON.stringify(wrongTypes(parsed)))
    } else if (fault.kind === 'rewrite') {
      let parsed: unknown
      try {
        parsed = JSON.parse(upstream.body.toString('utf8'))
      } catch {
        res.writeHead(upstream.status, headers).end(upstream.body)
        return
      }
      res.writeHead(upstream.status, headers).end(JSON.stringify(fault.body(parsed, url.pathname)))
    } else if (fault.kind === 'drip') {
      res.writeHead(upstream.status, headers)
      let at = 0
      const timer = realSetInterval(() => {
        if (res.destroyed || at >= upstream.body.length) {
          realClearInterval(timer)
          this.timers.delete(timer)
          if (!res.destroyed) res.end()
          return
        }
        res.write(upstream.body.subarray(at, at + 1))
        at += 1
      }, fault.everyMs)
      this.timers.add(timer)
    } else {
      res.writeHead(upstream.status, headers).end(upstream.body)
    }
  }

  private forward(req: IncomingMessage, url: URL, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer } | undefined> {
    return new Promise((resolve) => {
      const headers = { ...req.headers, host: this.upstream.host }
      delete headers['content-length']
      const out = httpRequest(
        {
          host: this.upstream.hostname,
          port: this.upstream.port,
          method: req.method,
          path: url.pathname + url.search,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (response) =>
          void readBody(response).then(
            (b) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: b }),
            () => resolve(undefined),
          ),
      )
      out.on('error', () => resolve(undefined))
      out.end(body)
    })
  }
}
