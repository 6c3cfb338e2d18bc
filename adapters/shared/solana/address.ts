import { BASE58_ALPHABET } from '../../../kernel/units/base58.js'

/** A Solana address as spec §5 defines it: 32 to 44 base58 characters. */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is a Solana address (spec §5: 32 to 44 base58 characters). Pure and SDK-free,
 * so forms and other plugins can validate without loading `@solana/web3.js`.
 *
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('0x52908400098527886E0F7030069857D2E4169EE7') // false
 * ```
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS_PATTERN.test(value)
}

/**
 * Why `value` is not a Solana address, in words that name the problem; undefined when it is one.
 */
export function describeSolanaAddressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `expected a string, got ${value === null ? 'null' : typeof value}`
  if (value.length < 32 || value.length > 44) return `must be 32 to 44 characters long, got ${value.length}`
  const bad = [...value].find((c) => !BASE58_ALPHABET.includes(c))
  if (bad !== undefined) return `contains '${bad}', which is not a base58 character`
  return undefined
}
