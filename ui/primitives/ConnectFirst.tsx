import { useHatch } from '../hooks/useHatch.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { formStyles } from './formStyles.js'

/** Props of {@link ConnectFirst}. */
export interface ConnectFirstProps {
  /** Why the view needs a wallet, in the view's words ("Connect a wallet to send."). */
  text: string
}

/**
 * What a view that needs a connected wallet shows when it was opened with none (a host's
 * `open({ view })`, spec §2 rule 2): the reason, and a Connect button that takes the visitor to
 * the Connect view rather than leaving them at a dead end.
 */
export function ConnectFirst({ text }: ConnectFirstProps) {
  const hatch = useHatch()
  const { t } = useTranslator()
  return (
    <div style={formStyles.form}>
      <p role="status" style={formStyles.muted}>
        {text}
      </p>
      <button type="button" className="text-button" onClick={() => hatch.context.router.replace('Connect')}>
        {t('button.connect')}
      </button>
    </div>
  )
}
