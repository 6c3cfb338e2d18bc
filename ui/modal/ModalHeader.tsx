import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { BackIcon, CloseIcon } from './icons.js'

/** Title of a view: the catalogue's `view.<id>` entry, or a neutral title for unknown ids. */
export function useViewTitle(): string {
  const { t, maybe } = useTranslator()
  const view = useHatchState((state) => state.router.stack.at(-1)?.view)
  return (view && maybe(`view.${view}`)) || t('modal.untitled')
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
      <h2 className="title" id={titleId}>
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={() => hatch.close()}>
        <CloseIcon />
      </button>
    </div>
  )
}
