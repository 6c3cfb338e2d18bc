import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { demoField, freshAccount, network, walletFor, type TestAccount } from '../evm/evmStack.js'
import { dialogOpen, eventually, sandboxSessions, signIn, siwxDemoUrl, verifiedBySandbox, waitForSignIn } from './siwxStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

const WALLET = 'SIWX Wallet'
const RDNS = 'io.hatch.e2e.siwx'

async function open(account: TestAccount, mode: 'required' | 'optional') {
  const page = await openPage(browser, siwxDemoUrl(mode), { wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [network(0), network(1)] })] })
  opened.push(page)
  return page
}

async function connect(page: OpenedPage['page']) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: WALLET, exact: true }).click()
  await eventually(() => demoField(page, 'Status')).toBe('connected')
}

const signatures = async (page: OpenedPage['page']) => (await walletControl(page, RDNS, 'requests')).filter((r) => r.method === 'personal_sign').length

describe('sign-in with the wallet on EVM (EIP-4361), sign-in required', () => {
  it('after connect SIWXSignMessage shows, Escape and Close do nothing; Sign creates a session the sandbox verifies; a reload keeps it without a new signature; a network without a session asks again and Cancel switches back', async () => {
    const account = freshAccount()
    const main = network(0)
    const other = network(1)
    const { page, pageErrors, offHostRequests } = await open(account, 'required')
    await connect(page)

    const text = await waitForSignIn(page)
    expect(text).toContain(`${new URL(siwxDemoUrl('required')).host} wants you to sign in with your Ethereum account:`)
    expect(text).toContain(account.address)
    expect(text).toContain(`Chain ID: ${main.id}`)
    expect(text).toContain('Sign in to Hatch demo')
    await eventually(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? document.activeElement?.textContent)).toBe(
      'Sign',
    )
    await saveScreenshot(page, 'siwx/evm-required')

    await page.keyboard.press('Escape')
    await signIn.close(page).click()
    await page.waitForTimeout(300)
    expect(await signIn.heading(page).isVisible()).toBe(true)
    expect(await sandboxSessions(account.address, main.caipNetworkId)).toEqual([])

    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    const [session, ...more] = await sandboxSessions(account.address, main.caipNetworkId)
    expect(more).toEqual([])
    expect(session?.message).toBe(text)
    const verified = await verifiedBySandbox(session!, account.address, main.caipNetworkId)
    expect(verified.data.accountAddress).toBe(account.address)
    expect(await signatures(page)).toBe(1)

    await page.reload()
    await eventually(() => demoField(page, 'Status')).toBe('connected')
    await page.waitForTimeout(1000)
    expect(await dialogOpen(page)).toBe(false)
    expect(await signatures(page)).toBe(0) // the wallet's request log starts again with the page: no new signature

    // The wallet moves to a network with no session: sign-in is asked again for that network.
    await walletControl(page, RDNS, 'switchChainFromWallet', other.id)
    await eventually(() => demoField(page, 'Network')).toBe(other.name)
    expect(await waitForSignIn(page)).toContain(`Chain ID: ${other.id}`)
    // The wallet asks the visitor to approve the switch back: meanwhile the modal says so (it
    // used to say 'There is nothing to sign right now.').
    await walletControl(page, RDNS, 'setMode', 'prompt')
    await signIn.cancel(page).click()
    await page.getByText(`Sign-in cancelled. Approve the switch back to ${main.name} in your wallet.`).waitFor({ timeout: 15_000 })
    expect(await page.getByText('There is nothing to sign right now.').count()).toBe(0)
    await page
      .getByRole('dialog', { name: `${WALLET} — Switch to ${main.name}?` })
      .getByRole('button', { name: 'Approve' })
      .click()
    await eventually(() => demoField(page, 'Network')).toBe(main.name)
    await eventually(() => dialogOpen(page)).toBe(false)
    expect(await demoField(page, 'Status')).toBe('connected')
    expect(await walletControl(page, RDNS, 'chainId')).toBe(main.id)
    expect(await sandboxSessions(account.address, other.caipNetworkId)).toEqual([])
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('Cancel with no session on any network disconnects; the disconnect signs out', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await open(account, 'required')
    await connect(page)
    await waitForSignIn(page)
    await signIn.cancel(page).click()
    await eventually(() => demoField(page, 'Status')).toBe('disconnected')
    expect(await dialogOpen(page)).toBe(false)
    expect(await signatures(page)).toBe(0)

    // Signed in, then disconnected from the Account view: the session is revoked (spec §9).
    await connect(page)
    await waitForSignIn(page)
    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    expect(await sandboxSessions(account.address, network(0).caipNetworkId)).toHaveLength(1)
    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await eventually(() => demoField(page, 'Status')).toBe('disconnected')
    await eventually(() => sandboxSessions(account.address, network(0).caipNetworkId)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it("a wallet that fails to sign shows 'Error signing message' and the view comes back; signing then works", async () => {
    const account = freshAccount()
    const { page } = await open(account, 'required')
    await connect(page)
    const first = await waitForSignIn(page)
    await walletControl(page, RDNS, 'setMode', 'reject')
    await signIn.sign(page).click()
    await page.getByRole('status').filter({ hasText: 'Error signing message' }).waitFor()
    const second = await waitForSignIn(page)
    expect(second).not.toBe(first) // a fresh message (new nonce) to sign
    expect(await sandboxSessions(account.address, network(0).caipNetworkId)).toEqual([])
    await saveScreenshot(page, 'siwx/evm-error')

    await walletControl(page, RDNS, 'setMode', 'approve')
    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    expect((await sandboxSessions(account.address, network(0).caipNetworkId))[0]?.message).toBe(second)
  })
})

describe('sign-in with the wallet on EVM, sign-in optional', () => {
  it('Cancel closes the modal and the wallet stays connected, unsigned; Escape closes too', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await open(account, 'optional')
    await connect(page)
    await waitForSignIn(page)
    expect(await page.getByRole('dialog').textContent()).toContain('It costs nothing and sends no transaction.')
    await signIn.cancel(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    expect(await demoField(page, 'Status')).toBe('connected')
    expect(await sandboxSessions(account.address, network(0).caipNetworkId)).toEqual([])

    await page.reload()
    await eventually(() => demoField(page, 'Status')).toBe('connected')
    await waitForSignIn(page)
    await page.keyboard.press('Escape')
    await eventually(() => dialogOpen(page)).toBe(false)
    expect(await demoField(page, 'Status')).toBe('connected')
    expect(pageErrors).toEqual([])
  })
})
