import { useCallback } from 'react'
import { fillPlaceholders, type MessageParams, type Translator } from '../messages/translate.js'
import { useHatchContext } from './useHatchContext.js'

/**
 * The message translator of the nearest provider (views use it for every string they show). With
 * `texts` (a plugin's English catalogue), the component suspends while one of them needs the ICU
 * formatter and it has not arrived (`Translator.wait`), so none shows as raw ICU.
 */
export function useTranslator(texts?: Readonly<Record<string, string>>): Translator {
  const translator = useHatchContext('useTranslator').translator
  if (texts) translator.wait?.(texts)
  return translator
}

/**
 * A translator for a plugin's own texts. `messages` is the plugin's English catalogue (ids to
 * ICU MessageFormat texts: `{name}` placeholders, `{count, plural, one {…} other {…}}`, `{x, select, …}`);
 * the language the host chose may override any id, so plugin texts translate like the shell's.
 * When one of the English texts needs the ICU formatter (a plural, a select) and it has not
 * arrived yet, the component suspends until it has (the nearest Suspense boundary shows meanwhile),
 * so no raw `{count, plural, …}` is ever on screen. Pass a module constant.
 *
 * @example
 * ```tsx
 * const messages = { 'tips.title': 'Send a tip', 'tips.sent': 'Sent {amount}' } as const
 * const say = useMessages(messages)
 * say('tips.sent', { amount: '1 ETH' })
 * say(`error.${error.code}`, error.params) // any error code's id: returned unchanged when no text has it
 * ```
 */
export function useMessages<M extends Readonly<Record<string, string>>>(
  messages: M,
): (id: (keyof M & string) | ErrorMessageId, params?: MessageParams) => string {
  const { maybe, format = fillPlaceholders } = useTranslator(messages)
  const texts: Readonly<Record<string, string>> = messages
  return useCallback((id, params) => maybe(id, params) ?? format(texts[id] ?? id, params), [maybe, format, texts])
}

/**
 * The message id of an error code's text (`error.<CODE>`). Codes are open (a plugin or host
 * registers its own), so every such id is accepted; one no locale or catalogue has comes back as
 * the id itself.
 */
export type ErrorMessageId = `error.${string}`
