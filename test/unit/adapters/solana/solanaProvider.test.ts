import { createPublicKey, verify } from 'node:crypto'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js'
import { afterEach, describe, expect, it } from 'vitest'
import type { Wallet } from '../../../../adapters/solana/discovery/types.js'
import { solana, type WalletRegistry } from '../../../../adapters/solana/index.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { encodeBase58 } from '../../../../kernel/units/base58.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'
import { keyWallet } from '../../../fixtures/solanaKeyWallet.js'

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH8vBdwKuq3JyJ4hv'

const registryOf = (wallet: Wallet): WalletRegistry => ({ get: () => [wallet], on: () => () => undefined })

const transfer = (from: PublicKey): TransactionInstruction =>
  SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 5000 })

function legacyTransaction(from: PublicKey) {
  const tx = new Transaction({ feePayer: from, recentBlockhash: BLOCKHASH })
  tx.add(transfer(from))
  return tx
}

const v0Transaction = (from: PublicKey) =>
  new VersionedTransaction(new TransactionMessage({ payerKey: from, recentBlockhash: BLOCKHASH, instructions: [transfer(from)] }).compileToV0Message())

function ed25519Verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  return verify(null, message, key, signature)
}

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

function setUp() {
  const keypair = Keypair.generate()
  const { wallet, asked } = keyWallet(keypair, CHAIN)
  hatch = createTestHatch({ networks: [testNetworks.sol], adapters: [solana({ registry: registryOf(wallet) })] })
  const provider = hatch.getProvider('solana')
  const seen: [string, string | null | undefined][] = []
  provider.on('connect', (key) => seen.push(['connect', key.toBase58()]))
  provider.on('accountChanged', (key) => seen.push(['accountChanged', key?.toBase58() ?? null]))
  provider.on('disconnect', () => seen.push(['disconnect', undefined]))
  return { hatch, provider, keypair, asked, seen }
}

const connectorId = (h: Hatch) => h.getState().connectors.find((c) => c.chain === 'solana' && c.name === 'Key Wallet')?.id as string

describe("hatch.getProvider('solana'): the connected Solana wallet for dapp code", () => {
  it('is one object per instance; without a solana() adapter it is CAPABILITY_MISSING', () => {
    const { hatch, provider } = setUp()
    expect(hatch.getProvider('solana')).toBe(provider)
    const bare = createTestHatch({ networks: [testNetworks.one] })
    expect(() => bare.getProvider('solana')).toThrow('The solana adapter does not support getProvider')
    bare.destroy()
  })

  it('follows the connection: publicKey, isConnected and the connect / disconnect events', async () => {
    const { hatch, provider, keypair, seen } = setUp()
    // Read from the provider's code, which getProvider started loading.
    await expect.poll(() => provider.publicKey).toBeNull()
    expect(provider.isConnected).toBe(false)
    await hatch.started
    await hatch.connect({ namespace: 'solana', connectorId: connectorId(hatch) })
    expect(provider.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(provider.publicKey?.toBytes()).toEqual(keypair.publicKey.toBytes())
    expect(provider.publicKey?.equals(keypair.publicKey)).toBe(true)
    expect(provider.publicKey).toBe(provider.publicKey)
    expect(provider.isConnected).toBe(true)
    expect((await provider.connect()).publicKey.toBase58()).toBe(keypair.publicKey.toBase58())
    await provider.disconnect()
    expect(provider.publicKey).toBeNull()
    await expect
      .poll(() => seen)
      .toEqual([
        ['connect', keypair.publicKey.toBase58()],
        ['accountChanged', null],
        ['disconnect', undefined],
      ])
  })

  it('signs a message (bytes or text) with the connected key', async () => {
    const { hatch, provider, keypair } = setUp()
    await hatch.started
    await hatch.connect({ namespace: 'solana', connectorId: connectorId(hatch) })
    const bytes = Uint8Array.from([0, 255, 1, 254])
    const signed = await provider.signMessage(bytes)
    expect(signed.publicKey.toBase58()).toBe(keypair.publicKey.toBase58())
    expect(ed25519Verifies(keypair.publicKey.toBytes(), bytes, signed.signature)).toBe(true)
    const text = await provider.signMessage('hello Hatch')
    expect(ed25519Verifies(keypair.publicKey.toBytes(), new TextEncoder().encode('hello Hatch'), text.signature)).toBe(true)
  })

  it('signs legacy and v0 transactions, as web3.js objects or wire bytes, and gives each back in its own form', async () => {
    const { hatch, provider, keypair, asked } = setUp()
    await hatch.started
    await hatch.connect({ namespace: 'solana', connectorId: connectorId(hatch) })
    const legacy = await provider.signTransaction(legacyTransaction(keypair.publicKey))
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)
    const v0 = await provider.signTransaction(v0Transaction(keypair.publicKey))
    expect(v0).toBeInstanceOf(VersionedTransaction)
    expect(v0.version).toBe(0)
    expect(ed25519Verifies(keypair.publicKey.toBytes(), v0.message.serialize(), v0.signatures[0] as Uint8Array)).toBe(true)
    const wire = v0Transaction(keypair.publicKey).serialize()
    const signedWire = await provider.signTransaction(wire)
    expect(signedWire).toBeInstanceOf(Uint8Array)
    expect(VersionedTransaction.deserialize(signedWire).signatures[0]?.some((b) => b !== 0)).toBe(true)
    const all = await provider.signAllTransactions([legacyTransaction(keypair.publicKey), legacyTransaction(keypair.publicKey)])
    expect(all.map((t) => t.verifySignatures())).toEqual([true, true])
    // Several transactions are one wallet request.
    expect(asked.filter((a) => a.method === 'signTransaction').map((a) => a.count)).toEqual([1, 1, 1, 2])
  })

  it('signs and sends through the wallet with the send options, resolving to the base58 signature', async () => {
    const { hatch, provider, keypair, asked } = setUp()
    await hatch.started
    await hatch.connect({ namespace: 'solana', connectorId: connectorId(hatch) })
    const tx = v0Transaction(keypair.publicKey)
    const { signature } = await provider.signAndSendTransaction(tx, { skipPreflight: true })
    const signed = VersionedTransaction.deserialize(tx.serialize())
    signed.sign([keypair])
    expect(signature).toBe(encodeBase58(signed.signatures[0] as Uint8Array))
    expect(asked.at(-1)).toEqual({ method: 'signAndSendTransaction', options: { preflightCommitment: 'confirmed', skipPreflight: true } })
  })

  it('refuses bad input with INVALID_PARAMETERS naming it, and any request while disconnected, before the wallet is asked', async () => {
    const { hatch, provider, keypair, asked } = setUp()
    await expect(provider.signMessage(legacyTransaction(keypair.publicKey).serialize({ requireAllSignatures: false }))).rejects.toMatchObject({
      code: 'NO_ACTIVE_CAIP_ADDRESS',
    })
    await hatch.connect({ namespace: 'solana', connectorId: connectorId(hatch) })
    await expect(provider.signTransaction({ serialize: 'no' } as never)).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: expect.stringContaining('transaction must be a web3.js Transaction or VersionedTransaction'),
    })
    await expect(provider.signAllTransactions([])).rejects.toMatchObject({ message: expect.stringContaining('transactions must be a non-empty list') })
    await expect(provider.signMessage(42 as never)).rejects.toMatchObject({ message: expect.stringContaining('message must be bytes (Uint8Array) or text') })
    expect(asked).toEqual([])
  })
})
