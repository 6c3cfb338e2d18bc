import { createPublicKey, verify } from 'node:crypto'
import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, type Connection } from '@solana/web3.js'
import { WalletNotConnectedError } from '@solana/wallet-adapter-base'
import { afterEach, describe, expect, it } from 'vitest'
import { solana } from '../../../adapters/solana/index.js'
import type { Hatch } from '../../../kernel/createHatch.js'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { HatchWalletAdapter } from '../../../solana/wallet-adapter/index.js'
import { createTestHatch, memoryBackend, testNetworks } from '../../fixtures/createTestHatch.js'
import { keyWallet } from '../../fixtures/solanaKeyWallet.js'

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH8vBdwKuq3JyJ4hv'

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

function setUp() {
  const keypair = Keypair.generate()
  const { wallet, asked } = keyWallet(keypair, CHAIN)
  hatch = createTestHatch({ networks: [testNetworks.sol], adapters: [solana({ registry: { get: () => [wallet], on: () => () => undefined } })] })
  const adapter = new HatchWalletAdapter(hatch)
  const seen: string[] = []
  ;(adapter as unknown as { on(e: string, l: (...a: unknown[]) => void): void }).on('connect', (key) => seen.push(`connect ${String(key)}`))
  ;(adapter as unknown as { on(e: string, l: (...a: unknown[]) => void): void }).on('disconnect', () => seen.push('disconnect'))
  return { hatch, adapter, keypair, asked, seen }
}

const registryOf = (wallet: ReturnType<typeof keyWallet>['wallet']) => ({ get: () => [wallet], on: () => () => undefined })

/**
 * A page load after a visit that connected the wallet: Hatch restores the connection with a silent
 * connect, which the wallet answers once `answer()` is called (with its account when it still
 * grants the site, else none). The visitor's own connect, in the modal, is answered at once.
 */
async function reload(grants: boolean) {
  const keypair = Keypair.generate()
  const storage = memoryBackend()
  const before = createTestHatch({ networks: [testNetworks.sol], storage, adapters: [solana({ registry: registryOf(keyWallet(keypair, CHAIN).wallet) })] })
  await connectInHatch(before)
  before.destroy()
  const { wallet } = keyWallet(keypair, CHAIN)
  type Connect = (input?: { silent?: boolean }) => Promise<{ accounts: readonly unknown[] }>
  const standard = (wallet.features as unknown as Record<string, { connect: Connect }>)['standard:connect']!
  const connect = standard.connect
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const silentAsks: unknown[] = []
  standard.connect = async (input) => {
    if (!input?.silent) return connect(input)
    silentAsks.push(input)
    await answered
    return grants ? connect(input) : { accounts: [] }
  }
  hatch = createTestHatch({ networks: [testNetworks.sol], storage, adapters: [solana({ registry: registryOf(wallet) })] })
  return { hatch, adapter: new HatchWalletAdapter(hatch), keypair, answer, silentAsks }
}

const connectInHatch = async (h: Hatch) => {
  await h.started
  await h.connect({ namespace: 'solana', connectorId: h.getState().connectors.find((c) => c.chain === 'solana')?.id as string })
}

const v0 = (from: Keypair) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1000 })],
    }).compileToV0Message(),
  )

describe('HatchWalletAdapter (hatch/solana-wallet-adapter): wallet-adapter over the wallet connected in Hatch', () => {
  it('autoConnect takes the connection Hatch has, without opening the modal; a disconnect in Hatch reaches the adapter', async () => {
    const { hatch, adapter, keypair, seen } = setUp()
    await connectInHatch(hatch)
    await adapter.autoConnect()
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(adapter.connected).toBe(true)
    expect(hatch.getState().modal.open).toBe(false)
    await hatch.disconnect({ namespace: 'solana' })
    await expect.poll(() => adapter.publicKey).toBeNull()
    expect(seen).toEqual([`connect ${keypair.publicKey.toBase58()}`, 'disconnect'])
  })

  it('autoConnect with nothing connected stays disconnected and opens nothing', async () => {
    const { hatch, adapter } = setUp()
    await adapter.autoConnect()
    expect(adapter.publicKey).toBeNull()
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('connect() opens Hatch modal and resolves once the visitor connected there', async () => {
    const { hatch, adapter, keypair } = setUp()
    await hatch.started
    const connecting = adapter.connect()
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    await hatch.connect({ namespace: 'solana', connectorId: hatch.getState().connectors.find((c) => c.chain === 'solana')?.id as string })
    await connecting
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58())
    // The page asked to connect, and it is: the modal does not stay open over it.
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('connect() while autoConnect runs waits for it: the restored account answers it, and no modal opens', async () => {
    const { hatch, adapter, keypair, answer, silentAsks } = await reload(true)
    const restoring = adapter.autoConnect()
    const connecting = adapter.connect()
    await expect.poll(() => silentAsks.length).toBe(1)
    expect(hatch.getState().modal.open).toBe(false)
    answer()
    await Promise.all([restoring, connecting])
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('connect() while autoConnect runs opens the modal once the wallet refused the restore, and closes it after the connect', async () => {
    const { hatch, adapter, keypair, answer, silentAsks } = await reload(false)
    const restoring = adapter.autoConnect()
    const connecting = adapter.connect()
    await expect.poll(() => silentAsks.length).toBe(1)
    expect(hatch.getState().modal.open).toBe(false)
    answer()
    await restoring
    expect(adapter.publicKey).toBeNull()
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    await connectInHatch(hatch)
    await connecting
    expect(adapter.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('signs messages and legacy / v0 transactions with the connected key; disconnect() disconnects Hatch', async () => {
    const { hatch, adapter, keypair, asked } = setUp()
    await connectInHatch(hatch)
    await adapter.autoConnect()
    const message = new TextEncoder().encode('hello')
    const signature = await adapter.signMessage(message)
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(keypair.publicKey.toBytes()).toString('base64url') }, format: 'jwk' })
    expect(verify(null, message, key, signature)).toBe(true)
    const legacy = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1000 }),
    )
    expect((await adapter.signTransaction(legacy)).verifySignatures()).toBe(true)
    const signed = await adapter.signAllTransactions([v0(keypair), v0(keypair)])
    expect(signed.every((t) => t instanceof VersionedTransaction && t.signatures[0]?.some((b) => b !== 0))).toBe(true)
    // A v0 transaction needs nothing of the connection: the wallet signs and sends it.
    const tx = v0(keypair)
    const sent = await adapter.sendTransaction(tx, {} as Connection, { skipPreflight: true })
    tx.sign([keypair])
    expect(sent).toBe(encodeBase58(tx.signatures[0] as Uint8Array))
    expect(asked.at(-1)).toEqual({ method: 'signAndSendTransaction', options: { preflightCommitment: 'confirmed', skipPreflight: true } })
    await adapter.disconnect()
    expect(adapter.publicKey).toBeNull()
    expect(hatch.getState().chains.solana?.account.address).toBeUndefined()
  })

  it('refuses to sign while nothing is connected, before any wallet is asked', async () => {
    const { adapter, asked } = setUp()
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(WalletNotConnectedError)
    expect(asked).toEqual([])
  })
})
