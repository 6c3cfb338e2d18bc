import type { Toast } from '../../kernel/types/state.js'
import { useHatchContext } from '../hooks/useHatchContext.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { toastText } from './toastText.js'

/**
 * What a toast says, in the language shown, with its values (amounts through the token-amount
 * formatter) and its link. Loaded when the dialog opens (ui/toasts/toastParts), so the amount
 * formatter stays off the JS loaded before the first click.
 */
export function ToastMessage({ toast }: { toast: Toast }) {
  const translator = useTranslator()
  const tag = useHatchContext('ToastMessage').locale?.tag ?? 'en'
  return (
    <>
      {toastText(translator, toast, tag)}
      {toast.link ? (
        <>
          {' '}
          <a href={toast.link.url} target="_blank" rel="noreferrer">
            {(toast.link.labelId && translator.maybe(toast.link.labelId)) ?? toast.link.label}
          </a>
        </>
      ) : null}
    </>
  )
}
