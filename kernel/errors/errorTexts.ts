import { earlyErrorTexts } from './earlyTexts.js'

/** English error texts by code: a chunk of the kernel's catalogue, or a plugin's entries. */
export type ErrorTexts = Readonly<Record<string, string>>

/** Loads a plugin's error texts (a descriptor's `errors`): `() => import('./errorTexts.js').then((m) => m.texts)`. */
export type ErrorTextsLoader = () => Promise<ErrorTexts>

/**
 * The error texts as the page has them. The early texts (earlyTexts.ts) ship with the page; the
 * rest of the kernel's catalogue (laterTexts.ts) and every registered plugin's texts are loaded when
 * first needed: a HatchError whose text is not here yet asks for them, and the kernel loads them
 * beside the first adapter runtime, opening of the modal or host call that rejects, so errors
 * raised there already read their text. `preloadHatch()` loads them too.
 */
const texts: Record<string, string> = Object.create(null) as Record<string, string>
let kernelLoaded = false
/** The plugins' loaders registered so far, and those whose texts arrived. */
const loaders = new Set<ErrorTextsLoader>()
const loaded = new WeakSet<ErrorTextsLoader>()
let loading: Promise<void> | undefined
/** Errors created before their text arrived, filled when it does. */
const waiting = new Set<{ code: string; fill: (text: string) => void }>()

/** The text of `code` when the page has it, else undefined (never throws, whatever the code). */
export const errorTemplate = (code: string): string | undefined =>
  texts[code] ?? (Object.hasOwn(earlyErrorTexts, code) ? (earlyErrorTexts as ErrorTexts)[code] : undefined)

/** Whether every text is loaded: the kernel's whole catalogue and every registered plugin's. */
export const errorTextsLoaded = (): boolean => kernelLoaded && [...loaders].every((l) => loaded.has(l))

/** Adds texts; a plugin's never replace a text the page already has (a kernel code keeps the kernel's). */
function install(more: ErrorTexts, replace: boolean): void {
  for (const [code, text] of Object.entries(more)) if (replace || errorTemplate(code) === undefined) texts[code] = text
  for (const entry of waiting) {
    const text = errorTemplate(entry.code)
    if (text !== undefined) entry.fill(text)
    if (text !== undefined || errorTextsLoaded()) waiting.delete(entry)
  }
}

/** Hands the kernel's whole catalogue to the errors waiting for it. */
export function installErrorTexts(catalogue: ErrorTexts): void {
  kernelLoaded = true
  install(catalogue, true)
}

/**
 * Registers a plugin's error texts (called for each plugin of an instance as it is created). They
 * load with the kernel's later texts, or at once when those already have.
 */
export function registerErrorTexts(loader: ErrorTextsLoader): void {
  if (loaders.has(loader)) return
  loaders.add(loader)
  if (kernelLoaded) void loadErrorTexts().catch(() => undefined)
}

/**
 * Loads the texts not here yet, once per page: the kernel's later texts and the registered plugins'.
 * A failed request may be retried by the next call; a plugin's failed loader does not keep the
 * others' texts away.
 */
export function loadErrorTexts(): Promise<void> {
  if (errorTextsLoaded()) return Promise.resolve()
  loading ??= (async () => {
    const pending = [...loaders].filter((l) => !loaded.has(l))
    const [kernel, ...results] = await Promise.allSettled([kernelLoaded ? undefined : import('./laterTexts.js'), ...pending.map((l) => l())])
    if (kernel.status === 'fulfilled' && kernel.value) installErrorTexts({ ...earlyErrorTexts, ...kernel.value.laterTexts })
    results.forEach((result, i) => {
      if (result.status !== 'fulfilled') return
      loaded.add(pending[i]!)
      install(result.value, false)
    })
    const failed = [kernel, ...results].find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
  })().finally(() => (loading = undefined))
  // A loader registered while this batch was on its way is loaded by the next.
  return loading.then(() => (errorTextsLoaded() ? undefined : loadErrorTexts()))
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
  waiting.add({ code, fill })
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
