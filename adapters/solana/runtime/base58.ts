import { BASE58_ALPHABET } from '../address.js'

/**
 * Encodes bytes as base58 (how Solana writes signatures and keys). Written here rather than taken
 * from a package because it is twenty lines and the runtime already has no other use for one.
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = BASE58_ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  return '1'.repeat(zeros) + out
}
