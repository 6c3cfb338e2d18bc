/** A handler's answer, kept structured so fault switches can rewrite JSON bodies. */
export interface SandboxResponse {
  status: number
  headers?: Record<string, string>
  /** A JSON value (sent as application/json) or raw text/bytes with `contentType`. */
  json?: unknown
  raw?: string | Buffer
  contentType?: string
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): SandboxResponse {
  return { status, json: body, ...(headers ? { headers } : {}) }
}

/** The sandbox's error body: `{ message }` (plus `issues` for validation errors). */
export function errorResponse(status: number, message: string, extra?: Record<string, unknown>): SandboxResponse {
  return { status, json: { message, ...extra } }
}

/** An SVG image response. */
export function svg(markup: string): SandboxResponse {
  return { status: 200, raw: markup, contentType: 'image/svg+xml', headers: { 'Cache-Control': 'no-store' } }
}

/** Thrown by handlers to answer with an error status and message. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}
