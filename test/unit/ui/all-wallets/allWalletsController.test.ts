import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAllWalletsController, PAGE_SIZE, type AllWalletsControllerOptions } from '../../../../ui/views/all-wallets/allWalletsController.js'
import { catalogueClient, type CountingClient } from './catalogueClient.js'
import { CHAINS, startCatalogue } from './catalogueServer.js'

let server: Awaited<ReturnType<typeof startCatalogue>>
const allChains = [...CHAINS.eip155, ...CHAINS.solana, ...CHAINS.bip122]
const controllers: { dispose(): void }[] = []

beforeAll(async () => {
  server = await startCatalogue()
})
afterAll(() => server.stop())
afterEach(() => {
  for (const c of controllers.splice(0)) c.dispose()
  server.faults.clear()
  server.state.brokenImages.clear()
})

function make(overrides: Partial<AllWalletsControllerOptions> = {}, client: CountingClient = catalogueClient(server.url)) {
  const controller = createAllWalletsController({
    catalogue: client,
    list: { include: [], exclude: [], featured: [] },
    chains: allChains,
    rules: { isMobile: false, universalProvider: false },
    ...overrides,
  })
  controllers.push(controller)
  return { controller, client }
}
const walletRequests = (client: CountingClient) => client.requests.filter((u) => u.pathname === '/getWallets')
const imageRequests = (client: CountingClient) => client.requests.filter((u) => u.pathname.startsWith('/getWalletImage/'))
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('AllWallets controller against the sandbox catalogue', () => {
  it('fetches nothing until the view opens, then 4 recommended and a first page of 40', async () => {
    const { controller, client } = make()
    expect(client.requests).toHaveLength(0)
    await controller.open()
    const s = controller.getState()
    expect(s.status).toBe('ready')
    expect(s.recommended).toHaveLength(4)
    expect(s.wallets).toHaveLength(PAGE_SIZE)
    expect(s.count).toBe(server.state.wallets.length - 4)
    const page = walletRequests(client).find((u) => u.searchParams.get('page') === '1' && u.searchParams.get('entries') === '40')
    // The first page excludes the recommended wallets so nothing shows twice.
    expect(page?.searchParams.get('exclude')?.split(',')).toEqual(s.recommended.map((w) => w.id))
  })

  it('loads every page exactly once when scrolled to the end, even with concurrent calls', async () => {
    const { controller, client } = make()
    await controller.open()
    while (controller.getState().hasMore) await Promise.all([controller.loadNextPage(), controller.loadNextPage()])
    await controller.loadNextPage()
    const s = controller.getState()
    const pages = walletRequests(client)
      .filter((u) => u.searchParams.get('entries') === '40')
      .map((u) => u.searchParams.get('page'))
    expect(pages).toEqual(Array.from({ length: Math.ceil(s.count / PAGE_SIZE) }, (_, i) => String(i + 1)))
    const shown = [...s.recommended, ...s.wallets].map((w) => w.id)
    expect(new Set(shown).size).toBe(server.state.wallets.length)
  })

  it('fetches images for the first 20 wallets of a page only, and marks a broken one failed', async () => {
    const broken = server.state.wallets[10]?.image_id as string
    server.state.brokenImages.add(broken)
    const { controller, client } = make({ list: { include: [], exclude: [], featured: [] } })
    await controller.open()
    const s = controller.getState()
    await until(() => s.wallets.slice(0, 20).every((w) => controller.images.get(w.image_id as string)?.status !== 'loading'))
    const fetched = new Set(imageRequests(client).map((u) => decodeURIComponent(u.pathname.split('/').pop() as string)))
    for (const w of s.wallets.slice(0, 20)) expect(fetched.has(w.image_id as string)).toBe(true)
    for (const w of s.wallets.slice(20)) expect(fetched.has(w.image_id as string)).toBe(false)
    const brokenOwner = [...s.recommended, ...s.wallets].find((w) => w.image_id === broken)
    expect(brokenOwner).toBeDefined()
    await until(() => controller.images.get(broken)?.status === 'failed')
    const okImage = controller.images.get(s.wallets[0]?.image_id as string)
    expect(okImage?.status).toBe('ready')
  })

  it('gives up on an image after the 2 s preload timeout', async () => {
    server.faults.set('catalogue', { hang: true, path: '/getWalletImage/*' })
    const { controller } = make()
    const id = server.state.wallets[3]?.image_id as string
    const started = Date.now()
    const result = await controller.images.load(id)
    expect(result.status).toBe('failed')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('applies include, exclude, featured and chains filters from the host options', async () => {
    const all = server.state.wallets
    const featured = [all[30]?.id, all[7]?.id] as string[]
    const excluded = all.slice(0, 3).map((w) => w.id)
    const { controller } = make({ list: { include: [], exclude: excluded, featured }, chains: CHAINS.bip122 })
    await controller.open()
    while (controller.getState().hasMore) await controller.loadNextPage()
    const s = controller.getState()
    const shown = [...s.featured, ...s.recommended, ...s.wallets]
    expect(s.featured.map((w) => w.id)).toEqual(featured.filter((id) => all.find((w) => w.id === id)?.chains.some((c) => CHAINS.bip122.includes(c))))
    for (const w of shown) expect(excluded).not.toContain(w.id)
    for (const w of [...s.recommended, ...s.wallets]) expect(w.chains.some((c) => c.startsWith('bip122:'))).toBe(true)
    const expected = all.filter((w) => !excluded.includes(w.id) && w.chains.includes('bip122:sandbox')).length
    expect(new Set(shown.map((w) => w.id)).size).toBe(expected)

    const included = all.slice(100, 110).map((w) => w.id)
    const { controller: only } = make({ list: { include: included, exclude: [], featured: [] } })
    await only.open()
    const o = only.getState()
    expect([...o.recommended, ...o.wallets].map((w) => w.id).sort()).toEqual([...included].sort())
  })

  it('on mobile lists only wallets with a mobile link; with the universal provider only linked wallets', async () => {
    const { controller: mobile } = make({ rules: { isMobile: true, namespace: 'eip155', universalProvider: false } })
    await mobile.open()
    const m = mobile.getState()
    expect(m.wallets.length).toBeGreaterThan(0)
    for (const w of [...m.recommended, ...m.wallets]) expect(w.mobile_link).toBeTruthy()

    const { controller: up } = make({ rules: { isMobile: false, universalProvider: true } })
    await up.open()
    for (const w of up.getState().wallets) expect(Boolean(w.mobile_link || w.desktop_link || w.webapp_link)).toBe(true)
  })

  it('marks installed wallets', async () => {
    const { controller } = make({ installedRdns: () => new Set(['dev.hatch.testwallet']) })
    await controller.open()
    const s = controller.getState()
    const installed = [...s.recommended, ...s.wallets].filter((w) => w.installed)
    expect(installed.map((w) => w.name)).toEqual(['Hatch Test Wallet'])
  })

  it('searches after at least 300 ms, once for a burst of keystrokes, with up to 100 results', async () => {
    const { controller, client } = make()
    const target = server.state.wallets[250]?.name as string
    const started = Date.now()
    for (let i = 1; i <= target.length; i++) controller.setSearch(target.slice(0, i))
    expect(controller.getState().search.status).toBe('waiting')
    await until(() => controller.getState().search.status === 'ready')
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    const searches = walletRequests(client).filter((u) => u.searchParams.has('search'))
    expect(searches.map((u) => u.searchParams.get('search'))).toEqual([target])
    expect(searches[0]?.searchParams.get('entries')).toBe('100')
    expect(controller.getState().search.results.map((w) => w.name)).toContain(target)

    controller.setSearch('a')
    await until(() => controller.getState().search.status === 'ready')
    expect(controller.getState().search.results).toHaveLength(100)
    controller.setSearch('')
    expect(controller.getState().search).toMatchObject({ query: '', status: 'idle', results: [] })
  })

  it('aborts a stale search so its late answer never replaces the newer one', async () => {
    server.faults.set('catalogue', { latencyMs: 800, path: '/getWallets', times: 1 })
    const { controller } = make({ searchDelayMs: 300 })
    controller.setSearch('Amber')
    await until(() => controller.getState().search.status === 'loading')
    controller.setSearch('Jade')
    await until(() => controller.getState().search.status === 'ready')
    await new Promise((r) => setTimeout(r, 900))
    const s = controller.getState().search
    expect(s.query).toBe('Jade')
    expect(s.results.length).toBeGreaterThan(0)
    for (const w of s.results) expect(w.name).toMatch(/jade/i)
  })

  it('reports a failing catalogue with the status code and can retry', async () => {
    server.faults.set('catalogue', { status: 503, path: '/getWallets', times: 1 })
    const { controller } = make()
    await controller.open()
    expect(controller.getState()).toMatchObject({ status: 'error', error: 'HTTP status code: 503' })
    await controller.open()
    expect(controller.getState().status).toBe('ready')

    // A failure on a later page keeps what was loaded and the next scroll retries that page.
    server.faults.set('catalogue', { status: 500, path: '/getWallets', times: 1 })
    await controller.loadNextPage()
    expect(controller.getState()).toMatchObject({ status: 'error', pagesLoaded: 1, wallets: expect.any(Array) })
    await controller.loadNextPage()
    expect(controller.getState()).toMatchObject({ status: 'ready', pagesLoaded: 2 })
    expect(controller.getState().wallets).toHaveLength(2 * PAGE_SIZE)
  })
})
