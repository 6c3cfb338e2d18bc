/**
 * AllWallets at full size (issue 18): the demo under a project whose sandbox catalogue holds
 * 10,000 wallets (`PUT /sandbox/catalogue-sizes/{projectId}`; every other project keeps 520).
 * What a visitor notices: the list shows wallets at once, scrolling it deep into the catalogue
 * works and the modal's DOM stays small all the way, and search finds a wallet by its name. The
 * test scrolls through the first 2,000 wallets (50 pages, as many as its DOM bound needs to be
 * shown flat); the bench scrolls all 10,000 to the last one and times it
 * (`node bench/run.mjs --scenarios allwallets-10k`).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '../../../sandbox/catalogue/generate.js'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { admin, hasLink, isShownIn, openAllWallets, PAGE_SIZE, sandbox } from './allWalletsPage.js'

/** This file's own project: only it gets the 10,000-wallet catalogue. */
const PROJECT_ID = 'hatch-e2e-all-wallets-10k'
const CATALOGUE_SIZE = 10_000
/** Wallet tiles in the DOM at any moment (the grid shows 4 rows of 4, plus overscan). */
const MAX_TILES = 60
/** Elements in the modal's shadow root at any moment, whatever the catalogue size. */
const MAX_MODAL_ELEMENTS = 400
/**
 * Live DOM nodes of the whole page after a forced GC (CDP `Nodes`) that opening All Wallets and
 * scrolling it may add. Each wallet image shown is an SVG, and Chromium keeps a 9-node document
 * per decoded SVG image while a tile shows it, so with up to 36 tiles in view the page grows by
 * 410–530 nodes (measured) and then stays flat, wherever the list is; a leak of one node per wallet
 * scrolled past would add 2,000 (a tile kept alive per wallet added 21,000 when tried).
 */
const MAX_PAGE_NODES_ADDED = 1000
/** How deep the visitor scrolls: 50 pages of 40, so the DOM bound is shown over 50 appends. */
const SCROLL_THROUGH = 2_000

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  await admin().setProject(PROJECT_ID)
  await admin().setCatalogueSize(PROJECT_ID, CATALOGUE_SIZE)
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
  await admin().setCatalogueSize(PROJECT_ID, undefined)
  await admin().deleteProject(PROJECT_ID)
})

/** The demo page under {@link PROJECT_ID}, with the `chains` filter its first catalogue request sent. */
async function openDemo(): Promise<OpenedPage & { chains: () => string; pageRequests: () => URL[] }> {
  const info = sandbox()
  if (!info.urls.demo) throw new Error('the sandbox was started without its demo host')
  const useProject = `(() => { let config; Object.defineProperty(window, '__HATCH_SANDBOX__', { configurable: true,
    get: () => config, set: (value) => { config = { ...value, projectId: ${JSON.stringify(PROJECT_ID)} } } }) })()`
  const opened = await openPage(browser, `${info.urls.demo}/`, { initScripts: [useProject] })
  pages.push(opened)
  const catalogueOrigin = new URL(info.urls.catalogue).origin
  const wallets: URL[] = []
  opened.page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === catalogueOrigin && url.pathname === '/getWallets') wallets.push(url)
  })
  return {
    ...opened,
    chains: () => {
      const chains = wallets[0]?.searchParams.get('chains')
      if (!chains) throw new Error('the demo has not asked the catalogue for wallets yet')
      return chains
    },
    pageRequests: () => wallets.filter((u) => u.searchParams.get('entries') === String(PAGE_SIZE) && !u.searchParams.has('search')),
  }
}

/** Calls the catalogue from Node as `projectId`. */
async function catalogue(projectId: string, query: Record<string, string | number>): Promise<{ data: CatalogueWallet[]; count: number }> {
  const url = new URL('/getWallets', sandbox().urls.catalogue)
  for (const [key, value] of Object.entries({ projectId, st: 'e2e', sv: 'e2e', ...query })) url.searchParams.set(key, String(value))
  const response = await fetch(url)
  if (!response.ok) throw new Error(`catalogue answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { data: CatalogueWallet[]; count: number }
}

/** Every wallet the catalogue lists for `chains`, in order (100 per request). */
async function everyWallet(chains: string): Promise<CatalogueWallet[]> {
  const all: CatalogueWallet[] = []
  let count = Infinity
  for (let page = 1; all.length < count; page++) {
    const body = await catalogue(PROJECT_ID, { page, entries: 100, chains })
    count = body.count
    all.push(...body.data)
    if (body.data.length === 0) break
  }
  return all
}

describe('AllWallets with a 10,000-wallet catalogue', () => {
  it('serves 10,000 wallets to this project only; the first 520 are the default catalogue', async () => {
    const large = await catalogue(PROJECT_ID, { page: 1, entries: 100 })
    expect(large.count).toBe(CATALOGUE_SIZE)
    const usual = await catalogue(sandbox().projectId, { page: 1, entries: 100 })
    expect(usual.count).toBe(520)
    expect(large.data.map((w) => w.id)).toEqual(usual.data.map((w) => w.id))
    const tail = await catalogue(PROJECT_ID, { page: 100, entries: 100 })
    expect(tail.data).toHaveLength(100)
    expect(new Set(tail.data.map((w) => w.name)).size).toBe(100)
  })

  it('shows wallets at once, keeps the DOM small while scrolling through 2,000 of them, and finds a wallet by name', { timeout: 240_000 }, async () => {
    const demo = await openDemo()
    const { page, pageErrors, offHostRequests } = demo
    // The page's live nodes after a forced GC, so nodes only awaiting collection do not count.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const liveNodes = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'Nodes')?.value ?? Number.NaN
    }
    const nodesBeforeOpen = await liveNodes()
    await openAllWallets(page)
    const list = page.getByRole('list', { name: 'Wallets' })
    expect(await list.getByRole('button').first().getAttribute('aria-label')).toBe('Hatch Test Wallet Installed')

    // What the list must end with: the catalogue for the demo's chains, less the four recommended
    // wallets it shows first, and less the linkless ones (the demo registers WalletConnect).
    const expected = (await everyWallet(demo.chains())).slice(4).filter(hasLink)
    expect(expected.length).toBeGreaterThan(CATALOGUE_SIZE * 0.7)
    const last = expected[SCROLL_THROUGH - 1]
    if (!last) throw new Error('the catalogue is too small')
    const lastTile = list.getByRole('button', { name: last.name, exact: true })

    // The visitor flings the list to its bottom again and again; each time the next page of 40
    // arrives and the list grows, until the 2,000th wallet shows. Every frame the modal's DOM is counted.
    await page.evaluate(() => {
      const sampler = { tiles: 0, elements: 0 }
      Object.assign(window, { __domSampler: sampler })
      const tick = () => {
        const root = document.querySelector('hatch-modal')?.shadowRoot
        sampler.tiles = Math.max(sampler.tiles, root?.querySelectorAll('[role="list"] [role="listitem"] button').length ?? 0)
        sampler.elements = Math.max(sampler.elements, root?.querySelectorAll('*').length ?? 0)
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    // In the page, so no round trip to the test slows each of the 50 pages: at the bottom, wait
    // for the next page to grow the list, until the target wallet's tile exists.
    const flung = await list.evaluate(
      (el, name) =>
        new Promise<{ flings: number; ended: boolean }>((resolve) => {
          let flings = 0
          const deadline = performance.now() + 200_000
          const tick = () => {
            const now = performance.now()
            if (el.querySelector(`button[aria-label="${CSS.escape(name)}"]`)) return resolve({ flings, ended: true })
            if (now > deadline) return resolve({ flings, ended: false })
            if (el.scrollTop + el.clientHeight < el.scrollHeight - 2) {
              el.scrollTop = el.scrollHeight
              flings++
            }
            requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      last.name,
    )
    expect(flung.ended).toBe(true)
    await lastTile.waitFor()
    expect(await isShownIn(lastTile, list)).toBe(true)
    const most = await page.evaluate(() => (window as unknown as { __domSampler: { tiles: number; elements: number } }).__domSampler)
    expect(most.tiles).toBeGreaterThanOrEqual(16)
    expect(most.tiles).toBeLessThanOrEqual(MAX_TILES)
    expect(most.elements).toBeLessThanOrEqual(MAX_MODAL_ELEMENTS)
    // Nor does anything outside the modal's tree keep what scrolled away alive.
    // Chromium lets go of the image documents of tiles scrolled away a while after they went (long
    // on a loaded machine): a lag clears within the poll, a leak stays.
    await expect.poll(liveNodes, { timeout: 30_000, interval: 500 }).toBeLessThanOrEqual(nodesBeforeOpen + MAX_PAGE_NODES_ADDED)
    await saveScreenshot(page, 'all-wallets/10k-2000th-wallet')
    // Every page of 40 was asked for once, in order.
    const requested = demo.pageRequests().map((u) => Number(u.searchParams.get('page')))
    expect(requested).toEqual(Array.from({ length: requested.length }, (_, i) => i + 1))
    expect(requested.length).toBeGreaterThanOrEqual(SCROLL_THROUGH / PAGE_SIZE)

    // Search: a wallet from deep in the catalogue, by its full name.
    const target = expected[Math.floor(expected.length * 0.7)]
    if (!target) throw new Error('the catalogue is too small')
    const search = page.getByRole('searchbox', { name: 'Search wallets' })
    await search.click()
    await page.keyboard.type(target.name)
    const results = page.getByRole('list', { name: 'Search results' })
    await results.getByRole('button', { name: target.name, exact: true }).waitFor()
    expect(await results.getByRole('button').count()).toBeLessThanOrEqual(MAX_TILES)
    await saveScreenshot(page, 'all-wallets/10k-search')
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
