/**
 * Drives the sandbox phone wallet page (sandbox/wallets/phone) by its visible labels, as a person
 * would: paste a uri, read the proposal, approve or reject, answer requests. Shared by the phone
 * wallet integration test and the WalletConnect e2e tests.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { openPage, type OpenedPage } from '../../fixtures/browser.js'

/** The phone wallet page, opened and connected to the relay. */
export interface PhoneWallet extends OpenedPage {
  /** Every URL the page requested (HTTP and WebSocket), to prove nothing left 127.0.0.1. */
  requestedUrls: string[]
}

/** Opens `${phoneWalletUrl}/?account=<index>` and waits until the wallet is connected to the relay. */
export async function openPhoneWallet(browser: Browser, phoneWalletUrl: string, account?: number): Promise<PhoneWallet> {
  const url = `${phoneWalletUrl}/${account === undefined ? '' : `?account=${account}`}`
  const opened = await openPage(browser, url, { viewport: { width: 420, height: 900 } })
  const requestedUrls: string[] = []
  opened.page.on('request', (request) => requestedUrls.push(request.url()))
  opened.page.on('websocket', (ws) => requestedUrls.push(ws.url()))
  await walletField(opened.page, 'Relay').filter({ hasText: 'Connected to the relay' }).waitFor({ timeout: 20_000 })
  return { ...opened, requestedUrls }
}

/** The `<dd>` after the `<dt>` named `term` in the page's "Wallet" list. */
export function walletField(page: Page, term: string): Locator {
  return page.locator(`dl[aria-label="Wallet"] dt:text-is("${term}") + dd`)
}

/** Pastes a `wc:` uri into "WalletConnect URI" and presses "Pair". */
export async function pairWith(page: Page, uri: string): Promise<void> {
  await page.getByLabel('WalletConnect URI').fill(uri)
  await page.getByRole('button', { name: 'Pair' }).click()
}

/** The "Session proposal" card (waits for it). */
export async function proposalCard(page: Page, timeout = 20_000): Promise<Locator> {
  const card = page.getByRole('region', { name: 'Session proposal' })
  await card.waitFor({ timeout })
  return card
}

/** The card of a pending request for `method` (waits for it). */
export async function requestCard(page: Page, method: string, timeout = 20_000): Promise<Locator> {
  const card = page.getByRole('region', { name: `Request: ${method}` })
  await card.waitFor({ timeout })
  return card
}

/** The text of the page's last-event line (status or alert). */
export function lastEvent(page: Page): Locator {
  return page.getByLabel('Last event')
}
