import { decodeBase58 } from '../../../kernel/units/base58.js'
import { describeSolanaAddressProblem } from './address.js'

/**
 * Why `value` cannot be used as an account key in a transaction, or undefined: spec §5's rule
 * (32 to 44 base58 characters), and then that it decodes to the 32 bytes of an ed25519 key (a
 * 44-character base58 text can hold more, a 32-character one less).
 */
export function publicKeyProblem(value: unknown): string | undefined {
  const problem = describeSolanaAddressProblem(value)
  if (problem !== undefined) return problem
  const length = decodeBase58(value as string).length
  return length === 32 ? undefined : `must decode to a 32-byte public key, got ${length} bytes`
}
