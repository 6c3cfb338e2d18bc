import { createHmac, randomInt } from 'node:crypto'

/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10
/** Letters and digits no one confuses when copying by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten fresh codes like `k7m2p-xq9rt` (50 bits each, from the CSPRNG), shown once at enrolment. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return Array.from({ length: count }, () => {
    const code = one()
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

/** A typed recovery code as stored: lower case, without spaces or dashes; undefined when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '')
  return new RegExp(`^[${ALPHABET}]{10}$`).test(code) ? code : undefined
}

/** Keyed hash of a recovery code, bound to its user (the pepper lives outside the database). */
export function hashRecoveryCode(pepper: Uint8Array, userId: string, normalised: string): string {
  return createHmac('sha256', pepper).update(`recovery:${userId}:${normalised}`).digest('hex')
}
