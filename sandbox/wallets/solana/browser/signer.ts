import { Keypair, VersionedTransaction } from '@solana/web3.js'

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), the form WebCrypto imports.
const PKCS8_ED25519_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20])

/** The wallet's one key: ed25519 for messages (WebCrypto) and transactions (web3.js). */
export interface SolanaSigner {
  readonly keypair: Keypair
  readonly address: string
  readonly publicKey: Uint8Array
  /** A 64-byte ed25519 signature of exactly these bytes. */
  signBytes(message: Uint8Array): Promise<Uint8Array>
  /** Signs a serialized (legacy or v0) transaction as its fee payer or signer; returns the signed bytes. */
  signTransaction(serialized: Uint8Array): { signed: Uint8Array; transaction: VersionedTransaction }
}

/** Creates the signer for a 64-byte secret key (seed + public key). */
export function createSigner(secretKey: readonly number[]): SolanaSigner {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(secretKey))
  let privateKey: Promise<CryptoKey> | undefined
  const key = () => {
    const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + 32)
    pkcs8.set(PKCS8_ED25519_PREFIX)
    pkcs8.set(keypair.secretKey.slice(0, 32), PKCS8_ED25519_PREFIX.length)
    privateKey ??= crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
    return privateKey
  }
  return {
    keypair,
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    async signBytes(message) {
      return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, await key(), Uint8Array.from(message)))
    },
    signTransaction(serialized) {
      const transaction = VersionedTransaction.deserialize(serialized)
      const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures)
      if (!signers.some((k) => k.equals(keypair.publicKey))) {
        throw new Error(`the transaction does not need a signature from ${keypair.publicKey.toBase58()}`)
      }
      transaction.sign([keypair])
      return { signed: transaction.serialize(), transaction }
    },
  }
}
