import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { BackIcon, CloseIcon } from './icons.js'

/**
 * Title of a view: the catalogue entry its definition picks for its params (`titleKey`), else
 * the catalogue's `view.<id>` entry (so a locale translates it), else the title the view was
 * registered with (plugin views), else a neutral title.
 */
export function useViewTitle(): string {
  const hatch = useHatch()
  const { t, maybe } = useTranslator()
  const view = useHatchState((state) => state.router.stack.at(-1)?.view)
  const params = useHatchState((state) => state.router.stack.at(-1)?.params)
  const definition = view ? hatch.views.get(view) : undefined
  const key = definition?.titleKey?.(params)
  return (view && ((key && maybe(key)) ?? maybe(`view.${view}`) ?? definition?.title)) || t('modal.untitled')
}

/** The header: Back (when there is history to go back to), the view's title, Close. */
export function ModalHeader({ titleId }: { titleId: string }) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const depth = useHatchState((state) => state.router.stack.length)
  const title = useViewTitle()
  return (
    <div className="header">
      {depth > 1 ? (
        <button type="button" className="icon-button" aria-label={t('modal.back')} onClick={() => hatch.goBack()}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      {/* tabIndex -1: focus moves here after a navigation (useFocusOnNavigate), never by Tab. */}
      <h2 className="title" id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={() => hatch.close()}>
        <CloseIcon />
      </button>
    </div>
  )
}
