/**
 * Support matrix, row "Embedded, Solana": an e-mail login on the demo (code from the sandbox
 * mailbox), its Solana account made active with the demo's "Use Solana", every feature in one page
 * session, approvals in the secure frame (docs/support-matrix.md).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { embeddedMatrix } from './embeddedMatrix.js'
import { closeModal, demoField, SETTLES } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { declareSolanaCells } from './solanaWalk.js'

const embedded = embeddedMatrix('solana')
beforeAll(() => embedded.start())
afterAll(() => embedded.stop())

let solanaAddress = ''
/** Before each cell: the login's Solana account active again if an earlier cell left another one active. */
async function solanaActive() {
  await closeModal(embedded.page())
  if (!solanaAddress || (await demoField(embedded.page(), 'Status')) !== 'connected' || (await demoField(embedded.page(), 'Address')) === solanaAddress) return
  await embedded.page().getByRole('button', { name: 'Use Solana' }).click()
  await expect.poll(() => demoField(embedded.page(), 'Address'), SETTLES).toBe(solanaAddress)
}

const row = matrixRow('embedded-solana', { before: solanaActive })
declareSolanaCells(row, {
  page: embedded.page,
  async connect() {
    const evm = await embedded.logIn()
    await closeModal(embedded.page())
    await embedded.page().getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => demoField(embedded.page(), 'Address'), SETTLES).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    solanaAddress = await demoField(embedded.page(), 'Address')
    expect(solanaAddress).not.toBe(evm)
  },
  address: () => solanaAddress,
  walletName: 'Email',
  companion: embedded.companion,
  url: embedded.url,
  siwxUrl: embedded.siwxUrl,
  approveTransaction: embedded.approve('Send transaction'),
  approveSignature: embedded.approve('Sign message'),
})
