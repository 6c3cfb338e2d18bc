import type { ErrorCode } from './catalogue.js'
import { earlyErrorTexts } from './earlyTexts.js'

type Texts = Readonly<Record<ErrorCode, string>>

/**
 * The error catalogue's texts as the page has them. The early texts (earlyTexts.ts) ship with the
 * page; the whole catalogue (about 3 KiB gzip) is a chunk of its own, loaded when first needed: a
 * HatchError whose text is not here yet asks for it, and the kernel loads it beside the first
 * adapter runtime, opening of the modal or host call that rejects, so errors
 * raised there already read their text. `preloadHatch()` loads it too.
 */
let all: Texts | undefined
let loading: Promise<void> | undefined
/** Errors created before the catalogue arrived, filled when it does. */
const waiting = new Set<(texts: Texts) => void>()

/** The catalogue text of `code` when the page has it, else undefined. */
export const errorTemplate = (code: string): string | undefined =>
  (all as Record<string, string> | undefined)?.[code] ?? (earlyErrorTexts as Record<string, string>)[code]

/** Whether the whole catalogue is loaded (every code has its text). */
export const errorTextsLoaded = (): boolean => all !== undefined

/** Hands the whole catalogue to the errors waiting for it. */
export function installErrorTexts(texts: Texts): void {
  all = texts
  for (const fill of waiting) fill(texts)
  waiting.clear()
}

/** Loads the whole catalogue once per page; a failed chunk request may be retried by the next call. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('./laterTexts.js').then((m) => installErrorTexts({ ...earlyErrorTexts, ...m.laterTexts }))
  loading.catch(() => (loading = undefined))
  return loading
}

/** Settles once the catalogue is loaded or failed to load: what a caller waits on before it reports an error. */
export const errorTextsSettled = (): Promise<void> => (all ? Promise.resolve() : loadErrorTexts().catch(() => undefined))

/** Runs `fill` with the whole catalogue: now when it is loaded, else when it arrives (and asks for it). */
export function whenErrorTexts(fill: (texts: Texts) => void): void {
  if (all) return fill(all)
  waiting.add(fill)
  void loadErrorTexts().catch(() => undefined)
}

/** Whether `error` is a HatchError whose text has not arrived yet (told by name: this module cannot import the class). */
const waitsForText = (error: unknown): boolean =>
  error instanceof Error && error.name === 'HatchError' && errorTemplate(String((error as { code?: unknown }).code)) === undefined

/** Runs `then` once `error` reads its text: at once, or when the catalogue has arrived (or failed to). */
export function afterErrorText(error: unknown, then: () => void): void {
  if (waitsForText(error)) void errorTextsSettled().then(then)
  else then()
}

/** `promise`, whose rejection reaches the caller once the error reads its text: what a host call returns. */
export const withErrorText = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => (waitsForText(error) ? errorTextsSettled() : Promise.resolve()).then(() => Promise.reject(error)))
