import { useContext, type CSSProperties } from 'react'
import { HatchReactContext } from '../provider/HatchReactContext.js'
import { formatTokenAmount } from './formatTokenAmount.js'

/** Props of {@link TokenAmount}. */
export interface TokenAmountProps {
  /** The amount in base units (wei, lamports, satoshis, token units). */
  value: bigint
  /** Decimals of the token (18 for ETH, 9 for SOL, 8 for BTC, 6 for USDC). */
  decimals: number
  /** Shown after the amount. */
  symbol?: string
  /** Fraction digits shown, floored; default 3 (spec §5). */
  maxDecimals?: number
  style?: CSSProperties
}

/**
 * An amount of a token, floored to 3 decimals for display (spec §5); the exact amount is the
 * element's `title`, so nothing is hidden from a visitor who hovers it. The number is written in
 * the modal's language (`1,234 ETH` in German).
 *
 * @example
 * ```tsx
 * <TokenAmount value={balance} decimals={18} symbol="ETH" /> // 1.234 ETH
 * ```
 */
export function TokenAmount({ value, decimals, symbol, maxDecimals, style }: TokenAmountProps) {
  const exact = formatTokenAmount(value, decimals, { maxDecimals: Infinity, ...(symbol ? { symbol } : {}) })
  // Written in the modal's language (English outside a provider); the title keeps the exact amount.
  const locale = useContext(HatchReactContext)?.locale?.tag
  const shown = formatTokenAmount(value, decimals, {
    ...(maxDecimals === undefined ? {} : { maxDecimals }),
    ...(symbol ? { symbol } : {}),
    ...(locale ? { locale } : {}),
  })
  return (
    <span title={exact} style={{ fontVariantNumeric: 'tabular-nums', ...style }}>
      {shown}
    </span>
  )
}
