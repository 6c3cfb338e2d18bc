import { useEffect, useState } from 'react'
import { styles } from './receiveStyles.js'

/** Props of {@link CopyAddress}. */
export interface CopyAddressProps {
  address: string
  label: string
  copyLabel: string
  copiedLabel: string
  failedText: string
  /** How long "Copied" stays before the button reads "Copy" again (default {@link COPIED_RESET_MS}). */
  resetAfterMs?: number
  /** Schedules the reset; returns its cancel. Injectable so tests need not wait (default: setTimeout). */
  schedule?: (run: () => void, ms: number) => () => void
}

/** "Copied" goes back to "Copy" after this long, so a second copy is announced too. */
export const COPIED_RESET_MS = 2000

const scheduleTimeout = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * The whole address as selectable text (never shortened: the visitor compares it with what the
 * sender shows) and a Copy button that says when it copied (for {@link COPIED_RESET_MS}), or that
 * copying failed.
 */
export function CopyAddress({
  address,
  label,
  copyLabel,
  copiedLabel,
  failedText,
  resetAfterMs = COPIED_RESET_MS,
  schedule = scheduleTimeout,
}: CopyAddressProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => setState('idle'), [address])
  // Each copy restarts the wait; unmounting cancels it.
  useEffect(() => (state === 'copied' ? schedule(() => setState('idle'), resetAfterMs) : undefined), [state, schedule, resetAfterMs])
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) return setState('failed')
    clipboard.writeText(address).then(
      () => setState('copied'),
      () => setState('failed'),
    )
  }
  return (
    <div style={styles.addressBox}>
      <p style={styles.addressLabel} id="hatch-receive-address-label">
        {label}
      </p>
      {/* The label is the line above: a name on a <p> is ignored by screen readers (and axe flags it). */}
      <p style={styles.address}>{address}</p>
      <button type="button" className="text-button" onClick={copy}>
        {state === 'copied' ? copiedLabel : copyLabel}
      </button>
      <p role="status" style={styles.muted}>
        {state === 'failed' ? failedText : ''}
      </p>
    </div>
  )
}
