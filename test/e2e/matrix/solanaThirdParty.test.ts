/**
 * Support matrix, row "Solana, third-party": a Wallet Standard Solana wallet written outside Hatch
 * (test/fixtures/thirdPartySolanaWallet.ts) that declares only the standard chain name
 * `solana:localnet`, with a fresh key, every feature in one page session (docs/support-matrix.md).
 */
import { randomBytes } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { evmTestWalletInitScript } from '../../../sandbox/wallets/evm/index.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { installThirdPartySolanaWallet, thirdPartySolanaWalletAddress, type ThirdPartySolanaWalletConfig } from '../../fixtures/thirdPartySolanaWallet.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { solanaCluster } from '../solana/solanaStack.js'
import { evmNetwork } from './chainChecks.js'
import { closeModal, demoField, demoUrl, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { declareSolanaCells } from './solanaWalk.js'

const WALLET = 'Burner Wallet'
const COMPANION = 'Matrix Companion Wallet'
const config: ThirdPartySolanaWalletConfig = {
  name: WALLET,
  seed: randomBytes(32).toString('hex'),
  chains: ['solana:localnet'],
  rpcUrls: { 'solana:localnet': solanaCluster().rpcUrl },
}
const address = thirdPartySolanaWalletAddress(config)
const companion = freshAccount()
const url = demoUrl()

let browser: Browser
let opened: OpenedPage
beforeAll(async () => {
  browser = await launchBrowser()
  // Both wallets go in before the demo's scripts run: the page starts blank, then navigates.
  opened = await openPage(browser, 'about:blank')
  await opened.page.addInitScript(
    await evmTestWalletInitScript([
      walletFor(companion, { name: COMPANION, rdns: 'io.hatch.e2e.matrix.companion-sol3p', networks: [evmNetwork('Hatch Mainnet')] }),
    ]),
  )
  await installThirdPartySolanaWallet(opened.page, config)
  await opened.page.goto(url)
})
afterAll(async () => {
  expect(opened?.offHostRequests ?? []).toEqual([])
  await opened?.close()
  await browser?.close()
})

const row = matrixRow('solana-third-party', { before: async () => closeModal(opened.page) })
declareSolanaCells(row, {
  page: () => opened.page,
  async connect() {
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await opened.page.getByRole('button', { name: WALLET, exact: true }).click()
    await expect.poll(() => demoField(opened.page, 'Status'), SETTLES).toBe('connected')
  },
  address: () => address,
  walletName: WALLET,
  companion: { name: COMPANION, address: companion.address },
  url,
  siwxUrl: demoUrl({ siwx: 'optional' }),
})
