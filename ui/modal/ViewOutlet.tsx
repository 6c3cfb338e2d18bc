import { Suspense, useState } from 'react'
import type { ViewComponentCache } from '../provider/viewComponentCache.js'
import type { ViewProps } from './ViewProps.js'
import { useHatch } from '../hooks/useHatch.js'
import { usePreloaded } from '../provider/preloadable.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { useHatchContext } from '../hooks/useHatchContext.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { pluginControllerSettled } from '../hooks/pluginControllerSettled.js'

/** The small accessible placeholder shown while a view's chunk loads. */
function ViewLoading() {
  const { t } = useTranslator()
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('modal.loadingView')}</span>
    </div>
  )
}

/**
 * The route's view: at once when its module already loaded, otherwise the placeholder until the
 * module arrives and then the view in the same frame (no Suspense reveal throttle). The Suspense
 * boundary is only for what a view itself suspends on.
 */
function RouteView({ cache, view, params }: { cache: ViewComponentCache; view: string; params: ViewProps['params'] }) {
  const View = usePreloaded(cache.slot(view))
  // A plugin's view waits, without Suspense, for its plugin's controller too (issue 32 item 1).
  const settled = pluginControllerSettled(useHatch().context, view)
  const controllerIn = usePreloaded(settled)
  if (!View || (settled && !controllerIn)) return <ViewLoading />
  return (
    <Suspense fallback={<ViewLoading />}>
      <View params={params} />
    </Suspense>
  )
}

/** Renders the current view of the router, loading its module through the view registry on first navigation. */
export function ViewOutlet() {
  const hatch = useHatch()
  const { t } = useTranslator()
  const { views: cache } = useHatchContext('ViewOutlet')
  const route = useHatchState((state) => ({ entry: state.router.stack.at(-1), depth: state.router.stack.length }))
  const [attempt, setAttempt] = useState(0)
  if (!route.entry) return null
  const { view, params } = route.entry
  return (
    <ViewErrorBoundary
      key={`${route.depth}:${view}:${attempt}`}
      onError={(error) => {
        cache.forget(view)
        hatch.context.events.emit('error', { code: 'VIEW_LOAD_FAILED', message: `view "${view}" failed: ${String(error)}`, error })
      }}
      fallback={() => (
        <div className="view-error" role="alert">
          <p>{t('modal.viewFailed')}</p>
          <button type="button" className="text-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('modal.retry')}
          </button>
        </div>
      )}
    >
      <RouteView cache={cache} view={view} params={params} />
    </ViewErrorBoundary>
  )
}
