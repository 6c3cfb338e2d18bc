/**
 * The secure frame speaks the visitor's language (docs/i18n.md, docs/secure-site.md): on the
 * sandbox demo (page and secure site on different origins, the real secure site), a page whose
 * Hatch locale is German gets the frame's approval prompt and its secure window in German, and
 * approving there still signs; the demo's Language select (`hatch.setLocale`) turns the next
 * prompt Arabic, laid out right to left, and back to English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, freshEmail, logIn, secureFrame } from '../email/emailStack.js'
import { approveRequest, standsStill } from './secureWindow.js'

let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
  page = opened.page
  frame = secureFrame(page)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

/** The language and direction the frame's document carries. */
const frameLanguage = () => frame.locator('html').evaluate((html) => ({ lang: html.getAttribute('lang'), dir: html.getAttribute('dir') }))

/** Asks for a message signature from the demo page (its own button, outside the modal). */
const signMessage = () => page.getByRole('button', { name: 'Sign message' }).click()

/** Rejects the prompt titled `heading` with the frame's `reject` button and waits for it to go. */
async function reject(heading: string, rejectName: string): Promise<void> {
  const title = frame.getByRole('heading', { name: heading })
  await title.waitFor({ timeout: 20_000 })
  await standsStill(frame.owner())
  await frame.getByRole('button', { name: rejectName, exact: true }).click()
  await title.waitFor({ state: 'detached', timeout: 20_000 })
}

describe('the secure frame in the modal’s language', () => {
  it('logs in by e-mail on the demo (in English)', async () => {
    await logIn(page, freshEmail('frame-language'))
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  }, 120_000)

  it('a page whose Hatch locale is German: the prompt and its secure window are German, and approving signs', async () => {
    await page.goto(`${demoUrl()}&locale=de`)
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
    await signMessage()
    const heading = frame.getByRole('heading', { name: 'Nachricht signieren' })
    await heading.waitFor({ timeout: 20_000 })
    expect(await frameLanguage()).toEqual({ lang: 'de', dir: 'ltr' })
    // Its buttons by their German names; the verified origin stays data inside the German sentence.
    await frame.getByRole('button', { name: 'Ablehnen', exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Bestätigen', exact: true }).waitFor()
    expect(await frame.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0)
    const origin = new URL(page.url()).origin
    expect(await frame.getByText(`Angefordert von ${origin}`).count()).toBe(1)
    const terms = await frame.getByRole('term').allTextContents()
    expect(terms).toEqual(expect.arrayContaining(['Nachricht', 'Konto']))
    const window = page.context().waitForEvent('page', { timeout: 60_000 })
    await approveRequest(page, frame, 'Nachricht signieren', { approve: 'Bestätigen', openWindow: 'Sicheres Fenster öffnen' })
    expect((await window).url()).toMatch(/\/approve\?lang=de#/)
    await page.getByLabel('Signature').waitFor({ timeout: 20_000 })
  }, 120_000)

  it('the Language select turns the next prompt Arabic, right to left', async () => {
    await page.getByLabel('Language').selectOption('ar')
    // The modal's language reaches the frame (SET_LOCALE); the next prompt waits for its texts.
    await expect.poll(frameLanguage, { timeout: 20_000 }).toEqual({ lang: 'ar', dir: 'rtl' })
    await signMessage()
    const heading = frame.getByRole('heading', { name: 'توقيع رسالة' })
    await heading.waitFor({ timeout: 20_000 })
    const prompt = frame.getByRole('region', { name: 'توقيع رسالة' })
    expect(await prompt.evaluate((section) => getComputedStyle(section).direction)).toBe('rtl')
    await frame.getByRole('button', { name: 'موافقة', exact: true }).waitFor()
    // The origin is shown as data, left to right inside the Arabic sentence.
    const origin = frame.getByText(new URL(page.url()).origin, { exact: true })
    expect(await origin.evaluate((node) => [node.getAttribute('dir'), getComputedStyle(node).direction])).toEqual(['ltr', 'ltr'])
    await reject('توقيع رسالة', 'رفض')
  }, 90_000)

  it('and back to English', async () => {
    await page.getByLabel('Language').selectOption('en')
    await expect.poll(frameLanguage, { timeout: 20_000 }).toEqual({ lang: 'en', dir: 'ltr' })
    await signMessage()
    await frame.getByRole('button', { name: 'Approve', exact: true }).waitFor({ timeout: 20_000 })
    await reject('Sign message', 'Reject')
  }, 90_000)
})
