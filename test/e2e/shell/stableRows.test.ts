/**
 * Issue 32 item 7, "a click that lands before the row is live": the card was centred in the
 * viewport, so a part of the Connect view that arrived after the view showed (the social buttons,
 * in React's deferred render) grew the card in both directions and moved the wallet rows up under
 * a pointer already on its way. A click aimed at a row then landed on a heading or a gap, and the
 * visitor stayed "disconnected" (seen in the activity, send and names e2e under load, where the
 * demo's event log showed the modal open and nothing after the click). The card now stands at a
 * fixed top: what arrives later grows it downward, and nothing above moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserSession, freshAccount, network, walletFor } from '../evm/evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

/** Where a button of the dialog is on screen (its top edge, CSS px). */
const topOf = async (page: Page, name: string) => (await page.getByRole('dialog').getByRole('button', { name, exact: true }).boundingBox())?.y

describe('the Connect view holds still while its sections arrive', () => {
  it('keeps the wallet rows where they were when the social buttons arrive after the view showed', async () => {
    const { page, pageErrors } = await session.open([walletFor(freshAccount(), { name: 'Still Wallet', rdns: 'io.hatch.e2e.still', networks: [network(0)] })])
    // The social buttons' code (the socials plugin's views module) comes 800 ms after it is asked
    // for, as on a slow network or a loaded machine.
    let held = 0
    await page.context().route(/\/ConnectSocialsView[-\w]*\.js/, async (route) => {
      held++
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Still Wallet', exact: true }).waitFor()
    const before = { wallet: await topOf(page, 'Still Wallet'), walletConnect: await topOf(page, 'WalletConnect') }
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google', exact: true }).waitFor({ timeout: 20_000 })
    expect(held, 'the social buttons arrived after the view showed').toBeGreaterThan(0)
    expect({ wallet: await topOf(page, 'Still Wallet'), walletConnect: await topOf(page, 'WalletConnect') }).toEqual(before)
    expect(pageErrors).toEqual([])
  })
})
