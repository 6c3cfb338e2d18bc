/**
 * Shared set-up of the WalletConnect e2e tests: one Chromium, the sandbox demo (its injected
 * wallets off, so WalletConnect is the way in) and the sandbox phone wallet page, both on the
 * sandbox relay, and helpers that read the demo's pairing view by its visible labels.
 */
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { openPhoneWallet, type PhoneWallet } from '../../integration/phone-wallet/phoneWalletDriver.js'

/** The sandbox account the phone wallet holds in these tests (its default; no other test uses it). */
export const PHONE_ACCOUNT = 5

/** One browser, the demo pages and the phone wallet a test file opened (closed together). */
export function walletConnectSession() {
  let browser: Browser | undefined
  const opened: OpenedPage[] = []
  const need = () => {
    if (!browser) throw new Error('walletConnectSession: start() first')
    return browser
  }
  return {
    async start() {
      browser = await launchBrowser()
    },
    /** The demo with `query` options (`wcPairingLifetimeMs` ...), injected test wallets off. */
    async demo(query: Record<string, string> = {}): Promise<OpenedPage> {
      const base = inject('sandbox').urls.demo
      if (!base) throw new Error('the sandbox was started without its demo host')
      const page = await openPage(need(), `${base}/?${new URLSearchParams({ testWallets: 'off', ...query })}`)
      opened.push(page)
      return page
    },
    async phoneWallet(): Promise<PhoneWallet> {
      const page = await openPhoneWallet(need(), inject('sandbox').urls.phoneWallet!, PHONE_ACCOUNT)
      opened.push(page)
      return page
    },
    async stop() {
      await Promise.allSettled(opened.map((p) => p.close()))
      await browser?.close()
    },
  }
}

/** Opens the modal and chooses WalletConnect; resolves once the QR code is shown. */
export async function openWalletConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'WalletConnect', exact: true }).click()
  try {
    await page.getByRole('img', { name: 'QR code' }).waitFor({ timeout: 20_000 })
  } catch (error) {
    const path = await saveScreenshot(page, 'walletconnect/no-qr-code')
    throw new Error(`The demo showed no QR code within 20 s (screenshot: ${path}): ${(error as Error).message}`)
  }
}

/** The uri the demo offers right now (the "WalletConnect link" field; the QR code encodes the same). */
export async function shownUri(page: Page): Promise<string> {
  const uri = await page.getByLabel('WalletConnect link').inputValue()
  expect(await page.getByRole('img', { name: 'QR code' }).getAttribute('data-uri')).toBe(uri)
  return uri
}

/** Waits until the demo offers a uri other than `previous`, and returns it. */
export async function nextUri(page: Page, previous: string, timeout = 20_000): Promise<string> {
  let uri = previous
  await expect
    .poll(
      async () => {
        uri =
          (await page
            .getByLabel('WalletConnect link')
            .inputValue({ timeout: 1_000 })
            .catch(() => previous)) || previous
        return uri !== previous
      },
      { timeout, interval: 200 },
    )
    .toBe(true)
  return uri
}
