import { getAddress } from 'viem'

const HEX40 = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * Why `value` is not an EVM address a transfer may go to, or undefined when it is one. The rule is
 * spec §5's (40 hex characters with an optional 0x prefix); an address in mixed case must also
 * carry a valid EIP-55 checksum, since a mixed-case address whose checksum fails is a typo.
 *
 * @example
 * ```ts
 * describeEvmAddressProblem('0x52908400098527886e0f7030069857d2e4169ee7') // undefined
 * describeEvmAddressProblem('0x1234') // 'expected 40 hex characters with an optional 0x prefix'
 * ```
 */
export function describeEvmAddressProblem(value: string): string | undefined {
  if (!HEX40.test(value)) return 'expected 40 hex characters with an optional 0x prefix'
  const hex = value.replace(/^0x/, '')
  const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  if (mixed && getAddress(`0x${hex.toLowerCase()}`).slice(2) !== hex) return 'its mixed-case checksum (EIP-55) does not match; check for a typo'
  return undefined
}
