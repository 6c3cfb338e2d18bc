import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { solana, type WalletRegistry } from '../../../../adapters/solana/index.js'
import { encodeKitTransaction, kitTransactionFrom } from '../../../../adapters/solana/runtime/kitTransaction.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { isHatchError, type HatchError } from '../../../../kernel/errors/HatchError.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'
import { keyWallet } from '../../../fixtures/solanaKeyWallet.js'

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH8vBdwKuq3JyJ4hv' as Blockhash
const SYSTEM = address('11111111111111111111111111111111')

/** A System transfer from `from` (and, with `cosigner`, a second signer's zero-lamport transfer), as a Kit transaction. */
function kitTransfer(version: 'legacy' | 0, from: string, cosigner?: string) {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, 5000n, true)
  const to = address(Keypair.generate().publicKey.toBase58())
  const transfer = (signer: Address) => ({
    programAddress: SYSTEM,
    accounts: [
      { address: signer, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  })
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 99n }, m),
    (m) => appendTransactionMessageInstruction(transfer(address(from)), m),
  )
  return compileTransaction(cosigner ? appendTransactionMessageInstruction(transfer(address(cosigner)), message) : message)
}

/** Kit's read-only bytes as Node's crypto takes them. */
const bytes = (value: unknown) => value as Uint8Array

function ed25519Verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  return verify(null, message, key, signature)
}

describe('@solana/kit Transaction objects in Kit’s wire layout', () => {
  it('encodes legacy, v0 and partially signed transactions byte for byte as Kit’s getTransactionEncoder, and reads signed bytes back as its decoder does', async () => {
    const payer = Keypair.generate()
    const cosigner = Keypair.generate()
    const cosignerKeys = await createKeyPairFromPrivateKeyBytes(cosigner.secretKey.slice(0, 32))
    const partial = await partiallySignTransaction([cosignerKeys], kitTransfer(0, payer.publicKey.toBase58(), cosigner.publicKey.toBase58()))
    for (const transaction of [kitTransfer('legacy', payer.publicKey.toBase58()), kitTransfer(0, payer.publicKey.toBase58()), partial]) {
      const wire = encodeKitTransaction(transaction)
      expect([...wire]).toEqual([...getTransactionEncoder().encode(transaction)])
      const read = kitTransactionFrom(transaction, wire)
      const decoded = getTransactionDecoder().decode(wire)
      expect([...read.messageBytes]).toEqual([...decoded.messageBytes])
      expect(Object.entries(read.signatures).map(([k, s]) => [k, s && [...s]])).toEqual(Object.entries(decoded.signatures).map(([k, s]) => [k, s && [...s]]))
    }
    expect(Object.values(partial.signatures).filter(Boolean)).toHaveLength(1)
  })
})

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

async function connected(options: Parameters<typeof keyWallet>[2] = {}) {
  const keypair = Keypair.generate()
  const { wallet, asked } = keyWallet(keypair, CHAIN, options)
  const registry: WalletRegistry = { get: () => [wallet], on: () => () => undefined }
  hatch = createTestHatch({ networks: [testNetworks.sol], adapters: [solana({ registry })] })
  await hatch.started
  const connectorId = hatch.getState().connectors.find((c) => c.chain === 'solana' && c.name === 'Key Wallet')?.id as string
  await hatch.connect({ namespace: 'solana', connectorId })
  return { provider: hatch.getProvider('solana'), keypair, asked }
}

describe("getProvider('solana') with @solana/kit transactions and the wallet's transaction versions", () => {
  it('signs Kit transactions (one, several, and sent) and gives back Kit transactions signed by the connected key, keeping their lifetime', async () => {
    const { provider, keypair, asked } = await connected()
    const from = address(keypair.publicKey.toBase58())
    const input = kitTransfer(0, from)
    const signed = await provider.signTransaction(input)
    const signature = signed.signatures[from]
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(ed25519Verifies(keypair.publicKey.toBytes(), bytes(signed.messageBytes), bytes(signature))).toBe(true)
    expect(signed.lifetimeConstraint).toEqual(input.lifetimeConstraint)
    // Kit reads what came back: it encodes to the bytes the wallet signed.
    expect(getTransactionDecoder().decode(getTransactionEncoder().encode(signed)).signatures[from]).toEqual(signature)
    const all = await provider.signAllTransactions([kitTransfer('legacy', from), kitTransfer(0, from)])
    expect(all.map((t) => ed25519Verifies(keypair.publicKey.toBytes(), bytes(t.messageBytes), bytes(t.signatures[from])))).toEqual([true, true])
    expect((await provider.signAndSendTransaction(kitTransfer('legacy', from))).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(asked.map((a) => a.method)).toEqual(['signTransaction', 'signTransaction', 'signAndSendTransaction'])
  })

  it('a legacy-only wallet is never handed a v0 transaction: WALLET_TRANSACTION_VERSION_UNSUPPORTED before it is asked; legacy ones it signs', async () => {
    const { provider, keypair, asked } = await connected({ supportedTransactionVersions: ['legacy'] })
    const from = address(keypair.publicKey.toBase58())
    for (const attempt of [
      () => provider.signTransaction(kitTransfer(0, from)),
      () => provider.signAndSendTransaction(encodeKitTransaction(kitTransfer(0, from))),
    ]) {
      const error = (await attempt().catch((e: unknown) => e)) as HatchError
      expect(isHatchError(error, 'WALLET_TRANSACTION_VERSION_UNSUPPORTED')).toBe(true)
      expect(error.shortMessage).toBe('Key Wallet cannot read a v0 transaction: it reads legacy')
    }
    expect(asked).toEqual([])
    const legacy = await provider.signTransaction(kitTransfer('legacy', from))
    expect(ed25519Verifies(keypair.publicKey.toBytes(), bytes(legacy.messageBytes), bytes(legacy.signatures[from]))).toBe(true)
    expect(asked.map((a) => a.method)).toEqual(['signTransaction'])
  })
})
