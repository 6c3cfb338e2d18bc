import { ComputeBudgetProgram, Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedWithFeeInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getTransferFeeAmount,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solana, type SolanaRuntime } from '../../../adapters/solana/index.js'
import { createSolanaRpc } from '../../../adapters/shared/solana/rpc.js'
import { prepareTransfer } from '../../../adapters/shared/solana/transferCalls.js'
import { parseTransfer } from '../../../adapters/shared/solana/transferCalls.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { FEE_TOKEN, startSolanaRpc, type SolanaRpcHandle } from '../../../sandbox/solana/index.js'
import { createTestHatch } from '../../fixtures/createTestHatch.js'
import { keyWallet } from '../../fixtures/solanaKeyWallet.js'
import { closeSolanaSocket } from '../../fixtures/closeSolanaSocket.js'

const PRIORITY = { computeUnitLimit: 80_000, microLamports: 2_500_000n }
/** ceil(80,000 units × 2.5 lamports) on top of the 5,000-lamport signature fee. */
const PRIORITY_LAMPORTS = 200_000n

/**
 * Transfers Hatch builds with a priority fee, and Token-2022 transfers of the sandbox's
 * transfer-fee mint, landing on the sandbox's Solana validator (LiteSVM, real programs) through
 * the runtime with a wallet that signs only (so the runtime sends over RPC); each transaction is
 * compared byte for byte with what web3.js and spl-token build from the same inputs.
 */
describe('Solana priority fees and Token-2022 transfer-fee mints, on the sandbox validator', () => {
  let node: SolanaRpcHandle
  let network: CaipNetwork
  let connection: Connection
  let payer: Keypair
  let runtime: SolanaRuntime
  let destroy: () => void

  beforeAll(async () => {
    node = await startSolanaRpc({ port: 0, fundedAccounts: 1 })
    network = defineSolanaNetwork({ genesisHash: node.genesisHash, name: 'Fee Solana', rpcUrl: node.url })
    connection = new Connection(node.url, { commitment: 'confirmed' })
    payer = Keypair.fromSecretKey(node.accounts[0]!.secretKey)
    const { wallet } = keyWallet(payer, network.caipNetworkId as `solana:${string}`, { signAndSend: false })
    const hatch = createTestHatch({ networks: [network], adapters: [solana({ registry: { get: () => [wallet], on: () => () => undefined } })] })
    destroy = () => hatch.destroy()
    await hatch.started
    const connectorId = hatch.getState().connectors.find((c) => c.chain === 'solana' && c.name === 'Key Wallet')?.id as string
    await hatch.connect({ namespace: 'solana', connectorId })
    runtime = (await hatch.context.getAdapter('solana')) as SolanaRuntime
  })
  afterAll(async () => {
    closeSolanaSocket(connection)
    destroy?.()
    await node?.stop()
  })

  const lamports = async (key: PublicKey) => BigInt(await connection.getBalance(key))
  /** What Hatch builds for `request` (the blockhash it read), beside web3.js's serialization of `expected` on that blockhash. */
  const both = async (request: Record<string, unknown>, expected: (tx: Transaction) => Transaction) => {
    const built = await prepareTransfer(createSolanaRpc(network), payer.publicKey.toBase58(), parseTransfer('sendTransfer', request), 'confirmed')
    const blockhash = Transaction.from(built.transaction.wire).recentBlockhash as string
    const theirs = expected(new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight: 0 }))
    return { ours: [...built.transaction.wire], theirs: [...theirs.serialize({ requireAllSignatures: false, verifySignatures: false })], built }
  }

  it('a SOL transfer with a priority fee is web3.js’s transaction byte for byte; estimateFee includes the fee and the validator charges exactly that', async () => {
    const receiver = Keypair.generate().publicKey
    const request = { recipient: receiver.toBase58(), amount: 3_000_000n, priorityFee: PRIORITY }
    const compared = await both(request, (tx) =>
      tx.add(
        ComputeBudgetProgram.setComputeUnitLimit({ units: PRIORITY.computeUnitLimit }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: PRIORITY.microLamports }),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 3_000_000n }),
      ),
    )
    expect(compared.ours).toEqual(compared.theirs)
    const fee = await runtime.estimateFee(request)
    expect(fee).toBe(5000n + PRIORITY_LAMPORTS)
    const before = await lamports(payer.publicKey)
    const signature = await runtime.sendTransfer(request)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' })
    expect(landed?.meta?.err).toBeNull()
    expect(BigInt(landed?.meta?.fee ?? 0)).toBe(fee)
    expect(await lamports(receiver)).toBe(3_000_000n)
    expect(await lamports(payer.publicKey)).toBe(before - 3_000_000n - fee)
  })

  it('lists the Token-2022 fee token beside USDC with its own decimals, and sends it with TransferCheckedWithFee as spl-token builds it: the receiver gets the amount less the fee shown', async () => {
    const holder = payer.publicKey.toBase58()
    const tokens = await runtime.getTokenBalances({ address: holder, network })
    expect(tokens).toEqual([
      expect.objectContaining({ mint: node.usdcMint, decimals: 6, balance: '1000' }),
      { mint: node.feeTokenMint, tokenAccount: node.accounts[0]!.feeTokenAccount, decimals: 8, amount: '100000000000', balance: '1000' },
    ])
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(node.feeTokenMint)
    const amount = 12_345_678_900n // 123.456789 tokens: 1 % is 1.23456789, under the 5-token cap
    const tokenFee = (amount * BigInt(FEE_TOKEN.basisPoints) + 9_999n) / 10_000n
    const source = new PublicKey(node.accounts[0]!.feeTokenAccount)
    const destination = getAssociatedTokenAddressSync(mint, receiver, false, TOKEN_2022_PROGRAM_ID)
    const request = { recipient: receiver.toBase58(), amount, mint: node.feeTokenMint, priorityFee: PRIORITY }
    const compared = await both(request, (tx) =>
      tx.add(
        ComputeBudgetProgram.setComputeUnitLimit({ units: PRIORITY.computeUnitLimit }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: PRIORITY.microLamports }),
        createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, destination, receiver, mint, TOKEN_2022_PROGRAM_ID),
        createTransferCheckedWithFeeInstruction(source, mint, destination, payer.publicKey, amount, FEE_TOKEN.decimals, tokenFee, [], TOKEN_2022_PROGRAM_ID),
      ),
    )
    expect(compared.ours).toEqual(compared.theirs)
    expect(compared.built.tokenFee).toBe(tokenFee)
    // The receiver's new Token-2022 account (ImmutableOwner + TransferFeeAmount: 182 bytes) locks its rent.
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(182))
    const fee = await runtime.estimateFee(request)
    expect(fee).toBe(5000n + PRIORITY_LAMPORTS + rent)
    // What the mint keeps, told before signing (Send shows it): the fee the instruction carries.
    expect(await runtime.estimateTokenFee(request)).toBe(tokenFee)
    expect(await runtime.estimateTokenFee({ recipient: receiver.toBase58(), amount: 1_000_000n, mint: node.usdcMint })).toBe(0n)
    const before = await lamports(payer.publicKey)
    const signature = await runtime.sendTransfer(request)
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    const received = await getAccount(connection, destination, 'confirmed', TOKEN_2022_PROGRAM_ID)
    expect(received.amount).toBe(amount - tokenFee)
    expect(getTransferFeeAmount(received)?.withheldAmount).toBe(tokenFee)
    expect(await lamports(payer.publicKey)).toBe(before - fee)
    const after = await runtime.getTokenBalances({ address: holder, network })
    expect(after.find((t) => t.mint === node.feeTokenMint)?.balance).toBe('876.543211')
  })

  it('the adapter’s priorityFee option applies to transfers whose call gives none (the Send view’s); a bad one is INVALID_OPTIONS naming the field', async () => {
    const { wallet } = keyWallet(payer, network.caipNetworkId as `solana:${string}`, { signAndSend: false })
    const registry = { get: () => [wallet], on: () => () => undefined }
    const hatch = createTestHatch({
      networks: [network],
      adapters: [solana({ registry, priorityFee: { computeUnitLimit: 10_000, microLamports: '1000000' } })],
    })
    try {
      await hatch.started
      const connectorId = hatch.getState().connectors.find((c) => c.chain === 'solana' && c.name === 'Key Wallet')?.id as string
      await hatch.connect({ namespace: 'solana', connectorId })
      const configured = (await hatch.context.getAdapter('solana')) as SolanaRuntime
      expect(await configured.estimateFee({ recipient: Keypair.generate().publicKey.toBase58(), amount: 1n })).toBe(5000n + 10_000n)
    } finally {
      hatch.destroy()
    }
    const bad = createTestHatch({ networks: [network], adapters: [solana({ registry, priorityFee: { computeUnitLimit: 0, microLamports: 1n } })] })
    try {
      await bad.started
      await expect(bad.context.getAdapter('solana')).rejects.toMatchObject({
        code: 'INVALID_OPTIONS',
        message: expect.stringContaining('solana.priorityFee: priorityFee.computeUnitLimit must be at least 1'),
      })
    } finally {
      bad.destroy()
    }
  })
})
