import { isPlainMessage } from './plainMessage.js'

/** The part of `intl-messageformat` the translator uses. */
export type IcuFormatter = typeof import('intl-messageformat')

let loaded: IcuFormatter | undefined
let loading: Promise<IcuFormatter> | undefined

/**
 * Loads `intl-messageformat` (its own chunk, about 10 KiB gzip: the ICU parser and formatter), once
 * per page; a failed load may be retried. Texts with plural, select, number or date arguments or
 * ICU quoting need it; `{name}` placeholders do not (`isPlainMessage`). The modal's translator
 * formats such a text only once this has resolved, so those who show one wait for it first: the
 * locale follower with a language that has them, the provider for the host's `messages` and on the
 * modal's first opening, `useMessages` for a plugin's English texts.
 */
export function loadIcuFormatter(): Promise<IcuFormatter> {
  loading ??= import('intl-messageformat').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
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

/**
 * What to wait for before formatting `texts`: the formatter's load when one of them needs it and it
 * has not arrived, else undefined (format now). Starts the load.
 */
export function icuFormatterPending(texts: Readonly<Record<string, string>> | undefined): Promise<IcuFormatter> | undefined {
  return loaded || !needsIcuFormatter(texts) ? undefined : loadIcuFormatter()
}
