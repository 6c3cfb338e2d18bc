import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { decodeBase58, encodeBase58 } from '../../../kernel/units/base58.js'

const MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/** Whether 32 bytes decode to a point of the ed25519 curve (a key someone could hold the secret of). */
function isOnCurve(bytes: Uint8Array): boolean {
  try {
    // ZIP-215 decoding accepts what the Solana runtime's curve25519-dalek decompression accepts.
    ;(ed25519.ExtendedPoint.fromHex as (hex: Uint8Array, zip215: boolean) => unknown)(bytes, true)
    return true
  } catch {
    return false
  }
}

/**
 * Solana's `find_program_address`: the first bump from 255 down for which
 * sha256(seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress") is off the ed25519 curve. Synchronous,
 * with @noble/hashes and @noble/curves, so it works on http pages too (WebCrypto's digest does not).
 */
export function findProgramAddress(seeds: readonly Uint8Array[], program: string): string {
  const programBytes = decodeBase58(program)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256.create()
    for (const seed of seeds) hash.update(seed)
    const candidate = hash.update(Uint8Array.of(bump)).update(programBytes).update(MARKER).digest()
    if (!isOnCurve(candidate)) return encodeBase58(candidate)
  }
  throw new Error(`no program address off the curve for program ${program}`)
}
