import { HatchError } from '../errors/HatchError.js'
import type { RegisteredViewOf, ViewRegistryOf } from '../contracts/viewTypes.js'

export type { RegisteredViewOf } from '../contracts/viewTypes.js'

/** Creates an empty registry. Registering the same view id twice is an error that names both owners. */
export function createViewRegistry<Ctx>(): ViewRegistryOf<Ctx> {
  const views = new Map<string, RegisteredViewOf<Ctx>>()
  return {
    register(owner, entries, feature) {
      for (const [id, entry] of Object.entries(entries)) {
        const existing = views.get(id)
        if (existing && existing.owner !== owner) {
          throw new HatchError('DUPLICATE_VIEW', { params: { view: id, first: existing.owner, second: owner } })
        }
        const definition = typeof entry === 'function' ? { load: entry } : entry
        views.set(id, { ...definition, id, owner, ...(feature ? { feature } : {}) })
      }
    },
    get: (id) => views.get(id),
    ids: () => [...views.keys()],
  }
}
