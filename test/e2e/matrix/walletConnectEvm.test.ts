/**
 * Support matrix, row "WalletConnect, EVM": the sandbox phone wallet paired over the sandbox relay,
 * every feature in one page session, each request approved on the phone (docs/support-matrix.md).
 */
import { afterAll, beforeAll } from 'vitest'
import { declareEvmCells } from './evmWalk.js'
import { closeModal } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { walletConnectMatrix } from './walletConnectMatrix.js'

const wc = walletConnectMatrix()
beforeAll(() => wc.start())
afterAll(() => wc.stop())

const row = matrixRow('walletconnect-evm', { before: async () => closeModal(wc.page()) })
declareEvmCells(row, {
  page: wc.page,
  connect: wc.connect,
  address: () => wc.evmAddress,
  walletName: 'WalletConnect',
  companion: wc.companion,
  url: wc.url,
  siwxUrl: wc.siwxUrl,
  approveTransaction: wc.approve('eth_sendTransaction'),
  approveSignature: wc.approve('personal_sign'),
})
