import type { ErrorCode } from './catalogue.js'
import { errorTemplate, whenErrorText } from './errorTexts.js'
import { fillErrorText } from './fillErrorText.js'

/** Options accepted by {@link HatchError}. */
export interface HatchErrorOptions {
  /** Values for the catalogue message's placeholders. */
  params?: Record<string, string | number>
  /** Extra detail for developers (not shown to users). */
  details?: string
  /** The underlying error. */
  cause?: unknown
}

/**
 * The one error type Hatch throws. `code` identifies the catalogue entry, `shortMessage` is
 * the catalogue text, `message` adds details and a docs hint for developers.
 *
 * `code` is open: a kernel catalogue code, or one a plugin or host declared in `HatchErrorCodes`
 * and brought a text for (a plugin descriptor's `errors`). In plain JavaScript any string is taken:
 * a code with no text reads as itself.
 *
 * The page ships the texts of the codes its first code can raise (earlyTexts.ts); the rest of the
 * catalogue and the plugins' texts are a chunk loaded when first needed (errorTexts.ts: beside the first adapter runtime,
 * opening of the modal, and before a host call rejects). An error created
 * before that chunk arrived reads its code as `shortMessage` until it does, then its text.
 *
 * @example
 * ```ts
 * try { await hatch.connect(...) } catch (e) {
 *   if (e instanceof HatchError && e.code === 'CONNECTION_REJECTED') ...
 * }
 * ```
 */
export class HatchError extends Error {
  override name = 'HatchError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly details: string | undefined
  readonly params: Readonly<Record<string, string | number>>
  readonly docsPath: string

  constructor(code: ErrorCode, options: HatchErrorOptions = {}) {
    const template = errorTemplate(code)
    const docsPath = `docs/errors.md#${String(code).toLowerCase()}`
    const compose = (short: string) => [short, options.details && `Details: ${options.details}`, `Docs: ${docsPath}`].filter(Boolean).join('\n')
    // Until its text arrives (errorTexts.ts) a late code reads as itself; an unregistered code always does.
    const shortMessage = template === undefined ? code : fillErrorText(template, options.params)
    super(compose(shortMessage), options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.params = options.params ?? {}
    this.docsPath = docsPath
    if (template === undefined) {
      whenErrorText(code, (text) => {
        ;(this as { shortMessage: string }).shortMessage = fillErrorText(text, options.params)
        this.message = compose(this.shortMessage)
      })
    }
  }

  /** Walks the `cause` chain and returns the deepest error, or the first that matches `fn`. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walkCauses(this, fn)
  }
}

/** {@link HatchError.walk}'s loop: from `start` down its `cause` chain. */
function walkCauses(start: Error, fn?: (error: unknown) => boolean): unknown {
  let current: unknown = start
  while (current instanceof Error) {
    if (fn?.(current)) return current
    if (current.cause === undefined) break
    current = current.cause
  }
  return fn ? (fn(current) ? current : undefined) : current
}

/** True when `error` is a {@link HatchError}, optionally with the given code. */
export function isHatchError(error: unknown, code?: ErrorCode): error is HatchError {
  return error instanceof HatchError && (code === undefined || error.code === code)
}
