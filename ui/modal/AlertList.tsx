import { preloadable, usePreloaded } from '../provider/preloadable.js'
import { useHatchState } from '../hooks/useHatchState.js'

// Alerts are rare (a project configuration that failed, a call while a feature is off): their code
// loads with the first one, not with the modal every visitor opens.
const alertItems = preloadable(() => import('./AlertItems.js'))

/** The alerts of `state.alerts`, each dismissable; nothing (and no code) while there is none. */
export function AlertList() {
  const any = useHatchState((state) => state.alerts.length > 0)
  const loaded = usePreloaded(any ? alertItems : undefined)
  return loaded ? <loaded.AlertItems /> : null
}
