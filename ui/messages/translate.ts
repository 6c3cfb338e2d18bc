import type { MessageId } from './en.js'
import { fillPlaceholders } from '../../kernel/locales/fillPlaceholders.js'

/** Parameters that fill `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** Looks up a message by id and fills its placeholders. */
export type Translate = (id: MessageId, params?: MessageParams) => string

/**
 * Looks up a message that may not be in the typed catalogue (view titles of plugin views,
 * plugin messages); returns undefined when no catalogue has it.
 */
export type TranslateOptional = (id: string, params?: MessageParams) => string | undefined

/** The translator the UI uses: `t` for known ids, `maybe` for ids built at run time. */
export interface Translator {
  t: Translate
  maybe: TranslateOptional
  /**
   * Formats an English text the caller holds (a plugin's own catalogue, when no locale has the
   * id) with ICU plural and select. Only the modal's translator has it; before the modal loads
   * texts are filled by {@link fillPlaceholders}.
   */
  format?: (template: string, params?: MessageParams) => string
  /**
   * Suspends the rendering component (React `use`) while one of `texts` (a plugin's English
   * catalogue, the host's messages) needs the ICU formatter and it has not arrived; returns at once
   * otherwise. Call only while rendering. Only the modal's translator has it (`useTranslator(texts)`,
   * which `useMessages` uses, and the modal's root call it), so no text shows as raw ICU.
   */
  wait?: (texts: Readonly<Record<string, string>>) => void
}

// The one `{name}` filler, shared with the secure frame's texts.
export { fillPlaceholders }

/**
 * Creates a translator over `catalogues`, later ones taking precedence: the English catalogue (the
 * whole `en`, or only the button's texts before the modal loads), then a locale, then the host's
 * overrides or extra ids plugins contribute. Absent catalogues are skipped.
 *
 * @example
 * ```ts
 * const { t } = createTranslator(en, { 'button.connect': 'Wallet verbinden' })
 * t('button.connect') // 'Wallet verbinden'
 * ```
 */
export function createTranslator(...catalogues: ReadonlyArray<Readonly<Record<string, string>> | undefined>): Translator {
  const texts: Record<string, string> = {}
  for (const catalogue of catalogues) Object.assign(texts, catalogue)
  const maybe: TranslateOptional = (id, params) => (Object.hasOwn(texts, id) ? fillPlaceholders(texts[id] as string, params) : undefined)
  return { t: (id, params) => maybe(id, params) ?? id, maybe }
}
