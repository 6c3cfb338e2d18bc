/**
 * Issue 24 item 7: the embedded wallet's ApproveTransaction view on the sandbox demo (page and
 * secure site on different origins). The view is titled by what is asked ("Sign Message" for a
 * message, "Approve Transaction" for a transaction), the secure frame's prompt sits below the
 * view's own line of text instead of over it, and the prompt names the network ("Hatch Mainnet",
 * the secure site's name for it) rather than its CAIP-2 id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoUrl, freshEmail, logIn, sandbox, secureFrame } from '../email/emailStack.js'
import { standsStill } from './secureWindow.js'

const info = sandbox()
const network = info.networks[0]!
let browser: Browser
let opened: OpenedPage
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
  page = opened.page
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

const dialog = () => page.getByRole('dialog')

/** Where `locator` is drawn in the page (elements inside the frame included), or a failure. */
async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not drawn')
  return found
}

describe('ApproveTransaction around the secure frame', () => {
  it('logs in by e-mail on the demo', async () => {
    await logIn(page, freshEmail('approval-view'))
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  }, 120_000)

  it('a message signature: titled "Sign Message", the frame\'s prompt below the view\'s text, never over it', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await dialog().getByRole('heading', { name: 'Sign Message', exact: true }).waitFor({ timeout: 20_000 })
    expect(await dialog().getByRole('heading', { name: 'Approve Transaction' }).count()).toBe(0)
    const region = dialog().getByRole('region', { name: 'Approve in the secure wallet' })
    const text = region.getByText('Review the request in the secure wallet below.')
    await text.waitFor()
    const prompt = secureFrame(page).getByRole('heading', { name: 'Sign message' })
    await prompt.waitFor({ timeout: 20_000 })
    // The frame follows its box through the modal's opening animation: compare once it has settled.
    await expect
      .poll(async () => {
        const [line, title] = [await box(text), await box(prompt)]
        return title.y >= line.y + line.height
      })
      .toBe(true)
    const [line, title, header] = [await box(text), await box(prompt), await box(dialog().getByRole('heading', { name: 'Sign Message', exact: true }))]
    expect(title.y, 'the frame title starts below the view text').toBeGreaterThanOrEqual(line.y + line.height)
    expect(line.y, 'the view text starts below the modal title').toBeGreaterThanOrEqual(header.y + header.height)
    await approveInFrame(page, 'Sign message')
    await page.getByLabel('Signature').waitFor({ timeout: 20_000 })
  })

  it('a transaction: titled "Approve Transaction", the prompt names the network by its name, not eip155:<id>', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Tip' }).click()
    await dialog().getByRole('button', { name: 'Send 0.001 ETH tip' }).click()
    await dialog().getByRole('heading', { name: 'Approve Transaction', exact: true }).waitFor({ timeout: 20_000 })
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 20_000 })
    const terms = await frame.getByRole('term').allTextContents()
    const values = await frame.getByRole('definition').allTextContents()
    expect(values[terms.indexOf('Network')]).toBe(network.name)
    expect(network.name).toBe('Hatch Mainnet')
    expect(await frame.getByText(`eip155:${network.id}`).count()).toBe(0)
    await standsStill(frame.owner())

    // Keyboard only: Tab from the modal's Close reaches the frame's own buttons, though the frame
    // lives outside the modal's shadow root (it used to skip them, and the trap then kept focus
    // between Back and Close).
    const inFrame = async () => {
      const handle = await (await frame.owner().elementHandle())?.contentFrame()
      return handle ? handle.evaluate(() => document.activeElement?.textContent ?? '') : ''
    }
    await dialog().getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Tab')
    // Focus is in the frame's document now (its prompt first, which it hands its own focus to).
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    const reached: string[] = []
    for (let i = 0; i < 3 && !reached.includes('Approve'); i++) {
      await page.keyboard.press('Tab')
      reached.push(await inFrame())
    }
    expect(reached).toContain('Approve')
    await page.keyboard.press('Shift+Tab')
    expect(await inFrame()).toBe('Reject')

    // Rejected: nothing is sent, the tip form says so. (The frame grows to the prompt's height first.)
    await frame.getByRole('button', { name: 'Reject' }).click()
    await dialog().getByRole('alert').filter({ hasText: 'Tip not sent' }).waitFor({ timeout: 20_000 })
  })
})
