import { ed25519 } from '@noble/curves/ed25519'
import { encodeBase58 } from '../../kernel/units/base58.js'
import type { KeyFamily } from './keyShares.js'

/**
 * The Solana key family: an ed25519 seed, addressed by its public key in base58. A chunk of its
 * own (keyShares.ts imports it when a Solana key is made, rebuilt, used or exported).
 */
export const solanaKey: KeyFamily = {
  generate: () => crypto.getRandomValues(new Uint8Array(32)),
  address: (secret) => encodeBase58(ed25519.getPublicKey(secret)),
  // As Phantom and Solflare import it: base58 of the 64-byte secret key (seed then public key).
  exported: (secret) => {
    const full = new Uint8Array(64)
    full.set(secret)
    full.set(ed25519.getPublicKey(secret), 32)
    try {
      return encodeBase58(full)
    } finally {
      full.fill(0)
    }
  },
}

/** Signs `message` with the seed (ed25519). */
export const solanaSign = (message: Uint8Array, seed: Uint8Array): Uint8Array => ed25519.sign(message, seed)
