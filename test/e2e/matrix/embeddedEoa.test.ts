/**
 * Support matrix, row "Embedded, EVM EOA": an e-mail login on the demo (code from the sandbox
 * mailbox), the EOA on Hatch Mainnet, every feature in one page session, each request approved in
 * the secure frame (docs/support-matrix.md).
 */
import { afterAll, beforeAll } from 'vitest'
import type { Address } from 'viem'
import { embeddedMatrix } from './embeddedMatrix.js'
import { declareEvmCells } from './evmWalk.js'
import { closeModal } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'

const embedded = embeddedMatrix('eoa')
beforeAll(() => embedded.start())
afterAll(() => embedded.stop())

const row = matrixRow('embedded-eoa', { before: async () => closeModal(embedded.page()) })
declareEvmCells(row, {
  page: embedded.page,
  async connect() {
    await embedded.logIn()
  },
  address: () => embedded.address() as Address,
  walletName: 'Email',
  companion: embedded.companion,
  url: embedded.url,
  siwxUrl: embedded.siwxUrl,
  approveTransaction: embedded.approve('Send transaction'),
  approveSignature: embedded.approve('Sign message'),
})
