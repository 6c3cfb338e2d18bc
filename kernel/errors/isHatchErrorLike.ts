import type { ErrorCode } from './catalogue.js'
import type { HatchError } from './HatchError.js'

/**
 * Whether `error` is a {@link HatchError} (optionally with `code`), told by its name and code rather
 * than `instanceof`, so code that must not import the class can still recognise one: a plugin's
 * lazy chunk, or another copy of the package.
 */
export function isHatchErrorLike(error: unknown, code?: ErrorCode): error is HatchError {
  const e = error as Partial<HatchError> | null
  return error instanceof Error && e?.name === 'HatchError' && typeof e.code === 'string' && (code === undefined || e.code === code)
}
