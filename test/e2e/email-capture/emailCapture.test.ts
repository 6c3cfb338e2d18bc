import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { EMAIL_CAPTURE_PROJECT_ID } from '../../../sandbox/index.js'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, freshAccount, network, walletFor, type TestAccount } from '../evm/evmStack.js'
import { dialogOpen, sandboxSessions, signIn, waitForSignIn } from '../siwx/siwxStack.js'
import { admin, capture, captureProject, demoUrl, eventually, fieldFocused, storedCaptures, useProject } from './emailCaptureStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

const main = network(0)

async function open(account: TestAccount, wallet: string, url: string, initScripts: string[] = []) {
  const rdns = `io.hatch.e2e.${wallet.toLowerCase().replace(/\W+/g, '-')}`
  const page = await openPage(browser, url, { wallets: [walletFor(account, { name: wallet, rdns, networks: [main] })], initScripts })
  opened.push(page)
  return page
}

async function connect(page: OpenedPage['page'], wallet: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: wallet, exact: true }).click()
  await eventually(() => demoField(page, 'Status')).toBe('connected')
}

describe('e-mail capture (DataCapture) while the remote emailCapture feature is on', () => {
  it('shows after connect (the demo’s ?emailCapture=on); an invalid address is refused with its message and nothing is stored; a valid one is stored by the sandbox; a reload does not ask again', async () => {
    const account = freshAccount()
    const { page, pageErrors, offHostRequests } = await open(account, 'Capture Wallet', demoUrl('emailCapture=on'))
    await connect(page, 'Capture Wallet')

    await capture.heading(page).waitFor({ timeout: 15_000 })
    await eventually(() => fieldFocused(page)).toBe(true)
    await page.getByRole('dialog').getByText('Leave your e-mail address to hear from Hatch demo.').waitFor()
    await saveScreenshot(page, 'email-capture/shown')

    await capture.field(page).fill('ada.example.com')
    await capture.continue(page).click()
    await capture.alert(page, 'Invalid e-mail address: it has no @ (as in name@example.com)').waitFor()
    expect(await capture.field(page).getAttribute('aria-invalid')).toBe('true')
    expect(await capture.field(page).inputValue()).toBe('ada.example.com')
    // Checked again as the visitor types: the next problem is named.
    await capture.field(page).fill('ada@example')
    await capture.alert(page, "Invalid e-mail address: the domain 'example' has no dot (as in example.com)").waitFor()
    await saveScreenshot(page, 'email-capture/invalid')
    expect(await storedCaptures(EMAIL_CAPTURE_PROJECT_ID, account.address)).toEqual([])

    await capture.field(page).fill('ada@example.com')
    await capture.continue(page).click()
    await page.getByRole('dialog').getByText('Thanks! ada@example.com is saved.').waitFor({ timeout: 15_000 })
    const done = page.getByRole('dialog').getByRole('button', { name: 'Done', exact: true })
    await eventually(() => done.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    await saveScreenshot(page, 'email-capture/saved')
    await done.click()
    await eventually(() => dialogOpen(page)).toBe(false)
    const [saved, ...more] = await storedCaptures(EMAIL_CAPTURE_PROJECT_ID, account.address)
    expect(more).toEqual([])
    expect(saved).toMatchObject({ email: 'ada@example.com', address: account.address, chainId: main.caipNetworkId, origin: new URL(demoUrl()).origin })

    // The same wallet comes back: connected again, not asked again.
    await page.reload()
    await eventually(() => demoField(page, 'Status')).toBe('connected')
    await page.waitForTimeout(1500)
    expect(await dialogOpen(page)).toBe(false)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('a project whose configuration has the feature on shows it; a failing endpoint says why and keeps the address, and Continue again stores it; Skip closes and stores nothing', async () => {
    const projectId = await captureProject('email-capture-e2e-on', true)
    const account = freshAccount()
    const { page, pageErrors } = await open(account, 'Capture Fault Wallet', demoUrl(), [useProject(projectId)])
    await connect(page, 'Capture Fault Wallet')
    await capture.heading(page).waitFor({ timeout: 15_000 })

    await admin().setFault('data', { status: 503, projectId, path: '/v1/email-capture' })
    await capture.field(page).fill('grace@example.com')
    await capture.continue(page).click()
    await capture.alert(page, 'Your e-mail address could not be saved: HTTP status code: 503').waitFor({ timeout: 15_000 })
    expect(await capture.field(page).inputValue()).toBe('grace@example.com')
    expect(await capture.heading(page).isVisible()).toBe(true)
    expect(await storedCaptures(projectId, account.address)).toEqual([])
    await saveScreenshot(page, 'email-capture/failed')

    await admin().clearFaults('data', projectId)
    await capture.continue(page).click()
    await page.getByRole('dialog').getByText('Thanks! grace@example.com is saved.').waitFor({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await eventually(() => dialogOpen(page)).toBe(false)
    expect((await storedCaptures(projectId, account.address)).map((c) => c.email)).toEqual(['grace@example.com'])

    // Another visitor skips: the modal closes, connected, nothing stored.
    const other = freshAccount()
    const second = await open(other, 'Capture Skip Wallet', demoUrl(), [useProject(projectId)])
    await connect(second.page, 'Capture Skip Wallet')
    await capture.heading(second.page).waitFor({ timeout: 15_000 })
    await capture.skip(second.page).click()
    await eventually(() => dialogOpen(second.page)).toBe(false)
    expect(await demoField(second.page, 'Status')).toBe('connected')
    expect(await storedCaptures(projectId, other.address)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('required by the host (?emailCapture=required): no Skip, Escape and Close do nothing, Disconnect is the way out', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await open(account, 'Capture Required Wallet', demoUrl('emailCapture=required'))
    await connect(page, 'Capture Required Wallet')
    await capture.heading(page).waitFor({ timeout: 15_000 })
    expect(await capture.skip(page).count()).toBe(0)
    await page.getByRole('dialog').getByText('An e-mail address is required to continue').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
    await page.waitForTimeout(300)
    expect(await capture.heading(page).isVisible()).toBe(true)
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await eventually(() => demoField(page, 'Status')).toBe('disconnected')
    expect(await dialogOpen(page)).toBe(false)
    expect(await storedCaptures(EMAIL_CAPTURE_PROJECT_ID, account.address)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('with sign-in required, DataCapture comes first and SIWXSignMessage follows it (spec §4)', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await open(account, 'Capture SIWX Wallet', demoUrl('emailCapture=on&siwx=required'))
    await connect(page, 'Capture SIWX Wallet')
    await capture.heading(page).waitFor({ timeout: 15_000 })
    await page.waitForTimeout(1000)
    expect(await signIn.heading(page).isVisible()).toBe(false)
    await capture.field(page).fill('alan@example.com')
    await capture.continue(page).click()
    await waitForSignIn(page)
    expect(await capture.heading(page).isVisible()).toBe(false)
    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    expect(await sandboxSessions(account.address, main.caipNetworkId)).toHaveLength(1)
    expect((await storedCaptures(EMAIL_CAPTURE_PROJECT_ID, account.address)).map((c) => c.email)).toEqual(['alan@example.com'])
    expect(pageErrors).toEqual([])
  })
})

describe('e-mail capture while the remote emailCapture feature is off', () => {
  it('never shows: not after connect on the demo’s default project, nor on a project that turns it off, nor before sign-in', async () => {
    const offProject = await captureProject('email-capture-e2e-off', false)
    for (const [wallet, url, scripts] of [
      ['Capture Off Wallet', demoUrl(), []],
      ['Capture Off Project Wallet', demoUrl(), [useProject(offProject)]],
      ['Capture Off SIWX Wallet', demoUrl('siwx=optional'), []],
    ] as const) {
      const account = freshAccount()
      const { page, pageErrors } = await open(account, wallet, url, [...scripts])
      await connect(page, wallet)
      if (url.includes('siwx')) {
        await waitForSignIn(page)
        await signIn.cancel(page).click()
      }
      await page.waitForTimeout(1500)
      expect(await capture.heading(page).count()).toBe(0)
      expect(await dialogOpen(page)).toBe(false)
      expect(await storedCaptures(offProject, account.address)).toEqual([])
      expect(pageErrors).toEqual([])
    }
  })
})
