import * as v from 'valibot'
import type { PluginContext } from '../../kernel/index.js'
import { HistoryPageSchema, type HistoryPage } from './historySchema.js'

/** Spec §9 "Cache lifetimes": transaction history 15 s. */
export const historyCacheLifetimeMs = 15_000

/** Pages of history kept for 15 s per account, network and cursor, in the instance's storage. */
export interface HistoryCache {
  get(key: string): HistoryPage | undefined
  set(key: string, page: HistoryPage): void
  /** Forgets every page whose key starts with `prefix` (one account on one network). */
  drop(prefix: string): void
}

/** A page kept with the time it was stored. */
const entriesSchema = v.record(
  v.string(),
  v.object({ timestamp: v.number(), value: v.looseObject({ data: v.array(v.looseObject({ id: v.string() })), next: v.optional(v.nullable(v.string())) }) }),
)

/**
 * The history cache, kept in the plugin's storage under `history` (so it survives a reload like
 * the other caches of spec §3). `now` is injectable so the lifetime is tested without waiting.
 * An entry that no longer satisfies the page schema reads as a miss.
 */
export function createHistoryCache(storage: PluginContext['storage'], now: () => number): HistoryCache {
  const slot = storage.define('history', entriesSchema)
  const entries = () => slot.get() ?? {}
  return {
    get(key) {
      const entry = entries()[key]
      if (!entry || now() - entry.timestamp >= historyCacheLifetimeMs) return undefined
      const parsed = v.safeParse(HistoryPageSchema, entry.value)
      return parsed.success ? parsed.output : undefined
    },
    set(key, page) {
      const all = entries()
      // Expired pages are dropped as new ones arrive, so the stored map stays small.
      const fresh = Object.fromEntries(Object.entries(all).filter(([, e]) => now() - e.timestamp < historyCacheLifetimeMs))
      slot.set({ ...fresh, [key]: { timestamp: now(), value: page } })
    },
    drop(prefix) {
      const all = entries()
      const kept = Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(prefix)))
      if (Object.keys(kept).length !== Object.keys(all).length) slot.set(kept)
    },
  }
}
