import { HatchTestingError } from '../errors.js'
import type { StackInfo } from '../stackInfo.js'
import { literal, type RolePageLike } from './pageLike.js'

/**
 * Opens the stack's phone wallet (a WalletConnect wallet on the official SDK, on the local relay)
 * in `page` holding funded EVM account `account` (default 5, so it differs from the test wallet's),
 * and waits until it is connected to the relay.
 */
export async function openPhoneWallet(page: RolePageLike, stack: StackInfo, options: { account?: number; timeoutMs?: number } = {}): Promise<void> {
  const url = stack.urls.phoneWallet
  if (!url)
    throw new HatchTestingError('TESTING_PART_NOT_STARTED', {
      what: 'openPhoneWallet',
      part: 'the WalletConnect relay and phone wallet',
      option: 'walletConnect: true',
    })
  await page.goto(`${url}/?account=${options.account ?? 5}`)
  await page.getByText('Connected to the relay').waitFor({ timeout: options.timeoutMs ?? 20_000 })
}

/**
 * Pairs the phone wallet with the app as a person would: pastes the `wc:` link the modal shows
 * into "WalletConnect URI", presses Pair, and approves the session proposal.
 */
export async function pairPhoneWallet(page: RolePageLike, uri: string, options: { timeoutMs?: number } = {}): Promise<void> {
  await page.getByLabel('WalletConnect URI').fill(uri)
  await page.getByRole('button', { name: 'Pair' }).click()
  const proposal = page.getByRole('region', { name: 'Session proposal' })
  await proposal.waitFor({ timeout: options.timeoutMs ?? 20_000 })
  await proposal.getByRole('button', { name: 'Approve' }).click()
}

/** Approves (or rejects) the phone wallet's pending request for `method` (`personal_sign`, `eth_sendTransaction` ...). */
export async function approveInPhoneWallet(page: RolePageLike, method: string, options: { reject?: boolean; timeoutMs?: number } = {}): Promise<void> {
  const card = page.getByRole('region', { name: `Request: ${method}` })
  await card.waitFor({ timeout: options.timeoutMs ?? 20_000 })
  await card.getByRole('button', { name: options.reject ? 'Reject' : 'Approve' }).click()
}

/**
 * Approves (or rejects) what a test wallet installed with `mode: 'manual'` asks its user, in its
 * panel on the app's page (a dialog named "<wallet name> — <question>").
 */
export async function approveInTestWallet(page: RolePageLike, walletName: string, options: { reject?: boolean; timeoutMs?: number } = {}): Promise<void> {
  const panel = page.getByRole('dialog', { name: new RegExp(`^${literal(walletName)} — `) }).first()
  await panel.waitFor({ timeout: options.timeoutMs ?? 20_000 })
  await panel.getByRole('button', { name: options.reject ? 'Reject' : 'Approve', exact: true }).click()
}
