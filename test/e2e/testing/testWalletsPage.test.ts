/**
 * hatch/testing/browser on a real Playwright page: the init script installs the wallets only in
 * documents whose origin is loopback (or named by allowOrigin), and `manual` mode waits for the
 * person's Approve in the wallet's panel. The non-loopback page is served by Playwright's router,
 * so nothing leaves the machine.
 */
import { chromium, type Browser, type Page } from 'playwright-core'
import puppeteer from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../../../testing/index.js'
import { approveInTestWallet, installTestWallets } from '../../../testing/browser/index.js'
import { CHROMIUM_ARGS } from '../../fixtures/browser.js'

let stack: Stack
let browser: Browser
// A whole stack (nodes, services, contracts) on a machine other work keeps busy: the project's 90 s
// hook limit, as every stack file has (it had a tighter 60 s of its own, which ci55 outlasted).
beforeAll(async () => {
  // Each is kept as soon as it is up, so afterAll closes it even when the other outlasts the hook
  // (a browser left open by a timed-out hook was counted by the next file in this worker).
  const launching = chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] }).then((launched) => (browser = launched))
  stack = await startStack({ chains: { evm: true } })
  await launching
})
afterAll(async () => {
  await Promise.allSettled([browser?.close(), stack?.stop()])
})

/** A page whose requests to `origin` get a blank HTML document from Playwright, and its console errors. */
async function pageServing(origin: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage()
  await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title><button>Buy</button>' }))
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return { page, errors }
}

const hasWallet = (page: Page) => page.evaluate(() => 'HatchTestWallet' in window)

describe('installTestWallets on a Playwright page', () => {
  it('installs nothing in a document on a non-loopback origin and says why in the console', async () => {
    const { page, errors } = await pageServing('https://shop.example.com')
    await installTestWallets(page, { stack: stack.info, evm: true })
    await page.goto('https://shop.example.com/checkout')
    // Console messages arrive on their own: wait for the one the guard logs.
    await expect
      .poll(() => errors)
      .toContain(
        'HatchTestingError TESTING_NOT_LOOPBACK: installTestWallets refused to install test wallets on https://shop.example.com: they hold real keys and approve on command, so they only install on a loopback origin (127.0.0.1, ::1, localhost). To test a deployed page on purpose, pass allowOrigin: "https://shop.example.com".',
      )
    expect(await hasWallet(page)).toBe(false)
  })

  it('throws TESTING_NOT_LOOPBACK when the page is already on such an origin', async () => {
    const { page } = await pageServing('https://shop.example.com')
    await page.goto('https://shop.example.com/')
    await expect(installTestWallets(page, { stack: stack.info, evm: true })).rejects.toMatchObject({ code: 'TESTING_NOT_LOOPBACK' })
  })

  it('installs on the origin named by allowOrigin', async () => {
    const { page, errors } = await pageServing('https://staging.example.com')
    await installTestWallets(page, { stack: stack.info, evm: true, allowOrigin: 'https://staging.example.com' })
    await page.goto('https://staging.example.com/')
    expect(await hasWallet(page)).toBe(true)
    expect(errors).toEqual([])
  })

  it("in manual mode, a request waits for Approve in the wallet's panel, then the account is the stack's", async () => {
    const { page } = await pageServing('http://127.0.0.1:9')
    const { evm } = await installTestWallets(page, { stack: stack.info, evm: { account: 1, name: 'Manual Wallet' }, mode: 'manual' })
    await page.goto('http://127.0.0.1:9/')
    const accounts = page.evaluate(async () => {
      const { provider } = await new Promise<{ provider: { request(args: { method: string }): Promise<string[]> } }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => resolve((event as CustomEvent).detail), { once: true })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      return provider.request({ method: 'eth_requestAccounts' })
    })
    await approveInTestWallet(page, 'Manual Wallet')
    expect(await accounts).toEqual([evm!.address])
    expect(evm!.address).toBe(stack.accounts.evm[1]!.address)
  })
})

describe('installTestWallets on a Puppeteer page', () => {
  it('installs the wallet through evaluateOnNewDocument in a loopback document', async () => {
    const chrome = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] })
    try {
      const page = await chrome.newPage()
      const { evm } = await installTestWallets(page, { stack: stack.info, evm: { name: 'Puppeteer Wallet' } })
      await page.goto(`${stack.urls.admin}/sandbox/info`)
      const announced = await page.evaluate(
        () =>
          new Promise<{ name: string; accounts: string[] }>((resolve) => {
            window.addEventListener(
              'eip6963:announceProvider',
              (event) => {
                const { info, provider } = (event as CustomEvent).detail as {
                  info: { name: string }
                  provider: { request(a: { method: string }): Promise<string[]> }
                }
                void provider.request({ method: 'eth_requestAccounts' }).then((accounts) => resolve({ name: info.name, accounts }))
              },
              { once: true },
            )
            window.dispatchEvent(new Event('eip6963:requestProvider'))
          }),
      )
      expect(announced).toEqual({ name: 'Puppeteer Wallet', accounts: [evm!.address] })
    } finally {
      await chrome.close()
    }
  })
})
