/**
 * Support matrix, row "WalletConnect, Solana": the sandbox phone wallet paired over the sandbox
 * relay, the session's Solana account made active with the demo's "Use Solana", every feature in
 * one page session (docs/support-matrix.md). The phone wallet answers solana_signMessage only.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { closeModal, demoField, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { declareSolanaCells } from './solanaWalk.js'
import { walletConnectMatrix } from './walletConnectMatrix.js'

const wc = walletConnectMatrix()
beforeAll(() => wc.start())
afterAll(() => wc.stop())

/** The phone wallet's Solana key: the last Solana test account (docs/phone-wallet.md). */
const solanaAddress = (inject('sandbox').extensions['solana'] as { accounts: string[] }).accounts.at(-1)!

/** Before each cell: the session's Solana account active again if an earlier cell left another one active. */
async function solanaActive() {
  await closeModal(wc.page())
  if ((await demoField(wc.page(), 'Status')) !== 'connected' || (await demoField(wc.page(), 'Address')) === solanaAddress) return
  await wc.page().getByRole('button', { name: 'Use Solana' }).click()
  await expect.poll(() => demoField(wc.page(), 'Address'), SETTLES).toBe(solanaAddress)
}

const row = matrixRow('walletconnect-solana', { before: solanaActive })
declareSolanaCells(row, {
  page: wc.page,
  async connect() {
    await wc.connect()
    await closeModal(wc.page())
    await wc.page().getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => demoField(wc.page(), 'Address'), SETTLES).toBe(solanaAddress)
  },
  address: () => solanaAddress,
  walletName: 'WalletConnect',
  companion: wc.companion,
  url: wc.url,
  siwxUrl: wc.siwxUrl,
  approveTransaction: wc.approve('solana_signAndSendTransaction'),
  approveSignature: wc.approve('solana_signMessage'),
})
