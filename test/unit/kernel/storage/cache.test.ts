import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../../../../kernel/storage/backends.js'
import { cacheLifetimes, createCache } from '../../../../kernel/storage/cache.js'
import { createStorage } from '../../../../kernel/storage/createStorage.js'
import { rememberRecentWallet } from '../../../../kernel/storage/recentWallets.js'

function setup() {
  let now = 1_000_000
  const storage = createStorage({ backend: createMemoryBackend() })
  const cache = createCache(storage, () => now)
  return { storage, cache, advance: (ms: number) => void (now += ms) }
}

describe('cache', () => {
  it('has the lifetimes of spec §9', () => {
    expect(cacheLifetimes).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
      tokenPrice: 15_000,
    })
  })

  it.each(Object.entries(cacheLifetimes))('keeps a %s entry fresh for %i ms, then reads undefined', (kind, lifetime) => {
    const { cache, advance } = setup()
    const values = {
      portfolio: [],
      nativeBalance: { balance: '1.5', symbol: 'ETH' },
      name: { name: 'alice.hatch' },
      identity: { name: 'alice', avatar: null },
      tokenPrice: { price: 3000 },
    } as const
    const k = kind as keyof typeof values
    cache.set(k, 'key', values[k] as never)
    advance(lifetime - 1)
    expect(cache.get(k, 'key')).toEqual(values[k])
    advance(1)
    expect(cache.get(k, 'key')).toBeUndefined()
  })

  it('persists entries in storage so a new instance sees them, and removes expired ones', () => {
    const { storage, cache, advance } = setup()
    cache.set('identity', '0xa', { name: 'a', avatar: null })
    cache.set('identity', '0xb', { name: 'b', avatar: null })
    expect(Object.keys(storage.get('cache:identity') ?? {})).toEqual(['0xa', '0xb'])
    advance(cacheLifetimes.identity)
    expect(cache.get('identity', '0xa')).toBeUndefined()
    expect(Object.keys(storage.get('cache:identity') ?? {})).toEqual(['0xb'])
  })

  it('deletes one entry or a whole kind', () => {
    const { cache } = setup()
    cache.set('tokenPrice', 'eth', { price: 1 })
    cache.set('tokenPrice', 'sol', { price: 2 })
    cache.delete('tokenPrice', 'eth')
    expect(cache.get('tokenPrice', 'eth')).toBeUndefined()
    expect(cache.get('tokenPrice', 'sol')).toEqual({ price: 2 })
    cache.delete('tokenPrice')
    expect(cache.get('tokenPrice', 'sol')).toBeUndefined()
  })
})

describe('recent wallets', () => {
  it('keeps the two most recent, newest first, without duplicates', () => {
    const { storage } = setup()
    rememberRecentWallet(storage, { id: 'a', name: 'A' })
    rememberRecentWallet(storage, { id: 'b', name: 'B' })
    rememberRecentWallet(storage, { id: 'c', name: 'C' })
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['c', 'b'])
    rememberRecentWallet(storage, { id: 'b', name: 'B' })
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['b', 'c'])
  })
})
