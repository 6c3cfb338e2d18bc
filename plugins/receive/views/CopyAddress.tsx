import { useEffect, useState } from 'react'
import { styles } from './receiveStyles.js'

/** Props of {@link CopyAddress}. */
export interface CopyAddressProps {
  address: string
  label: string
  copyLabel: string
  copiedLabel: string
  failedText: string
}

/**
 * The whole address as selectable text (never shortened: the visitor compares it with what the
 * sender shows) and a Copy button that says when it copied, or that copying failed.
 */
export function CopyAddress({ address, label, copyLabel, copiedLabel, failedText }: CopyAddressProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => setState('idle'), [address])
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
      <p style={styles.address} aria-labelledby="hatch-receive-address-label">
        {address}
      </p>
      <button type="button" className="text-button" onClick={copy}>
        {state === 'copied' ? copiedLabel : copyLabel}
      </button>
      <p role="status" style={styles.muted}>
        {state === 'failed' ? failedText : ''}
      </p>
    </div>
  )
}
