import { vi } from 'vitest'
import type { Fault, FaultProxy } from './faultProxy.js'

// Captured before any test fakes the clock: polling for the proxy's hits runs in real time.
const realSetTimeout = globalThis.setTimeout

/** The product's per-request deadline for service calls (kernel/http, spec §9 "timeout 10000 ms"). */
export const SERVICE_TIMEOUT_MS = 10_000

/** One row of the fault matrix: the fault, and the error text the product must give for it. */
export interface FaultCase {
  name: string
  fault: Fault
  /** The HatchError code the call fails with. */
  code: 'HTTP_NETWORK' | 'HTTP_TIMEOUT' | 'HTTP_STATUS' | 'INVALID_RESPONSE'
  /** The first line of the error's message (the catalogue's text with its parameters), `{path}` standing for the call's path. */
  message: (url: string) => RegExp
  /** Waits on the product's own deadline: run it on the injected clock. */
  needsClock: boolean
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every fault of LOCAL-STACK.md and issue 18, for calls through the shared HTTP client. */
export const serviceFaultCases: FaultCase[] = [
  {
    name: 'refused connection',
    fault: { kind: 'refused' },
    code: 'HTTP_NETWORK',
    message: (url) => new RegExp(`^Request to ${escape(url)} failed: fetch failed: connect ECONNREFUSED`),
    needsClock: false,
  },
  {
    name: 'dropped connection',
    fault: { kind: 'reset' },
    code: 'HTTP_NETWORK',
    message: (url) => new RegExp(`^Request to ${escape(url)} failed: fetch failed`),
    needsClock: false,
  },
  {
    name: 'hang past the timeout',
    fault: { kind: 'hang' },
    code: 'HTTP_TIMEOUT',
    message: (url) => new RegExp(`^Request to ${escape(url)} timed out after 10000 ms$`),
    needsClock: true,
  },
  { name: '503', fault: { kind: 'status', status: 503 }, code: 'HTTP_STATUS', message: () => /^HTTP status code: 503$/, needsClock: false },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, retryAfter: '2' },
    code: 'HTTP_STATUS',
    message: () => /^HTTP status code: 429$/,
    needsClock: false,
  },
  {
    name: 'truncated JSON',
    fault: { kind: 'truncated' },
    code: 'INVALID_RESPONSE',
    message: (url) => new RegExp(`^Invalid response from ${escape(url)}: the body is not JSON$`),
    needsClock: false,
  },
  {
    name: 'wrong schema',
    fault: { kind: 'wrongSchema' },
    code: 'INVALID_RESPONSE',
    message: (url) => new RegExp(`^Invalid response from ${escape(url)}: \\w+: Invalid type`),
    needsClock: false,
  },
  {
    name: 'huge body (32 MiB)',
    fault: { kind: 'huge', bytes: 32 * 1024 * 1024 },
    code: 'INVALID_RESPONSE',
    message: (url) => new RegExp(`^Invalid response from ${escape(url)}: \\w+: Invalid key: Expected "\\w+" but received undefined$`),
    needsClock: false,
  },
  {
    name: 'slow drip',
    fault: { kind: 'drip', everyMs: 40 },
    code: 'HTTP_TIMEOUT',
    message: (url) => new RegExp(`^Request to ${escape(url)} timed out after 10000 ms$`),
    needsClock: true,
  },
]

/** Polls `check` in real time (the test's clock may be fake) until it holds. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
}

/**
 * Runs `start` (which makes the product call through `proxy`) and, for a fault that waits on the
 * product's deadline, moves the injected clock past it once the request reached the proxy: no
 * test waits 10 real seconds. Returns what `start` returned.
 */
export async function underFault<T>(proxy: FaultProxy, fault: FaultCase, path: string, start: () => T, deadlineMs = SERVICE_TIMEOUT_MS): Promise<Awaited<T>> {
  if (!fault.needsClock) return await start()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const before = proxy.hits(path).length
    const pending = Promise.resolve(start())
    pending.catch(() => undefined)
    await until(() => proxy.hits(path).length > before, `a request to ${path}`)
    await vi.advanceTimersByTimeAsync(deadlineMs)
    return await pending
  } finally {
    vi.useRealTimers()
  }
}

/** The first line of an error's message (HatchError adds Details and Docs lines). */
export const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] as string
