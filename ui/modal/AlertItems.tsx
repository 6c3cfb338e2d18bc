import { dismissAlert } from '../../kernel/toasts/alerts.js'
import type { Alert } from '../../kernel/types/state.js'
import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { CloseIcon } from './icons.js'

/** Removes one alert from the instance's state. */
function useDismissAlert() {
  const hatch = useHatch()
  return (id: number) => dismissAlert(hatch.context.store, id)
}

/** One alert; its texts come from the catalogue by code (`alert.<CODE>.title` / `.description`) when a locale has them. */
function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: (id: number) => void }) {
  const { t, maybe } = useTranslator()
  const localTitle = alert.code && maybe(`alert.${alert.code}.title`)
  const localDescription = alert.code && maybe(`alert.${alert.code}.description`)
  // A text the language lacks is the kernel's English: marked so a screen reader speaks it as English.
  return (
    <div className="alert" role="alert" data-variant={alert.variant}>
      <p className="alert-title" lang={localTitle ? undefined : 'en'}>
        {localTitle || alert.title}
      </p>
      <button type="button" className="icon-button" aria-label={t('modal.dismissAlert')} onClick={() => onDismiss(alert.id)}>
        <CloseIcon />
      </button>
      <p className="alert-text" lang={localDescription ? undefined : 'en'}>
        {localDescription || alert.description}
        {alert.code ? ` (${alert.code})` : ''}
      </p>
    </div>
  )
}

/** The alerts of `state.alerts`, each dismissable (loaded by `AlertList` once there is one). */
export function AlertItems() {
  const alerts = useHatchState((state) => state.alerts)
  const dismiss = useDismissAlert()
  if (alerts.length === 0) return null
  return (
    <div className="alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
      ))}
    </div>
  )
}
