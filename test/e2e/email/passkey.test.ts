/**
 * Issue 31 item 1, "Done when", on the sandbox demo with Chromium's virtual authenticator (CDP
 * WebAuthn; no real device): "Continue with a passkey" creates an account with a new passkey bound
 * to the secure site (RP ID localhost: the sandbox's secure site is public on 127.0.0.1, which
 * browsers refuse as a relying party, and binds its passkeys to http://localhost:<port>, the same
 * site by a host name), made in the passkey window the secure frame's prompt opens there; after a
 * reload the session is restored, and after a sign-out the same passkey logs in again to the same
 * address. A second browser profile, given a copy of the passkey (a synced passkey: the
 * credentials the virtual authenticators made, CDP WebAuthn.credentialAdded / addCredential), logs in with it: the
 * passkey approves that new browser, which enrols its own share (Devices lists both) and signs for
 * the same address. Then an e-mail account adds a passkey in Account and logs in with it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoField, demoUrl, freshEmail, logIn, sandbox, secureFrame, waitForStatus } from './emailStack.js'
import { standsStill } from '../embedded/secureWindow.js'

/** A virtual authenticator's credential, as CDP gives and takes it (private key included). */
type Credential = Awaited<ReturnType<typeof _credentialsOf>>['credentials'][number]
// Only its type is used: CDP's Credential, which playwright-core does not export by name.
const _credentialsOf = (cdp: CDPSession, authenticatorId: string) => cdp.send('WebAuthn.getCredentials', { authenticatorId })
/** A browser profile on the demo, and its passkeys (a passkey manager's, given to each window it opens). */
type Profile = OpenedPage & { keychain: Credential[] }

let browser: Browser
const profiles: Profile[] = []
let address = ''
/** The name the sandbox binds passkeys to: the same secure site, by a host name. */
const PASSKEY_HOST = 'localhost'

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(profiles.map((p) => p.close()))
  await browser?.close()
})

/**
 * A virtual platform authenticator (user verification on, presence answered by itself) in the
 * passkey window's target (a window is a target of its own), holding the profile's passkeys; the
 * passkeys it makes or uses go back to the profile's keychain (their counters included).
 */
async function windowAuthenticator(popup: Page, keychain: Credential[]): Promise<void> {
  const cdp = await popup.context().newCDPSession(popup)
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
  for (const credential of keychain) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  const keep = (credential: Credential) => {
    const known = keychain.findIndex((c) => c.credentialId === credential.credentialId)
    if (known >= 0) keychain[known] = credential
    else keychain.push(credential)
  }
  cdp.on('WebAuthn.credentialAdded', ({ credential }) => keep(credential))
  cdp.on('WebAuthn.credentialAsserted', ({ credential }) => keep(credential))
}

/** A new browser profile on the demo, with a keychain of `passkeys`. */
async function profile(passkeys: Credential[] = []): Promise<Profile> {
  const opened = await openPage(browser, demoUrl())
  const made = { ...opened, keychain: [...passkeys] }
  profiles.push(made)
  return made
}

const dialog = (page: Page) => page.getByRole('dialog')

/**
 * In the secure frame's prompt, clicks `choice`: the passkey window opens on the passkey host, and
 * its button (`windowButton`) runs the ceremony there with the profile's authenticator.
 */
async function inPasskeyWindow(who: Profile, choice: string, windowButton: string): Promise<void> {
  const frame = secureFrame(who.page)
  // Chromium drops clicks on a cross-origin frame that moved in the last 500 ms.
  await standsStill(frame.owner())
  const opening = who.context.waitForEvent('page', { timeout: 20_000 })
  await frame.getByRole('button', { name: choice }).click()
  const popup = await opening
  expect(new URL(popup.url()).hostname).toBe(PASSKEY_HOST)
  await windowAuthenticator(popup, who.keychain)
  const closed = popup.waitForEvent('close', { timeout: 30_000 })
  await popup.getByRole('button', { name: windowButton }).click()
  await closed
}

/** Connect → "Continue with a passkey" → the secure frame's prompt → `choice`, then the passkey window; resolves once connected. */
async function continueWithPasskey(who: Profile, choice: 'Sign in with a passkey' | 'Create a new passkey'): Promise<void> {
  const { page } = who
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  await dialog(page).getByRole('heading', { name: 'Passkey Login' }).waitFor({ timeout: 20_000 })
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Continue with a passkey' }).waitFor({ timeout: 20_000 })
  // Bound to the site's host name, where the window opens: the frame names it.
  await frame.getByText(`Your passkey opens in a secure window of ${PASSKEY_HOST}.`).waitFor()
  await saveScreenshot(page, 'email/passkey-prompt')
  await inPasskeyWindow(who, choice, choice === 'Create a new passkey' ? 'Create a passkey' : 'Sign in with a passkey')
  await waitForStatus(page, 'connected')
}

it('creates an account with a new passkey made in the passkey window the secure frame opens (no e-mail), bound to the site by its host name', async () => {
  await Promise.all(profiles.splice(0).map((p) => p.close()))
  const first = await profile()
  const { page } = first
  await continueWithPasskey(first, 'Create a new passkey')
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
  // The secure site is public on 127.0.0.1; the passkey is bound to its host name.
  expect(new URL(sandbox().urls.secureSite!).hostname).toBe('127.0.0.1')
  expect(first.keychain).toHaveLength(1)
  expect(first.keychain[0]).toMatchObject({ rpId: PASSKEY_HOST, isResidentCredential: true })
})

it('keeps the session over a reload, and after signing out logs in again with the same passkey to the same address', async () => {
  const first = profiles[0]!
  const { page } = first
  await page.reload()
  await waitForStatus(page, 'connected')
  expect(await demoField(page, 'Address')).toBe(address)

  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await waitForStatus(page, 'disconnected')
  await continueWithPasskey(first, 'Sign in with a passkey')
  expect(await demoField(page, 'Address')).toBe(address)
})

it('logs in from a second browser profile with a copy of the passkey: the passkey approves the new browser, which signs for the same address', async () => {
  // The same passkey on another device, as a passkey manager syncs it.
  const second = await profile(profiles[0]!.keychain)
  await continueWithPasskey(second, 'Sign in with a passkey')
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
  const withEmail = await profile()
  const { page } = withEmail
  await logIn(page, email)
  const emailAddress = await demoField(page, 'Address')
  const add = dialog(page).getByRole('button', { name: 'Add a passkey' })
  await add.click()
  await dialog(page).getByRole('heading', { name: 'Add a passkey' }).waitFor({ timeout: 20_000 })
  await secureFrame(page).getByRole('heading', { name: 'Add a passkey' }).waitFor({ timeout: 20_000 })
  await inPasskeyWindow(withEmail, 'Create a passkey', 'Create a passkey')
  await page.getByText('Passkey added').waitFor({ timeout: 20_000 })
  // Back on Account, which no longer offers it.
  await page.locator('[data-testid="hatch-account-view"]').waitFor()
  await expect.poll(() => add.count()).toBe(0)
  expect(withEmail.keychain).toHaveLength(1)

  const other = await profile(withEmail.keychain)
  await continueWithPasskey(other, 'Sign in with a passkey')
  expect(await demoField(other.page, 'Address')).toBe(emailAddress)
  await dialog(other.page).getByText(`E-mail: ${email}`, { exact: true }).waitFor({ state: 'attached' })
})
