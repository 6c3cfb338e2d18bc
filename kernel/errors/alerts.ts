import { alertTexts, type AlertCode } from './alertTexts.js'

export type { AlertCode }

/**
 * Wallet alert codes of spec §8 with their titles and descriptions. An alert is state the UI
 * renders (not an exception).
 *
 * A copy of alertTexts.ts, which the kernel itself reads: a page that never reads this export
 * drops it, and the texts stay in the chunks that raise alerts rather than on the static path.
 */
export const alertCatalogue: typeof alertTexts = /* @__PURE__ */ Object.assign({}, alertTexts)
