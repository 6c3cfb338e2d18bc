import type { ButtonHTMLAttributes, CSSProperties, Ref } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

const base: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `calc(${m} * 0.6)`,
  padding: `calc(${m} * 1) calc(${m} * 1.6)`,
  borderRadius: `calc(${r} * 4)`,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}
const variants: Record<ButtonVariant, CSSProperties> = {
  primary: { border: 'none', background: 'var(--hatch-accent)', color: 'var(--hatch-accent-contrast)' },
  secondary: { border: '1px solid var(--hatch-color-border)', background: 'var(--hatch-color-surface)', color: 'var(--hatch-color-fg)' },
  ghost: { border: 'none', background: 'transparent', color: 'var(--hatch-accent)', padding: `calc(${m} * 0.4) calc(${m} * 0.8)` },
}

/** The look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

/** Props of {@link Button}: a native button's, plus variant, busy state and full width. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant | undefined
  /**
   * Work under way: the button is `aria-disabled` and `aria-busy`, ignores presses (a form's submit
   * included) and shows a spinner before its label. It is not made natively disabled, which would
   * drop the visitor's focus to the page, out of the dialog's reach of Tab and Escape.
   */
  loading?: boolean | undefined
  fullWidth?: boolean | undefined
  ref?: Ref<HTMLButtonElement> | undefined
}

/**
 * The shell's button, themed by the `--hatch-` variables. `type` defaults to `button` (never an
 * accidental form submit); while `loading` the label stays (its accessible name does not change)
 * and the button cannot be pressed twice.
 *
 * @example
 * ```tsx
 * <Button type="submit" loading={sending} fullWidth>Send</Button>
 * ```
 */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  style,
  children,
  type = 'button',
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const off = disabled || loading
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled && !loading}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      style={{ ...base, ...variants[variant], ...(fullWidth ? { width: '100%' } : {}), ...(off ? { opacity: 0.6, cursor: 'default' } : {}), ...style }}
    >
      {loading ? <span className="spinner" aria-hidden="true" style={{ width: `calc(${m} * 1.2)`, height: `calc(${m} * 1.2)` }} /> : null}
      {children}
    </button>
  )
}
