import { useHatch } from '../../hooks/useHatch.js'
import { visuallyHidden } from '../../primitives/visuallyHidden.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/** Spec §5: a displayed e-mail over 30 characters is cut with an ellipsis. */
export const shortenEmail = (email: string): string => (email.length > 30 ? `${email.slice(0, 30)}…` : email)

/**
 * The e-mail of an embedded-wallet account (state `account.user.email`), and "Change e-mail"
 * when a plugin provides the UpdateEmailWallet view (hatch/plugins/email) and its feature is on.
 */
export function AccountEmail({ email }: { email: string }) {
  const hatch = useHatch()
  const say = useMessages(accountMessages)
  const router = hatch.context.router
  return (
    <div style={styles.row}>
      {/* The visible address may be cut; a screen reader reads the whole one (aria-label on a <p> is not read). */}
      <p style={styles.muted} title={email}>
        {/* One unit, left to right inside a right-to-left line, never broken at its hyphen. */}
        <bdi aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
          {shortenEmail(email)}
        </bdi>
        <span style={visuallyHidden}>{say('account.email', { email })}</span>
      </p>
      {router.isReachable('UpdateEmailWallet') ? (
        <button type="button" style={styles.chip} onClick={() => (router.push as (view: string) => void)('UpdateEmailWallet')}>
          {say('account.changeEmail')}
        </button>
      ) : null}
    </div>
  )
}
