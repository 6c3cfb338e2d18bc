import type { StoredAnalyticsEvent } from './analytics/server.js'
import type { ActiveFault, FaultSpec } from './http/faults.js'
import type { ProjectConfig, ProjectPatch } from './http/projects.js'
import type { SandboxInfo } from './types.js'

/** The admin routes as functions (works in Node and in a browser page: it only uses fetch). */
export interface SandboxAdmin {
  info(): Promise<SandboxInfo>
  setFault(service: string, spec: FaultSpec): Promise<void>
  /** Clears faults: all, one service's, one project's, or one service's for one project. */
  clearFaults(service?: string, projectId?: string): Promise<void>
  listFaults(): Promise<Record<string, ActiveFault[]>>
  setProject(projectId: string, patch?: ProjectPatch): Promise<ProjectConfig>
  deleteProject(projectId: string): Promise<void>
  setIdentity(address: string, identity: { name?: string | null; avatar?: string | null }): Promise<void>
  /** Sets USD prices by symbol: for every project, or for `projectId`'s requests only (what a test running beside others should do). */
  setPrices(prices: Record<string, number>, projectId?: string): Promise<Record<string, number>>
  setImageBroken(imageId: string, broken?: boolean): Promise<void>
  /** Gives a project a catalogue of `count` wallets (2 to 13,002), or the default 520 again with `undefined`. */
  setCatalogueSize(projectId: string, count: number | undefined): Promise<void>
  events(projectId?: string): Promise<StoredAnalyticsEvent[]>
  clearEvents(): Promise<void>
  reset(): Promise<void>
}

/**
 * A client for the sandbox's admin service (`urls.admin`), for tests running in vitest workers
 * or browser pages. Every call throws with the server's message when the server refuses it.
 *
 * @example
 * const admin = createSandboxAdmin(inject('sandbox').urls.admin)
 * await admin.setFault('catalogue', { status: 503, projectId: 'my-test-project' })
 */
export function createSandboxAdmin(adminUrl: string): SandboxAdmin {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${adminUrl}${path}`, {
      method,
      ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
    })
    const text = await response.text()
    const parsed = text ? (JSON.parse(text) as unknown) : undefined
    if (!response.ok) {
      const message = (parsed as { message?: string } | undefined)?.message ?? text
      throw new Error(`Sandbox admin ${method} ${path} failed (${response.status}): ${message}`)
    }
    return parsed as T
  }
  const enc = encodeURIComponent
  return {
    info: () => call('GET', '/sandbox/info'),
    setFault: (service, spec) => call('PUT', `/sandbox/faults/${enc(service)}`, spec),
    clearFaults: (service, projectId) =>
      call('DELETE', `${service === undefined ? '/sandbox/faults' : `/sandbox/faults/${enc(service)}`}${projectId ? `?projectId=${enc(projectId)}` : ''}`),
    listFaults: async () => (await call<{ faults: Record<string, ActiveFault[]> }>('GET', '/sandbox/faults')).faults,
    setProject: (projectId, patch = {}) => call('PUT', `/sandbox/projects/${enc(projectId)}`, patch),
    deleteProject: (projectId) => call('DELETE', `/sandbox/projects/${enc(projectId)}`),
    setIdentity: (address, identity) => call('PUT', `/sandbox/identity/${enc(address)}`, identity),
    setPrices: (prices, projectId) => call('PUT', `/sandbox/prices${projectId ? `?projectId=${enc(projectId)}` : ''}`, prices),
    setImageBroken: (imageId, broken = true) => call(broken ? 'PUT' : 'DELETE', `/sandbox/broken-images/${enc(imageId)}`),
    setCatalogueSize: (projectId, count) =>
      count === undefined ? call('DELETE', `/sandbox/catalogue-sizes/${enc(projectId)}`) : call('PUT', `/sandbox/catalogue-sizes/${enc(projectId)}`, { count }),
    events: async (projectId) =>
      (await call<{ events: StoredAnalyticsEvent[] }>('GET', `/sandbox/events${projectId ? `?projectId=${enc(projectId)}` : ''}`)).events,
    clearEvents: () => call('DELETE', '/sandbox/events'),
    reset: () => call('POST', '/sandbox/reset'),
  }
}
