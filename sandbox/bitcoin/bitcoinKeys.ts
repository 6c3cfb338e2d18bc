import { createHash } from 'node:crypto'
import ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, payments, toXOnly, type Network } from 'bitcoinjs-lib'
import { createKeyPairFactory, type KeyPair, type KeyPairFactory } from './keyPairFactory.js'

let eccReady = false

/**
 * bitcoinjs-lib 7 needs an elliptic-curve library before it can build taproot outputs.
 * Called by every function that needs it rather than at import, so importing has no side effect.
 */
export function ensureEccLib(): void {
  if (eccReady) return
  initEccLib(ecc)
  eccReady = true
}

let ecpair: KeyPairFactory | undefined

/**
 * ECPair bound to the pure-JS secp256k1 implementation (built on first use: the factory runs
 * self-tests, which should not happen at import).
 */
export function getECPair(): KeyPairFactory {
  ecpair ??= createKeyPairFactory()
  return ecpair
}

/** The regtest network parameters (addresses `bcrt1...`). */
export const REGTEST: Network = networks.regtest

/** A deterministic test key with its payment (p2wpkh) and ordinal (p2tr key-path) addresses. */
export interface BitcoinTestAccount {
  /** Wallet Import Format for regtest. */
  wif: string
  privateKeyHex: string
  /** 33-byte compressed public key, hex. */
  publicKeyHex: string
  /** p2wpkh address: account type `payment` (index 0). */
  paymentAddress: string
  /** p2tr key-path address of the same key: account type `ordinal` (index 1). */
  ordinalAddress: string
  /** x-only internal key of the taproot output, hex (what PSBT `tapInternalKey` needs). */
  internalPubkeyHex: string
}

/** Deterministic key pair for a label: the same key on every run. */
export function sandboxBitcoinKey(label: string, network: Network = REGTEST): KeyPair {
  const secret = createHash('sha256').update(`hatch-sandbox-bitcoin:${label}`).digest()
  return getECPair().fromPrivateKey(Uint8Array.from(secret), { network })
}

/** The payment and ordinal addresses of a key. */
export function describeKey(key: KeyPair, network: Network = REGTEST): BitcoinTestAccount {
  ensureEccLib()
  const internal = toXOnly(key.publicKey)
  return {
    wif: key.toWIF(),
    privateKeyHex: Buffer.from(key.privateKey).toString('hex'),
    publicKeyHex: Buffer.from(key.publicKey).toString('hex'),
    paymentAddress: payments.p2wpkh({ pubkey: key.publicKey, network }).address!,
    ordinalAddress: payments.p2tr({ internalPubkey: internal, network }).address!,
    internalPubkeyHex: Buffer.from(internal).toString('hex'),
  }
}

/** Test account `index` (0-based). */
export function bitcoinTestAccount(index: number): BitcoinTestAccount {
  return describeKey(sandboxBitcoinKey(`account-${index}`))
}
