import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { decideFault, violateSchema, type FaultStore } from './faults.js'
import { originAllowed, type ProjectConfig, type ProjectStore } from './projects.js'
import { errorResponse, HttpError, type SandboxResponse } from './response.js'
import { parseOr400, queryObject, requiredParam } from './validate.js'

/**
 * Which query parameters a route demands: `sdk` = projectId, st and sv (spec §7: every call to
 * the catalogue and data services carries them); `project` = projectId only (the chain-RPC URL);
 * `none` = nothing (admin and sandbox routes).
 */
export type AuthMode = 'sdk' | 'project' | 'none'

/** What a route handler receives. */
export interface RouteContext {
  url: URL
  /** Capture groups of the route pattern, URI-decoded. */
  params: string[]
  query: URLSearchParams
  /** The parsed JSON body (undefined when there is none). */
  body: unknown
  projectId: string | null
  /** The project's configuration (present for `sdk` and `project` routes). */
  project: ProjectConfig | undefined
  origin: string | undefined
}

/** One route of a service. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Matched against the whole path; capture groups become `params`. */
  pattern: RegExp
  auth: AuthMode
  handler: (ctx: RouteContext) => SandboxResponse | Promise<SandboxResponse>
}

/** Options for {@link startService}. */
export interface ServiceOptions {
  /** Service name, also the key of its fault switches. */
  name: string
  routes: Route[]
  host?: string
  port?: number
  faults?: FaultStore
  projects?: ProjectStore
}

/** A listening service. */
export interface RunningService {
  name: string
  url: string
  port: number
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1_000_000

const SdkQuerySchema = v.object({ projectId: requiredParam('projectId'), st: requiredParam('st'), sv: requiredParam('sv') })
const ProjectQuerySchema = v.object({ projectId: requiredParam('projectId') })

/**
 * Starts a JSON-over-HTTP service on 127.0.0.1 with CORS for any origin, the sandbox's project
 * checks (400 for missing parameters, 403 'Unauthorized: invalid key' for an unknown project,
 * 403 'Unauthorized: origin not allowed' for a browser origin outside the project's list) and
 * the service's fault switches.
 */
export function startService(options: ServiceOptions): Promise<RunningService> {
  const timers = new Set<NodeJS.Timeout>()
  const delay = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      if (!res.headersSent) send(res, errorResponse(500, `Sandbox ${options.name} failed: ${message}`), req)
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'OPTIONS') return send(res, { status: 204, raw: '' }, req)
    const projectId = url.searchParams.get('projectId')
    const fault = options.faults?.take(options.name, url.pathname, projectId)
    let malformed = false
    let schemaViolation = false
    if (fault) {
      if (fault.latencyMs) await delay(fault.latencyMs)
      const action = decideFault(fault)
      if (action.kind === 'hang') return // the socket stays open; stop() closes it
      if (action.kind === 'rateLimit') {
        return send(res, errorResponse(429, 'Too Many Requests', { retryAfterSeconds: action.retryAfterSeconds }), req, {
          'Retry-After': String(action.retryAfterSeconds),
        })
      }
      if (action.kind === 'status') return send(res, errorResponse(action.status, `Sandbox fault: HTTP ${action.status}`), req)
      malformed = action.malformed
      schemaViolation = action.schemaViolation
    }
    let response: SandboxResponse
    try {
      response = await route(req, url)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      response = errorResponse(error.status, error.message, error.extra)
    }
    if (schemaViolation) response = { status: 200, json: violateSchema(response.json ?? null) }
    if (malformed) {
      const text = response.json !== undefined ? JSON.stringify(response.json) : String(response.raw ?? '')
      response = {
        status: 200,
        raw: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        contentType: response.json !== undefined ? 'application/json' : (response.contentType ?? 'text/plain'),
      }
    }
    send(res, response, req)
  }

  async function route(req: IncomingMessage, url: URL): Promise<SandboxResponse> {
    const matches = options.routes.filter((r) => r.pattern.test(url.pathname))
    if (matches.length === 0) throw new HttpError(404, `No route ${url.pathname} on the sandbox ${options.name} service`)
    const match = matches.find((r) => r.method === req.method)
    if (!match) throw new HttpError(405, `${req.method ?? '?'} is not allowed on ${url.pathname} (allowed: ${matches.map((r) => r.method).join(', ')})`)
    const params = (match.pattern.exec(url.pathname) ?? []).slice(1).map((p) => decodeURIComponent(p ?? ''))
    const query = url.searchParams
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    let project: ProjectConfig | undefined
    if (match.auth !== 'none') {
      const { projectId } = parseOr400(match.auth === 'sdk' ? SdkQuerySchema : ProjectQuerySchema, queryObject(query), 'query')
      project = options.projects?.get(projectId)
      if (!project) throw new HttpError(403, 'Unauthorized: invalid key')
      if (origin && !originAllowed(origin, project.allowedOrigins)) throw new HttpError(403, 'Unauthorized: origin not allowed')
    }
    const body = req.method === 'POST' || req.method === 'PUT' ? await readJsonBody(req) : undefined
    return match.handler({ url, params, query, body, projectId: query.get('projectId'), project, origin })
  }

  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`Sandbox ${options.name} service could not listen on port ${options.port ?? 0}: ${error.message}`)))
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        name: options.name,
        port,
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer)
            timers.clear()
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

function send(res: ServerResponse, response: SandboxResponse, req: IncomingMessage, extraHeaders: Record<string, string> = {}): void {
  if (res.destroyed) return
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': typeof req.headers.origin === 'string' ? req.headers.origin : '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
    ...response.headers,
    ...extraHeaders,
  }
  let payload: string | Buffer
  if (response.json !== undefined && response.raw === undefined) {
    payload = JSON.stringify(response.json)
    headers['Content-Type'] = 'application/json; charset=utf-8'
  } else {
    payload = response.raw ?? ''
    if (response.contentType) headers['Content-Type'] = response.contentType
  }
  res.writeHead(response.status, headers)
  res.end(payload)
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
}
