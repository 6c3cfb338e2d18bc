import { useContext, type CSSProperties } from 'react'
import { HatchReactContext } from '../provider/HatchReactContext.js'
import { formatTokenAmount, type AmountPrecision } from './formatTokenAmount.js'

/** Props of {@link TokenAmount}. */
export interface TokenAmountProps {
  /** The amount in base units (wei, lamports, satoshis, token units); negative for an outgoing one. */
  value: bigint
  /** Decimals of the token (18 for ETH, 9 for SOL, 8 for BTC, 6 for USDC). */
  decimals: number
  /** Shown after the amount. */
  symbol?: string | undefined
  /** How many fraction digits show, floored: `balance` (default, 3), `amount` (significant digits), `exact`. */
  precision?: AmountPrecision | undefined
  /** Fraction digits shown, floored; overrides `precision`. */
  maxDecimals?: number | undefined
  /** Shows `+` on a positive amount too. */
  signed?: boolean | undefined
  style?: CSSProperties | undefined
}

/**
 * An amount of a token, floored to 3 decimals for display (spec §5) unless `precision` says
 * otherwise, in the modal's language (`1.234,567 ETH` in German, `۱٫۲۳۴ ETH` in Persian); the exact
 * amount is the element's `title`, so nothing is hidden from a visitor who hovers it. A `<bdi>`,
 * so the number and its symbol keep their order inside a right-to-left row.
 *
 * @example
 * ```tsx
 * <TokenAmount value={balance} decimals={18} symbol="ETH" /> // 1.234 ETH
 * ```
 */
export function TokenAmount({ value, decimals, symbol, precision, maxDecimals, signed, style }: TokenAmountProps) {
  // Written in the modal's language (English outside a provider); the title keeps the exact amount.
  const locale = useContext(HatchReactContext)?.locale?.tag
  const common = { ...(symbol ? { symbol } : {}), ...(locale ? { locale } : {}), ...(signed ? { signed } : {}) }
  const exact = formatTokenAmount(value, decimals, { ...common, precision: 'exact' })
  const shown = formatTokenAmount(value, decimals, {
    ...common,
    ...(precision === undefined ? {} : { precision }),
    ...(maxDecimals === undefined ? {} : { maxDecimals }),
  })
  return (
    <bdi title={exact} style={{ fontVariantNumeric: 'tabular-nums', ...style }}>
      {shown}
    </bdi>
  )
}
