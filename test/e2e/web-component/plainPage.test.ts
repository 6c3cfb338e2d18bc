import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'

// The demo's plain-HTML page (sandbox/demo/plainPage.ts): no React in the page, no build step, one
// <script type="module"> loading the browser bundle (dist/browser/hatch-element.js's build), a
// <hatch-button> configured by a JSON script and attributes, and a few lines of plain script using
// the element's events and open({ view }).

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

const plainUrl = (query = '') => `${sandbox().urls.demo}/plain?testWallets=off${query}`

async function open(url: string, wallets: Parameters<typeof walletFor>[] = []): Promise<OpenedPage> {
  const opened = await openPage(browser, url, { wallets: wallets.map((args) => walletFor(...args)) })
  pages.push(opened)
  return opened
}

describe('<hatch-button> on a plain HTML page', () => {
  it('is one script tag and a few lines: the page holds no framework code of its own', async () => {
    const html = await (await fetch(plainUrl())).text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    // The bundle, the JSON options (not run) and the page's own few lines, besides the sandbox's configuration.
    expect(scripts.filter((s) => /\bsrc=/.test(s))).toEqual(['<script type="module" src="/hatch/browser/hatch-element.js">'])
    expect(scripts.filter((s) => s.includes('application/json'))).toHaveLength(1)
    expect(html).toContain('<hatch-button config="hatch-config" plugins="receive send activity">')
    const bundle = await fetch(`${sandbox().urls.demo}/hatch/browser/hatch-element.js`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('connects the EVM test wallet through <hatch-button>, opens Account from script, switches to dark, and disconnects', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('2.5') })
    const { page, pageErrors, offHostRequests } = await open(plainUrl(), [[account, { name: 'Plain Wallet', rdns: 'io.hatch.e2e.plain', networks: [main] }]])

    // The button is the element's own, in its shadow root.
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await connect.waitFor()
    expect(await page.locator('hatch-button').evaluate((el) => el.shadowRoot?.querySelector('button')?.textContent)).toBe('Connect Wallet')
    await connect.click()
    await page.getByRole('button', { name: 'Plain Wallet', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(account.address)
    // The element's button now names the account; the page heard the kernel's event.
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
    await expect.poll(() => page.locator('hatch-button').evaluate((el) => el.shadowRoot?.querySelector('button')?.textContent ?? '')).toContain(short)
    await expect.poll(() => page.getByRole('list', { name: 'Events' }).textContent()).toContain(`account:connected ${account.address}`)

    // Plain script: button.open({ view: 'Account' }).
    await page.getByRole('button', { name: 'Open account' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await dialog.textContent()).toContain(short)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // theme-mode set by the page's script reaches the modal.
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await page.getByRole('button', { name: 'Open account' }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await page.locator('hatch-modal').evaluate((host) => host.shadowRoot?.querySelector('.hatch-root')?.getAttribute('data-theme'))).toBe('dark')
    await saveScreenshot(page, 'web-component/account-dark')

    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByRole('list', { name: 'Events' }).textContent()).toContain('account:disconnected')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('restores the connection after a reload, as the React host does', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await open(plainUrl(), [[account, { name: 'Plain Wallet', rdns: 'io.hatch.e2e.plain', networks: [network(0)] }]])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Plain Wallet', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    await page.reload()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(account.address)
    expect(pageErrors).toEqual([])
  })

  it('the React demo links to it', async () => {
    const { page, pageErrors } = await open(`${sandbox().urls.demo}/?testWallets=off`)
    await page.getByRole('link', { name: 'The same without React (plain HTML, <hatch-button>)' }).click()
    await page.waitForURL(/\/plain$/)
    await page.getByRole('heading', { name: 'Hatch without React' }).waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('a wrong adapter name is a clear error on the page, naming the entry and the names it knows', async () => {
    const { page, consoleErrors } = await open(plainUrl('&adapters=evm+evmm'))
    const alert = page.getByRole('alert')
    await expect
      .poll(() => alert.textContent())
      .toBe('Invalid option adapters[1]: unknown adapter "evmm" (known: evm, solana, bitcoin, walletconnect, embedded)')
    expect(consoleErrors.some((e) => e.includes('unknown adapter "evmm"'))).toBe(true)
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
  })
})
