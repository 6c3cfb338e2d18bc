import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/** Props of {@link TextField}: a native input's (except `onChange`), plus label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Visible label; also the input's accessible name. */
  label: string
  value: string
  onChange(value: string): void
  /** What was wrong with the value. The input is `aria-invalid` and the text is announced with it. */
  error?: string | undefined
  /** A note under the input (read with it through `aria-describedby`). */
  hint?: ReactNode
  /** Shown at the end of the input row (a Max button, a unit). */
  end?: ReactNode
  ref?: Ref<HTMLInputElement> | undefined
  style?: CSSProperties | undefined
}

/**
 * A labelled text input. Its error and hint are tied to it by `aria-describedby`, and an error
 * sets `aria-invalid`, so assistive technology reads what is wrong where the visitor types.
 *
 * @example
 * ```tsx
 * <TextField label="Amount" inputMode="decimal" value={amount} onChange={setAmount} error={amountError} />
 * ```
 */
export function TextField({ label, value, onChange, error, hint, end, id, style, ref, ...rest }: TextFieldProps) {
  const own = useId()
  const inputId = id ?? `hatch-field-${own}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.4)`, width: '100%', ...style }}>
      <label htmlFor={inputId} style={{ fontSize: `calc(${m} * 1.2)`, fontWeight: 600, color: 'var(--hatch-color-fg-muted)' }}>
        {label}
      </label>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: `calc(${m} * 0.6)`,
          padding: `0 calc(${m} * 0.8)`,
          borderRadius: `calc(${r} * 4)`,
          background: 'var(--hatch-color-surface)',
          border: `1px solid ${error ? 'var(--hatch-color-error)' : 'var(--hatch-color-border)'}`,
        }}
      >
        <input
          {...rest}
          ref={ref}
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          style={{
            flex: 1,
            minWidth: 0,
            padding: `calc(${m} * 1) 0`,
            border: 'none',
            background: 'transparent',
            color: 'var(--hatch-color-fg)',
            font: 'inherit',
          }}
        />
        {end}
      </div>
      {hint ? (
        <span id={hintId} style={{ fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)' }}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} role="alert" style={{ fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-error)', fontWeight: 600 }}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
