import { HatchError } from '../errors/HatchError.js'
import type { RegisteredViewOf, ViewRegistryOf } from '../contracts/viewTypes.js'

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
  /** Default ids an override (or a reported clash) already holds: registering them again does nothing. */
  const shadowed = new Set<string>()
  const duplicate = (view: string, first: string, second: string, override = false) =>
    new HatchError('DUPLICATE_VIEW', {
      params: { view, first, second },
      ...(override ? {} : { details: `to replace a core view, give the entry override: true (views: { ${view}: { override: true, load } })` }),
    })

  return {
    register(owner, entries, feature) {
      for (const [id, entry] of Object.entries(entries)) {
        const definition = typeof entry === 'function' ? { load: entry } : entry
        const existing = views.get(id)
        if (existing && existing.owner !== owner) {
          const replacesDefault = defaults.has(id) && definition.override === true
          if (!replacesDefault) throw duplicate(id, existing.owner, owner, definition.override === true && existing.override === true)
          shadowed.add(id)
        }
        defaults.delete(id)
        views.set(id, { ...definition, id, owner, ...(feature ? { feature } : {}) })
      }
    },
    registerDefaults(owner, entries) {
      let clash: HatchError | undefined
      for (const [id, entry] of Object.entries(entries)) {
        if (shadowed.has(id)) continue
        const existing = views.get(id)
        if (existing && defaults.has(id) && existing.owner === owner) continue
        if (existing) {
          shadowed.add(id)
          // The view registered first stays; a clash without override is reported once.
          if (existing.override !== true) clash ??= duplicate(id, owner, existing.owner)
          continue
        }
        const definition = typeof entry === 'function' ? { load: entry } : entry
        defaults.add(id)
        views.set(id, { ...definition, id, owner })
      }
      if (clash) throw clash
    },
    get: (id) => views.get(id),
    ids: () => [...views.keys()],
  }
}
