import type { HatchContext, ServiceProviders } from '../contracts/context.js'
import { HatchError } from '../errors/HatchError.js'

/** Something that may provide services: an adapter or a plugin (whose gate must be on). */
export interface ServiceProvider {
  services?: ServiceProviders
  id?: string
  gate?: { key: string }
}

/** The services of one instance: each loaded once, on first request, and disposed with the instance. */
export interface ServiceHost {
  get(name: string, ctx: HatchContext): Promise<unknown>
  dispose(): void
}

/**
 * Creates the service host over the registered adapters and plugins (adapters first). Loaded with
 * `import()` on the first `ctx.getService`, so an instance that never asks pays nothing at start-up. A load that
 * fails is forgotten, so the next request tries again.
 */
export function createServiceHost(providers: readonly ServiceProvider[], isFeatureEnabled: (key: string) => boolean): ServiceHost {
  const loaded = new Map<string, Promise<unknown>>()
  return {
    get(name, ctx) {
      const provider = providers.find((p) => typeof (p.services as Record<string, unknown> | undefined)?.[name] === 'function')
      if (!provider) return Promise.reject(new HatchError('SERVICE_NOT_FOUND', { params: { service: name } }))
      if (provider.gate && !isFeatureEnabled(provider.gate.key)) {
        return Promise.reject(new HatchError('FEATURE_DISABLED', { params: { feature: provider.gate.key, plugin: provider.id ?? name } }))
      }
      let service = loaded.get(name)
      if (!service) {
        const load = (provider.services as Record<string, (ctx: HatchContext) => Promise<unknown>>)[name] as (ctx: HatchContext) => Promise<unknown>
        service = Promise.resolve().then(() => load(ctx))
        loaded.set(name, service)
        service.catch(() => loaded.delete(name))
      }
      return service
    },
    dispose() {
      for (const service of loaded.values()) {
        void service.then((s) => (s as { dispose?: () => void } | undefined)?.dispose?.()).catch(() => undefined)
      }
      loaded.clear()
    },
  }
}
