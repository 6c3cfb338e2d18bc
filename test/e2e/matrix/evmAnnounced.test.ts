/**
 * Support matrix, row "EVM, announced": the sandbox EVM test wallet announced over EIP-6963 with a
 * fresh account, every feature in one page session (docs/support-matrix.md).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { evmNetwork } from './chainChecks.js'
import { declareEvmCells } from './evmWalk.js'
import { closeModal, demoField, demoUrl, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'

const WALLET = 'Matrix EVM Wallet'
const COMPANION = 'Matrix Companion Wallet'
const account = freshAccount()
const companion = freshAccount()
const url = demoUrl()

let browser: Browser
let opened: OpenedPage
beforeAll(async () => {
  browser = await launchBrowser()
  const networks = [evmNetwork('Hatch Mainnet'), evmNetwork('Hatch Layer')]
  opened = await openPage(browser, url, {
    wallets: [
      walletFor(account, { name: WALLET, rdns: 'io.hatch.e2e.matrix.evm', networks }),
      walletFor(companion, { name: COMPANION, rdns: 'io.hatch.e2e.matrix.companion', networks }),
    ],
  })
})
afterAll(async () => {
  expect(opened?.offHostRequests ?? []).toEqual([])
  await opened?.close()
  await browser?.close()
})

const row = matrixRow('evm-announced', { before: async () => closeModal(opened.page) })
declareEvmCells(row, {
  page: () => opened.page,
  async connect() {
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await opened.page.getByRole('button', { name: WALLET, exact: true }).click()
    await expect.poll(() => demoField(opened.page, 'Status'), SETTLES).toBe('connected')
  },
  address: () => account.address,
  walletName: WALLET,
  companion: { name: COMPANION, address: companion.address },
  url,
  siwxUrl: demoUrl({ siwx: 'optional' }),
})
