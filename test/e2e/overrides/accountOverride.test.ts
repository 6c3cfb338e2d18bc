import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { FIXTURE_ADDRESS } from '../shell/fixture/shellAdapter.js'
import { startOverridesServer, type OverridesServer } from './overridesServer.js'

let server: OverridesServer
let browser: Browser
const opened: OpenedPage[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startOverridesServer(), launchBrowser()])
})
afterAll(async () => {
  for (const page of opened.splice(0)) await page.close()
  await browser?.close()
  await server?.stop()
})

/** Opens the fixture, connects through the modal and opens the Account view from the button, as a visitor. */
async function openAccount(search: string): Promise<OpenedPage> {
  const page = await openPage(browser, `${server.url}/${search}`)
  opened.push(page)
  await page.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.page.getByRole('button', { name: 'Fixture Wallet A' }).click()
  await expect.poll(() => page.page.getByRole('dialog').count()).toBe(0)
  const short = `${FIXTURE_ADDRESS.slice(0, 6)}…${FIXTURE_ADDRESS.slice(-4)}`
  await page.page.getByRole('button', { name: new RegExp(`Account ${short}`) }).click()
  await page.page.getByRole('dialog').waitFor()
  return page
}

describe('a host plugin overriding the core Account view (issue 26 item 5)', () => {
  it.each([
    ['on a cold page', ''],
    ['after preloadHatch()', '?preload'],
  ])('%s, the Account view is the host’s own', async (_case, search) => {
    const { page, pageErrors, consoleErrors, offHostRequests } = await openAccount(search)
    await page.getByText('Welcome to your rewards account').waitFor()
    expect(await page.getByRole('dialog').getByText('Welcome to your rewards account').isVisible()).toBe(true)
    expect(pageErrors).toEqual([])
    expect(consoleErrors.filter((m) => m.includes('DUPLICATE_VIEW') || m.includes('registered by both'))).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('turning the rewards gate off while its view is open returns the visitor to the Account view below it', async () => {
    const { page, pageErrors } = await openAccount('')
    await page.getByRole('button', { name: 'Open rewards' }).click()
    await page.getByText('Reward lists: daily, weekly').waitFor()
    await page.evaluate(() => (window as unknown as { hatch: { setFeature(key: string, value: unknown): Promise<void> } }).hatch.setFeature('rewards', false))
    await page.getByText('Welcome to your rewards account').waitFor()
    expect(await page.getByText('Reward lists:').count()).toBe(0)
    // The gate is off: the Account view no longer offers the rewards, and the modal stayed open.
    expect(await page.getByRole('button', { name: 'Open rewards' }).count()).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(pageErrors).toEqual([])
  })
})
