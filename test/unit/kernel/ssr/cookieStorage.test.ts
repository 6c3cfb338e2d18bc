// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, createHatch, isHatchError, type Hatch } from '../../../../kernel/index.js'
import { cookieToInitialState } from '../../../../kernel/ssr.js'
import { createStorage } from '../../../../kernel/storage/createStorage.js'
import { storagePrefix } from '../../../../kernel/storage/schema.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'

// cookieStorage against happy-dom's real cookie jar (document.cookie): what restoring a connection
// needs goes to one cookie, the rest to the fallback; the server reads the same cookie back.

const quiet = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })
const address = '0x00000000000000000000000000000000000000a1'
const cookieNamed = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** Every `document.cookie = …` the page makes, attributes included (the jar only hands back name=value). */
function recordCookieWrites() {
  let proto: object | null = document
  let descriptor: PropertyDescriptor | undefined
  while (proto && !(descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto)
  const writes: string[] = []
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor!.get!.call(document),
    set: (value: string) => (writes.push(value), descriptor!.set!.call(document, value)),
  })
  return { writes, stop: () => delete (document as { cookie?: string }).cookie }
}

function startPage(storage = cookieStorage({ fallback: fallbackStore, logger: quiet() })) {
  const wallet = scriptedAdapter('eip155')
  const hatch: Hatch = createHatch({
    projectId: 'cookie-test',
    networks: [testNetworks.one, testNetworks.two],
    basic: true,
    adapters: [wallet.adapter],
    storage,
    endpoints: unusedEndpoints,
    logger: quiet(),
  })
  return { hatch, wallet }
}

let fallbackStore = memoryBackend()
afterEach(() => {
  for (const c of document.cookie.split('; ').filter(Boolean)) document.cookie = `${c.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  fallbackStore = memoryBackend()
})

describe('cookieStorage', () => {
  it('keeps a connection in the cookie across a reload, and the server reads it back', async () => {
    const first = startPage()
    await first.hatch.ready
    await first.hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const cookie = cookieNamed('hatch.session')
    expect(cookie).toBeDefined()
    const stored = JSON.parse(decodeURIComponent(cookie!)) as Record<string, { v: number; value: unknown }>
    expect(Object.keys(stored).sort()).toEqual(['activeNamespace', 'activeNetwork', 'connectedConnectors', 'connections', 'disconnectedConnectorIds'])
    expect(stored.connectedConnectors?.value).toEqual({ eip155: 'eip155-wallet' })
    first.hatch.destroy()

    // The reload: a new instance on the same cookie reconnects the wallet without asking.
    const second = startPage()
    await second.hatch.ready
    expect(second.wallet.calls).toEqual(['reconnect:eip155-wallet'])
    expect(second.hatch.getState().chains.eip155?.account).toMatchObject({ status: 'connected', address })

    // The server gets the same cookie in its Cookie header.
    const header = `other=1; ${document.cookie}`
    expect(cookieToInitialState(header, { networks: [testNetworks.one, testNetworks.two], logger: quiet() })).toEqual({
      activeNamespace: 'eip155',
      accounts: { eip155: { address, connectorId: 'eip155-wallet', caipNetworkId: 'eip155:1337' } },
    })
  })

  it('disconnecting ends the session in the cookie too', async () => {
    const page = startPage()
    await page.hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await page.hatch.disconnect()
    expect(cookieToInitialState(document.cookie, { logger: quiet() })).toBeUndefined()
  })

  it('writes the cookie with SameSite=Lax and Path=/ and keeps every other key out of it', () => {
    const recorder = recordCookieWrites()
    try {
      const backend = cookieStorage({ fallback: fallbackStore, logger: quiet() })
      backend.setItem(`${storagePrefix}activeNamespace`, '{"v":1,"value":"eip155"}')
      backend.setItem(`${storagePrefix}cache:portfolio`, '{"v":1,"value":{}}')
      backend.setItem('somebody-else', 'x')
      expect(recorder.writes).toHaveLength(1)
      expect(recorder.writes[0]).toMatch(/^hatch\.session=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/)
      expect(fallbackStore.getItem(`${storagePrefix}cache:portfolio`)).toBe('{"v":1,"value":{}}')
      expect(fallbackStore.getItem('somebody-else')).toBe('x')
      expect(backend.getItem(`${storagePrefix}activeNamespace`)).toBe('{"v":1,"value":"eip155"}')
      expect(fallbackStore.getItem(`${storagePrefix}activeNamespace`)).toBeNull()
      // The last key removed takes the cookie away.
      backend.removeItem(`${storagePrefix}activeNamespace`)
      expect(cookieNamed('hatch.session')).toBeUndefined()
    } finally {
      recorder.stop()
    }
  })

  it('leaves wallet icons inlined as data: URLs out of the cookie (kilobytes each)', () => {
    const storage = createStorage({ backend: cookieStorage({ fallback: fallbackStore, logger: quiet() }), logger: quiet() })
    const icon = `data:image/svg+xml;base64,${'A'.repeat(3000)}`
    storage.set('recentWallets', [
      { id: 'io.metamask', name: 'MetaMask', imageUrl: icon },
      { id: 'com.example', name: 'Example', imageUrl: 'https://example.com/icon.png' },
    ])
    expect(storage.get('recentWallets')).toEqual([
      { id: 'io.metamask', name: 'MetaMask' },
      { id: 'com.example', name: 'Example', imageUrl: 'https://example.com/icon.png' },
    ])
    expect(cookieNamed('hatch.session')!.length).toBeLessThan(400)
  })

  it('refuses a write past 4 KiB with STORAGE_VALUE_INVALID saying how large, and leaves the cookie as it was', () => {
    const backend = cookieStorage({ fallback: fallbackStore, logger: quiet() })
    backend.setItem(`${storagePrefix}activeNamespace`, '{"v":1,"value":"eip155"}')
    const before = cookieNamed('hatch.session')
    const connections = Array.from({ length: 40 }, (_, i) => ({
      connectorId: `wallet-${i}`,
      namespace: 'eip155',
      accounts: [{ address: `0x${String(i).padStart(40, '0')}` }],
    }))
    let thrown: unknown
    try {
      backend.setItem(`${storagePrefix}connections`, JSON.stringify({ v: 1, value: connections }))
    } catch (error) {
      thrown = error
    }
    expect(isHatchError(thrown, 'STORAGE_VALUE_INVALID')).toBe(true)
    expect((thrown as { params: { issue: string; key: string } }).params.key).toBe('hatch:connections')
    expect((thrown as { params: { issue: string } }).params.issue).toMatch(
      /^the cookie "hatch\.session" would be \d{4,} bytes, more than the 4096 a browser keeps$/,
    )
    expect(cookieNamed('hatch.session')).toBe(before)
  })

  it('an instance whose cookie would pass 4 KiB keeps working in memory and warns with the error', async () => {
    const logger = quiet()
    const storage = createStorage({ backend: cookieStorage({ fallback: fallbackStore, logger: quiet() }), logger })
    const connections = Array.from({ length: 40 }, (_, i) => ({
      connectorId: `w${i}`,
      namespace: 'eip155' as const,
      accounts: [{ address: `0x${String(i).padStart(40, '0')}` }],
    }))
    storage.set('connections', connections)
    expect(storage.get('connections')).toHaveLength(40)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(String(logger.warn.mock.calls[0]?.[1])).toContain('more than the 4096 a browser keeps')
  })

  it("reads a cookie that is not Hatch's as empty, warns once, and replaces it on the next write", () => {
    document.cookie = 'hatch.session=%7Bnot-json; Path=/'
    const logger = quiet()
    const backend = cookieStorage({ fallback: fallbackStore, logger })
    expect(backend.getItem(`${storagePrefix}connections`)).toBeNull()
    expect(backend.getItem(`${storagePrefix}activeNamespace`)).toBeNull()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]?.[0]).toContain('ignored the cookie "hatch.session"')
    backend.setItem(`${storagePrefix}activeNamespace`, '{"v":1,"value":"solana"}')
    expect(backend.getItem(`${storagePrefix}activeNamespace`)).toBe('{"v":1,"value":"solana"}')
  })

  it('a forged cookie that reaches the client is dropped by storage, and the wallet is the one asked', async () => {
    // Valid JSON, wrong shape: storage drops the value with a warning; nothing is restored from it.
    document.cookie = `hatch.session=${encodeURIComponent(JSON.stringify({ connectedConnectors: { v: 1, value: { eip155: '' } } }))}; Path=/`
    const page = startPage()
    await page.hatch.ready
    expect(page.wallet.calls).toEqual([])
    expect(page.hatch.getState().chains.eip155?.account.status).toBe('disconnected')
  })
})
