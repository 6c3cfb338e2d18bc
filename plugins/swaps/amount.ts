import { formatUnits } from 'viem/utils'
import { amountProblemParams, parseTokenAmount } from '../../kernel/lazy.js'
import type { SwapError } from './types.js'

/**
 * The typed amount in base units, as `locale` writes numbers (`0,01` in German, `۰٫۰۱` in Persian;
 * `parseTokenAmount`, the primitives' one parser), or what is wrong with it. More fraction digits
 * than the token has is refused, so nothing is silently rounded. The error's params carry the
 * problem, which the view words in the visitor's language.
 */
export function parseSwapAmount(text: string, decimals: number, locale?: string): { ok: true; value: bigint } | { ok: false; error: SwapError } {
  const parsed = parseTokenAmount(text, decimals, { locale })
  if (parsed.ok) return { ok: true, value: parsed.value }
  return { ok: false, error: { code: 'SWAPS_INVALID_AMOUNT', params: amountProblemParams(parsed, text, decimals) } }
}

/**
 * Slippage in percent, typed as `locale` writes numbers (`0,5` in German): a number above 0 and at
 * most 50, with at most two decimals; as a decimal text with a `.` (`'0.5'`), or undefined.
 */
export function parseSlippage(text: string, locale?: string): string | undefined {
  const parsed = parseTokenAmount(text, 2, { locale })
  return parsed.ok && parsed.value <= 5000n ? parsed.text : undefined
}

/** The least the swap accepts: the quote less the slippage (as the service computes amountOutMin). */
export function minimumReceived(toAmount: bigint, slippage: string): bigint {
  const [whole = '0', fraction = ''] = slippage.split('.')
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0')
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/**
 * How many `to` one whole `from` buys at the quote, as an exact decimal string in `to`'s decimals
 * (floored); the view shows it with the amount formatter's significant digits.
 */
export function rateOf(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string {
  if (fromAmount === 0n) return '0'
  return formatUnits((toAmount * 10n ** BigInt(fromDecimals)) / fromAmount, toDecimals)
}

/** Base units as an exact decimal string (viem's `formatUnits`). */
export function formatSwapAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}
