/**
 * Support matrix, row "Hatch Solana wallet": the sandbox's Solana Wallet Standard test wallet with a
 * fresh keypair, every feature in one page session (docs/support-matrix.md).
 */
import { Keypair } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'
import { evmNetwork } from './chainChecks.js'
import { closeModal, demoField, demoUrl, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { declareSolanaCells } from './solanaWalk.js'

const WALLET = 'Hatch Solana Wallet'
const COMPANION = 'Matrix Companion Wallet'
const keypair = Keypair.generate()
const companion = freshAccount()
const url = demoUrl()

let browser: Browser
let opened: OpenedPage
beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, url, {
    wallets: [walletFor(companion, { name: COMPANION, rdns: 'io.hatch.e2e.matrix.companion-sol', networks: [evmNetwork('Hatch Mainnet')] })],
    initScripts: [await solanaWalletScript([solanaWalletFor(keypair, { name: WALLET })])],
  })
})
afterAll(async () => {
  expect(opened?.offHostRequests ?? []).toEqual([])
  await opened?.close()
  await browser?.close()
})

const row = matrixRow('solana-hatch', { before: async () => closeModal(opened.page) })
declareSolanaCells(row, {
  page: () => opened.page,
  async connect() {
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await opened.page.getByRole('button', { name: WALLET, exact: true }).click()
    await expect.poll(() => demoField(opened.page, 'Status'), SETTLES).toBe('connected')
  },
  address: () => keypair.publicKey.toBase58(),
  walletName: WALLET,
  companion: { name: COMPANION, address: companion.address },
  url,
  siwxUrl: demoUrl({ siwx: 'optional' }),
})
