/**
 * The WalletConnect connection of the matrix: the demo page (sandbox wallets off, a companion test
 * wallet for multi-wallet) and the sandbox phone wallet page holding sandbox account 2 (no other
 * test spends from it), paired over the sandbox relay; the visitor approves each request on the phone.
 */
import type { Browser } from 'playwright-core'
import { expect, inject } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { openPhoneWallet, pairWith, proposalCard, requestCard, type PhoneWallet } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { openWalletConnect, shownUri } from '../walletconnect/walletConnectStack.js'
import { evmNetwork } from './chainChecks.js'
import { demoField, demoUrl, SETTLES } from './matrixPage.js'

/** The sandbox EVM account the phone wallet holds in the matrix. */
export const MATRIX_PHONE_ACCOUNT = 2

export function walletConnectMatrix() {
  let browser: Browser | undefined
  let demo: OpenedPage | undefined
  let phone: PhoneWallet | undefined
  const companion = freshAccount()
  const url = demoUrl()
  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`walletConnectMatrix: ${what} is not open`)
    return value
  }
  /** Approves the phone wallet's next request for `method`. */
  const approve = (method: string) => async () => {
    const card = await requestCard(need(phone, 'the phone wallet').page, method, 30_000)
    await card.getByRole('button', { name: 'Approve' }).click()
    await card.waitFor({ state: 'detached', timeout: 30_000 })
  }
  return {
    companion: { name: 'Matrix Companion Wallet', address: companion.address },
    url,
    siwxUrl: demoUrl({ siwx: 'optional' }),
    evmAddress: inject('sandbox').accounts[MATRIX_PHONE_ACCOUNT]!.address,
    async start() {
      browser = await launchBrowser()
      demo = await openPage(browser, url, {
        wallets: [walletFor(companion, { name: 'Matrix Companion Wallet', rdns: 'io.hatch.e2e.matrix.companion-wc', networks: [evmNetwork('Hatch Mainnet')] })],
      })
      phone = await openPhoneWallet(browser, inject('sandbox').urls.phoneWallet!, MATRIX_PHONE_ACCOUNT)
    },
    page: () => need(demo, 'the demo').page,
    phone: () => need(phone, 'the phone wallet'),
    /** Connect Wallet → WalletConnect → the phone pairs with the uri shown and approves. */
    async connect() {
      const page = need(demo, 'the demo').page
      await openWalletConnect(page)
      await pairWith(need(phone, 'the phone wallet').page, await shownUri(page))
      await (await proposalCard(need(phone, 'the phone wallet').page)).getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
    },
    approve,
    async stop() {
      expect(demo?.offHostRequests ?? []).toEqual([])
      expect(phone?.requestedUrls.filter((u) => new URL(u).hostname !== '127.0.0.1') ?? []).toEqual([])
      await demo?.close()
      await phone?.close()
      await browser?.close()
    },
  }
}
