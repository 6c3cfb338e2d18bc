import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { saveScreenshot } from '../../fixtures/browser.js'
import { lastEvent, pairWith, proposalCard, requestCard } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { demoField, nodeBalances, openAccount } from '../evm/evmStack.js'
import { nextUri, openWalletConnect, PHONE_ACCOUNT, shownUri, walletConnectSession } from './walletConnectStack.js'

const session = walletConnectSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const sandbox = inject('sandbox')
const account = sandbox.accounts[PHONE_ACCOUNT]!
const main = sandbox.networks[0]!
const WC_URI = /^wc:[0-9a-f]{64}@2\?/

describe('WalletConnect end to end: the demo and the sandbox phone wallet on the sandbox relay', () => {
  it('the demo shows a QR code and uri; the phone wallet pairs and approves; Account shows the address and balance; personal_sign from the demo is answered and verifies', async () => {
    const demo = await session.demo()
    const phone = await session.phoneWallet()
    await openWalletConnect(demo.page)
    const uri = await shownUri(demo.page)
    expect(uri).toMatch(WC_URI)
    expect(await demo.page.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true)
    await saveScreenshot(demo.page, 'walletconnect/qr')

    await pairWith(phone.page, uri)
    const proposal = await proposalCard(phone.page)
    expect(await proposal.locator('dt:text-is("Dapp") + dd').textContent()).toBe('Hatch demo')
    const chains = await proposal.getByRole('list', { name: 'Requested chains' }).getByRole('listitem').allTextContents()
    expect(chains).toEqual(expect.arrayContaining(sandbox.networks.map((n) => n.caipNetworkId)))
    await proposal.getByRole('button', { name: 'Approve' }).click()

    await expect.poll(() => demoField(demo.page, 'Status'), { timeout: 20_000 }).toBe('connected')
    expect(await demoField(demo.page, 'Address')).toBe(account.address)
    await openAccount(demo.page)
    const expected = await nodeBalances(main, account.address)
    await expect.poll(() => demo.page.locator('[data-testid="hatch-account-balance"]').textContent(), { timeout: 20_000 }).toBe(`${expected.native} ETH`)
    await saveScreenshot(demo.page, 'walletconnect/account')
    await demo.page.keyboard.press('Escape')

    const message = 'Sign in to the Hatch demo over WalletConnect'
    await demo.page.getByLabel('Message', { exact: true }).fill(message)
    await demo.page.getByRole('button', { name: 'Sign message', exact: true }).click()
    const request = await requestCard(phone.page, 'personal_sign')
    expect(await request.getByLabel('Request details').textContent()).toBe(message)
    await request.getByRole('button', { name: 'Approve' }).click()
    const signature = demo.page.getByRole('status', { name: 'Signature' })
    await signature.waitFor({ timeout: 20_000 })
    const signed = (await signature.textContent()) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message, signature: signed })).toBe(true)

    expect(demo.offHostRequests).toEqual([])
    expect(phone.offHostRequests).toEqual([])
    expect(phone.requestedUrls.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([])
    expect(demo.pageErrors).toEqual([])
    expect(phone.pageErrors).toEqual([])
  })

  it('rejecting in the phone wallet returns the demo to a state where a new uri can be used, and pairing with it works', async () => {
    const demo = await session.demo()
    const phone = await session.phoneWallet()
    await openWalletConnect(demo.page)
    const first = await shownUri(demo.page)

    await pairWith(phone.page, first)
    await (await proposalCard(phone.page)).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => lastEvent(phone.page).textContent()).toBe('Session rejected for Hatch demo')

    await demo.page.getByText('Connection rejected').waitFor({ timeout: 20_000 })
    const second = await nextUri(demo.page, first)
    expect(second).toMatch(WC_URI)
    expect(await demoField(demo.page, 'Status')).not.toBe('connected')
    await saveScreenshot(demo.page, 'walletconnect/rejected')

    await pairWith(phone.page, second)
    await (await proposalCard(phone.page)).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => demoField(demo.page, 'Status'), { timeout: 20_000 }).toBe('connected')
    expect(await demoField(demo.page, 'Address')).toBe(account.address)
    expect(demo.offHostRequests).toEqual([])
    expect(demo.pageErrors).toEqual([])
  })

  it('a pairing left idle past its lifetime is replaced by a fresh uri without a reload, and the fresh uri pairs', async () => {
    // 15 s lifetime: with the spec's 10 s margin the uri counts as expired 5 s after it is shown.
    const demo = await session.demo({ wcPairingLifetimeMs: '15000' })
    const phone = await session.phoneWallet()
    await demo.page.evaluate(() => ((window as unknown as { __notReloaded?: boolean }).__notReloaded = true))
    await openWalletConnect(demo.page)
    const first = await shownUri(demo.page)
    const shownAt = Date.now()

    const second = await nextUri(demo.page, first, 20_000)
    const waited = Date.now() - shownAt
    expect(second).toMatch(WC_URI)
    expect(second.slice(0, 67)).not.toBe(first.slice(0, 67)) // a new pairing topic, not the same one re-shown
    expect(waited).toBeGreaterThanOrEqual(3_000)
    expect(await demo.page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true)
    expect(await demo.page.getByRole('img', { name: 'QR code' }).getAttribute('data-uri')).toBe(second)

    await pairWith(phone.page, second)
    await (await proposalCard(phone.page)).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => demoField(demo.page, 'Status'), { timeout: 20_000 }).toBe('connected')
    expect(demo.offHostRequests).toEqual([])
  })
})
