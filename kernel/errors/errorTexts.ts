import { earlyErrorTexts } from './earlyTexts.js'

import type { ErrorTextsLoader, TextsOnPage } from './textTypes.js'

export type { ErrorTexts, ErrorTextsLoader, TextsOnPage } from './textTypes.js'

/**
 * The error texts as the page has them. The early texts (earlyTexts.ts) ship with the page; the
 * rest of the kernel's catalogue (laterTexts.ts) and every registered plugin's texts are loaded when
 * first needed: a HatchError whose text is not here yet asks for them, and the kernel loads them
 * beside the first adapter runtime, opening of the modal or host call that rejects, so errors
 * raised there already read their text. `preloadHatch()` loads them too. The code that loads them
 * is in their chunk (loadTexts.ts), not on the page's static path.
 */
const page: TextsOnPage = { texts: { ...earlyErrorTexts }, kernel: false, pending: [], waiting: new Set() }
const registered = new Set<ErrorTextsLoader>()
let loading: Promise<void> | undefined

/** The text of `code` when the page has it, else undefined (never throws, whatever the code). */
export const errorTemplate = (code: string): string | undefined => (Object.hasOwn(page.texts, code) ? page.texts[code] : undefined)

/** Whether every text is loaded: the kernel's whole catalogue and every registered plugin's. */
export const errorTextsLoaded = (): boolean => page.kernel && !page.pending.length

/**
 * Registers a plugin's error texts (called for each plugin of an instance as it is created). They
 * load with the kernel's later texts, or at once when those already have.
 */
export function registerErrorTexts(loader: ErrorTextsLoader): void {
  if (registered.has(loader)) return
  registered.add(loader)
  page.pending.push(loader)
  if (page.kernel) void loadErrorTexts().catch(() => undefined)
}

/**
 * Loads the texts not here yet: the kernel's later texts (once per page) and the registered
 * plugins'. A failed request may be retried by the next call; a plugin's failed loader keeps no
 * other text away. A loader registered while a batch was on its way is loaded by the next.
 */
export function loadErrorTexts(): Promise<void> {
  if (errorTextsLoaded()) return Promise.resolve()
  loading ??= import('./loadTexts.js').then((m) => m.loadTexts(page)).finally(() => (loading = undefined))
  return loading.then(loadErrorTexts)
}

/** Settles once the texts are loaded or failed to load: what a caller waits on before it reports an error. */
export const errorTextsSettled = (): Promise<void> => (errorTextsLoaded() ? Promise.resolve() : loadErrorTexts().catch(() => undefined))

/**
 * Runs `fill` with the text of `code`: now when the page has it, else when it arrives (and asks for
 * it). A code that no loaded text has (an unregistered code) never calls `fill`.
 */
export function whenErrorText(code: string, fill: (text: string) => void): void {
  const text = errorTemplate(code)
  if (text !== undefined) return fill(text)
  if (errorTextsLoaded()) return
  page.waiting.add([code, fill])
  void loadErrorTexts().catch(() => undefined)
}

/** Whether `error` is a HatchError whose text has not arrived yet (told by name: this module cannot import the class). */
const waitsForText = (error: unknown): boolean =>
  error instanceof Error && error.name === 'HatchError' && errorTemplate(String((error as { code?: unknown }).code)) === undefined && !errorTextsLoaded()

/** Runs `then` once `error` reads its text: at once, or when the texts have arrived (or failed to). */
export function afterErrorText(error: unknown, then: () => void): void {
  if (waitsForText(error)) void errorTextsSettled().then(then)
  else then()
}

/** `promise`, whose rejection reaches the caller once the error reads its text: what a host call returns. */
export const withErrorText = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => (waitsForText(error) ? errorTextsSettled() : Promise.resolve()).then(() => Promise.reject(error)))
