import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { FIXTURE_ADDRESS } from './fixture/shellAdapter.js'
import { startFixtureServer, type FixtureServer } from './fixtureServer.js'

let server: FixtureServer
let browser: Browser
const opened: OpenedPage[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startFixtureServer(), launchBrowser()])
})
afterAll(async () => {
  for (const page of opened.splice(0)) await page.close()
  await browser?.close()
  await server?.stop()
})

async function open(path = '/'): Promise<OpenedPage> {
  const page = await openPage(browser, `${server.url}${path}`)
  opened.push(page)
  return page
}

/** What has focus: `page` (light DOM, by accessible name) or `modal` (inside the shadow root). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('hatch-modal')
    const inner = host?.shadowRoot?.activeElement
    const describe = (el: Element | null | undefined) =>
      // Wallet rows are named by their content (.row-name; the tag is aria-hidden).
      el
        ? (el.getAttribute('aria-label') ??
          el.querySelector(':scope > .row-name')?.textContent ??
          el.getAttribute('role') ??
          el.textContent?.trim() ??
          el.tagName)
        : null
    if (host && document.activeElement === host) return { where: 'modal', name: describe(inner) }
    return { where: 'page', name: describe(document.activeElement) }
  })

/** Computed styles of the modal's key parts, to compare pages. */
const modalLook = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('hatch-modal')!.shadowRoot!
    const pick = (selector: string, props: string[]): Record<string, string | number> | null => {
      const el = root.querySelector(selector)
      if (!el) return null
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return { ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])), width: Math.round(box.width), height: Math.round(box.height) }
    }
    const host = getComputedStyle(document.querySelector('hatch-modal')!)
    return {
      host: { display: host.display, zIndex: host.zIndex, position: host.position, opacity: host.opacity, transform: host.transform },
      dialog: pick('[role="dialog"]', ['background-color', 'color', 'font-family', 'border-radius', 'display']),
      title: pick('h2', ['font-size', 'color', 'letter-spacing', 'font-weight']),
      row: pick('.row-button', ['font-size', 'background-color', 'padding-top', 'border-top-style']),
    }
  })

describe('modal shell in Chromium', () => {
  it('keeps the modal out of the page until the first click', async () => {
    const { page, pageErrors, offHostRequests } = await open()
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await page.locator('hatch-modal').count()).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('opens a labelled dialog with focus inside, traps Tab and Shift+Tab, closes on Escape and restores focus', async () => {
    const { page, pageErrors } = await open()
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await page.getByRole('button', { name: 'Fixture Wallet A' }).waitFor()
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0)

    expect(await focused(page)).toEqual({ where: 'modal', name: 'dialog' })

    const expectedCycle = ['Close', 'Fixture Wallet A', 'Fixture Wallet B']
    const forward: Array<string | null> = []
    for (let i = 0; i < expectedCycle.length * 2; i++) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      expect(now.where).toBe('modal')
      forward.push(now.name)
    }
    expect(forward).toEqual([...expectedCycle, ...expectedCycle])

    const backward: Array<string | null> = []
    for (let i = 0; i < expectedCycle.length * 2; i++) {
      await page.keyboard.press('Shift+Tab')
      const now = await focused(page)
      expect(now.where).toBe('modal')
      backward.push(now.name)
    }
    // From the last forward stop (Wallet B) backwards: A, Close, then wrap to B.
    expect(backward).toEqual(['Fixture Wallet A', 'Close', 'Fixture Wallet B', 'Fixture Wallet A', 'Close', 'Fixture Wallet B'])

    await saveScreenshot(page, 'shell/connect-light')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await focused(page)).toEqual({ where: 'page', name: 'Connect Wallet' })
    expect(pageErrors).toEqual([])
  })

  it('switches theme through CSS variables inside the shadow root and applies host overrides', async () => {
    const { page } = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    const light = await modalLook(page)
    expect(light.dialog?.['background-color']).toBe('rgb(255, 255, 255)')

    await page.evaluate(() => (window as unknown as { hatch: { setThemeMode(m: string): void } }).hatch.setThemeMode('dark'))
    await expect.poll(async () => (await modalLook(page)).dialog?.['background-color']).toBe('rgb(25, 26, 26)')
    const dark = await modalLook(page)
    expect(dark.title?.color).toBe('rgb(228, 231, 231)')
    await saveScreenshot(page, 'shell/connect-dark')

    await page.evaluate(() =>
      (window as unknown as { hatch: { setThemeVariables(v: Record<string, string>): void } }).hatch.setThemeVariables({
        'color-bg': '#102030',
        '--hatch-z-index': '4242',
      }),
    )
    await expect.poll(async () => (await modalLook(page)).dialog?.['background-color']).toBe('rgb(16, 32, 48)')
    expect((await modalLook(page)).host.zIndex).toBe('4242')
  })

  it('looks the same under hostile host-page CSS, and the page gets none of its styles', async () => {
    const clean = await open('/')
    await clean.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await clean.page.getByRole('button', { name: 'Fixture Wallet A' }).waitFor()
    const expected = await modalLook(clean.page)
    expect(expected.dialog?.width).toBe(360)
    expect(expected.host).toMatchObject({ display: 'block', zIndex: '999', position: 'fixed' })
    expect(expected.title?.['font-size']).toBe('16px')
    expect(expected.dialog?.['border-radius']).toBe('28px')

    const hostile = await open('/hostile')
    const hostileButton = hostile.page.getByRole('button', { name: 'Connect Wallet' })
    expect(await hostileButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)')
    await hostileButton.click()
    await hostile.page.getByRole('button', { name: 'Fixture Wallet A' }).waitFor()
    expect(await modalLook(hostile.page)).toEqual(expected)
    // The modal's stylesheet does not leak out: the page's own heading keeps the page's styles.
    expect(await hostile.page.locator('h1').evaluate((el) => getComputedStyle(el).fontSize)).toBe('31px')
    await saveScreenshot(hostile.page, 'shell/hostile-page')
  })

  it('connects through a wallet row, closes, and the button shows the short address', async () => {
    const { page, pageErrors } = await open()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Fixture Wallet B' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    const short = `${FIXTURE_ADDRESS.slice(0, 6)}…${FIXTURE_ADDRESS.slice(-4)}`
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`Account ${short}`) }).count()).toBe(1)
    expect(pageErrors).toEqual([])
  })

  it('closes on an overlay click and on the Close button', async () => {
    const { page } = await open()
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    await page.mouse.click(5, 5)
    await expect.poll(() => dialog.count()).toBe(0)
    await button.click()
    await dialog.waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await focused(page)).toEqual({ where: 'page', name: 'Connect Wallet' })
  })

  it('shakes for 500 ms when the kernel asks, and not at all under prefers-reduced-motion', async () => {
    const shakeOnce = (page: Page) =>
      page.evaluate(async () => {
        const hatch = (window as unknown as { hatch: { context: { store: { update(fn: (d: { modal: { shake: number } }) => void): void } } } }).hatch
        hatch.context.store.update((draft) => void (draft.modal.shake += 1))
        await new Promise((resolve) => setTimeout(resolve, 50))
        const card = document.querySelector('hatch-modal')!.shadowRoot!.querySelector('[role="dialog"]')!
        const during = { shaking: card.hasAttribute('data-shaking'), animation: getComputedStyle(card).animationName }
        await new Promise((resolve) => setTimeout(resolve, 600))
        return { during, after: card.hasAttribute('data-shaking') }
      })
    const moving = await open()
    await moving.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await moving.page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await shakeOnce(moving.page)).toEqual({ during: { shaking: true, animation: 'hatch-shake' }, after: false })

    const still = await open()
    await still.page.emulateMedia({ reducedMotion: 'reduce' })
    await still.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await still.page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await shakeOnce(still.page)).toEqual({ during: { shaking: true, animation: 'none' }, after: false })
  })
})
