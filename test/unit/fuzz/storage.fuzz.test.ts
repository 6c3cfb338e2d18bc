import fc from 'fast-check'
import * as v from 'valibot'
import { vi, describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../../../kernel/storage/backends.js'
import { createStorage } from '../../../kernel/storage/createStorage.js'
import { storagePrefix, storageSchemas, storageVersion } from '../../../kernel/storage/schema.js'
import type { KeyValueBackend } from '../../../kernel/storage/types.js'
import { fuzzParams, hostileJson, hostileString } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// Every kernel key as the browser may hand it back: written by an older version, another script,
// a user in devtools, or cut short by a full disk. Start-up reads must never throw; a bad value
// is dropped (removed from storage, one warning naming the key), a good one comes back as stored.
const keys = Object.keys(storageSchemas) as (keyof typeof storageSchemas)[]

/** What a key's raw slot may hold: any text, JSON of any shape, an envelope of any version, or a cut-off envelope. */
const rawValue = fc.oneof(
  hostileString,
  hostileJson.map((value) => JSON.stringify(value)),
  hostileJson.map((value) => JSON.stringify({ v: storageVersion, value })),
  fc.tuple(fc.integer({ min: -2, max: 5 }), hostileJson).map(([version, value]) => JSON.stringify({ v: version, value })),
  fc.tuple(hostileJson, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify({ v: storageVersion, value })
    return text.slice(0, cut % (text.length + 1))
  }),
)

describe('fuzz: stored values (every kernel storage key)', () => {
  it.each(keys)('%s: read never throws; a bad value is dropped and removed, a good one kept', (key) => {
    fc.assert(
      fc.property(rawValue, (raw) => {
        const map = createMemoryBackend()
        const warnings: string[] = []
        const backend: KeyValueBackend = map
        backend.setItem(storagePrefix + key, raw)
        const storage = createStorage({ backend, logger: { warn: (m: string) => warnings.push(m), error: () => {}, debug: () => {} } })
        const value = storage.get(key)
        if (value === undefined) {
          // Dropped: gone from storage (nothing half-kept) and reported once, naming the key.
          expect(backend.getItem(storagePrefix + key)).toBeNull()
          expect(warnings).toHaveLength(1)
          expect(warnings[0]).toContain(`"${storagePrefix}${key}"`)
        } else {
          expect(v.safeParse(storageSchemas[key] as v.GenericSchema, value).success).toBe(true)
          expect(warnings).toEqual([])
          // What was read can be written back unchanged.
          storage.set(key, value)
          expect(storage.get(key)).toEqual(value)
        }
      }),
      fuzzParams(),
    )
  })

  it('writes: any value for any key is stored or refused with STORAGE_VALUE_INVALID naming the key; storage keeps the old value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), hostileJson, (key, value) => {
        const backend = createMemoryBackend()
        const storage = createStorage({ backend, logger: { warn: () => {}, error: () => {}, debug: () => {} } })
        backend.setItem(storagePrefix + key, 'previous')
        try {
          storage.set(key, value as never)
          expect(v.safeParse(storageSchemas[key] as v.GenericSchema, storage.get(key)).success).toBe(true)
        } catch (error) {
          expect(error).toMatchObject({ name: 'HatchError', code: 'STORAGE_VALUE_INVALID', params: { key } })
          expect(backend.getItem(storagePrefix + key)).toBe('previous')
        }
      }),
      fuzzParams(),
    )
  })
})
