import { isPlainMessage } from '../../kernel/locales/plainMessage.js'

/** The part of `intl-messageformat` the translator uses. */
export type IcuFormatter = typeof import('intl-messageformat')

/** A load in the shape React's `use` reads synchronously once settled (`status`, `value`). */
type IcuLoad = Promise<IcuFormatter> & { status?: 'fulfilled'; value?: IcuFormatter }

let loaded: IcuFormatter | undefined
let loading: IcuLoad | undefined

/**
 * Loads `intl-messageformat` (its own chunk, about 10 KiB gzip: the ICU parser and formatter), once
 * per page; a failed load may be retried. Texts with plural, select, number or date arguments or
 * ICU quoting need it; `{name}` placeholders do not (`isPlainMessage`). The modal's translator
 * formats such a text only once this has resolved, so those who show one wait for it first: the
 * locale follower with a language that has them (and it loads it, idle, after the modal's first
 * opening), the modal's root for the host's `messages`, `useMessages` for a plugin's English texts.
 * The same promise is returned every time, marked fulfilled once loaded, so React's `use` returns
 * at once from then on instead of suspending.
 */
export function loadIcuFormatter(): Promise<IcuFormatter> {
  if (!loading) {
    const load: IcuLoad = import('intl-messageformat').then(
      (module) => {
        loaded = module
        load.status = 'fulfilled'
        load.value = module
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    loading = load
  }
  return loading
}

/** The formatter once {@link loadIcuFormatter} has resolved; undefined before. */
export function loadedIcuFormatter(): IcuFormatter | undefined {
  return loaded
}

const checked = new WeakMap<object, boolean>()

/** Whether any text of `texts` needs the ICU formatter (remembered per object: catalogues are constants). */
export function needsIcuFormatter(texts: Readonly<Record<string, string>> | undefined): boolean {
  if (!texts) return false
  let needs = checked.get(texts)
  if (needs === undefined) {
    needs = Object.values(texts).some((text) => typeof text === 'string' && !isPlainMessage(text))
    checked.set(texts, needs)
  }
  return needs
}
