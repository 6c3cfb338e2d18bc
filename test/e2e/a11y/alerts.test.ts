/**
 * The modal's alerts (state.alerts, role="alert" with a Dismiss button) pass axe in light and dark.
 * The demo has no control that raises one, so this runs on the shell's fixture page, whose host
 * code asks to switch to a network it never configured (alert APKT001, spec §8) as a host would.
 * Only the modal is checked: the fixture page around it is a bare test page, not the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startFixtureServer, type FixtureServer } from '../shell/fixtureServer.js'
import { AxeWalk, modalTheme } from './a11yPage.js'
import { axeViolations } from './axe.js'

let server: FixtureServer
let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startFixtureServer(), launchBrowser()])
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await server?.stop()
})

type HostHatch = { setThemeMode(mode: 'light' | 'dark'): void; switchNetwork(id: string): void }

/** Switches the theme through the instance, as the fixture's host would. */
async function toggleHostTheme(page: Page): Promise<void> {
  const next: 'light' | 'dark' = (await modalTheme(page)) === 'dark' ? 'light' : 'dark'
  await page.evaluate((mode) => (window as unknown as { hatch: HostHatch }).hatch.setThemeMode(mode), next)
  await expect.poll(() => modalTheme(page)).toBe(next)
}

describe('accessibility: alerts', () => {
  it('an alert in the open modal is announced (role=alert), dismissable by name, and passes axe in both themes', async () => {
    opened = await openPage(browser, `${server.url}/`)
    const { page } = opened
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.waitFor()
    await page.evaluate(() => {
      try {
        ;(window as unknown as { hatch: HostHatch }).hatch.switchNetwork('eip155:999999')
      } catch {
        // The switch is refused; the alert is what the visitor sees.
      }
    })
    const alert = dialog.getByRole('alert').filter({ hasText: 'Network Not Found' })
    await alert.waitFor()
    const axe = new AxeWalk(page, toggleHostTheme, 'modal')
    await axe.check('Alert (Network Not Found)')
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => alert.count()).toBe(0)
    axe.assertClean()
  })

  it('axe sees inside the shadow root: a nameless button put in the dialog is reported', async () => {
    const { page } = opened as OpenedPage
    await page.evaluate(() => {
      const card = document.querySelector('hatch-modal')?.shadowRoot?.querySelector('[role="dialog"]')
      if (!card) throw new Error('no open dialog in the shadow root')
      const planted = document.createElement('button')
      planted.type = 'button'
      planted.id = 'e2e-nameless'
      card.append(planted)
    })
    const found = await axeViolations(page, 'modal')
    expect(found.find((v) => v.id === 'button-name')?.nodes.map((n) => n.target)).toEqual(['hatch-modal >> #e2e-nameless'])
  })
})
