/**
 * Shared set-up of the AllWallets browser tests: the sandbox demo page under a project id of this
 * file's own (so catalogue faults touch no other test), a record of every catalogue request the
 * page makes, and what the catalogue itself says the list should hold.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { inject } from 'vitest'
import { createSandboxAdmin, type SandboxAdmin } from '../../../sandbox/adminClient.js'
import type { CatalogueWallet } from '../../../sandbox/catalogue/generate.js'
import type { SandboxInfo } from '../../../sandbox/types.js'
import { openPage, type OpenedPage } from '../../fixtures/browser.js'

/** The project id every page of these tests uses; faults are scoped to it. */
export const PROJECT_ID = 'hatch-e2e-all-wallets'
/** Spec §9 page size of the paged list. */
export const PAGE_SIZE = 40

export function sandbox(): SandboxInfo {
  return inject('sandbox')
}

export function admin(): SandboxAdmin {
  return createSandboxAdmin(sandbox().urls.admin)
}

/** One request the page made to the catalogue, with when it started and how it ended. */
export interface CatalogueRequest {
  url: URL
  startedAt: number
  failure?: string
}

/** A demo page and the catalogue requests it made so far. */
export interface DemoPage extends OpenedPage {
  requests: CatalogueRequest[]
  /** `/getWallets` requests of the paged list (40 entries, no search). */
  pageRequests(): CatalogueRequest[]
  /** `/getWallets` requests carrying a search. */
  searchRequests(): CatalogueRequest[]
  imageRequests(): CatalogueRequest[]
}

/**
 * Opens the demo page (its two injected test wallets included) under {@link PROJECT_ID}: the page
 * configuration the demo server writes is given that project id as it is assigned.
 */
export async function openDemo(browser: Browser): Promise<DemoPage> {
  const info = sandbox()
  if (!info.urls.demo) throw new Error('the sandbox was started without its demo host')
  await admin().setProject(PROJECT_ID)
  const useProject = `(() => { let config; Object.defineProperty(window, '__HATCH_SANDBOX__', { configurable: true,
    get: () => config, set: (value) => { config = { ...value, projectId: ${JSON.stringify(PROJECT_ID)} } } }) })()`
  const opened = await openPage(browser, `${info.urls.demo}/`, { initScripts: [useProject] })
  const catalogueOrigin = new URL(info.urls.catalogue).origin
  const requests: CatalogueRequest[] = []
  const byRequest = new Map<object, CatalogueRequest>()
  opened.page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== catalogueOrigin) return
    const entry = { url, startedAt: Date.now() }
    requests.push(entry)
    byRequest.set(request, entry)
  })
  opened.page.on('requestfailed', (request) => {
    const entry = byRequest.get(request)
    if (entry) entry.failure = request.failure()?.errorText ?? 'failed'
  })
  const wallets = () => requests.filter((r) => r.url.pathname === '/getWallets')
  return {
    ...opened,
    requests,
    pageRequests: () => wallets().filter((r) => r.url.searchParams.get('entries') === String(PAGE_SIZE) && !r.url.searchParams.has('search')),
    searchRequests: () => wallets().filter((r) => r.url.searchParams.has('search')),
    imageRequests: () => requests.filter((r) => r.url.pathname.startsWith('/getWalletImage/')),
  }
}

/** Opens the modal from the demo's connect button and goes to "All Wallets", as a visitor would. */
export async function openAllWallets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'All Wallets' }).click()
  await page.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
}

/** The wallet tiles in the DOM right now (rendered rows only: the grid is virtualised). */
export function tiles(page: Page): Locator {
  return page.locator('[data-testid="hatch-wallet-tile"]')
}

/**
 * The `chains` filter the demo's instance sends (its configured networks), read from the first
 * `/getWallets` request it made, so the expectations follow whatever networks the demo has.
 */
export function demoChains(demo: DemoPage): string {
  const chains = demo.requests.find((r) => r.url.pathname === '/getWallets')?.url.searchParams.get('chains')
  if (!chains) throw new Error('the demo has not asked the catalogue for wallets yet')
  return chains
}

/** Calls the catalogue from Node under this file's project (`chains` as the demo sends it). */
export async function catalogue(query: Record<string, string | number>): Promise<{ data: CatalogueWallet[]; count: number }> {
  const info = sandbox()
  const url = new URL('/getWallets', info.urls.catalogue)
  const params = { projectId: PROJECT_ID, st: 'e2e', sv: 'e2e', ...query }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value))
  const response = await fetch(url)
  if (!response.ok) throw new Error(`catalogue ${url.pathname} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { data: CatalogueWallet[]; count: number }
}

/**
 * What the demo's AllWallets list must end up holding: 4 recommended wallets, then the rest of
 * the catalogue for the demo's chains, paged by 40 (the list excludes the recommended ones).
 */
export async function expectedList(chains: string): Promise<{ recommended: CatalogueWallet[]; rest: CatalogueWallet[]; pages: number }> {
  const all = await catalogue({ page: 1, entries: 100, chains })
  const everything: CatalogueWallet[] = [...all.data]
  for (let page = 2; everything.length < all.count; page++) everything.push(...(await catalogue({ page, entries: 100, chains })).data)
  const recommended = everything.slice(0, 4)
  const rest = everything.slice(4)
  return { recommended, rest, pages: Math.ceil(rest.length / PAGE_SIZE) }
}

/** Whether every list rule keeps the wallet (with the universal provider, linkless ones go). */
export function hasLink(wallet: CatalogueWallet): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}

/** Whether `inner` lies (at least half) inside `outer`'s visible box. */
export async function isShownIn(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  if (!a || !b) return false
  const visible = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return visible >= a.height / 2 && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1
}
