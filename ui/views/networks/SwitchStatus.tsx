import { useRef } from 'react'
import { useTranslator } from '../../hooks/useTranslator.js'
import { errorText } from '../../messages/errorText.js'
import { styles } from '../account/viewStyles.js'
import type { SwitchState } from './useNetworkSwitch.js'
import { useMessages } from '../../hooks/useMessages.js'
import { networksMessages } from './messages.js'

/** What a running or failed switch shows: "Approve in wallet", or the error with a retry. */
export function SwitchStatus({ state, onRetry }: { state: SwitchState; onRetry: () => void }) {
  const translator = useTranslator()
  const say = useMessages(networksMessages)
  // Try again goes away while the new attempt runs: focus moves here first, not to the page body
  // (where Tab and Escape no longer reach the dialog).
  const region = useRef<HTMLDivElement>(null)
  return (
    <div ref={region} tabIndex={-1} role="status" aria-live="polite" style={styles.column} data-testid="hatch-switch-status">
      {state.kind === 'switching' ? (
        <>
          <p style={styles.title}>{say('networks.approveInWallet')}</p>
          <p style={styles.muted}>{say('networks.switchingTo', { name: state.network.name })}</p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <p style={styles.error}>{errorText(translator, state.error)}</p>
          <button
            type="button"
            className="text-button"
            onClick={() => {
              region.current?.focus()
              onRetry()
            }}
          >
            {say('networks.tryAgain')}
          </button>
        </>
      ) : null}
    </div>
  )
}
