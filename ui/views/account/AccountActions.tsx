import type { RegisteredContribution } from '../../../kernel/contracts/extensions.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { styles } from './viewStyles.js'

/** The wallet-feature actions plugins contribute (Buy, Swap, Receive, Send …), each opening its view. */
export function AccountActions({ actions }: { actions: ReadonlyArray<RegisteredContribution<'accountActions'>> }) {
  const hatch = useHatch()
  const { maybe, t } = useTranslator()
  if (actions.length === 0) return null
  return (
    <div role="group" aria-label={t('account.actionsLabel')} style={styles.actions}>
      {actions.map((action) => (
        <button key={action.id} type="button" style={styles.action} onClick={() => hatch.context.router.push(action.view, action.params)}>
          {action.icon ? (
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={action.icon} />
            </svg>
          ) : null}
          <span>{maybe(`extension.accountActions.${action.id}`) ?? action.label}</span>
        </button>
      ))}
    </div>
  )
}
