/**
 * Issue 30 item 4, in Firefox: the demo (injected wallets off) shows a WalletConnect QR code and
 * link; the sandbox phone wallet page, in its own tab, pairs with that link on the sandbox relay and
 * approves the session; the demo shows the phone's account connected.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { click, fill, launchFirefox, role, text, waitFor, type FirefoxSession } from '../../fixtures/firefox.js'
import { demoUrl } from '../evm/evmStack.js'
import { PHONE_ACCOUNT } from '../walletconnect/walletConnectStack.js'
import { demoField, DIALOG, shownText, waitConnected } from './firefoxStack.js'

let firefox: FirefoxSession
beforeAll(async () => {
  firefox = await launchFirefox()
})
afterAll(() => firefox?.close())

const sandbox = inject('sandbox')

it('pairs the phone wallet with the link the demo shows; the demo connects its account', async () => {
  const demo = await firefox.open(demoUrl())
  const phone = await firefox.open(`${sandbox.urls.phoneWallet}/?account=${PHONE_ACCOUNT}`, { viewport: { width: 420, height: 900 } })
  await waitFor(phone.page, text('Connected to the relay'))

  await demo.page.bringToFront()
  await click(demo.page, role('button', 'Connect Wallet'))
  await click(demo.page, role('button', 'WalletConnect', DIALOG))
  const qr = await waitFor(demo.page, role('img', 'QR code', DIALOG), 30_000).catch(async (error: unknown) => {
    throw new Error(`no QR code within 30 s; ${await shownText(demo.page)}`, { cause: error })
  })
  const link = await waitFor(demo.page, role('textbox', 'WalletConnect link', DIALOG))
  const uri = await link.evaluate((field) => (field as HTMLInputElement).value)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await qr.evaluate((img) => img.getAttribute('data-uri'))).toBe(uri)

  // The visitor turns to the phone (its tab in front), as to the demo before.
  await phone.page.bringToFront()
  await fill(phone.page, role('textbox', 'WalletConnect URI'), uri)
  await click(phone.page, role('button', 'Pair'))
  const proposal = role('region', 'Session proposal')
  await waitFor(phone.page, proposal).catch(async (error: unknown) => {
    throw new Error(`no session proposal; the phone showed: ${await shownText(phone.page)}`, { cause: error })
  })
  await waitFor(phone.page, text('Hatch demo', proposal))
  await click(phone.page, role('button', 'Approve', proposal))

  await waitConnected(demo.page, 'WalletConnect')
  expect(await demoField(demo.page, 'Address')).toBe(sandbox.accounts[PHONE_ACCOUNT]!.address)
  expect(demo.pageErrors).toEqual([])
  expect(phone.pageErrors).toEqual([])
  expect(firefox.offHostRequests).toEqual([])
})
