import { HatchError } from '../errors/HatchError.js'
import type { RegisteredViewOf, ViewEntryOf, ViewRegistryOf } from '../contracts/viewTypes.js'

export type { RegisteredViewOf } from '../contracts/viewTypes.js'

/**
 * Creates an empty registry. Defaults (the UI's core views) give way to an entry marked
 * `override: true`, whichever registers first; any other clash of one view id between two owners
 * is DUPLICATE_VIEW naming both (two overrides, or a view clashing without `override`).
 */
export function createViewRegistry<Ctx>(): ViewRegistryOf<Ctx> {
  const views = new Map<string, RegisteredViewOf<Ctx>>()
  /** Ids whose registered entry is a default, which an override replaces. */
  const defaults = new Set<string>()
  /** Default ids another owner's view holds (an override, or a clash reported once): registering them again does nothing. */
  const shadowed = new Set<string>()
  const add = (owner: string, entries: Record<string, ViewEntryOf<Ctx>>, feature: string | undefined, asDefault: boolean, override?: boolean) => {
    let clash: HatchError | undefined
    for (const [id, entry] of Object.entries(entries)) {
      const definition = { ...(typeof entry === 'function' ? { load: entry } : entry), ...(override ? { override } : {}) }
      const existing = views.get(id)
      if (asDefault && (shadowed.has(id) || existing?.owner === owner)) continue
      if (existing && existing.owner !== owner) {
        // Only an override meeting a default (either way round) is no clash.
        if (!(asDefault ? existing.override : defaults.has(id) && definition.override)) {
          clash ??= new HatchError('DUPLICATE_VIEW', { params: { view: id, first: existing.owner, second: owner } })
          if (!asDefault) throw clash
        }
        shadowed.add(id)
        if (asDefault) continue
      }
      if (asDefault) defaults.add(id)
      else defaults.delete(id)
      views.set(id, { ...definition, id, owner, ...(feature ? { feature } : {}) })
    }
    // A default's clash is thrown once the other defaults are registered.
    if (clash) throw clash
  }
  return {
    register: (owner, entries, feature, override) => add(owner, entries, feature, false, override),
    registerDefaults: (owner, entries) => add(owner, entries, undefined, true),
    get: (id) => views.get(id),
    ids: () => [...views.keys()],
  }
}
