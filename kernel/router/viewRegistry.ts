import { HatchError } from '../errors/HatchError.js'
import type { ViewDefinition, ViewEntry } from '../contracts/definePlugin.js'

/** A registered view and who owns it. */
export interface RegisteredView extends ViewDefinition {
  id: string
  owner: string
  /** Feature key gating the view, when its owner is a gated plugin. */
  feature?: string
}

/** The views known to one instance. */
export interface ViewRegistry {
  register(owner: string, views: Record<string, ViewEntry>, feature?: string): void
  get(view: string): RegisteredView | undefined
  ids(): string[]
}

/** Creates an empty registry. Registering the same view id twice is an error that names both owners. */
export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, RegisteredView>()
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
