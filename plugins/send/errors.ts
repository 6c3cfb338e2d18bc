import type { ErrorCode } from '../../kernel/index.js'
import type { SendError } from './types.js'

/**
 * A failure the send flow raises itself, carrying what the form shows. (The plugin's lazy code
 * imports nothing but types from `hatch`: a value import of the kernel's entry would pull the
 * kernel's start-up modules into a chunk shared with the page, counted before the button.)
 */
export class SendFailure extends Error {
  override name = 'SendFailure'
  constructor(readonly sendError: SendError) {
    super(sendError.code)
  }
}

/** The shape of the kernel's `HatchError`, read without importing it. */
export interface CatalogueError {
  name: 'HatchError'
  code: ErrorCode
  shortMessage: string
  params: Readonly<Record<string, string | number>>
  details?: string
}

/** Whether `error` is a `HatchError` (optionally with `code`), by its shape. */
export function isCatalogueError(error: unknown, code?: ErrorCode): error is CatalogueError {
  const e = error as Partial<CatalogueError> | null
  return error instanceof Error && e?.name === 'HatchError' && typeof e.code === 'string' && (code === undefined || e.code === code)
}

/** What the form shows for a thrown error: its code and params, and the catalogue's English text as a fallback. */
export function toSendError(error: unknown): SendError {
  if (error instanceof SendFailure) return error.sendError
  if (isCatalogueError(error)) return { code: error.code, params: { ...error.params }, text: error.shortMessage }
  return { code: 'UNKNOWN_ERROR' }
}
