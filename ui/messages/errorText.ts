import { errorCatalogue, formatMessage, type ErrorCode } from '../../kernel/errors/catalogue.js'
import { isHatchError } from '../../kernel/errors/HatchError.js'
import type { Translator } from './translate.js'

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code)

/**
 * The text shown to a visitor for an error: a locale's `error.<CODE>` entry when present, else the
 * kernel catalogue's English text for the code, else the generic "Something went wrong".
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
  return isErrorCode(code) ? formatMessage(code, params) : translator.t('error.unknown')
}
