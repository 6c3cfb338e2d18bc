/**
 * Issue 16 "Done when", Farcaster: Connect → Continue with Farcaster → ConnectingFarcaster shows
 * the Sign In With Farcaster request as a QR code and a link; the link, opened in the sandbox
 * Farcaster app page (what scanning would open on a phone), is approved there; the Account shows
 * the address and the handle. Going back while pending (spec §2) clears the request and reloads
 * the auth provider after 100 ms: approving that old request afterwards connects nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, saveScreenshot } from '../../fixtures/browser.js'
import { demoField, demoPage, dialog, openConnect, providerButton, sandbox } from './socialStack.js'

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
  await browser?.close()
})
const context = async () => {
  const made = await browser.newContext()
  contexts.push(made)
  return made
}

/** Opens ConnectingFarcaster and returns the link it shows, once the QR code is there. */
async function farcasterLink(page: Page): Promise<string> {
  await providerButton(page, 'Farcaster').click()
  await dialog(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor({ timeout: 20_000 })
  const href = await dialog(page).getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')
  expect(href?.startsWith(`${sandbox().urls.farcaster}/~/siwf?channelToken=`)).toBe(true)
  await dialog(page).getByRole('status').filter({ hasText: 'Waiting for your approval in Farcaster' }).waitFor()
  return href!
}

/** The visitor's phone: the sandbox Farcaster app page for `url`, approved as `account`. */
async function approveOnPhone(url: string, account: string): Promise<Page> {
  const phone = await (await context()).newPage()
  await phone.goto(url)
  await phone.getByRole('button', { name: new RegExp(`^Approve as @${account} `) }).click()
  await phone.getByRole('heading', { name: 'Signed in' }).waitFor()
  return phone
}

describe('Sign In With Farcaster', () => {
  it('shows the request as a QR code and a link; approving it in the Farcaster app connects, and a reload keeps the address', async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const url = await farcasterLink(page)
    await saveScreenshot(page, 'socials/connecting-farcaster')
    await approveOnPhone(url, 'alice')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
    const address = await demoField(page, 'Address')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await dialog(page).getByText('Signed in with Farcaster as alice', { exact: true }).waitFor({ timeout: 20_000 })
    await saveScreenshot(page, 'socials/account-farcaster')

    await page.reload()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 30_000 }).toBe(address)

    // The same Farcaster account in a fresh profile: the same wallet.
    const again = await demoPage(await context())
    await openConnect(again)
    await approveOnPhone(await farcasterLink(again), 'alice')
    await expect.poll(() => demoField(again, 'Address'), { timeout: 30_000 }).toBe(address)
  }, 90_000)

  it('going back while pending clears the request and reloads the auth provider after 100 ms; the old link connects nothing', async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const url = await farcasterLink(page)
    const frameBefore = await page.locator('iframe[title="Hatch wallet"]').elementHandle()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('region', { name: 'Log in with a social account' }).waitFor()
    // The frame is replaced by a fresh one (its flow ends with it).
    await expect.poll(() => frameBefore.evaluate((el) => el.isConnected), { timeout: 5_000 }).toBe(false)
    await page.locator('iframe[title="Hatch wallet"]').waitFor({ state: 'attached' })

    await approveOnPhone(url, 'bob')
    await page.waitForTimeout(3_000)
    expect(await demoField(page, 'Status')).toBe('disconnected')

    // A new request works on the reloaded frame.
    await approveOnPhone(await farcasterLink(page), 'carol')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
    await dialog(page).getByText('Signed in with Farcaster as carol', { exact: true }).waitFor({ timeout: 20_000 })
  }, 90_000)
})

describe('Cancel in the Farcaster app', () => {
  it('ends the waiting sign-in with the reason shown, and Try again starts a new request', async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const url = await farcasterLink(page)
    const phone = await (await context()).newPage()
    await phone.goto(url)
    await phone.getByRole('button', { name: 'Cancel' }).click()
    await phone.getByRole('heading', { name: 'Sign-in cancelled' }).waitFor()
    await dialog(page).getByRole('alert').filter({ hasText: 'Farcaster could not sign you in' }).waitFor({ timeout: 20_000 })
    expect(await demoField(page, 'Status')).toBe('disconnected')
    const retry = dialog(page).getByRole('button', { name: 'Try again' })
    await expect.poll(() => retry.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    await retry.click()
    const next = await dialog(page).getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href', { timeout: 20_000 })
    expect(next).not.toBe(url)
    await approveOnPhone(next!, 'alice')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
  }, 60_000)
})
