import type { ErrorCode } from '../../kernel/index.js'
import type { SwapError } from './types.js'

/**
 * A failure the swap flow raises itself, carrying what the form shows. (The lazy code imports only
 * types from `hatch`: a value import of the kernel entry would pull kernel modules into a chunk
 * the page loads before the button.)
 */
export class SwapFailure extends Error {
  override name = 'SwapFailure'
  constructor(readonly swapError: SwapError) {
    super(swapError.code)
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

/**
 * The data service's own message from an 'HTTP status code: N' error: the shared client keeps the
 * start of the body in `details` (`GET <url>: {"message": …}`).
 */
export function serviceMessage(error: CatalogueError): string | undefined {
  const body = /: (\{[\s\S]*)$/.exec(error.details ?? '')?.[1]
  if (!body) return undefined
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === 'string' ? parsed.message : undefined
  } catch {
    return undefined
  }
}

/** What the form shows for a thrown error. */
export function toSwapError(error: unknown): SwapError {
  if (error instanceof SwapFailure) return error.swapError
  if (isCatalogueError(error)) return { code: error.code, params: { ...error.params }, text: error.shortMessage }
  return { code: 'UNKNOWN_ERROR' }
}
