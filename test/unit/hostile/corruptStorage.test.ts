import { describe, expect, it } from 'vitest'
import { storagePrefix, storageSchemas, storageVersion } from '../../../kernel/storage/schema.js'
import { createTestHatch, memoryBackend, scriptedAdapter } from '../../fixtures/createTestHatch.js'

// Start-up with hostile browser storage (issue 18 "Storage"): every key the kernel reads holding a
// corrupt, truncated, older-version or foreign value, and a storage that refuses writes (quota).
// Start-up must never break: each bad value is dropped with one warning naming it, the visitor
// starts disconnected, and connecting afterwards works and is remembered.

const keys = Object.keys(storageSchemas)
const hostileValues = [
  'not json at all',
  `{"v":${storageVersion},"value":`, // cut off mid-write
  JSON.stringify({ v: 0, value: 'from an older version' }),
  JSON.stringify({ v: storageVersion, value: { __proto__: { polluted: true }, unexpected: ['shape'] } }),
  JSON.stringify({ v: storageVersion, value: '<img src=x onerror=alert(1)>' }),
  JSON.stringify([1, 2, 3]),
  'null',
]

function logger() {
  const warnings: string[] = []
  return { warnings, logger: { warn: (m: string) => void warnings.push(m), error: () => {}, debug: () => {} } }
}

describe('start-up with hostile storage', () => {
  it.each(hostileValues)('every kernel key holding %j: start-up completes, each value dropped and named, nothing restored', async (raw) => {
    const backend = memoryBackend()
    for (const key of keys) backend.setItem(storagePrefix + key, raw)
    const { warnings, logger: log } = logger()
    const { adapter, calls } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ storage: backend, logger: log, adapters: [adapter] })
    await hatch.ready
    const state = hatch.getState()
    expect(state.chains.eip155?.account.address).toBeUndefined()
    expect(calls.filter((c) => c.startsWith('reconnect'))).toEqual([])
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    // Each value the kernel read at start was dropped from storage and named in one warning.
    const dropped = keys.filter((key) => warnings.some((w) => w.includes(`"${storagePrefix}${key}"`)))
    expect(dropped.length).toBeGreaterThan(0)
    for (const key of dropped) expect(backend.getItem(storagePrefix + key)).toBeNull()
    // The visitor can connect, and the connection is stored afresh.
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(hatch.getState().chains.eip155?.account.address).toBe('0x00000000000000000000000000000000000000a1')
    expect(backend.getItem(`${storagePrefix}connections`)).toContain('eip155-wallet')
  })

  it('a storage over quota (every write throws QuotaExceededError): one warning, values kept in memory, connecting still works', async () => {
    const inner = memoryBackend()
    const full = {
      getItem: inner.getItem,
      removeItem: inner.removeItem,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const { warnings, logger: log } = logger()
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ storage: full, logger: log, adapters: [adapter] })
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(hatch.getState().chains.eip155?.account.address).toBe('0x00000000000000000000000000000000000000a1')
    expect(warnings.filter((w) => w.startsWith('storage write failed'))).toHaveLength(1)
    await hatch.disconnect()
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(warnings.filter((w) => w.startsWith('storage'))).toHaveLength(1)
  })
})
