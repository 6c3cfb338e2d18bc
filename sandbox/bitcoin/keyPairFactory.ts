import ecc from '@bitcoinerlab/secp256k1'
import type { Network, Signer } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

/**
 * A secp256k1 key pair made from a private key (ecpair's `ECPairInterface`, as the sandbox uses it).
 * Keys made here always hold their private key, so `privateKey` is not optional.
 */
export interface KeyPair extends Signer {
  /** 33-byte compressed public key. */
  publicKey: Uint8Array
  /** 32-byte private key. */
  privateKey: Uint8Array
  network: Network
  compressed: boolean
  /** Wallet Import Format for the key's network. */
  toWIF(): string
  /** The key tweaked by `t` (BIP-341 key-path spends sign with the key tweaked by the TapTweak hash). */
  tweak(t: Uint8Array): KeyPair
  sign(hash: Uint8Array, lowR?: boolean): Uint8Array
  signSchnorr(hash: Uint8Array): Uint8Array
  verify(hash: Uint8Array, signature: Uint8Array): boolean
  verifySchnorr(hash: Uint8Array, signature: Uint8Array): boolean
}

/** The constructors of ecpair's `ECPairAPI` the sandbox uses. */
export interface KeyPairFactory {
  fromPrivateKey(privateKey: Uint8Array, options?: { network?: Network; compressed?: boolean }): KeyPair
  fromWIF(wif: string, network?: Network | Network[]): KeyPair
  makeRandom(options?: { network?: Network; compressed?: boolean }): KeyPair
}

/**
 * ecpair bound to the pure-JS secp256k1 implementation, with its types. ecpair 3's published
 * typings do not resolve under `moduleResolution: NodeNext` (extensionless relative imports in an
 * ESM .d.ts, bitcoinjs/ecpair#36), so everything imported from it is silently untyped; this is the
 * one place that gives the factory the types ecpair documents. The factory runs self-tests when it
 * is built, so callers build it on first use, not at import.
 */
export function createKeyPairFactory(): KeyPairFactory {
  const factory = ECPairFactory as unknown as (secp256k1: typeof ecc) => KeyPairFactory
  return factory(ecc)
}
