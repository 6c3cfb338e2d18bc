import type { Toast } from '../../kernel/types/state.js'
import { useHatchContext } from '../hooks/useHatchContext.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { toastContent } from './toastText.js'

/**
 * What a toast says, in the language shown, with its values (amounts through the token-amount
 * formatter) and its link. Loaded when the dialog opens (ui/toasts/toastParts), so the amount
 * formatter stays off the JS loaded before the first click.
 */
export function ToastMessage({ toast }: { toast: Toast }) {
  const translator = useTranslator()
  const tag = useHatchContext('ToastMessage').locale?.tag ?? 'en'
  const { text, english } = toastContent(translator, toast, tag)
  const label = toast.link?.labelId ? translator.maybe(toast.link.labelId) : undefined
  // A text no catalogue has is the toast's English: marked so a screen reader speaks it as English.
  return (
    <>
      {english ? <span lang="en">{text}</span> : text}
      {toast.link ? (
        <>
          {' '}
          <a href={toast.link.url} target="_blank" rel="noreferrer" lang={label === undefined ? 'en' : undefined}>
            {label ?? toast.link.label}
          </a>
        </>
      ) : null}
    </>
  )
}
