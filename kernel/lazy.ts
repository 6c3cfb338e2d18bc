/**
 * `hatch/lazy`: the few kernel values a plugin's lazily loaded code (its views and controller) may
 * import. Importing a value from `hatch` there makes a bundler's code splitting move the kernel
 * modules the page already loads into a chunk shared with the lazy code (about 300 B gzip more
 * before the button); this entry reaches only the modules it names. Types still come from `hatch`.
 * @packageDocumentation
 */
export { isHatchErrorLike } from './errors/isHatchErrorLike.js'
// The error class itself is on the page's static path already: throwing one adds no split.
export { HatchError } from './errors/HatchError.js'
export { decodeBase58 } from './units/base58.js'
// The one amount parser and formatter (also in `hatch/react/primitives`), for controllers.
export { parseTokenAmount, amountProblemParams } from './units/parseTokenAmount.js'
export { formatDecimal } from './units/formatDecimal.js'
// Code that runs with no instance to register its plugin's error texts (a plugin's server half,
// `hatch/plugins/siwx/server`) registers them itself and waits for them.
export { registerErrorTexts, errorTextsSettled } from './errors/errorTexts.js'
// A plugin's error texts as its views' message ids (`error.<CODE>`), written once.
export { errorMessages, type ErrorMessages } from './errors/errorMessages.js'
// Following a sent transaction until the chain confirms it (pay, swaps and send say "done" then).
export { followTransaction } from './chain/followTransaction.js'
export type { Confirmation, FollowError, FollowFailure, FollowTarget } from './chain/followTransaction.js'
