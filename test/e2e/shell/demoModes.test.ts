/**
 * Issue 24 item 7: the demo hid Pay and sign-in with the wallet behind `?pay=1` and
 * `?siwx=required` without a word on the page. The page now lists them under "Demo modes", each a
 * link saying what it does; following one turns the mode on (the Pay button appears; sign-in is
 * asked right after connecting) and the page offers the way back.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, network, walletFor } from '../evm/evmStack.js'

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

/** The default demo (only `testWallets=off`, so the test's own wallet is the one installed). */
async function demo(): Promise<OpenedPage> {
  const url = inject('sandbox').urls.demo
  if (!url) throw new Error('the sandbox was started without its demo host')
  const wallet = walletFor(freshAccount(), { name: 'Modes Wallet', rdns: 'io.hatch.e2e.modes', networks: [network(0)] })
  const opened = await openPage(browser, `${url}/?testWallets=off`, { wallets: [wallet] })
  pages.push(opened)
  return opened
}

it('Pay: a visible link on the default demo turns it on (the Pay button appears) and another turns it off', async () => {
  const { page } = await demo()
  const modes = page.getByRole('navigation', { name: 'Demo modes' })
  await modes.waitFor()
  expect(await page.getByRole('button', { name: 'Pay 1.5 USDC' }).count()).toBe(0)
  expect(await modes.getByText(/e-mail and social login are off while it is on/).count()).toBe(1)
  await modes.getByRole('link', { name: 'Turn Pay on' }).click()
  await page.getByRole('button', { name: 'Pay 1.5 USDC' }).waitFor()
  expect(new URL(page.url()).searchParams.get('pay')).toBe('1')
  await modes.getByRole('link', { name: 'Turn Pay off' }).click()
  await modes.getByRole('link', { name: 'Turn Pay on' }).waitFor()
  expect(await page.getByRole('button', { name: 'Pay 1.5 USDC' }).count()).toBe(0)
})

it('sign-in with the wallet: "Require sign-in" on the default demo makes connecting ask for the signature', async () => {
  const { page } = await demo()
  const modes = page.getByRole('navigation', { name: 'Demo modes' })
  await modes.getByRole('link', { name: 'Require sign-in' }).click()
  await modes.getByText('Sign-in with the wallet is required.').waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Modes Wallet', exact: true }).click()
  await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 20_000 })
  expect(await modes.getByRole('link', { name: 'Turn sign-in off' }).count()).toBe(1)
})
