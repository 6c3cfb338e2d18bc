import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solana, type SolanaRuntime } from '../../../adapters/solana/index.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { isHatchError, type HatchError } from '../../../kernel/errors/HatchError.js'
import { startSolanaRpc, type SolanaRpcHandle } from '../../../sandbox/solana/index.js'
import { parseSolanaWalletConfig } from '../../../sandbox/wallets/solana/browser/config.js'
import { SolanaTestWallet } from '../../../sandbox/wallets/solana/browser/wallet.js'
import { createTestHatch } from '../../fixtures/createTestHatch.js'
import { closeSolanaSocket } from '../../fixtures/closeSolanaSocket.js'

const WALLET = 'Runtime Test Wallet'

/**
 * The sandbox's Solana test wallet (real ed25519 keys, web3.js inside the wallet as in a real
 * extension) without `solana:signAndSendTransaction`, as wallets that only sign are: the runtime
 * then sends the signed bytes over the network's RPC itself, which is the path this file proves.
 */
function signOnly(wallet: SolanaTestWallet): Wallet {
  return {
    version: wallet.version,
    name: wallet.name,
    icon: wallet.icon,
    chains: wallet.chains,
    get accounts() {
      return wallet.accounts
    },
    get features() {
      const { ['solana:signAndSendTransaction']: _dropped, ...features } = wallet.features
      return features
    },
  }
}

describe('the Solana runtime (no web3.js inside) with a host that builds transactions with web3.js', () => {
  let node: SolanaRpcHandle
  let network: CaipNetwork
  let connection: Connection
  let payer: Keypair
  let runtime: SolanaRuntime
  let wallet: SolanaTestWallet
  let destroy: () => void

  beforeAll(async () => {
    node = await startSolanaRpc({ port: 0, fundedAccounts: 1 })
    network = defineSolanaNetwork({ genesisHash: node.genesisHash, name: 'Runtime Solana', rpcUrl: node.url })
    connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
    payer = Keypair.fromSecretKey(node.accounts[0]!.secretKey)
    wallet = new SolanaTestWallet(
      parseSolanaWalletConfig({
        name: WALLET,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
        secretKey: [...payer.secretKey],
        chains: [{ chain: network.caipNetworkId, name: network.name, rpcUrl: node.url }],
        mode: 'approve',
      }),
    )
    // The site was approved before (as after a reload): connecting asks nothing.
    wallet.connected = true
    const hatch = createTestHatch({ networks: [network], adapters: [solana({ registry: { get: () => [signOnly(wallet)], on: () => () => undefined } })] })
    destroy = () => hatch.destroy()
    await hatch.started
    expect((await hatch.connect({ namespace: 'solana', connectorId: WALLET })).address).toBe(payer.publicKey.toBase58())
    runtime = (await hatch.context.getAdapter('solana')) as SolanaRuntime
  })
  afterAll(async () => {
    closeSolanaSocket(connection)
    destroy?.()
    await node?.stop()
  })

  const lamports = async (key: PublicKey) => BigInt(await connection.getBalance(key))
  const transferTx = async (to: PublicKey, amount: number) => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    return new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: amount }),
    )
  }
  const versionedTx = async (to: PublicKey, amount: number) => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: amount })],
    }).compileToV0Message()
    return new VersionedTransaction(message)
  }

  it('signTransaction gives a web3.js Transaction back as a signed Transaction, a VersionedTransaction as one, bytes as bytes, base64 as base64', async () => {
    const receiver = Keypair.generate().publicKey
    const legacy = (await runtime.signTransaction({ transaction: await transferTx(receiver, 1_000_000) })) as Transaction
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)

    const versioned = (await runtime.signTransaction({ transaction: await versionedTx(receiver, 2_000_000) })) as VersionedTransaction
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    expect(versioned.signatures[0]?.some((b) => b !== 0)).toBe(true)

    const unsigned = (await transferTx(receiver, 3_000_000)).serialize({ requireAllSignatures: false })
    const bytes = (await runtime.signTransaction({ transaction: Uint8Array.from(unsigned) })) as Uint8Array
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(Transaction.from(bytes).verifySignatures()).toBe(true)
    const text = (await runtime.signTransaction({ transaction: unsigned.toString('base64') })) as string
    expect(typeof text).toBe('string')
    expect(Transaction.from(Buffer.from(text, 'base64')).verifySignatures()).toBe(true)

    // What came back is what the chain accepts: both land (each above the rent-exempt minimum), the receiver holds their sum.
    await connection.confirmTransaction({ signature: await connection.sendRawTransaction(legacy.serialize()), ...(await connection.getLatestBlockhash()) })
    await connection.confirmTransaction({ signature: await connection.sendTransaction(versioned), ...(await connection.getLatestBlockhash()) })
    expect(await lamports(receiver)).toBe(3_000_000n)
  })

  it('an object shaped like a Transaction whose class cannot rebuild one is refused before the wallet is asked', async () => {
    const unsigned = Uint8Array.from((await transferTx(Keypair.generate().publicKey, 1_000_000)).serialize({ requireAllSignatures: false }))
    const asked = wallet.log.length
    const lookalike = { instructions: [], signatures: [], serialize: () => unsigned }
    const error = (await runtime.signTransaction({ transaction: lookalike }).catch((e: unknown) => e)) as HatchError
    expect(isHatchError(error, 'INVALID_PARAMETERS')).toBe(true)
    expect(error.shortMessage).toBe(
      'Invalid signTransaction parameters: transaction: its class has no static from(), so the signed transaction cannot be given back in the same form',
    )
    expect(wallet.log.slice(asked)).toEqual([])
    // Sending needs nothing back, so the same object is sent.
    expect(await runtime.sendTransaction({ transaction: lookalike })).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(wallet.log.slice(asked).map((r) => r.method)).toEqual(['solana:signTransaction'])
  })

  it('sendTransaction sends a host-built VersionedTransaction over the RPC (deprecated preflight names accepted) and a SOL transfer it builds itself', async () => {
    const receiver = Keypair.generate().publicKey
    const before = await lamports(payer.publicKey)
    const first = await runtime.sendTransaction({ transaction: await versionedTx(receiver, 5_000_000), options: { preflightCommitment: 'max', maxRetries: 2 } })
    expect((await connection.getSignatureStatus(first)).value?.err).toBeNull()
    const second = await runtime.sendTransaction({ to: receiver.toBase58(), value: 7_000_000n, options: { preflightCommitment: 'singleGossip' } })
    expect(second).not.toBe(first)
    expect((await connection.getTransaction(second, { maxSupportedTransactionVersion: 0 }))?.meta?.err).toBeNull()
    expect(await lamports(receiver)).toBe(12_000_000n)
    expect(await lamports(payer.publicKey)).toBe(before - 12_000_000n - 2n * 5000n)
  })

  it('sendTransfer of SPL USDC to a fresh receiver creates its token account; estimateFee said beforehand exactly what SOL it would cost', async () => {
    const receiver = Keypair.generate().publicKey
    const request = { recipient: receiver.toBase58(), amount: '2500000', mint: node.usdcMint }
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165))
    const fee = await runtime.estimateFee(request)
    expect(fee).toBe(5000n + rent)
    const before = await lamports(payer.publicKey)
    const signature = await runtime.sendTransfer(request)
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    const account = getAssociatedTokenAddressSync(new PublicKey(node.usdcMint), receiver)
    expect((await connection.getTokenAccountBalance(account)).value.amount).toBe('2500000')
    expect(await lamports(payer.publicKey)).toBe(before - fee)
    // The receiver's account exists now: a second transfer costs the signature fee only.
    expect(await runtime.estimateFee(request)).toBe(5000n)
    const tokens = await runtime.getTokenBalances({ address: payer.publicKey.toBase58(), network })
    expect(tokens).toEqual([
      { mint: node.usdcMint, tokenAccount: node.accounts[0]!.usdcAccount, decimals: 6, amount: '997500000', balance: '997.5' },
      { mint: node.feeTokenMint, tokenAccount: node.accounts[0]!.feeTokenAccount, decimals: 8, amount: '100000000000', balance: '1000' },
    ])
  })

  it('an SPL amount above what the sender holds is refused before the wallet is asked, naming the shortfall', async () => {
    const error = (await runtime
      .sendTransfer({ recipient: Keypair.generate().publicKey.toBase58(), amount: 10n ** 15n, mint: node.usdcMint })
      .catch((e: unknown) => e)) as HatchError
    expect(isHatchError(error, 'INVALID_PARAMETERS')).toBe(true)
    expect(error.shortMessage).toBe(
      `Invalid sendTransfer parameters: amount 1000000000000000 exceeds the 997500000 units of ${node.usdcMint} the sender holds in one token account`,
    )
  })

  it('a send the RPC refuses in preflight is WALLET_REQUEST_FAILED with the node’s reason, and nothing moves', async () => {
    const receiver = Keypair.generate().publicKey
    const error = (await runtime.sendTransaction({ to: receiver.toBase58(), value: 1000n * BigInt(LAMPORTS_PER_SOL) }).catch((e: unknown) => e)) as HatchError
    expect(isHatchError(error, 'WALLET_REQUEST_FAILED')).toBe(true)
    expect(error.shortMessage).toBe('The wallet could not complete sendTransaction')
    expect(error.details).toMatch(/^sendTransaction over RPC: .*custom program error: 0x1/)
    expect(isHatchError(error.cause, 'RPC_ERROR')).toBe(true)
    expect(await lamports(receiver)).toBe(0n)
  })

  it('reads fail with typed errors: a key the node refuses is RPC_ERROR naming it', async () => {
    const error = (await runtime.getBalance({ address: 'not-a-key', network }).catch((e: unknown) => e)) as HatchError
    expect(isHatchError(error, 'RPC_ERROR')).toBe(true)
    expect(error.shortMessage).toMatch(/^RPC error -32602 from .*getBalance: 0: expected a base58 public key/)
  })
})
