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
  /** Writes the JSON answer (the service's own headers, CORS included). */
  answer(res: ServerResponse, status: number, body: unknown): void
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
      rpc.answer(res, 200, { jsonrpc: '2.0', id, result: await rpc.handle(body.method, body.params ?? []) })
    } catch (error) {
      const code = error instanceof JsonRpcError ? error.code : error instanceof SyntaxError ? -32700 : rpc.fallbackCode
      rpc.answer(res, 200, { jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } })
    }
  })()
}
