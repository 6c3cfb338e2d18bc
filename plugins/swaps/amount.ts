import { formatUnits, parseUnits } from 'viem/utils'
import type { SwapError } from './types.js'

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * The typed amount in base units (viem's `parseUnits`), or what is wrong with it. More fraction
 * digits than the token has is refused first, so nothing is silently rounded.
 */
export function parseSwapAmount(text: string, decimals: number): { ok: true; value: bigint } | { ok: false; error: SwapError } {
  const trimmed = text.trim()
  const match = DECIMAL.exec(trimmed)
  const invalid = (reason: string) => ({ ok: false as const, error: { code: 'SWAPS_INVALID_AMOUNT', params: { reason } } })
  if (!match || trimmed === '' || trimmed === '.') return invalid(`'${trimmed}' is not a number; use digits and one '.'`)
  if ((match[2] ?? '').length > decimals) return invalid(`at most ${decimals} decimals`)
  const value = parseUnits(trimmed.startsWith('.') ? `0${trimmed}` : trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed, decimals)
  if (value === 0n) return invalid('must be more than 0')
  return { ok: true, value }
}

/** Slippage in percent: a number above 0 and at most 50, with at most two decimals. */
export function parseSlippage(text: string): string | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value > 0 && value <= 50 ? trimmed : undefined
}

/** The least the swap accepts: the quote less the slippage (as the service computes amountOutMin). */
export function minimumReceived(toAmount: bigint, slippage: string): bigint {
  const [whole = '0', fraction = ''] = slippage.split('.')
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0')
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/** How many `to` one whole `from` buys at the quote, as a decimal string with up to 6 decimals. */
export function rateOf(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string {
  if (fromAmount === 0n) return '0'
  const scaled = (toAmount * 10n ** BigInt(fromDecimals)) / fromAmount
  const [whole = '0', fraction = ''] = formatUnits(scaled, toDecimals).split('.')
  const kept = fraction.slice(0, 6).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/** Base units as an exact decimal string (viem's `formatUnits`). */
export function formatSwapAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}
