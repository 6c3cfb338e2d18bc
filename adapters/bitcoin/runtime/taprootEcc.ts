import { schnorr, secp256k1 } from '@noble/curves/secp256k1'

const { bytesToNumberBE, numberToBytesBE, lift_x } = schnorr.utils
const { ProjectivePoint, CURVE } = secp256k1

const isXOnlyPoint = (p: Uint8Array): boolean => {
  if (!(p instanceof Uint8Array) || p.length !== 32) return false
  try {
    lift_x(bytesToNumberBE(p))
    return true
  } catch {
    return false
  }
}

/**
 * The two curve operations bitcoinjs-lib 7 asks of its elliptic-curve library (`initEccLib` checks
 * these and nothing else; they serve Taproot addresses), on `@noble/curves`' secp256k1: the copy
 * viem already loads, where `@bitcoinerlab/secp256k1` brought a second major version of the curve
 * code (about 30 KiB gzip) for the same two functions. Same contract as tiny-secp256k1: a point or
 * tweak that is not one throws, a tweak that lands on infinity gives null.
 */
export const taprootEcc = {
  isXOnlyPoint,
  xOnlyPointAddTweak(p: Uint8Array, tweak: Uint8Array): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    if (!isXOnlyPoint(p)) throw new Error('Expected Point')
    const t = tweak instanceof Uint8Array && tweak.length === 32 ? bytesToNumberBE(tweak) : -1n
    if (t < 0n || t >= CURVE.n) throw new Error('Expected Tweak')
    const point = lift_x(bytesToNumberBE(p))
    // multiply (constant time) takes 1 ≤ t < n; a zero tweak leaves the point as it is.
    const q = t === 0n ? point : point.add(ProjectivePoint.BASE.multiply(t))
    if (q.equals(ProjectivePoint.ZERO)) return null
    const { x, y } = q.toAffine()
    return { parity: y % 2n === 1n ? 1 : 0, xOnlyPubkey: numberToBytesBE(x, 32) }
  },
}
