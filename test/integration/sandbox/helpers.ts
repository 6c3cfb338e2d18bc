import { inject } from 'vitest'
import { createSandboxAdmin, type SandboxInfo } from '../../../sandbox/index.js'
import '../../setup/sandboxContext.js'

/** The running sandbox (from the global setup). */
export function sandbox(): SandboxInfo {
  return inject('sandbox')
}

/** Admin client of the running sandbox. */
export function admin() {
  return createSandboxAdmin(sandbox().urls.admin)
}

/** `projectId`, `st`, `sv` (spec §7) plus extra parameters, as a query string. */
export function sdkQuery(extra: Record<string, string | number> = {}, projectId = sandbox().projectId): string {
  return new URLSearchParams({
    projectId,
    st: 'hatch-test',
    sv: '0.1.0',
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  }).toString()
}

/** GET and parse JSON, asserting nothing (tests assert on status and body). */
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
}
