import type { MessageId } from './en.js'

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
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

/**
 * Creates a translator over `catalogue` (the whole English catalogue `en`, or only the button's
 * texts before the modal loads) with `overrides` (a locale, or extra ids that plugins
 * contribute) taking precedence.
 *
 * @example
 * ```ts
 * const { t } = createTranslator(en, { 'button.connect': 'Wallet verbinden' })
 * t('button.connect') // 'Wallet verbinden'
 * ```
 */
export function createTranslator(
  catalogue: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>> = {},
): Translator {
  const lookup = (id: string): string | undefined =>
    Object.hasOwn(overrides, id) ? overrides[id] : Object.hasOwn(catalogue, id) ? catalogue[id] : undefined
  return {
    t: (id, params) => fillPlaceholders(lookup(id) ?? id, params),
    maybe: (id, params) => {
      const template = lookup(id)
      return template === undefined ? undefined : fillPlaceholders(template, params)
    },
  }
}
