import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the local server received. */
export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  body: string
  at: number
}

/** Answers one request; may be async (to stall) and may write anything. */
export type Handler = (req: IncomingMessage, res: ServerResponse, seen: SeenRequest) => void | Promise<void>

/**
 * A real HTTP server on 127.0.0.1 with a random port, routed by `METHOD /path`. Unrouted
 * requests get 404. Used by kernel tests instead of mocking fetch.
 */
export async function startLocalServer(routes: Record<string, Handler> = {}) {
  const seen: SeenRequest[] = []
  const sockets = new Set<import('node:net').Socket>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      seen.push(request)
      const handler = routes[`${request.method} ${request.path}`]
      if (!handler) {
        res.writeHead(404).end('not found')
        return
      }
      void Promise.resolve(handler(req, res, request)).catch((error) => res.writeHead(500).end(String(error)))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    seen,
    /** Requests to one path. */
    hits: (path: string) => seen.filter((r) => r.path === path),
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Sends `body` as JSON with `status`. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) => void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
}

/** Sends plain text with `status`. */
export function text(status: number, body: string, headers: Record<string, string> = {}): Handler {
  return (_req, res) => void res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body)
}
