import { describe, expect, it } from 'vitest'
import { createTestHatch, memoryBackend } from '../../../fixtures/createTestHatch.js'
import { socialSession } from '../../../../adapters/embedded/runtime/socialSession.js'
import { embeddedStorage } from '../../../../adapters/embedded/storageKeys.js'
import { storageSchemas } from '../../../../kernel/storage/schema.js'

/**
 * Issue 26: the embedded wallet's keys (social sign-in, smart-account networks) are the adapter's,
 * under `hatch:adapter:embedded:`, no longer the kernel's; what an earlier version stored under the
 * kernel's key moves over on first read, so a visitor signed in with GitHub is still named after
 * the upgrade.
 */
const stored = (value: unknown) => JSON.stringify({ v: 1, value })

describe("the embedded wallet's storage keys", () => {
  it('are not kernel keys', () => {
    expect(Object.keys(storageSchemas)).not.toEqual(expect.arrayContaining(['socialProvider']))
    expect(Object.keys(storageSchemas).filter((key) => ['socialProvider', 'socialUsername', 'smartAccountEnabledNetworks'].includes(key))).toEqual([])
  })

  it('move a social sign-in stored by the previous version under the kernel keys', () => {
    const backend = memoryBackend()
    backend.setItem('hatch:socialProvider', stored('discord'))
    backend.setItem('hatch:socialUsername', stored('ken0'))
    const hatch = createTestHatch({ storage: backend })
    expect(socialSession(hatch.context).accountFields()).toEqual({
      socialProvider: 'discord',
      connectedWalletInfo: { name: 'Discord', type: 'AUTH' },
      username: 'ken',
    })
    expect([backend.getItem('hatch:socialProvider'), backend.getItem('hatch:socialUsername')]).toEqual([null, null])
    expect(backend.getItem('hatch:adapter:embedded:socialProvider')).toBe(stored('discord'))
    expect(backend.getItem('hatch:adapter:embedded:socialUsername')).toBe(stored('ken0'))
    hatch.destroy()
  })

  it('keep what the new key holds, drop a former value that fails the schema', () => {
    const backend = memoryBackend()
    backend.setItem('hatch:adapter:embedded:smartAccountEnabledNetworks', stored('8453'))
    backend.setItem('hatch:smartAccountEnabledNetworks', stored('1'))
    backend.setItem('hatch:socialProvider', stored('myspace'))
    const hatch = createTestHatch({ storage: backend, logger: { debug: () => undefined, warn: () => undefined, error: () => undefined } })
    expect(embeddedStorage(hatch.context, 'smartAccountEnabledNetworks').get()).toBe('8453')
    expect(embeddedStorage(hatch.context, 'socialProvider').get()).toBeUndefined()
    expect(backend.getItem('hatch:socialProvider')).toBeNull()
    hatch.destroy()
  })
})
