/**
 * Social login end to end in Chromium, frame and all: a page on its own origin embeds the secure
 * site's frame; a click opens the popup on the secure origin, the sandbox provider's consent page
 * is answered by visible text, the result comes back to the page and the frame, and GET_USER
 * shows the wallet address. The same account gets the same address after a reload and in a fresh
 * browser profile; Deny shows the provider's error; a forged window message neither completes nor
 * aborts a pending sign-in.
 */
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { launchBrowser } from '../../fixtures/browser.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'
import { startOAuthTestSite } from './oauthSignIn.js'

const info = inject('sandbox')
const pages: Record<string, string> = {}
let server: HtmlServer
let site: RunningSecureSite
let browser: Browser

async function pageHtml(config: Record<string, unknown>): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./oauthFramePage.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  })
  const script = (result.outputFiles[0] as { text: string }).text.replace(/<\/script/gi, '<\\/script')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1><p id="status" role="status"></p>
<script>window.__OAUTH_TEST__ = ${JSON.stringify(config)}</script><script type="module">${script}</script></body></html>`
}

beforeAll(async () => {
  server = await startHtmlServer(pages)
  const relay = info.urls.farcaster as string
  site = await startOAuthTestSite(info, {
    allowedOrigins: [server.url],
    oauth: { farcaster: { relayUrl: relay, custodyUrl: `${relay}/v1/fids` } },
    rpcUrls: Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string])),
  })
  pages['/'] = await pageHtml({ secureOrigin: site.origin, chainId: info.networks[0]?.id, providers: ['google', 'github', 'x'] })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), server?.stop()])
})

const status = (page: Page) => page.getByRole('status')

async function signIn(context: BrowserContext, provider: string, choose: string, before?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${server.url}/`)
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/Not connected|Already connected/)
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Sign in with ${provider}` }).click()])
  await popup.getByRole('heading', { name: /^Sign in with / }).waitFor({ timeout: 20_000 })
  await before?.(page)
  await popup.getByRole('button', { name: choose === 'Deny' ? 'Deny' : new RegExp(`^Continue as ${choose}`) }).click()
  await popup.waitForEvent('close', { timeout: 20_000 }).catch(() => undefined)
  return page
}

const addressIn = (text: string | null) => /0x[0-9a-fA-F]{40}/.exec(text ?? '')?.[0]

it('signs in with Google through the popup; the same account has the same address after a reload and in a fresh profile', async () => {
  const first = await browser.newContext()
  const page = await signIn(first, 'google', 'Ada Lovelace')
  await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/^Connected with google: 0x[0-9a-fA-F]{40}$/)
  const address = addressIn(await status(page).textContent())

  await page.reload()
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(`Already connected: ${address}`)

  const fresh = await browser.newContext()
  const again = await signIn(fresh, 'google', 'Ada Lovelace')
  await expect.poll(() => status(again).textContent(), { timeout: 30_000 }).toBe(`Connected with google: ${address}`)

  // Another person gets another wallet.
  const other = await browser.newContext()
  const third = await signIn(other, 'google', 'Alan Turing')
  await expect.poll(() => status(third).textContent(), { timeout: 30_000 }).toMatch(/^Connected with google: 0x/)
  expect(addressIn(await status(third).textContent())).not.toBe(address)
  await Promise.all([first.close(), fresh.close(), other.close()])
})

it('shows the GitHub handle, and a forged window message neither completes nor aborts the pending sign-in', async () => {
  const context = await browser.newContext()
  const page = await signIn(context, 'github', 'Margaret Hamilton', async (p) => {
    // While the popup is open: a forged result from the page's own window (wrong source and origin).
    await p.evaluate(() =>
      window.postMessage({ hatch: 1, type: 'SOCIAL_RESULT', flowId: crypto.randomUUID(), uri: 'http://127.0.0.1:1/oauth/callback/github?code=x&state=y' }, '*'),
    )
    await expect.poll(() => p.evaluate(() => window.ignored)).toBe(1)
  })
  await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/^Connected with github as mhamilton: 0x[0-9a-fA-F]{40}$/)
  await context.close()
})

it('Deny on the consent page shows the provider named, and the page can sign in again', async () => {
  const context = await browser.newContext()
  const page = await signIn(context, 'x', 'Deny')
  await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toBe('Error: You declined to sign in with X')
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with x' }).click()])
  await popup.getByRole('button', { name: /^Continue as Frances Allen/ }).click()
  await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/^Connected with x as fallen: 0x/)
  await context.close()
})

it('closing the popup is "Popup closed" (checked every second)', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${server.url}/`)
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Not connected')
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with google' }).click()])
  await popup.getByRole('heading', { name: /^Sign in with / }).waitFor({ timeout: 20_000 })
  await popup.close()
  await expect.poll(() => status(page).textContent(), { timeout: 5_000 }).toBe('Error: Popup closed')
  await context.close()
})

it('Farcaster: the link opened in the sandbox Farcaster app and approved there connects the page; the same fid has the same address in a fresh profile', async () => {
  const connect = async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe('Not connected')
    await page.getByRole('button', { name: 'Sign in with Farcaster' }).click()
    const link = page.getByRole('link', { name: 'Open in Farcaster' })
    await link.waitFor({ timeout: 20_000 })
    // "Scanning" = opening the shown url on the phone: another page, the sandbox Farcaster app.
    const phone = await context.newPage()
    await phone.goto((await link.getAttribute('href')) as string)
    await phone.getByRole('button', { name: 'Approve as @bob (Bob Baker)' }).click()
    await phone.getByRole('heading', { name: 'Signed in' }).waitFor()
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/^Connected with farcaster as bob: 0x[0-9a-fA-F]{40}$/)
    const address = addressIn(await status(page).textContent())
    await context.close()
    return address
  }
  const first = await connect()
  expect(await connect()).toBe(first)
})
