import { earlyErrorTexts } from './earlyTexts.js'
import { fillErrorText } from './fillErrorText.js'
import { laterTexts } from './laterTexts.js'

/**
 * The one catalogue of every error the product raises (spec §8), keyed by a stable code.
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

/** A stable identifier of one catalogue entry. */
export type ErrorCode = keyof typeof errorCatalogue

/** Fills `{name}` placeholders of a catalogue message. Unknown placeholders are left visible. */
export function formatMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return fillErrorText(errorCatalogue[code], params)
}
