import { earlyErrorTexts } from '../../kernel/errors/earlyTexts.js'
import { errorTemplate } from '../../kernel/errors/errorTexts.js'
import { fillErrorText } from '../../kernel/errors/fillErrorText.js'
import { laterTexts } from '../../kernel/errors/laterTexts.js'
import { isHatchError } from '../../kernel/errors/HatchError.js'
import type { Translator } from './translate.js'

const textOf = (code: string): string | undefined =>
  Object.hasOwn(earlyErrorTexts, code)
    ? earlyErrorTexts[code as keyof typeof earlyErrorTexts]
    : Object.hasOwn(laterTexts, code)
      ? laterTexts[code as keyof typeof laterTexts]
      : errorTemplate(code)

/**
 * The text shown to a visitor for an error: a locale's `error.<CODE>` entry when present, else the
 * English text for the code (the kernel catalogue's, or the plugin's that registered it), else the
 * generic "Something went wrong".
 * The exception's own message is never shown (it is for developers).
 */
export function errorText(translator: Translator, error: unknown): string {
  if (isHatchError(error)) return codeText(translator, error.code, error.params)
  return translator.t('error.unknown')
}

/** The text for an error code (kernel catalogue code), translated when a locale has it. */
export function codeText(translator: Translator, code: string, params: Record<string, string | number> = {}): string {
  const localized = translator.maybe(`error.${code}`, params)
  if (localized !== undefined) return localized
  const text = textOf(code)
  return text === undefined ? translator.t('error.unknown') : fillErrorText(text, params)
}
