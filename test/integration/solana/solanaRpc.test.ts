import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import {
  TOKEN_PROGRAM_ID,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  createAssociatedTokenAccountIdempotentInstruction,
} from '@solana/spl-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRpc, type SolanaRpcHandle } from '../../../sandbox/solana/index.js'
import { closeSolanaSocket } from '../../fixtures/closeSolanaSocket.js'

describe('Solana RPC stand-in with @solana/web3.js', () => {
  let solana: SolanaRpcHandle
  let connection: Connection
  let alice: Keypair
  let bob: Keypair

  beforeAll(async () => {
    solana = await startSolanaRpc({ port: 0, fundedAccounts: 2 })
    connection = new Connection(solana.url, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
    alice = Keypair.fromSecretKey(solana.accounts[0]!.secretKey)
    bob = Keypair.fromSecretKey(solana.accounts[1]!.secretKey)
  })
  afterAll(async () => {
    closeSolanaSocket(connection)
    await solana?.stop()
  })

  const transfer = async (from: Keypair, to: PublicKey, lamports: number) => {
    const { blockhash } = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash })
    tx.add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
    tx.sign(from)
    return tx
  }

  it('answers cluster queries in the shapes web3.js parses', async () => {
    expect(await connection.getVersion()).toMatchObject({ 'solana-core': expect.any(String) })
    expect(await connection.getGenesisHash()).toBe(solana.genesisHash)
    // Slots tick every 400 ms, so each later read is at the same slot or a later one.
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    const height = await connection.getBlockHeight()
    expect(height).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(height)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThanOrEqual(epoch.blockHeight! + 150)
    expect(lastValidBlockHeight).toBeLessThanOrEqual((await connection.getBlockHeight()) + 150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBeGreaterThan(0)
  })

  it('reports the funded balance of a test account', async () => {
    expect(await connection.getBalance(alice.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
    const info = await connection.getAccountInfo(alice.publicKey)
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
  })

  it('executes a transfer that arrives, with status, transaction and history', async () => {
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const tx = await transfer(alice, recipient, 2 * LAMPORTS_PER_SOL)
    const fee = (await connection.getFeeForMessage(tx.compileMessage())).value
    expect(fee).toBe(5000)
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    expect(await connection.getBalance(recipient)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - 2 * LAMPORTS_PER_SOL - 5000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5000)
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(recipient.toBase58())
    const history = await connection.getSignaturesForAddress(recipient)
    expect(history.map((h) => h.signature)).toEqual([signature])
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({ pubkey: alice.publicKey, signer: true, writable: true })
    expect(parsed?.meta?.postBalances[1]).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('executes a v0 transaction and asks clients to opt in to reading it', async () => {
    const recipient = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: bob.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: bob.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL })],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([bob])
    const signature = await connection.sendTransaction(tx)
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/)
    expect((await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
  })

  it('rejects a transaction whose signature does not verify, and moves nothing', async () => {
    const recipient = Keypair.generate().publicKey
    const tx = await transfer(alice, recipient, LAMPORTS_PER_SOL)
    const wire = tx.serialize()
    wire[11] = (wire[11] ?? 0) ^ 0xff // a byte inside the first signature
    const error = await connection.sendRawTransaction(wire).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toMatch(/signature verification failure/)
    expect(await connection.getBalance(recipient)).toBe(0)
  })

  it('rejects a replayed transaction as already processed', async () => {
    const recipient = Keypair.generate().publicKey
    const tx = await transfer(alice, recipient, LAMPORTS_PER_SOL)
    const wire = tx.serialize()
    await connection.sendRawTransaction(wire)
    const error = await connection.sendRawTransaction(wire).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/already been processed/)
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL)
  })

  it('rejects a transaction built on an unknown blockhash', async () => {
    const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: Keypair.generate().publicKey.toBase58() })
    tx.add(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 1 }))
    tx.sign(alice)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/Blockhash not found/)
  })

  it('expires a blockhash after 150 slots', async () => {
    // A node with 2 ms slots: 150 slots pass in 300 ms instead of a minute.
    const fast = await startSolanaRpc({ port: 0, fundedAccounts: 1, slotMs: 2 })
    try {
      const rpc = new Connection(fast.url, 'confirmed')
      const payer = Keypair.fromSecretKey(fast.accounts[0]!.secretKey)
      const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash()
      const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: bob.publicKey, lamports: 1000 }))
      tx.sign(payer)
      while ((await rpc.getBlockHeight()) <= lastValidBlockHeight) await new Promise((r) => setTimeout(r, 20))
      expect((await rpc.isBlockhashValid(blockhash)).value).toBe(false)
      await expect(rpc.sendRawTransaction(tx.serialize())).rejects.toThrow(/Blockhash not found/)
      expect(await rpc.getSlot()).toBeGreaterThan(150)
    } finally {
      await fast.stop()
    }
  })

  it('refuses an overdraft in preflight with the program logs, and lands it as failed without preflight', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
    const overdraft = await transfer(poor, bob.publicKey, 5 * LAMPORTS_PER_SOL)
    const error = (await connection.sendRawTransaction(overdraft.serialize()).catch((e: unknown) => e)) as SendTransactionError
    expect(error.message).toMatch(/custom program error: 0x1/)
    expect(error.logs?.join('\n')).toMatch(/insufficient lamports/)
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
    const signature = await connection.sendRawTransaction(overdraft.serialize(), { skipPreflight: true })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
  })

  it('simulates without committing', async () => {
    const tx = await transfer(alice, bob.publicKey, LAMPORTS_PER_SOL)
    const before = await connection.getBalance(bob.publicKey)
    const simulated = await connection.simulateTransaction(tx)
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.[0]).toMatch(/Program 11111111111111111111111111111111 invoke/)
    expect(await connection.getBalance(bob.publicKey)).toBe(before)
  })

  it('serves SPL USDC balances, jsonParsed, and moves them with a real token transfer', async () => {
    const mint = new PublicKey(solana.usdcMint)
    const parsed = await connection.getParsedTokenAccountsByOwner(alice.publicKey, { mint })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount).toMatchObject({ amount: '1000000000', decimals: 6, uiAmountString: '1000' })
    const byProgram = await connection.getTokenAccountsByOwner(alice.publicKey, { programId: TOKEN_PROGRAM_ID })
    expect(byProgram.value.map((a) => a.pubkey.toBase58())).toEqual([solana.accounts[0]!.usdcAccount])

    const carol = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(mint, alice.publicKey)
    const to = getAssociatedTokenAddressSync(mint, carol)
    const tx = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, carol, mint),
      createTransferCheckedInstruction(from, mint, to, alice.publicKey, 12_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    expect((await connection.getTokenAccountBalance(to)).value).toMatchObject({ amount: '12500000', uiAmountString: '12.5' })
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe('987500000')
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.postTokenBalances?.find((b) => b.owner === carol.toBase58())?.uiTokenAmount.amount).toBe('12500000')
    expect((await connection.getSignaturesForAddress(carol))[0]?.signature).toBe(signature)
  })

  it('names the bad parameter in its JSON-RPC errors', async () => {
    const response = await fetch(solana.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-a-key'] },
        { jsonrpc: '2.0', id: 2, method: 'getBlock', params: [1] },
      ]),
    })
    const [bad, unknown] = (await response.json()) as { error: { code: number; message: string } }[]
    expect(bad?.error.code).toBe(-32602)
    expect(bad?.error.message).toMatch(/getBalance: 0: expected a base58 public key/)
    expect(unknown?.error).toMatchObject({ code: -32601, message: expect.stringMatching(/getBlock/) })
  })
})
