import type { Translator } from '../messages/translate.js'
import { useHatchContext } from './useHatchContext.js'

/** The message translator of the nearest provider (views use it for every string they show). */
export function useTranslator(): Translator {
  return useHatchContext('useTranslator').translator
}
