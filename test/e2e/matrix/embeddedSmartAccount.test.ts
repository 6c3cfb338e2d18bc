/**
 * Support matrix, row "Embedded, EVM smart account": an e-mail login on the demo, then Hatch Layer
 * where the embedded wallet's smart account is the active account (spec §6; Hatch Mainnet has no
 * smart accounts), every feature in one page session; transactions go out as user operations
 * through the sandbox bundler, approved in the secure frame (docs/support-matrix.md). The smart
 * account signs messages and SIWX sign-ins itself (ERC-1271, ERC-6492 before its deployment).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { parseAbi, type Address } from 'viem'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'
import { evmClient, evmNetwork } from './chainChecks.js'
import { embeddedMatrix } from './embeddedMatrix.js'
import { declareEvmCells } from './evmWalk.js'
import { closeModal, demoField, dialog, SETTLES, switchNetwork } from './matrixPage.js'
import { matrixRow } from './matrixRow.js'

// The companion starts on Hatch Layer too, so adding it leaves the EVM network where the smart account lives.
const embedded = embeddedMatrix('smart', ['Hatch Layer', 'Hatch Mainnet'])
beforeAll(() => embedded.start())
afterAll(() => embedded.stop())

const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
let smart: Address = '0x'
let eoa: Address = '0x'

const row = matrixRow('embedded-smart-account', { before: async () => closeModal(embedded.page()) })
declareEvmCells(row, {
  page: embedded.page,
  async connect() {
    eoa = (await embedded.logIn()) as Address
    const layer = evmNetwork('Hatch Layer')
    smart = await evmClient(layer).readContract({ address: erc4337Addresses().factory, abi: factoryAbi, functionName: 'getAddress', args: [eoa, 0n] })
    await switchNetwork(embedded.page(), 'Hatch Mainnet', layer.name)
    await expect.poll(() => demoField(embedded.page(), 'Address'), SETTLES).toBe(smart)
    await dialog(embedded.page()).getByText('Smart account (deployed on first transaction)', { exact: true }).waitFor(SETTLES)
  },
  address: () => smart,
  eoa: () => eoa,
  walletName: 'Email',
  companion: embedded.companion,
  url: embedded.url,
  siwxUrl: embedded.siwxUrl,
  // The sandbox project's paymaster sponsors calls to its token contracts.
  sponsoredTokens: true,
  approveTransaction: embedded.approve('Send transaction'),
  approveSignature: embedded.approve('Sign message'),
  home: 'Hatch Layer',
  other: 'Hatch Mainnet',
})
