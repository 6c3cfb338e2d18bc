/**
 * Shared set-up of the Bitcoin end-to-end tests: the sandbox's demo page, a Bitcoin test wallet
 * holding a fresh key funded through the sandbox backend's faucet, and helpers that read what the
 * backend (Esplora API) reports.
 */
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import type { SandboxInfo } from '../../../sandbox/index.js'
import { describeKey, getECPair, REGTEST } from '../../../sandbox/bitcoin/index.js'
import { bitcoinTestWalletInitScript, type BitcoinTestWalletConfig } from '../../../sandbox/wallets/bitcoin/index.js'
import { testWalletIcon } from '../../../sandbox/wallets/evm/index.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'

export function sandbox(): SandboxInfo {
  return inject('sandbox')
}

/** The backend's Esplora base URL. */
export function esploraUrl(): string {
  const url = sandbox().urls['bitcoin']
  if (!url) throw new Error('the sandbox was started without its bitcoin backend')
  return url
}

/** A fresh regtest key nobody else uses, with its payment (p2wpkh) and ordinal (p2tr) addresses. */
export function freshBitcoinKey(): { privateKeyHex: string; payment: string; ordinal: string } {
  const key = getECPair().fromPrivateKey(Uint8Array.from(randomBytes(32)), { network: REGTEST })
  const described = describeKey(key)
  return { privateKeyHex: described.privateKeyHex, payment: described.paymentAddress, ordinal: described.ordinalAddress }
}

/** Pays `sats` to `address` from the backend's faucet (a real signed transaction, mined at once). */
export async function faucet(address: string, sats: number): Promise<string> {
  const response = await fetch(`${esploraUrl()}/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, sats }),
  })
  const body = (await response.json()) as { txid?: string; error?: string }
  if (!response.ok || !body.txid) throw new Error(`faucet: ${body.error ?? response.status}`)
  return body.txid
}

/** Satoshis the backend lists as unspent for `address` (confirmed and unconfirmed UTXOs). */
export async function backendSats(address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl()}/address/${address}/utxo`)
  if (!response.ok) throw new Error(`utxo of ${address}: ${response.status}`)
  const utxos = (await response.json()) as { value: number }[]
  return utxos.reduce((total, u) => total + BigInt(u.value), 0n)
}

/** Satoshis as the Account view shows BTC: floored to three decimals. */
export function displayBtc(sats: bigint): string {
  return `${sats / 100_000_000n}.${((sats % 100_000_000n) / 100_000n).toString().padStart(3, '0')} BTC`
}

/** A Bitcoin test wallet config for `privateKeyHex`. */
export function bitcoinWallet(privateKeyHex: string, options: { name?: string; mode?: BitcoinTestWalletConfig['mode'] } = {}): BitcoinTestWalletConfig {
  return {
    name: options.name ?? 'E2E Bitcoin Wallet',
    icon: testWalletIcon('#f7931a', 'BT'),
    privateKeyHex,
    chain: 'bitcoin:regtest',
    mode: options.mode ?? 'approve',
  }
}

/** The demo page; `own: false` leaves out the sandbox's injected wallets so only the test's exist. */
export function demoUrl(options: { own?: boolean; walletMode?: string } = {}): string {
  const demo = sandbox().urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  const query = new URLSearchParams()
  if (options.own === false) query.set('testWallets', 'off')
  if (options.walletMode) query.set('walletMode', options.walletMode)
  return `${demo}/?${query}`
}

/** One browser for a test file, and the pages it opened (closed together). */
export function browserSession() {
  let browser: Browser | undefined
  const pages: OpenedPage[] = []
  return {
    async start() {
      browser = await launchBrowser()
    },
    /** Opens the demo with the given Bitcoin wallets injected (none: the demo's own wallets). */
    async open(wallets: BitcoinTestWalletConfig[], url = demoUrl({ own: wallets.length === 0 })): Promise<OpenedPage> {
      if (!browser) throw new Error('browserSession: start() first')
      const initScripts = wallets.length ? [await bitcoinTestWalletInitScript(wallets)] : []
      const opened = await openPage(browser, url, { initScripts })
      pages.push(opened)
      return opened
    },
    async stop() {
      await Promise.allSettled(pages.map((p) => p.close()))
      await browser?.close()
    },
  }
}

/** Calls a method of an installed Bitcoin test wallet's control surface. */
export function bitcoinControl<T = unknown>(page: Page, name: string, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([wallet, m, a]) => {
      const control = (
        window as unknown as { HatchBitcoinTestWallet: { get(n: string): Record<string, (...x: unknown[]) => unknown> } }
      ).HatchBitcoinTestWallet.get(wallet)
      const fn = control[m]
      if (typeof fn !== 'function') throw new Error(`no control method ${String(m)}`)
      return fn(...a)
    },
    [name, method, args] as const,
  ) as Promise<T>
}

/** Reads a field of the demo page's connection summary (Status, Address, Network). */
export function demoField(page: Page, label: 'Status' | 'Address' | 'Network'): Promise<string> {
  return page.evaluate((name) => {
    const terms = [...document.querySelectorAll('dl[aria-label="Connection"] dt')]
    const term = terms.find((dt) => dt.textContent === name)
    return term?.nextElementSibling?.textContent ?? ''
  }, label)
}

/** Opens the modal and picks the wallet by its visible name; waits until connected unless told not to. */
export async function connectThroughModal(page: Page, walletName: string, options: { waitConnected?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName, exact: true }).click()
  // The first connect loads the adapter's runtime chunk before the status changes: past vitest's
  // default 1 s poll on a loaded 2-core machine. A failed connect never turns "connected".
  if (options.waitConnected ?? true) await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
}

/** Opens the Account view through the connected account button. */
export async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account / }).click()
  await page.locator('[data-testid="hatch-account-view"]').waitFor({ state: 'visible' })
}

/** What a demo action showed (the labelled output), once it shows. */
export async function demoOutput(page: Page, label: string): Promise<string> {
  const output = page.getByRole('status').getByLabel(label, { exact: true })
  await output.waitFor({ timeout: 15_000 })
  return (await output.textContent()) ?? ''
}
