import * as v from 'valibot'

/**
 * A fault switch for one service. Every field is optional; a request that matches the scope
 * (`projectId`, `path`) gets, in this order: added latency, then a hang, a 429, or an error
 * status; otherwise the real handler runs and its body may be made malformed or schema-violating.
 */
export const FaultSpecSchema = v.strictObject({
  /** Delay before answering, in ms (0 to 60 000). */
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  /** Answer with this status (400-599) instead of running the handler. */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  /** Probability (0-1) that `status` (default 500) is returned; 1 when only `status` is given. */
  errorRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  /** Answer 429 with this Retry-After (in seconds). */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600))),
  /** Send a truncated, unparseable JSON body with status 200. */
  malformed: v.optional(v.boolean()),
  /** Send valid JSON whose top-level fields all have the wrong type, with status 200. */
  schemaViolation: v.optional(v.boolean()),
  /** Never answer (the socket stays open until the client gives up or the sandbox stops). */
  hang: v.optional(v.boolean()),
  /** Only requests carrying this `projectId` query parameter. */
  projectId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Only requests to this path; a trailing `*` makes it a prefix (`/v1/account/*`). */
  path: v.optional(v.pipe(v.string(), v.startsWith('/', 'path must start with /'))),
  /** Clear the fault after it has hit this many requests. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/** A fault switch; see {@link FaultSpecSchema}. */
export type FaultSpec = v.InferOutput<typeof FaultSpecSchema>

/** A fault switch as stored, with how many requests it has hit. */
export interface ActiveFault extends FaultSpec {
  hits: number
}

/** What a matching fault decides before the handler runs. */
export type FaultAction =
  | { kind: 'hang' }
  | { kind: 'status'; status: number }
  | { kind: 'rateLimit'; retryAfterSeconds: number }
  | { kind: 'pass'; malformed: boolean; schemaViolation: boolean }

/**
 * The fault switches of every service, keyed by service name. Setting a fault replaces any
 * fault of the same service with the same scope (projectId + path), so tests can re-set freely.
 */
export class FaultStore {
  private readonly faults = new Map<string, ActiveFault[]>()

  /** Sets (or replaces) a fault for `service`; throws a clear error for a bad spec. */
  set(service: string, spec: FaultSpec): void {
    const parsed = v.safeParse(FaultSpecSchema, spec)
    if (!parsed.success) {
      throw new Error(`Invalid fault for ${service}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`)
    }
    const list = (this.faults.get(service) ?? []).filter((f) => f.projectId !== spec.projectId || f.path !== spec.path)
    list.push({ ...parsed.output, hits: 0 })
    this.faults.set(service, list)
  }

  /** Clears faults: all, one service's, one project's (every service), or one service's for one project. */
  clear(service?: string, projectId?: string): void {
    const services = service === undefined ? [...this.faults.keys()] : [service]
    for (const name of services) {
      if (projectId === undefined) this.faults.delete(name)
      else
        this.faults.set(
          name,
          (this.faults.get(name) ?? []).filter((f) => f.projectId !== projectId),
        )
    }
  }

  /** A snapshot of every active fault, by service. */
  list(): Record<string, ActiveFault[]> {
    return Object.fromEntries([...this.faults].map(([service, list]) => [service, list.map((f) => ({ ...f }))]))
  }

  /** Finds the fault for a request and counts the hit (removing it when `times` is used up). */
  take(service: string, path: string, projectId: string | null): ActiveFault | undefined {
    const list = this.faults.get(service)
    if (!list) return undefined
    const fault = list.find((f) => (f.projectId === undefined || f.projectId === projectId) && (f.path === undefined || pathMatches(f.path, path)))
    if (!fault) return undefined
    fault.hits += 1
    if (fault.times !== undefined && fault.hits >= fault.times) list.splice(list.indexOf(fault), 1)
    return { ...fault }
  }
}

/** Decides what a fault does to a request (after its latency). */
export function decideFault(fault: FaultSpec, random: () => number = Math.random): FaultAction {
  if (fault.hang) return { kind: 'hang' }
  if (fault.retryAfterSeconds !== undefined) return { kind: 'rateLimit', retryAfterSeconds: fault.retryAfterSeconds }
  if (fault.status !== undefined || fault.errorRate !== undefined) {
    const rate = fault.errorRate ?? 1
    if (random() < rate) return { kind: 'status', status: fault.status ?? 500 }
  }
  return { kind: 'pass', malformed: fault.malformed ?? false, schemaViolation: fault.schemaViolation ?? false }
}

/**
 * Gives every field the wrong type (arrays become strings, strings numbers, numbers strings,
 * objects arrays, booleans strings), so any schema check on the client fails.
 */
export function violateSchema(body: unknown): unknown {
  const wrong = (value: unknown): unknown => {
    if (Array.isArray(value)) return 'sandbox-schema-violation'
    if (typeof value === 'string') return 12345
    if (typeof value === 'number') return 'not-a-number'
    if (typeof value === 'boolean') return 'not-a-boolean'
    if (value === null) return ['unexpected']
    return [value]
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    return Object.fromEntries(Object.entries(body).map(([k, val]) => [k, wrong(val)]))
  }
  return { unexpected: wrong(body) }
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
}
