import type { GenericSchema, InferOutput } from 'valibot'

/** A request made through the shared HTTP client. */
export interface HttpRequest<S extends GenericSchema> {
  /** Path relative to the client's base URL (or an absolute URL). */
  path: string
  query?: Record<string, string | number | boolean | undefined | readonly string[]>
  body?: unknown
  /** The response body must satisfy this schema, or the call throws INVALID_RESPONSE. */
  schema: S
  /** Overrides the client's timeout. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * The HTTP client shared by every service call (spec §7): adds projectId / st / sv (and clientId)
 * to each request, throws 'HTTP status code: N' on a non-OK status, times out, validates bodies.
 */
export interface HttpClient {
  get<S extends GenericSchema>(request: HttpRequest<S>): Promise<InferOutput<S>>
  post<S extends GenericSchema>(request: HttpRequest<S>): Promise<InferOutput<S>>
  /** Fetches a binary body (images) with the same params, status and timeout rules. */
  blob(request: Omit<HttpRequest<GenericSchema>, 'schema'>): Promise<Blob>
}
