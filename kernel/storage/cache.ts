import type { StorageSchema } from './schema.js'
import type { HatchStorage } from './types.js'

/** How long each cached lookup stays fresh, in milliseconds (spec §9 "Cache lifetimes"). */
export const cacheLifetimes = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
  tokenPrice: 15_000,
} as const

/** One of the persisted caches. */
export type CacheKind = keyof typeof cacheLifetimes

type CacheValue<K extends CacheKind> = NonNullable<StorageSchema[`cache:${K}`]>[string]['value']

/** Timestamped lookups kept in storage; an expired entry reads as undefined and is removed. */
export interface Cache {
  get<K extends CacheKind>(kind: K, key: string): CacheValue<K> | undefined
  set<K extends CacheKind>(kind: K, key: string, value: CacheValue<K>): void
  /** Forgets one entry, or the whole cache of a kind. */
  delete(kind: CacheKind, key?: string): void
}

/**
 * Creates the cache helper over an instance's storage. `clock` is injectable so lifetimes can
 * be tested without waiting.
 *
 * @example
 * ```ts
 * const cache = createCache(storage)
 * cache.set('identity', address, { name: 'vitalik.eth', avatar: null })
 * cache.get('identity', address) // the value for 5 minutes, then undefined
 * ```
 */
export function createCache(storage: HatchStorage<StorageSchema>, clock: () => number = Date.now): Cache {
  return {
    get(kind, key) {
      const entries = storage.get(`cache:${kind}`)
      const entry = entries?.[key]
      if (!entries || !entry) return undefined
      if (clock() - entry.timestamp < cacheLifetimes[kind]) return entry.value
      const { [key]: _expired, ...rest } = entries
      storage.set(`cache:${kind}`, rest as never)
      return undefined
    },
    set(kind, key, value) {
      const entries = storage.get(`cache:${kind}`) ?? {}
      storage.set(`cache:${kind}`, { ...entries, [key]: { timestamp: clock(), value } })
    },
    delete(kind, key) {
      if (key === undefined) return storage.remove(`cache:${kind}`)
      const entries = storage.get(`cache:${kind}`)
      if (!entries || !(key in entries)) return
      const { [key]: _removed, ...rest } = entries
      storage.set(`cache:${kind}`, rest)
    },
  }
}
