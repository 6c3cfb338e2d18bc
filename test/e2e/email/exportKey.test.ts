/**
 * Issue 31 item 3, "Export" done-when, on the sandbox demo: Account → "Export private key" shows
 * the key inside the secure frame once approved there, and only there. The EVM key derives the
 * account's address (checked with viem and with @noble); the Solana key, in the base58 form
 * Phantom and Solflare import, installs in the sandbox's Solana test wallet as the same account.
 * A listener on every page-side channel (window messages, port messages both ways, the console,
 * requests, storage and cookies) never sees either key.
 */
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { getAddress, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { decodeBase58 } from '../../../kernel/units/base58.js'
import { solanaTestWalletInitScript } from '../../../sandbox/wallets/solana/index.js'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoField, demoUrl, freshEmail, logIn, secureFrame } from './emailStack.js'
import { shownInFrame } from '../embedded/secureWindow.js'

/** Records, before any page script runs, everything the page's scripts could read from a channel. */
const LISTEN_EVERYWHERE = `(() => {
  // The page's own scripts only: the secure frame (another origin) gets init scripts too.
  if (window.top !== window) return
  const seen = []
  Object.defineProperty(window, '__seen', { value: seen })
  const record = (where, data) => {
    try { seen.push(where + ' ' + (typeof data === 'string' ? data : JSON.stringify(data))) } catch { seen.push(where + ' (unserializable)') }
  }
  window.addEventListener('message', (event) => record('window', event.data), true)
  const wrap = (listener) => function (event) { record('port-in', event.data); return listener.call(this, event) }
  const add = MessagePort.prototype.addEventListener
  MessagePort.prototype.addEventListener = function (type, listener, options) {
    return add.call(this, type, type === 'message' && typeof listener === 'function' ? wrap(listener) : listener, options)
  }
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() { return onmessage.get.call(this) },
    set(listener) { onmessage.set.call(this, typeof listener === 'function' ? wrap(listener) : listener) },
  })
  const post = MessagePort.prototype.postMessage
  MessagePort.prototype.postMessage = function (message, ...rest) { record('port-out', message); return post.call(this, message, ...rest) }
})()`

const email = freshEmail('export')
let browser: Browser
let opened: OpenedPage
const outside: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl(), { initScripts: [LISTEN_EVERYWHERE] })
  opened.page.on('console', (message) => outside.push(`console ${message.text()}`))
  opened.context.on('request', (request) => outside.push(`request ${request.url()} ${request.postData() ?? ''}`))
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

/** Everything the page side could have seen so far, as text. */
async function pageSide(page: Page): Promise<string> {
  const inPage = await page.evaluate(() => ({
    seen: (window as unknown as { __seen: string[] }).__seen,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }))
  // The listener did hear the frame's channel: a check that finds nothing must have looked.
  expect(inPage.seen.some((entry) => entry.startsWith('port-in '))).toBe(true)
  return [...inPage.seen, inPage.local, inPage.session, inPage.cookies, ...outside].join('\n')
}

/** Account → Export private key → Approve in the frame and the secure window; returns the key the frame shows. */
async function exportShown(page: Page, pattern: RegExp, screenshot: string): Promise<string> {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Account / }).click()
  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await dialog.getByRole('heading', { name: 'Export Private Key' }).waitFor({ timeout: 20_000 })
  await approveInFrame(page, 'Export private key')
  const frame = secureFrame(page)
  await shownInFrame(page, frame.getByRole('heading', { name: 'Your private key' }))
  await frame.getByText('This key hides itself in 60 seconds.').waitFor()
  const key = (await frame.getByText(pattern).textContent()) ?? ''
  await saveScreenshot(page, screenshot)
  // Done hides it: the frame's document no longer holds the key, and the view closes.
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => frame.getByText(key).count()).toBe(0)
  await expect.poll(() => dialog.getByRole('heading', { name: 'Export Private Key' }).count(), { timeout: 10_000 }).toBe(0)
  return key
}

it('shows the EVM key in the frame only; it is the account’s key (viem and @noble agree)', async () => {
  const { page } = opened
  await logIn(page, email)
  const address = await demoField(page, 'Address')
  const key = await exportShown(page, /^0x[0-9a-f]{64}$/, 'email/export-evm-key')
  expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)
  const publicKey = secp256k1.getPublicKey(key.slice(2), false)
  expect(getAddress(toHex(keccak_256(publicKey.slice(1)).slice(-20)))).toBe(address)
  const seen = (await pageSide(page)).toLowerCase()
  expect(seen.includes(key.slice(2))).toBe(false)
})

it('shows the Solana key as Phantom imports it; the sandbox Solana test wallet installed with it is the same account', async () => {
  const { page } = opened
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Use Solana' }).click()
  await expect.poll(() => demoField(page, 'Address'), { timeout: 20_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const address = await demoField(page, 'Address')
  const key = await exportShown(page, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/, 'email/export-solana-key')
  const secretKey = decodeBase58(key)
  expect(secretKey).toHaveLength(64)
  expect(await pageSide(page)).not.toContain(key)

  // Imported into another wallet (the sandbox's Solana test wallet, which checks the pair), it is the account.
  const elsewhere = await openPage(browser, 'about:blank', {
    initScripts: [
      await solanaTestWalletInitScript([
        {
          name: 'Imported',
          icon: 'data:image/svg+xml;base64,PHN2Zy8+',
          secretKey: [...secretKey],
          chains: [{ chain: 'solana:imported', name: 'Imported', rpcUrl: 'http://127.0.0.1:9' }],
          mode: 'approve',
        },
      ]),
    ],
  })
  try {
    const imported = await elsewhere.page.evaluate(() =>
      (window as unknown as { HatchSolanaTestWallet: { get(n: string): { address(): string } } }).HatchSolanaTestWallet.get('Imported').address(),
    )
    expect(imported).toBe(address)
  } finally {
    await elsewhere.close()
  }
})
