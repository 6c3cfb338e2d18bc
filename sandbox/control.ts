import { AnalyticsStore } from './analytics/server.js'
import { CatalogueState } from './catalogue/server.js'
import { DataState } from './data/state.js'
import { FaultStore, type ActiveFault, type FaultSpec } from './http/faults.js'
import { ProjectStore, type ProjectConfig, type ProjectPatch } from './http/projects.js'

/** Services that have fault switches (later modules may register more). */
export const CORE_FAULT_SERVICES = ['catalogue', 'data', 'analytics'] as const

/**
 * Every piece of mutable sandbox state, with the operations tests use. Both the programmatic
 * API and the admin HTTP routes go through this one object, so they cannot drift apart.
 */
export class SandboxControl {
  readonly faultStore = new FaultStore()
  readonly projects = new ProjectStore()
  readonly catalogue = new CatalogueState()
  readonly data = new DataState()
  readonly analytics = new AnalyticsStore()
  private readonly faultServices = new Set<string>(CORE_FAULT_SERVICES)

  /** Lets a later module (solana, bitcoin, relay ...) use the same fault switches. */
  registerFaultService(name: string): void {
    this.faultServices.add(name)
  }

  /** Names accepted by {@link setFault}. */
  get services(): string[] {
    return [...this.faultServices]
  }

  /** Sets (or replaces, for the same projectId + path scope) a fault switch on a service. */
  setFault(service: string, spec: FaultSpec): void {
    if (!this.faultServices.has(service)) throw new Error(`Unknown service '${service}' for faults; known: ${this.services.join(', ')}`)
    this.faultStore.set(service, spec)
  }

  /** Clears faults: all, one service's, one project's (every service), or one service's for one project. */
  clearFaults(service?: string, projectId?: string): void {
    if (service !== undefined && !this.faultServices.has(service))
      throw new Error(`Unknown service '${service}' for faults; known: ${this.services.join(', ')}`)
    this.faultStore.clear(service, projectId)
  }

  listFaults(): Record<string, ActiveFault[]> {
    return this.faultStore.list()
  }

  /** Creates or updates a project (features, allowed origins, analytics flag). */
  setProject(projectId: string, patch: ProjectPatch = {}): ProjectConfig {
    return this.projects.upsert(projectId, patch)
  }

  /** Sets the name and avatar `/v1/identity/{address}` returns. */
  setIdentity(address: string, identity: { name?: string | null; avatar?: string | null }): void {
    this.data.identities.set(address, identity)
  }

  /** Sets the USD price of a symbol (ETH, USDC ...), for `projectId`'s requests only when given. */
  setPrice(symbol: string, price: number, projectId?: string): void {
    this.data.prices.set(symbol, price, projectId)
  }

  /** Makes an image id (wallet image_id, or an asset/currency/token id) answer 500, or heals it. */
  setImageBroken(imageId: string, broken = true): void {
    if (broken) this.catalogue.brokenImages.add(imageId)
    else this.catalogue.brokenImages.delete(imageId)
  }

  /**
   * Gives one project a catalogue of `count` generated wallets (up to 13,002, e.g. 10,000 to
   * measure AllWallets at full size), or the default 520 again with `undefined`.
   */
  setCatalogueSize(projectId: string, count: number | undefined): void {
    this.catalogue.setSize(projectId, count)
  }

  /** Back to the start state: no faults, default project only, no identities, default prices, no broken images, default catalogue size, no events. */
  reset(): void {
    this.faultStore.clear()
    this.projects.reset()
    this.data.identities.reset()
    this.data.prices.reset()
    this.catalogue.brokenImages.clear()
    this.catalogue.resetSizes()
    this.analytics.clear()
  }
}
