/**
 * Every feature of the matrix for a Solana connection, in one page session. Sends may be hidden for
 * a connection that cannot send (a WalletConnect session whose wallet only signs messages, say):
 * then the Send action must be absent, disabled with its reason, or say why before any form.
 */
import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey, Transaction } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { faucetKeypair, usdcMintKeypair } from '../../../sandbox/solana/index.js'
import { connection, displayed, lamportsOf, solanaCluster } from '../solana/solanaStack.js'
import { solanaSignatureValid } from './chainChecks.js'
import { buyThroughProvider, sendThroughForm, type Approve } from './featureSteps.js'
import {
  activityRow,
  balanceShown,
  closeModal,
  demoField,
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
import type { MatrixRowBuilder } from './matrixRow.js'
import { walkSiwx } from './siwxStep.js'

export interface SolanaSubject {
  page(): Page
  connect(): Promise<void>
  address(): string
  walletName: string
  companion: { name: string; address: string }
  url: string
  siwxUrl: string
  approveTransaction?: Approve
  approveSignature?: Approve
  /** Whether the file funds the account from the faucet after connecting (false: it is funded already). */
  fund?: boolean
}

const MESSAGE = 'Hatch support matrix: sign this Solana message'

/** Mints `units` of the sandbox USDC (SPL, 6 decimals) to `owner`; the faucet is the mint authority. */
async function mintUsdc(owner: PublicKey, units: bigint): Promise<void> {
  const conn = connection()
  const faucet = faucetKeypair()
  const mint = usdcMintKeypair().publicKey
  const ata = getAssociatedTokenAddressSync(mint, owner)
  const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash()
  const tx = new Transaction({ feePayer: faucet.publicKey, blockhash, lastValidBlockHeight })
  tx.add(createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner, mint), createMintToInstruction(mint, ata, faucet.publicKey, units))
  tx.sign(faucet)
  await conn.confirmTransaction({ signature: await conn.sendRawTransaction(tx.serialize()), blockhash, lastValidBlockHeight })
}

async function usdcUnitsOf(owner: PublicKey): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(usdcMintKeypair().publicKey, owner)
  if (!(await connection().getAccountInfo(ata))) return 0n
  return BigInt((await connection().getTokenAccountBalance(ata)).value.amount)
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function declareSolanaCells(row: MatrixRowBuilder, subject: SolanaSubject): void {
  const page = () => subject.page()
  const receivers = { native: Keypair.generate().publicKey, token: Keypair.generate().publicKey }
  let sent = false

  row.cell('connect', async () => {
    await subject.connect()
    expect(await demoField(page(), 'Status')).toBe('connected')
    expect(await demoField(page(), 'Address')).toBe(subject.address())
    expect(await demoField(page(), 'Network')).toBe('Hatch Solana')
    const owner = new PublicKey(subject.address())
    if (subject.fund !== false) {
      await connection().requestAirdrop(owner, 2_000_000_000)
      await expect.poll(() => lamportsOf(owner), SETTLES).toBeGreaterThanOrEqual(2_000_000_000n)
    }
    await mintUsdc(owner, 100_000_000n)
  })

  row.cell('balance', async () => {
    await openAccount(page())
    const lamports = await lamportsOf(subject.address())
    await expect.poll(() => balanceShown(page()), SETTLES).toBe(`${displayed(lamports)} SOL`)
  })

  row.cell('receive', async () => {
    expect(await receiveShown(page(), subject.address())).toEqual({ text: subject.address(), qr: subject.address() })
  })

  row.cell('signMessage', async () => {
    const result = await signWithDemo(page(), MESSAGE, subject.approveSignature)
    if (result.error) throw new Error(`Signing failed: ${result.error}`)
    expect(solanaSignatureValid(subject.address(), MESSAGE, result.signature ?? '')).toBe(true)
  })

  row.cell(
    'sendNative',
    async () => {
      const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
      if (!offer.offered) return { status: 'hidden', note: offer.note }
      await sendThroughForm(page(), { amount: '0.01', to: receivers.native.toBase58(), toast: 'Sent 0.01 SOL', approve: subject.approveTransaction })
      await expect.poll(() => lamportsOf(receivers.native), SETTLES).toBe(10_000_000n)
      sent = true
      const left = await lamportsOf(subject.address())
      await openAccount(page())
      await expect.poll(() => balanceShown(page()), SETTLES).toBe(`${displayed(left)} SOL`)
    },
    90_000,
  )

  row.cell(
    'sendToken',
    async () => {
      const offer = await offeredOrExplained(page(), 'Send', 'no Send action')
      if (!offer.offered) return { status: 'hidden', note: offer.note }
      await sendThroughForm(page(), {
        token: 'USDC',
        amount: '1.5',
        to: receivers.token.toBase58(),
        toast: 'Sent 1.5 USDC',
        approve: subject.approveTransaction,
      })
      await expect.poll(() => usdcUnitsOf(receivers.token), SETTLES).toBe(1_500_000n)
      expect(await usdcUnitsOf(new PublicKey(subject.address()))).toBe(98_500_000n)
    },
    90_000,
  )

  row.cell('activity', async () => {
    // After a send, the send; where sends are hidden, the faucet's transfer that funded the account.
    if (!sent) {
      expect(await activityRow(page(), /^Received \+\d/)).toMatch(/^Received /)
      return
    }
    expect(await activityRow(page(), /^Sent -0\.010* SOL to /, short(receivers.native.toBase58()))).toMatch(/^Sent /)
    expect(await activityRow(page(), /^Sent -1\.50* USDC to /, short(receivers.token.toBase58()))).toMatch(/^Sent /)
  })

  row.cell('swap', async () => {
    const offer = await offeredOrExplained(page(), 'Swap', 'swaps run on the EVM networks of the sandbox exchange only')
    if (offer.offered) throw new Error('Swap offers a form on Solana, where no exchange serves swaps')
    return { status: 'hidden', note: offer.note }
  })

  row.cell(
    'buy',
    async () => {
      const offer = await offeredOrExplained(page(), 'Buy', 'no Buy action')
      if (!offer.offered) throw new Error(`Buy is not offered: ${offer.note}`)
      const before = await lamportsOf(subject.address())
      await buyThroughProvider(page(), { usd: '15', currency: 'SOL', arrived: /^0\.0984\d* SOL arrived in your wallet/ })
      expect(await lamportsOf(subject.address())).toBe(before + 98_466_666n)
    },
    90_000,
  )

  row.cell('networkSwitch', async () => {
    // The sandbox runs one Solana cluster: there is no other Solana network to switch to.
    expect(solanaCluster().caipNetworkId).toMatch(/^solana:/)
    await openAccount(page())
    await dialog(page()).getByRole('button', { name: 'Network: Hatch Solana' }).waitFor(SETTLES)
    return { status: 'na', note: 'the sandbox runs one Solana cluster, so there is no Solana network to switch to' }
  })

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
      await walkSiwx(page(), {
        siwxUrl: subject.siwxUrl,
        backUrl: subject.url,
        address: subject.address(),
        caipNetworkId: solanaCluster().caipNetworkId,
        approve: subject.approveSignature,
      })
    },
    90_000,
  )

  row.cell('reload', async () => {
    await reloadRestores(page(), subject.address())
    const lamports = await lamportsOf(subject.address())
    await expect.poll(() => balanceShown(page()), SETTLES).toBe(`${displayed(lamports)} SOL`)
  })

  row.cell('disconnect', async () => {
    // A visitor whose reload lost the connection connects again before disconnecting.
    if ((await demoField(page(), 'Status')) !== 'connected') await subject.connect()
    await disconnectAndReload(page())
  })
}
