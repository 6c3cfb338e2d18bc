/**
 * The Connect view's social buttons and what goes wrong in a sign-in: the buttons in spec §9's
 * order with accessible names; Deny at the provider shows the secure site's message and the modal
 * stays usable (the next provider signs in); closing the popup gives 'Popup closed' (polled every
 * 1 s); a popup the browser does not open gives 'Failed to initiate social connection'; the popup
 * is 600 by 800 on the secure origin; a messaging app's in-app browser hides spec §5's providers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { createSandboxAdmin } from '../../../sandbox/adminClient.js'
import { launchBrowser, saveScreenshot } from '../../fixtures/browser.js'
import {
  DEFAULT_BUTTONS,
  PROVIDERS,
  answerPopup,
  demoField,
  demoPage,
  demoUrl,
  dialog,
  openConnect,
  providerButton,
  sandbox,
  signIn,
  socialButtons,
} from './socialStack.js'

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
  await browser?.close()
})
const context = async (options: Parameters<Browser['newContext']>[0] = {}) => {
  const made = await browser.newContext(options)
  contexts.push(made)
  return made
}
const provider = (id: string) => PROVIDERS.find((p) => p.id === id)!

describe('the social buttons on Connect', () => {
  it('lists google, x, farcaster, discord, apple, github, facebook in that order, each a named button', async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    expect(await socialButtons(page)).toEqual(DEFAULT_BUTTONS)
    for (const name of DEFAULT_BUTTONS) expect(await dialog(page).getByRole('button', { name, exact: true }).count()).toBe(1)
    await saveScreenshot(page, 'socials/connect')
  })

  it("opens the popup 600 by 800 on the secure origin; Deny shows the provider's message and the modal stays usable", async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const loading = `${new URL(sandbox().urls.secureSite!).origin}/oauth/loading?provider=google`
    // Opened in the click on the secure site's loading page, then sent to the provider.
    const [popup, first] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (r) => r.url().includes('/oauth/loading')),
      providerButton(page, 'Google').click(),
    ])
    expect(first.url()).toBe(loading)
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])
    await popup.getByRole('button', { name: 'Deny' }).click()
    await dialog(page).getByRole('alert').filter({ hasText: 'You declined to sign in with Google' }).waitFor({ timeout: 20_000 })

    // Every other provider (the sandbox's secure site lifts the per-IP sign-in limit: oauth.beginsPerHourPerIp).
    for (const id of ['x', 'discord', 'apple', 'github', 'facebook']) {
      const p = provider(id)
      await answerPopup(page, p, 'Deny')
      await dialog(page)
        .getByRole('alert')
        .filter({ hasText: `You declined to sign in with ${p.name}` })
        .waitFor({ timeout: 20_000 })
      expect(await demoField(page, 'Status')).toBe('disconnected')
    }
    // Still usable: the next sign-in goes through.
    expect(await signIn(page, provider('github'))).toMatch(/^0x/)
  }, 150_000)

  it("closing the popup gives 'Popup closed' within about a second; the buttons work again", async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const [popup] = await Promise.all([page.waitForEvent('popup'), providerButton(page, 'X').click()])
    await popup.getByRole('heading', { name: 'Sign in with X' }).waitFor({ timeout: 20_000 })
    // While it runs, the view says so and the other buttons wait.
    await dialog(page).getByRole('status').filter({ hasText: 'Connecting with X' }).waitFor()
    expect(await providerButton(page, 'Discord').isDisabled()).toBe(true)
    const closedAt = Date.now()
    await popup.close()
    await dialog(page).getByRole('alert').filter({ hasText: 'Popup closed' }).waitFor({ timeout: 5_000 })
    expect(Date.now() - closedAt).toBeLessThan(2_500)
    // Focus is back on the button the visitor used.
    await expect.poll(() => providerButton(page, 'X').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    expect(await providerButton(page, 'Discord').isEnabled()).toBe(true)
    expect(await signIn(page, provider('discord'), 'Radia Perlman')).toMatch(/^0x/)
  }, 60_000)

  it('ignores forged results (another origin, another window) while a sign-in waits; the real one completes it', async () => {
    const page = await demoPage(await context())
    await openConnect(page)
    const [popup] = await Promise.all([page.waitForEvent('popup'), providerButton(page, 'Google').click()])
    await popup.getByRole('heading', { name: 'Sign in with Google' }).waitFor({ timeout: 20_000 })
    const secure = new URL(sandbox().urls.secureSite!).origin
    const forged = {
      hatch: 1,
      type: 'SOCIAL_RESULT',
      flowId: '6f1c1d5e-8a8f-4e0f-9a53-2f3c2b1d0e4a',
      uri: `${secure}/oauth/callback/google?code=forged&state=forged`,
    }
    // From the popup while it shows the provider (another origin), and from the page itself (not the popup).
    await popup.evaluate((message) => window.opener.postMessage(message, '*'), forged)
    await page.evaluate((message) => window.postMessage(message, '*'), forged)
    await page.waitForTimeout(500)
    expect(await dialog(page).getByRole('alert').count()).toBe(0)
    await dialog(page).getByRole('status').filter({ hasText: 'Connecting with Google' }).waitFor()
    await popup.getByRole('button', { name: /^Continue as Ada Lovelace/ }).click()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
  })

  it("a popup the browser refuses to open gives 'Failed to initiate social connection'", async () => {
    const page = await demoPage(await context())
    // The page's own window.open answers null, as a popup blocker's does.
    await page.evaluate(() => void (window.open = () => null))
    await openConnect(page)
    await providerButton(page, 'Apple').click()
    await dialog(page).getByRole('alert').filter({ hasText: 'Failed to initiate social connection' }).waitFor({ timeout: 10_000 })
    expect(await providerButton(page, 'Apple').isEnabled()).toBe(true)
  })
})

describe("the project configuration's socials list (remote feature)", () => {
  const admin = () => createSandboxAdmin(sandbox().urls.admin)
  const projectPage = async (projectId: string) => {
    const page = await (await context()).newPage()
    await page.goto(`${demoUrl()}&projectId=${projectId}`)
    return page
  }
  afterAll(async () => {
    await Promise.all(
      ['socials-narrow', 'socials-off'].map((id) =>
        admin()
          .deleteProject(id)
          .catch(() => undefined),
      ),
    )
  })

  it('narrows the buttons to the providers it lists, still in spec §9 order', async () => {
    await admin().setProject('socials-narrow', { features: [{ id: 'socials', isEnabled: true, config: ['github', 'farcaster', 'google'] }] })
    const page = await projectPage('socials-narrow')
    await openConnect(page)
    expect(await socialButtons(page)).toEqual(['Continue with Google', 'Continue with Farcaster', 'Continue with GitHub'])
  })

  it('turned off, Connect has no social buttons (e-mail and passkey login stay)', async () => {
    await admin().setProject('socials-off', { features: [{ id: 'socials', isEnabled: false, config: null }] })
    const page = await projectPage('socials-off')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: 'Email', exact: true }).waitFor({ timeout: 20_000 })
    // The buttons would show once the embedded service loaded (well under a second here).
    await page.waitForTimeout(1_500)
    expect(await dialog(page).getByRole('region', { name: 'Log in with a social account' }).count()).toBe(0)
    // "Continue with a passkey" is the passkey plugin's method, not a social provider's.
    expect(
      await dialog(page)
        .getByRole('button', { name: /^Continue with (?!a passkey$)/ })
        .count(),
    ).toBe(0)
    expect(await dialog(page).getByRole('button', { name: 'Continue with a passkey', exact: true }).count()).toBe(1)
  })
})

/** Real in-app browsers' user agents (test/unit/adapters/embedded/userAgentRule.test.ts has more). */
const IN_APP = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/24.13.78',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 Telegram',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 Telegram-Android/10.12.0 (Google Pixel 8; Android 14; SDK 34; HIGH)',
}

describe('in a messaging app (spec §5)', () => {
  it.each([
    ['iOS', ['Google'], IN_APP.ios],
    ['Mac', ['X'], IN_APP.mac],
    ['Android', ['Facebook', 'X'], IN_APP.android],
  ] as const)('%s hides %j', async (_device, hidden, userAgent) => {
    const page = await (await context({ userAgent })).newPage()
    await page.goto(demoUrl())
    await openConnect(page)
    const expected = DEFAULT_BUTTONS.filter((b) => !hidden.some((name) => b === `Continue with ${name}`))
    expect(await socialButtons(page)).toEqual(expected)
  })
})
