/**
 * Support matrix, row "Bitcoin wallet": the sandbox Bitcoin test wallet on regtest with a fresh key
 * funded by the backend's faucet, every feature in one page session (docs/support-matrix.md).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { bitcoinTestWalletInitScript } from '../../../sandbox/wallets/bitcoin/index.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { backendSats, bitcoinWallet, displayBtc, faucet, freshBitcoinKey } from '../bitcoin/bitcoinStack.js'
import { freshAccount, walletFor } from '../evm/evmStack.js'
import { sendForm } from '../send/sendPage.js'
import { bitcoinSignatureValid, evmNetwork } from './chainChecks.js'
import { sendThroughForm } from './featureSteps.js'
import {
  activityRow,
  balanceShown,
  closeModal,
  demoField,
  demoUrl,
  dialog,
  disconnectAndReload,
  offeredOrExplained,
  openAccount,
  receiveShown,
  reloadRestores,
  SETTLES,
  signWithDemo,
  walkMultiWallet,
} from './matrixPage.js'
import { matrixRow } from './matrixRow.js'
import { walkSiwx } from './siwxStep.js'

const WALLET = 'Matrix Bitcoin Wallet'
const COMPANION = 'Matrix Companion Wallet'
const MESSAGE = 'Hatch support matrix: sign this Bitcoin message'
const key = freshBitcoinKey()
const receiver = freshBitcoinKey().payment
const companion = freshAccount()
const url = demoUrl()
const page = () => opened.page
let browser: Browser
let opened: OpenedPage

beforeAll(async () => {
  await faucet(key.payment, 2_000_000)
  browser = await launchBrowser()
  opened = await openPage(browser, url, {
    wallets: [walletFor(companion, { name: COMPANION, rdns: 'io.hatch.e2e.matrix.companion-btc', networks: [evmNetwork('Hatch Mainnet')] })],
    initScripts: [await bitcoinTestWalletInitScript([bitcoinWallet(key.privateKeyHex, { name: WALLET })])],
  })
})
afterAll(async () => {
  expect(opened?.offHostRequests ?? []).toEqual([])
  await opened?.close()
  await browser?.close()
})

const row = matrixRow('bitcoin', { before: async () => closeModal(opened.page) })

row.cell('connect', async () => {
  await page().getByRole('button', { name: 'Connect Wallet' }).click()
  await page().getByRole('button', { name: WALLET, exact: true }).click()
  await expect.poll(() => demoField(page(), 'Status'), SETTLES).toBe('connected')
  expect(await demoField(page(), 'Address')).toBe(key.payment)
})

row.cell('balance', async () => {
  await openAccount(page())
  await expect.poll(() => balanceShown(page()), SETTLES).toBe(displayBtc(await backendSats(key.payment)))
})

row.cell('receive', async () => {
  expect(await receiveShown(page(), key.payment)).toEqual({ text: key.payment, qr: key.payment })
})

row.cell('signMessage', async () => {
  const result = await signWithDemo(page(), MESSAGE)
  if (result.error) throw new Error(`Signing failed: ${result.error}`)
  expect(bitcoinSignatureValid(key.payment, MESSAGE, result.signature ?? '')).toBe(true)
})

row.cell(
  'sendNative',
  async () => {
    const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
    if (!offer.offered) throw new Error(`Send is not offered: ${offer.note}`)
    await sendThroughForm(page(), { amount: '0.001', to: receiver, toast: 'Sent 0.001 BTC' })
    await expect.poll(() => backendSats(receiver), SETTLES).toBe(100_000n)
    const left = await backendSats(key.payment)
    expect(left).toBeLessThan(1_900_000n)
    await openAccount(page())
    await expect.poll(() => balanceShown(page()), SETTLES).toBe(displayBtc(left))
  },
  90_000,
)

row.cell('sendToken', async () => {
  // Bitcoin has no tokens: Send offers the native coin only.
  const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
  if (!offer.offered) throw new Error(`Send is not offered: ${offer.note}`)
  expect(await sendForm(page()).token.locator('option').allTextContents()).toEqual([expect.stringMatching(/BTC/)])
  return { status: 'na', note: 'Bitcoin has no tokens: the Send form offers BTC only' }
})

row.cell('activity', async () => {
  const short = `${receiver.slice(0, 6)}…${receiver.slice(-4)}`
  expect(await activityRow(page(), /^Sent -0\.0010* BTC to /, short)).toMatch(/^Sent /)
})

row.cell('swap', async () => {
  const offer = await offeredOrExplained(page(), 'Swap', 'swaps run on the EVM networks of the sandbox exchange only')
  if (offer.offered) throw new Error('Swap offers a form on Bitcoin, where no exchange serves swaps')
  return { status: 'hidden', note: offer.note }
})

row.cell('buy', async () => {
  const offer = await offeredOrExplained(page(), 'Buy', 'the on-ramp provider sells no Bitcoin')
  if (offer.offered) throw new Error('Buy offers a form on Bitcoin, which the sandbox on-ramp provider does not sell')
  return { status: 'hidden', note: offer.note }
})

row.cell('networkSwitch', async () => {
  await openAccount(page())
  await dialog(page()).getByRole('button', { name: 'Network: Bitcoin (regtest)' }).waitFor(SETTLES)
  return { status: 'na', note: 'the sandbox runs one Bitcoin network (regtest), so there is none to switch to' }
})

row.cell(
  'multiWallet',
  async () => {
    await walkMultiWallet(page(), { own: WALLET, ownAddress: key.payment, companion: COMPANION, companionAddress: companion.address })
  },
  90_000,
)

row.cell(
  'siwx',
  async () => {
    await walkSiwx(page(), {
      siwxUrl: demoUrl({ siwx: 'optional' }),
      backUrl: url,
      address: key.payment,
      caipNetworkId: (text) => `bip122:${/Chain ID: (\S+)/.exec(text)?.[1] ?? ''}`,
    })
  },
  90_000,
)

row.cell('reload', async () => {
  await reloadRestores(page(), key.payment)
  await expect.poll(() => balanceShown(page()), SETTLES).toBe(displayBtc(await backendSats(key.payment)))
})

row.cell('disconnect', async () => {
  await disconnectAndReload(page())
})
