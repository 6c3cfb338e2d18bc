import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A fresh 256-bit token (access, refresh, binding), base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A one-time code: 6 digits, uniform, from the operating system's CSPRNG (leading zeros kept). */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** SHA-256 hex of a high-entropy token (tokens are 256-bit random, so no key is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Keyed hash of a one-time code, bound to its challenge id. A 6-digit code is a tiny search space,
 * so a plain hash in a leaked dump would fall in a second; the pepper lives outside the database.
 */
export function hashOtp(pepper: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('hex')
}

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
