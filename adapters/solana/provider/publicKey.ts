import { decodeBase58 } from '../../../kernel/units/base58.js'
import type { SolanaPublicKey } from './types.js'

/** A {@link SolanaPublicKey} of a base58 address (the caller knows it is one: it came from a wallet). */
export function solanaPublicKey(address: string): SolanaPublicKey {
  return {
    toBase58: () => address,
    toString: () => address,
    toJSON: () => address,
    toBytes: () => decodeBase58(address),
    equals: (other) => other.toBase58() === address,
  }
}
