import { earlyErrorTexts } from './earlyTexts.js'
import { errorTemplate } from './errorTexts.js'
import { fillErrorText } from './fillErrorText.js'
import { laterTexts } from './laterTexts.js'

/**
 * The kernel's catalogue of the errors it and the adapters raise (spec §8), keyed by a stable code.
 * A plugin's errors are not here: each plugin brings its own entries (`errors` in its descriptor,
 * registered when the instance is created and loaded with the rest of the texts), and declares
 * their codes in {@link HatchErrorCodes}.
 *
 * Messages are the spec's English texts; `{name}` placeholders are filled from params.
 * User-facing text is looked up by code (see ui messages), never taken from an exception,
 * so a locale can translate it without touching the code that throws.
 *
 * The texts are kept in two files by when a page needs them: earlyTexts.ts (what the page's
 * static code can raise, shipped with it) and laterTexts.ts (everything else, a chunk of its own
 * loaded when first needed; errorTexts.ts). This module is the catalogue: both, one object.
 */
export const errorCatalogue: Readonly<typeof earlyErrorTexts & typeof laterTexts> = /* @__PURE__ */ Object.assign({}, earlyErrorTexts, laterTexts)

/** A code of the kernel's own catalogue. */
export type KernelErrorCode = keyof typeof errorCatalogue

/**
 * Error codes registered beyond the kernel's, by plugins and hosts: open, as viem's `BaseError`.
 * Declare a code once next to the code that raises it (the value is not read; `true` by
 * convention), and bring its English text in the plugin's `errors` loader:
 *
 * @example
 * ```ts
 * declare module 'hatch' {
 *   interface HatchErrorCodes {
 *     REWARDS_FAILED: true
 *   }
 * }
 * new HatchError('REWARDS_FAILED', { params: { reason } })
 * ```
 */
export interface HatchErrorCodes {}

/** A stable identifier of one error: a kernel catalogue code or a registered one ({@link HatchErrorCodes}). */
export type ErrorCode = KernelErrorCode | Extract<keyof HatchErrorCodes, string>

/**
 * Fills `{name}` placeholders of a code's message. Unknown placeholders are left visible; a code
 * with no text (a plugin's whose texts have not loaded, or an unregistered one) reads as itself.
 */
export function formatMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return fillErrorText(Object.hasOwn(errorCatalogue, code) ? errorCatalogue[code as KernelErrorCode] : (errorTemplate(code) ?? code), params)
}
