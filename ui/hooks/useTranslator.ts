import type { Translator } from '../messages/translate.js'
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
