/**
 * Issue 31 item 1: where the page does not let the secure frame show the browser's passkey dialog
 * (its own `Permissions-Policy` denies `publickey-credentials-*`, which no iframe `allow` can
 * re-enable), the frame's prompt says so and its button opens the passkey window, a top-level page
 * on the secure origin, where the visitor's click runs the ceremony; the frame finishes the login
 * with the answer that window posts back. Chromium's virtual authenticator (CDP WebAuthn) stands in
 * for the visitor's device, in the window's own target.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startFrameStack, type FrameStack } from './frameStack.js'
import { standsStill } from './secureWindow.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([
    startFrameStack(
      info,
      {},
      { publicHostname: 'localhost', pageHeaders: { 'Permissions-Policy': 'publickey-credentials-get=(), publickey-credentials-create=()' } },
    ),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

/** A virtual platform authenticator in `page`'s target (a window is a target of its own). */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

it('creates an account in the passkey window when the page withholds passkeys from the frame', async () => {
  opened = await openPage(browser, stack.pageUrl('client'))
  const { page, context } = opened
  await virtualAuthenticator(page)
  await page.evaluate(async () => {
    const client = window.frameClient!
    await client.ready
    client.iframe.style.cssText = 'position:fixed;top:0;left:0;width:480px;height:420px;border:0'
    ;(window as unknown as { connected: Promise<unknown> }).connected = client.request('CONNECT_PASSKEY', {}).then(
      (reply) => reply,
      (error: unknown) => ({ error: String(error) }),
    )
  })
  const frame = page.frameLocator('iframe[title="Hatch wallet"]')
  await frame.getByRole('heading', { name: 'Continue with a passkey' }).waitFor({ timeout: 20_000 })
  await frame.getByText('This page does not let the wallet show your passkeys here: your passkey opens in a secure window.').waitFor()
  await standsStill(frame.owner())

  const opening = context.waitForEvent('page', { timeout: 20_000 })
  await frame.getByRole('button', { name: 'Create a new passkey' }).click()
  const passkeyWindow = await opening
  expect(new URL(passkeyWindow.url()).origin).toBe(stack.site.origin)
  expect(new URL(passkeyWindow.url()).pathname).toBe('/passkey')
  await virtualAuthenticator(passkeyWindow)
  await passkeyWindow.getByRole('heading', { name: 'Create a passkey' }).waitFor({ timeout: 20_000 })
  const closed = passkeyWindow.waitForEvent('close', { timeout: 20_000 })
  await passkeyWindow.getByRole('button', { name: 'Create a passkey' }).click()
  await closed

  expect(await page.evaluate(() => (window as unknown as { connected: Promise<unknown> }).connected)).toEqual({ newUser: true, newDevice: false })
  const user = await page.evaluate(() => window.frameClient!.request('GET_USER', {}))
  expect(user).toMatchObject({ email: null, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), passkeys: 1 })
  expect(opened.pageErrors).toEqual([])
})
