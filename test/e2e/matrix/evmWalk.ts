/**
 * Every feature of the matrix for an EVM connection, in one page session: declared as the row's
 * cells in the order a visitor would walk them (connect first, disconnect last). The connection
 * itself (an announced wallet, wallet-mock, WalletConnect, the embedded wallet) is the subject's.
 */
import type { Page } from 'playwright-core'
import { parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect } from 'vitest'
import { fund } from '../evm/evmStack.js'
import { evmClient, evmNetwork, evmSignatureValid, erc20Units, shown3 } from './chainChecks.js'
import { buyThroughProvider, sendThroughForm, swapThroughForm, type Approve } from './featureSteps.js'
import {
  activityRow,
  balanceShown,
  closeModal,
  demoField,
  dialog,
  disconnectAndReload,
  featureAction,
  offeredOrExplained,
  openAccount,
  receiveShown,
  reloadRestores,
  SETTLES,
  signWithDemo,
  switchNetwork,
  walkMultiWallet,
} from './matrixPage.js'
import type { MatrixRowBuilder } from './matrixRow.js'
import { walkSiwx } from './siwxStep.js'

/** The connection under test, as its file makes it. */
export interface EvmSubject {
  page(): Page
  /** Connects through the modal; resolves once the demo shows the account connected. */
  connect(): Promise<void>
  /** The connected account (known once connected). */
  address(): Address
  /** The name ProfileWallets gives this connection's wallet. */
  walletName: string
  /** A second wallet the page offers (for multi-wallet), and its address. */
  companion: { name: string; address: Address }
  /** The demo URL this page uses (query included), and the same with sign-in on. */
  url: string
  siwxUrl: string
  /** Its token sends cost it no fee (the sandbox's paymaster sponsors them): the form says so. */
  sponsoredTokens?: boolean
  /** Approvals the visitor gives outside the page after a send or a signature. */
  approveTransaction?: Approve
  approveSignature?: Approve
  /** Runs after the network switch cell's check (e.g. the embedded wallet back to its EOA). */
  afterSwitch?(): Promise<void>
  /** Where the walk runs (default Hatch Mainnet) and the network it switches to and back (default Hatch Layer). */
  home?: 'Hatch Mainnet' | 'Hatch Layer'
  other?: 'Hatch Mainnet' | 'Hatch Layer'
  /** A refusal of message signing that says why (a smart account without ERC-1271): the cell is then hidden with the matched words. */
  signRefusal?: RegExp
  /** The EOA behind a smart account: the sign-in view's "Switch to EOA" makes it active, and it must sign in. */
  eoa?(): Address
}

const MESSAGE = 'Hatch support matrix: sign this message'
const HTK = 'HTK'

/** Declares the row's cells for `subject`. */
export function declareEvmCells(row: MatrixRowBuilder, subject: EvmSubject): void {
  const main = evmNetwork(subject.home ?? 'Hatch Mainnet')
  const layer = evmNetwork(subject.other ?? 'Hatch Layer')
  const page = () => subject.page()
  const receivers = { native: privateKeyToAddress(generatePrivateKey()), token: privateKeyToAddress(generatePrivateKey()) }

  row.cell('connect', async () => {
    await subject.connect()
    expect(await demoField(page(), 'Status')).toBe('connected')
    expect(await demoField(page(), 'Address')).toBe(subject.address())
    expect(await demoField(page(), 'Network')).toBe(main.name)
    // Funds for the walk, written on the nodes (the account is fresh or this file's alone).
    await fund(main, subject.address(), { wei: parseEther('5'), usdcUnits: parseUnits('100', 6) })
    await fund(layer, subject.address(), { wei: parseEther('0.75') })
  })

  row.cell('balance', async () => {
    await openAccount(page())
    const wei = await evmClient(main).getBalance({ address: subject.address() })
    await expect.poll(() => balanceShown(page()), SETTLES).toBe(shown3(wei, 18, 'ETH'))
  })

  row.cell('receive', async () => {
    const shown = await receiveShown(page(), subject.address())
    expect(shown).toEqual({ text: subject.address(), qr: subject.address() })
  })

  row.cell('signMessage', async () => {
    const result = await signWithDemo(page(), MESSAGE, subject.approveSignature)
    const refusal = result.error ? subject.signRefusal?.exec(result.error) : null
    if (refusal) return { status: 'hidden', note: refusal[0] }
    if (result.error) throw new Error(`Signing failed: ${result.error}`)
    expect(await evmSignatureValid(main, subject.address(), MESSAGE, result.signature as Hex)).toBe(true)
  })

  row.cell(
    'sendNative',
    async () => {
      const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
      if (!offer.offered) throw new Error(`Send is not offered: ${offer.note}`)
      await sendThroughForm(page(), { token: 'ETH', amount: '0.01', to: receivers.native, toast: 'Sent 0.01 ETH', approve: subject.approveTransaction })
      expect(await evmClient(main).getBalance({ address: receivers.native })).toBe(parseEther('0.01'))
      const left = await evmClient(main).getBalance({ address: subject.address() })
      expect(left).toBeLessThan(parseEther('4.99'))
      await openAccount(page())
      await expect.poll(() => balanceShown(page()), SETTLES).toBe(shown3(left, 18, 'ETH'))
    },
    90_000,
  )

  row.cell(
    'sendToken',
    async () => {
      const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
      if (!offer.offered) throw new Error(`Send is not offered: ${offer.note}`)
      await sendThroughForm(page(), {
        token: 'USDC',
        amount: '1.5',
        to: receivers.token,
        toast: 'Sent 1.5 USDC',
        approve: subject.approveTransaction,
        ...(subject.sponsoredTokens ? { fee: 'Network fee: none, you pay nothing' } : {}),
      })
      expect(await erc20Units(main, main.contracts.usdc.address, receivers.token)).toBe(1_500_000n)
      expect(await erc20Units(main, main.contracts.usdc.address, subject.address())).toBe(98_500_000n)
    },
    90_000,
  )

  row.cell('activity', async () => {
    const short = `${receivers.native.slice(0, 6)}…${receivers.native.slice(-4)}`
    expect(await activityRow(page(), /^Sent -0\.010* ETH to /, short)).toMatch(/^Sent /)
    const shortToken = `${receivers.token.slice(0, 6)}…${receivers.token.slice(-4)}`
    expect(await activityRow(page(), /^Sent -1\.50* USDC to /, shortToken)).toMatch(/^Sent /)
  })

  row.cell(
    'swap',
    async () => {
      await openAccount(page())
      await featureAction(page(), 'Swap').click()
      await page().getByRole('heading', { name: 'Swap' }).waitFor(SETTLES)
      const token = main.exchange?.hatchToken.address
      if (!token) throw new Error('the sandbox network has no Hatch Token')
      const before = await erc20Units(main, token, subject.address())
      await swapThroughForm(page(), { to: HTK, amount: '0.01', approve: subject.approveTransaction })
      // "Swapped" shows once the receipt is in: the HTK is on chain by then, no waiting.
      expect(await erc20Units(main, token, subject.address())).toBeGreaterThan(before)
    },
    90_000,
  )

  row.cell(
    'buy',
    async () => {
      const offer = await offeredOrExplained(page(), 'Buy', 'no Buy action')
      if (!offer.offered) throw new Error(`Buy is not offered: ${offer.note}`)
      const before = await erc20Units(main, main.contracts.usdc.address, subject.address())
      await buyThroughProvider(page(), { usd: '50', currency: 'USDC', arrived: /^49\.25 USDC arrived in your wallet/ })
      expect(await erc20Units(main, main.contracts.usdc.address, subject.address())).toBe(before + 49_250_000n)
    },
    90_000,
  )

  row.cell(
    'networkSwitch',
    async () => {
      await switchNetwork(page(), main.name, layer.name)
      await openAccount(page())
      const address = (await demoField(page(), 'Address')) as Address
      const wei = await evmClient(layer).getBalance({ address })
      await expect.poll(() => balanceShown(page()), SETTLES).toBe(shown3(wei, 18, 'ETH'))
      await switchNetwork(page(), layer.name, main.name)
      await expect.poll(() => demoField(page(), 'Address'), SETTLES).toBe(subject.address())
      await subject.afterSwitch?.()
    },
    90_000,
  )

  row.cell(
    'multiWallet',
    async () => {
      await walkMultiWallet(page(), {
        own: subject.walletName,
        ownAddress: subject.address(),
        companion: subject.companion.name,
        companionAddress: subject.companion.address,
      })
    },
    90_000,
  )

  row.cell(
    'siwx',
    async () => {
      await closeModal(page())
      const outcome = await walkSiwx(page(), {
        siwxUrl: subject.siwxUrl,
        backUrl: subject.url,
        address: subject.address(),
        caipNetworkId: main.caipNetworkId,
        approve: subject.approveSignature,
        signRefusal: subject.signRefusal,
        eoa: subject.eoa?.(),
      })
      if (outcome) return { status: 'hidden', note: outcome.refused }
    },
    90_000,
  )

  row.cell('reload', async () => {
    await reloadRestores(page(), subject.address())
    const wei = await evmClient(main).getBalance({ address: subject.address() })
    await expect.poll(() => balanceShown(page()), SETTLES).toBe(shown3(wei, 18, 'ETH'))
  })

  row.cell('disconnect', async () => {
    // A visitor whose reload lost the connection connects again before disconnecting.
    if ((await demoField(page(), 'Status')) !== 'connected') await subject.connect()
    await disconnectAndReload(page())
    expect(await dialog(page()).count()).toBe(0)
  })
}
