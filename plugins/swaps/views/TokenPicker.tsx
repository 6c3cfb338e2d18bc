import { useId, type Ref } from 'react'
import { useLocale } from '../../../ui/index.js'
import { formatTokenAmount, isolate } from '../../../ui/primitives/index.js'
import type { SwapToken } from '../types.js'
import { styles } from './swapStyles.js'

/** Props of {@link TokenPicker}. */
export interface TokenPickerProps {
  label: string
  placeholder: string
  tokens: readonly SwapToken[]
  value: string | undefined
  /** The account's balance of the chosen token, shown under the picker. */
  balance?: bigint | undefined
  balanceLabel: (amount: string) => string
  onChange(address: string): void
  ref?: Ref<HTMLSelectElement>
}

/** A labelled token picker by symbol, with the chosen token's balance under it. */
export function TokenPicker({ label, placeholder, tokens, value, balance, balanceLabel, onChange, ref }: TokenPickerProps) {
  const id = useId()
  // The balance in the modal's language, kept whole inside a right-to-left sentence.
  const { tag: locale, dir } = useLocale()
  const chosen = tokens.find((t) => t.address === value)
  const showBalance = chosen !== undefined && balance !== undefined
  return (
    <div style={styles.field}>
      <label htmlFor={id} style={styles.label}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        value={value ?? ''}
        onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
        aria-describedby={showBalance ? `${id}-balance` : undefined}
        style={styles.select}
      >
        {!chosen ? <option value="">{placeholder}</option> : null}
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
      {showBalance ? (
        <p id={`${id}-balance`} style={styles.note}>
          {balanceLabel(isolate(formatTokenAmount(balance, chosen.decimals, { symbol: chosen.symbol, locale }), dir))}
        </p>
      ) : null}
    </div>
  )
}
