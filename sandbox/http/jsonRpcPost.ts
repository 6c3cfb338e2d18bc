import type { IncomingMessage, ServerResponse } from 'node:http'

/** A JSON-RPC error a sandbox RPC service answers with its own code. */
export class JsonRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** How {@link answerJsonRpcPost} reads, runs and answers one request. */
export interface JsonRpcPost {
  /** Largest body accepted; a longer one is refused while it is read (-32600), not after. */
  maxBytes: number
  /** The code of an error that is not a {@link JsonRpcError} (the service's "internal" code). */
  fallbackCode: number
  handle(method: string, params: unknown): Promise<unknown>
}

/** Writes a JSON answer, readable from any origin (the secure frame calls these services from its own). */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  res.end(JSON.stringify(body))
}

/** Answers a CORS preflight (`OPTIONS`) and says so; any other request is left to the caller. */
export function answeredPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
  })
  res.end()
  return true
}

const readBody = (req: IncomingMessage, maxBytes: number): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(new JsonRpcError(`request body over ${maxBytes} bytes`, -32600))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

/**
 * Answers one JSON-RPC POST of the sandbox's bundler and paymaster: the result, or the error with
 * its code (a JsonRpcError's own, -32700 for JSON that does not parse, else `fallbackCode`), always
 * with HTTP 200 as JSON-RPC over HTTP does.
 */
export function answerJsonRpcPost(req: IncomingMessage, res: ServerResponse, rpc: JsonRpcPost): void {
  void (async () => {
    let id: unknown = null
    try {
      const body = JSON.parse(await readBody(req, rpc.maxBytes)) as { id?: unknown; method?: unknown; params?: unknown }
      id = body.id ?? null
      if (typeof body.method !== 'string') throw new JsonRpcError('method must be a string', -32600)
      answerJson(res, 200, { jsonrpc: '2.0', id, result: await rpc.handle(body.method, body.params ?? []) })
    } catch (error) {
      const code = error instanceof JsonRpcError ? error.code : error instanceof SyntaxError ? -32700 : rpc.fallbackCode
      answerJson(res, 200, { jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } })
    }
  })()
}
