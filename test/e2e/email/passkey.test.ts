/**
 * Issue 31 item 1, "Done when", on the sandbox demo with Chromium's virtual authenticator (CDP
 * WebAuthn; no real device): "Continue with a passkey" creates an account with a new passkey bound
 * to the secure site (RP ID localhost: the sandbox's secure site is http://localhost:<port>), made in
 * the secure frame's own prompt; after a reload the session is restored, and after a sign-out the
 * same passkey logs in again to the same address. A second browser profile, given a copy of the
 * passkey (CDP WebAuthn.getCredentials / addCredential: a synced passkey), logs in with it: the
 * passkey approves that new browser, which enrols its own share (Devices lists both) and signs for
 * the same address. Then an e-mail account adds a passkey in Account and logs in with it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoField, demoUrl, freshEmail, logIn, sandbox, secureFrame, waitForStatus } from './emailStack.js'
import { standsStill } from '../embedded/secureWindow.js'

type Profile = OpenedPage & { authenticator: { cdp: CDPSession; authenticatorId: string } }

let browser: Browser
const profiles: Profile[] = []
let address = ''

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(profiles.map((p) => p.close()))
  await browser?.close()
})

/** A virtual platform authenticator (user verification on, presence answered by itself) for `page`'s target and its frames. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** A new browser profile on the demo, with a virtual authenticator. */
async function profile(): Promise<Profile> {
  const opened = await openPage(browser, demoUrl())
  const made = { ...opened, authenticator: await virtualAuthenticator(opened.page) }
  profiles.push(made)
  return made
}

const dialog = (page: Page) => page.getByRole('dialog')

/** Connect → "Continue with a passkey" → the secure frame's prompt → `choice` (clicked inside the frame); resolves once connected. */
async function continueWithPasskey(page: Page, choice: 'Sign in with a passkey' | 'Create a new passkey'): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  await dialog(page).getByRole('heading', { name: 'Passkey Login' }).waitFor({ timeout: 20_000 })
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Continue with a passkey' }).waitFor({ timeout: 20_000 })
  // Bound to the secure site's host: the frame names it.
  await frame.getByText(`Use a passkey saved for ${new URL(sandbox().urls.secureSite!).hostname}`, { exact: false }).waitFor()
  // Chromium drops clicks on a cross-origin frame that moved in the last 500 ms.
  await standsStill(frame.owner())
  await saveScreenshot(page, 'email/passkey-prompt')
  await frame.getByRole('button', { name: choice }).click()
  await waitForStatus(page, 'connected')
}

it('creates an account with a new passkey made in the secure frame (no e-mail), bound to the secure site', async () => {
  await Promise.all(profiles.splice(0).map((p) => p.close()))
  const { page, authenticator } = await profile()
  await continueWithPasskey(page, 'Create a new passkey')
  address = await demoField(page, 'Address')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.locator('[data-testid="hatch-account-view"]').waitFor()
  // A passkey account: no e-mail line, and the account already has its passkey (no "Add a passkey").
  expect(
    await dialog(page)
      .getByText(/^E-mail: /)
      .count(),
  ).toBe(0)
  expect(await dialog(page).getByRole('button', { name: 'Add a passkey' }).count()).toBe(0)
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]).toMatchObject({ rpId: new URL(sandbox().urls.secureSite!).hostname, isResidentCredential: true })
})

it('keeps the session over a reload, and after signing out logs in again with the same passkey to the same address', async () => {
  const { page } = profiles[0]!
  await page.reload()
  await waitForStatus(page, 'connected')
  expect(await demoField(page, 'Address')).toBe(address)

  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await waitForStatus(page, 'disconnected')
  await continueWithPasskey(page, 'Sign in with a passkey')
  expect(await demoField(page, 'Address')).toBe(address)
})

it('logs in from a second browser profile with a copy of the passkey: the passkey approves the new browser, which signs for the same address', async () => {
  const first = profiles[0]!
  const { credentials } = await first.authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: first.authenticator.authenticatorId })
  const second = await profile()
  // The same passkey on another device, as a passkey manager syncs it.
  for (const credential of credentials)
    await second.authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticator.authenticatorId, credential })
  await continueWithPasskey(second.page, 'Sign in with a passkey')
  expect(await demoField(second.page, 'Address')).toBe(address)

  // Device approval: the new browser holds a share of its own (Devices lists both browsers) ...
  await dialog(second.page).getByRole('button', { name: 'Devices', exact: true }).click()
  const list = dialog(second.page).getByRole('list', { name: 'These browsers hold a share of your wallet and can sign with it.' })
  await expect.poll(() => list.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2)
  expect(await list.getByRole('listitem', { name: 'Chrome on Linux, This browser' }).count()).toBe(1)
  await dialog(second.page).getByRole('button', { name: 'Close' }).click()

  // ... and signs for the account's address with it.
  await second.page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(second.page, 'Sign message')
  const output = second.page.getByRole('status', { name: 'Signature' }).or(second.page.locator('output[aria-label="Signature"]')).first()
  await output.waitFor({ timeout: 20_000 })
  const signature = ((await output.textContent()) ?? '').trim() as `0x${string}`
  expect(await verifyMessage({ address: address as `0x${string}`, message: 'Hello from the Hatch demo', signature })).toBe(true)
})

it('an e-mail account adds a passkey in Account, then logs in with it in a new browser', async () => {
  const email = freshEmail('passkey-add')
  const { page, authenticator } = await profile()
  await logIn(page, email)
  const emailAddress = await demoField(page, 'Address')
  const add = dialog(page).getByRole('button', { name: 'Add a passkey' })
  await add.click()
  await dialog(page).getByRole('heading', { name: 'Add a passkey' }).waitFor({ timeout: 20_000 })
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Add a passkey' }).waitFor({ timeout: 20_000 })
  await standsStill(frame.owner())
  await frame.getByRole('button', { name: 'Create a passkey' }).click()
  await page.getByText('Passkey added').waitFor({ timeout: 20_000 })
  // Back on Account, which no longer offers it.
  await page.locator('[data-testid="hatch-account-view"]').waitFor()
  await expect.poll(() => add.count()).toBe(0)
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId })
  expect(credentials).toHaveLength(1)

  const other = await profile()
  for (const credential of credentials)
    await other.authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticator.authenticatorId, credential })
  await continueWithPasskey(other.page, 'Sign in with a passkey')
  expect(await demoField(other.page, 'Address')).toBe(emailAddress)
  await dialog(other.page).getByText(`E-mail: ${email}`, { exact: true }).waitFor({ state: 'attached' })
})
