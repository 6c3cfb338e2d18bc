import { useId, type CSSProperties, type Ref } from 'react'
import { useLocale } from '../hooks/useLocale.js'
import { isolate } from '../format/isolate.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { formStyles } from './formStyles.js'

/** A token a {@link TokenSelect} offers. */
export interface TokenOption {
  /** The value chosen: `'native'`, a contract or mint address … */
  id: string
  symbol: string
  decimals: number
  /** What the account holds, in base units; shown under the select while this token is chosen. */
  balance?: bigint | undefined
}

/** Props of {@link TokenSelect}. */
export interface TokenSelectProps {
  label: string
  /** The first option while no token is chosen (and, with `allowNone`, after). */
  placeholder: string
  tokens: readonly TokenOption[]
  /** The chosen token's id; undefined shows the placeholder. */
  value: string | undefined
  /** Called with the chosen id, or undefined when the placeholder is chosen. */
  onChange(id: string | undefined): void
  /** The line under the select, given the chosen token's balance formatted: `(amount) => \`Balance: ${amount}\``. */
  balanceLabel: (amount: string) => string
  /** Whether the placeholder stays choosable once a token is chosen (default false). */
  allowNone?: boolean | undefined
  ref?: Ref<HTMLSelectElement> | undefined
  /** Merged over the field's column style. */
  style?: CSSProperties | undefined
}

/**
 * The token picker of the plugin forms (Send, Swap, a host's own): a labelled native `<select>` of
 * the tokens by symbol, and the chosen token's balance under it, in the modal's language and kept
 * whole inside a right-to-left sentence.
 *
 * @example
 * ```tsx
 * <TokenSelect label="Token" placeholder="Choose a token" tokens={tokens} value={id} onChange={setId} balanceLabel={(a) => `Balance: ${a}`} />
 * ```
 */
export function TokenSelect({ label, placeholder, tokens, value, onChange, balanceLabel, allowNone = false, ref, style }: TokenSelectProps) {
  const id = useId()
  const { tag: locale, dir } = useLocale()
  const chosen = tokens.find((t) => t.id === value)
  const balance = chosen?.balance
  return (
    <div style={{ ...formStyles.field, ...style }}>
      <label htmlFor={id} style={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        aria-describedby={balance !== undefined ? `${id}-balance` : undefined}
        style={formStyles.select}
      >
        {allowNone || !chosen ? <option value="">{placeholder}</option> : null}
        {tokens.map((token) => (
          <option key={token.id} value={token.id}>
            {token.symbol}
          </option>
        ))}
      </select>
      {chosen && balance !== undefined ? (
        <p id={`${id}-balance`} style={formStyles.note}>
          {balanceLabel(isolate(formatTokenAmount(balance, chosen.decimals, { symbol: chosen.symbol, locale }), dir))}
        </p>
      ) : null}
    </div>
  )
}
