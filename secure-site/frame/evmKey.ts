import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import type { KeyFamily } from './keyShares.js'

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The EIP-55 (checksummed) address of a secp256k1 secret: the last 20 bytes of keccak-256 of its public point. */
function checksummedAddress(secret: Uint8Array): string {
  const lower = hex(keccak_256(secp256k1.getPublicKey(secret, false).subarray(1)).subarray(12))
  const hash = hex(keccak_256(new TextEncoder().encode(lower)))
  return `0x${[...lower].map((c, i) => (parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c)).join('')}`
}

/**
 * The EVM key family: a secp256k1 private key, addressed as Ethereum does (as viem's
 * `privateKeyToAccount` gives it). A chunk of its own with noble's curve and keccak only
 * (keyShares.ts imports it when an EVM key is made, rebuilt or exported): a login makes and
 * checks keys without viem, which loads with the first signature.
 */
export const evmKey: KeyFamily = {
  generate: () => secp256k1.utils.randomPrivateKey(),
  address: checksummedAddress,
  // As wallets import it: 0x-hex of the 32-byte private key.
  exported: (secret) => `0x${hex(secret)}`,
}
