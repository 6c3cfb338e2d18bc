/**
 * Support matrix, row "EVM, third-party": `@johanneskares/wallet-mock` (an EIP-6963 wallet written
 * outside this project, test/fixtures/thirdPartyEvmWallet.ts) with a fresh account, every feature
 * in one page session (docs/support-matrix.md).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { installThirdPartyEvmWallet, THIRD_PARTY_EVM_WALLET } from '../../fixtures/thirdPartyEvmWallet.js'
import { evmTestWalletInitScript } from '../../../sandbox/wallets/evm/index.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { evmNetwork } from './chainChecks.js'
import { declareEvmCells } from './evmWalk.js'
import { closeModal, demoField, demoUrl, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'

const COMPANION = 'Matrix Companion Wallet'
const account = freshAccount()
const companion = freshAccount()
const url = demoUrl()

let browser: Browser
let opened: OpenedPage
beforeAll(async () => {
  browser = await launchBrowser()
  const networks = [evmNetwork('Hatch Mainnet'), evmNetwork('Hatch Layer')]
  // The sandbox test wallet is only the multi-wallet companion here; the wallet under test is wallet-mock.
  // Both wallets go in before the demo's scripts run: the page starts blank, then navigates.
  opened = await openPage(browser, 'about:blank')
  await opened.page.addInitScript(await evmTestWalletInitScript([walletFor(companion, { name: COMPANION, rdns: 'io.hatch.e2e.matrix.companion3p', networks })]))
  await installThirdPartyEvmWallet(opened.page, { privateKey: account.privateKey, networks })
  await opened.page.goto(url)
})
afterAll(async () => {
  expect(opened?.offHostRequests ?? []).toEqual([])
  await opened?.close()
  await browser?.close()
})

const row = matrixRow('evm-third-party', { before: async () => closeModal(opened.page) })
declareEvmCells(row, {
  page: () => opened.page,
  async connect() {
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await opened.page.getByRole('button', { name: THIRD_PARTY_EVM_WALLET.name, exact: true }).click()
    await expect.poll(() => demoField(opened.page, 'Status'), SETTLES).toBe('connected')
  },
  address: () => account.address,
  walletName: THIRD_PARTY_EVM_WALLET.name,
  companion: { name: COMPANION, address: companion.address },
  url,
  siwxUrl: demoUrl({ siwx: 'optional' }),
})
