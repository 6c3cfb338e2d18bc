import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import type { Logger } from '../../../../kernel/options/logger.js'
import { createMemoryBackend } from '../../../../kernel/storage/backends.js'
import { createStorage } from '../../../../kernel/storage/createStorage.js'
import type { KeyValueBackend } from '../../../../kernel/storage/types.js'

function recordingLogger() {
  const warnings: string[] = []
  const logger: Logger = { debug() {}, error() {}, warn: (message) => void warnings.push(message) }
  return { logger, warnings }
}

function setup() {
  const backend = createMemoryBackend()
  const { logger, warnings } = recordingLogger()
  return { backend, warnings, storage: createStorage({ backend, logger }) }
}

describe('createStorage', () => {
  it('writes prefixed, versioned JSON and reads it back typed', () => {
    const { backend, storage } = setup()
    storage.set('connectedWallet', { id: 'metamask', name: 'MetaMask' })
    expect(JSON.parse(backend.getItem('hatch:connectedWallet')!)).toEqual({ v: 1, value: { id: 'metamask', name: 'MetaMask' } })
    expect(storage.get('connectedWallet')).toEqual({ id: 'metamask', name: 'MetaMask' })
    expect(backend.getItem('connectedWallet')).toBeNull()
  })

  it('round-trips every kind of kernel key', () => {
    const { storage } = setup()
    storage.set('activeNetwork', 'eip155:8453')
    storage.set('activeNamespace', 'solana')
    storage.set('connectedConnectors', { eip155: 'io.metamask', solana: 'phantom' })
    storage.set('preferredAccountTypes', { eip155: 'eoa', bip122: 'ordinal' })
    storage.set('deepLinkChoice', { href: 'wc://', name: 'Desktop' })
    storage.set('lastUsedChainId', 8453)
    storage.set('connections', [{ connectorId: 'io.metamask', namespace: 'eip155', accounts: [{ address: '0xabc' }], caipNetworkId: 'eip155:1' }])
    expect(storage.get('activeNetwork')).toBe('eip155:8453')
    expect(storage.get('connectedConnectors')).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
    expect(storage.get('deepLinkChoice')).toEqual({ href: 'wc://', name: 'Desktop' })
    expect(storage.get('lastUsedChainId')).toBe(8453)
    expect(storage.get('connections')?.[0]?.caipNetworkId).toBe('eip155:1')
  })

  it('reads a missing key as undefined without logging', () => {
    const { storage, warnings } = setup()
    expect(storage.get('connectedWallet')).toBeUndefined()
    expect(warnings).toEqual([])
  })

  it.each([
    ['not JSON', '{oops', 'not JSON'],
    ['a foreign value (no envelope)', '"eip155"', 'not a Hatch value'],
    ['another version', JSON.stringify({ v: 2, value: 'eip155' }), 'version 2'],
    ['a value failing its schema', JSON.stringify({ v: 1, value: 'tron' }), 'Invalid type'],
  ])('drops %s, logs the key and the problem, and reads undefined', (_label, raw, problem) => {
    const { backend, storage, warnings } = setup()
    backend.setItem('hatch:activeNamespace', raw)
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(backend.getItem('hatch:activeNamespace')).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('hatch:activeNamespace')
    expect(warnings[0]).toContain(problem)
  })

  it('names the path of a nested problem', () => {
    const { backend, storage, warnings } = setup()
    backend.setItem('hatch:connectedConnectors', JSON.stringify({ v: 1, value: { eip155: 42 } }))
    expect(storage.get('connectedConnectors')).toBeUndefined()
    expect(warnings[0]).toMatch(/eip155: .*Expected string/)
  })

  it('rejects a malformed network id and an over-long recent list on read', () => {
    const { backend, storage } = setup()
    backend.setItem('hatch:activeNetwork', JSON.stringify({ v: 1, value: 'eip155:' }))
    expect(storage.get('activeNetwork')).toBeUndefined()
    const wallet = { id: 'a', name: 'A' }
    backend.setItem('hatch:recentWallets', JSON.stringify({ v: 1, value: [wallet, wallet, wallet] }))
    expect(storage.get('recentWallets')).toBeUndefined()
  })

  it('refuses to write an invalid value with an error naming the key', () => {
    const { storage } = setup()
    let error: unknown
    try {
      storage.set('activeNetwork', 'not-a-network')
    } catch (e) {
      error = e
    }
    expect(isHatchError(error, 'STORAGE_VALUE_INVALID')).toBe(true)
    expect((error as Error).message).toContain('"activeNetwork"')
  })

  it('removes a key', () => {
    const { storage } = setup()
    storage.set('deepLinkChoice', { href: 'wc://', name: 'Desktop' })
    storage.remove('deepLinkChoice')
    expect(storage.get('deepLinkChoice')).toBeUndefined()
  })
})

describe('fallback to memory', () => {
  it('works with no backend at all (server rendering)', () => {
    const { logger } = recordingLogger()
    const storage = createStorage({ logger })
    storage.set('activeNamespace', 'solana')
    expect(storage.get('activeNamespace')).toBe('solana')
  })

  it('switches to memory, with one warning, when the backend throws', () => {
    const blocked: KeyValueBackend = {
      getItem() {
        throw new Error('SecurityError: access denied')
      },
      setItem() {
        throw new Error('QuotaExceededError')
      },
      removeItem() {
        throw new Error('SecurityError: access denied')
      },
    }
    const { logger, warnings } = recordingLogger()
    const storage = createStorage({ backend: blocked, logger })
    storage.set('activeNamespace', 'bip122')
    expect(storage.get('activeNamespace')).toBe('bip122')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('memory')
  })

  it('uses a host-provided backend', () => {
    const seen: string[] = []
    const map = new Map<string, string>()
    const backend: KeyValueBackend = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, val) => void (seen.push(k), map.set(k, val)),
      removeItem: (k) => void map.delete(k),
    }
    createStorage({ backend }).set('lastUsedChainId', 8453)
    expect(seen).toEqual(['hatch:lastUsedChainId'])
  })
})

describe('plugin keys', () => {
  it('validates a declared key like a kernel key', () => {
    const { backend, storage, warnings } = setup()
    const slot = storage.define('swaps:lastPair', v.object({ from: v.string(), to: v.string() }))
    slot.set({ from: 'ETH', to: 'USDC' })
    expect(slot.get()).toEqual({ from: 'ETH', to: 'USDC' })
    backend.setItem('hatch:swaps:lastPair', JSON.stringify({ v: 1, value: { from: 1 } }))
    expect(slot.get()).toBeUndefined()
    expect(warnings[0]).toContain('hatch:swaps:lastPair')
  })

  it('refuses to redefine a kernel key or a plugin key with another schema', () => {
    const { storage } = setup()
    const schema = v.string()
    storage.define('names:last', schema)
    expect(() => storage.define('names:last', schema)).not.toThrow()
    expect(() => storage.define('names:last', v.number())).toThrow(/names:last/)
    expect(() => storage.define('activeNetwork', v.string())).toThrow(/already defined/)
  })

  it('rejects an undeclared key instead of silently reading nothing', () => {
    const { storage } = setup()
    expect(() => storage.get('typo' as never)).toThrow(/typo/)
  })
})
