import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { nfts, type NftsController, type NftsState } from '../../../../plugins/nfts/index.js'
import nftsErrorTexts from '../../../../plugins/nfts/errorTexts.js'
import { nftsMessages } from '../../../../plugins/nfts/messages.js'
import { createTestHatch, scriptedAdapter, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { json, startLocalServer, type Handler } from '../../kernel/http/localServer.js'

const OWNER = '0x00000000000000000000000000000000000000a1'
const OTHER = '0x00000000000000000000000000000000000000b2'
const CHAIN = 'eip155:1337'

function nft(tokenId: string, overrides: Record<string, unknown> = {}) {
  return {
    chainId: CHAIN,
    collection: { address: `${CHAIN}:0x00000000000000000000000000000000000000c3`, name: 'Test Hatchlings', symbol: 'TEST' },
    tokenId,
    name: `Hatchling #${tokenId}`,
    imageUrl: `http://127.0.0.1:1/v1/nft-image/${CHAIN}/0xc3/${tokenId}`,
    flags: { is_spam: false },
    ...overrides,
  }
}

/** Lets the controller's fetch (a real HTTP round trip to the local server) settle. */
async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`waited 1 s for ${what}`)
}

let server: Awaited<ReturnType<typeof startLocalServer>>
let hatch: Hatch
const routes: Record<string, Handler> = {}
const path = (address: string) => `/v1/account/${address}/nfts`
const slice = () => hatch.getState().plugins['nfts'] as NftsState
const ready = () => until(() => (slice().status === 'ready' || slice().status === 'error' ? slice() : undefined), 'the NFTs to load')

beforeEach(async () => {
  server = await startLocalServer(routes)
  const { adapter } = scriptedAdapter('eip155', { address: OWNER })
  hatch = createTestHatch({ plugins: [nfts()], adapters: [adapter], endpoints: { ...unusedEndpoints, data: server.url } })
})

afterEach(async () => {
  hatch.destroy()
  for (const key of Object.keys(routes)) delete routes[key]
  vi.useRealTimers()
  await server.close()
})

describe('nfts controller: the data service reply, validated', () => {
  it('asks GET /v1/account/{address}/nfts with chainId and the common query, and keeps all but spam-flagged tokens', async () => {
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('2'), nft('9', { flags: { is_spam: true }, name: 'Claim Your Reward Pass' }), nft('1')] })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    const state = await ready()
    expect(state.status).toBe('ready')
    expect(state.nfts.map((n) => n.name)).toEqual(['Hatchling #2', 'Hatchling #1'])
    const [request] = server.hits(path(OWNER))
    expect(request?.query.get('chainId')).toBe(CHAIN)
    expect(request?.query.get('projectId')).toBe('test-project')
    expect(request?.query.get('st')).toBeTruthy()
    expect(request?.query.get('sv')).toBeTruthy()
  })

  it('an empty holding is ready with no NFTs (the tab shows its empty state)', async () => {
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [] })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(await ready()).toMatchObject({ status: 'ready', nfts: [] })
  })

  it('a reply that breaks the schema (an image that is not an http URL) is an error naming the field, and shows nothing of it', async () => {
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('1', { imageUrl: 'javascript:alert(1)' })] })
    const errors: unknown[] = []
    hatch.on('error', (e) => errors.push(e))
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    const state = await ready()
    expect(state.status).toBe('error')
    expect(state.nfts).toEqual([])
    expect(state.error?.code).toBe('NFTS_FETCH_FAILED')
    expect(state.error?.detail).toMatch(/^Invalid response from .*nfts\.0\.imageUrl/)
    expect(errors).toEqual([expect.objectContaining({ code: 'NFTS_FETCH_FAILED', error: expect.objectContaining({ code: 'INVALID_RESPONSE' }) })])
  })

  it('a failing service is an error with its status; Try again fetches anew and recovers', async () => {
    routes[`GET ${path(OWNER)}`] = json(503, { message: 'down' })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(await ready()).toMatchObject({ status: 'error', error: { code: 'NFTS_FETCH_FAILED', detail: 'HTTP status code: 503' } })
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('1')] })
    await controller.retry()
    expect(slice()).toMatchObject({ status: 'ready', nfts: [expect.objectContaining({ tokenId: '1' })] })
    expect(slice().error).toBeUndefined()
  })

  it("the tab's text for the failure is the plugin's NFTS_FETCH_FAILED", () => {
    expect(nftsMessages['nfts.failed']).toBe(nftsErrorTexts.NFTS_FETCH_FAILED)
  })
})

describe('nfts controller: cache and refresh', () => {
  it('a list stays fresh for 30 s, then is fetched again; two shows at once ask once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('1')] })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await Promise.all([controller.show({ address: OWNER, caipNetworkId: CHAIN }), controller.show({ address: OWNER, caipNetworkId: CHAIN })])
    expect(server.hits(path(OWNER))).toHaveLength(1)
    vi.setSystemTime(Date.now() + 29_000)
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(server.hits(path(OWNER))).toHaveLength(1)
    vi.setSystemTime(Date.now() + 2_000)
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(server.hits(path(OWNER))).toHaveLength(2)
  })

  it('a transaction:sent from or to the shown account drops its list and fetches it again; another account does not', async () => {
    let holding = [nft('1')]
    routes[`GET ${path(OWNER)}`] = (req, res, seen) => json(200, { nfts: holding })(req, res, seen)
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(slice().nfts).toHaveLength(1)
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: CHAIN,
      hash: '0x1',
      from: OTHER,
      to: '0x00000000000000000000000000000000000000d4',
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(server.hits(path(OWNER))).toHaveLength(1)

    holding = [nft('5'), nft('1')]
    // Addresses compare case-insensitively (wallets hand out checksummed ones).
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: CHAIN,
      hash: '0x2',
      from: OTHER,
      to: OWNER.toUpperCase().replace('0X', '0x'),
    })
    await until(() => (slice().nfts.length === 2 ? true : undefined), 'the refreshed list')
    expect(server.hits(path(OWNER))).toHaveLength(2)
    // The grid stayed on screen while it refreshed.
    expect(slice().status).toBe('ready')
  })

  it('a slow answer for the previous account never replaces the current one', async () => {
    let release: () => void = () => undefined
    routes[`GET ${path(OTHER)}`] = async (req, res, seen) => {
      await new Promise<void>((r) => (release = r))
      await json(200, { nfts: [nft('7')] })(req, res, seen)
    }
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('1')] })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    const slow = controller.show({ address: OTHER, caipNetworkId: CHAIN })
    await until(() => (server.hits(path(OTHER)).length === 1 ? true : undefined), 'the first request')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    release()
    await slow
    expect(slice().nfts.map((n) => n.tokenId)).toEqual(['1'])
    expect(slice().target).toBe(`${CHAIN}:${OWNER}`)
  })

  it('a disconnect clears the slice', async () => {
    routes[`GET ${path(OWNER)}`] = json(200, { nfts: [nft('1')] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const controller = await hatch.context.plugins.controller<NftsController>('nfts')
    await controller.show({ address: OWNER, caipNetworkId: CHAIN })
    expect(slice().nfts).toHaveLength(1)
    await hatch.disconnect({ namespace: 'eip155' })
    expect(slice()).toEqual({ status: 'idle', nfts: [] })
  })
})

describe('nfts descriptor', () => {
  it('contributes the NFTs tab (order 20, EVM only) behind the host feature nfts, on by default', () => {
    expect(hatch.context.extensions.visible('accountTabs', 'eip155').map((t) => [t.id, t.label, t.order])).toEqual([['nfts', 'NFTs', 20]])
    expect(hatch.context.extensions.visible('accountTabs', 'solana')).toEqual([])
    const off = createTestHatch({ plugins: [nfts()], features: { nfts: false } })
    expect(off.context.extensions.visible('accountTabs', 'eip155')).toEqual([])
    off.destroy()
  })
})
