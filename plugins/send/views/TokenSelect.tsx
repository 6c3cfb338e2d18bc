import { useId, type Ref } from 'react'
import { useLocale } from '../../../ui/index.js'
import { formatTokenAmount, isolate } from '../../../ui/primitives/index.js'
import type { SendToken } from '../types.js'
import { styles } from './sendStyles.js'

/** Props of {@link TokenSelect}. */
export interface TokenSelectProps {
  label: string
  placeholder: string
  balanceLabel: (amount: string) => string
  tokens: readonly SendToken[]
  /** The chosen token id; undefined shows the placeholder. */
  value: string | undefined
  onChange(id: string | undefined): void
  /** Whether "no token" may be chosen (an EVM send needs one; others default to the native currency). */
  allowNone: boolean
  ref?: Ref<HTMLSelectElement>
}

/** The token picker: the account's tokens by symbol, the chosen one's balance under it. */
export function TokenSelect({ label, placeholder, balanceLabel, tokens, value, onChange, allowNone, ref }: TokenSelectProps) {
  const id = useId()
  // The balance in the modal's language, kept whole inside a right-to-left sentence.
  const { tag: locale, dir } = useLocale()
  const chosen = tokens.find((t) => t.id === value)
  return (
    <div style={styles.field}>
      <label htmlFor={id} style={styles.label}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        aria-describedby={chosen ? `${id}-balance` : undefined}
        style={styles.select}
      >
        {allowNone || !chosen ? <option value="">{placeholder}</option> : null}
        {tokens.map((token) => (
          <option key={token.id} value={token.id}>
            {token.symbol}
          </option>
        ))}
      </select>
      {chosen ? (
        <p id={`${id}-balance`} style={styles.note}>
          {balanceLabel(isolate(formatTokenAmount(chosen.balance, chosen.decimals, { symbol: chosen.symbol, locale }), dir))}
        </p>
      ) : null}
    </div>
  )
}
