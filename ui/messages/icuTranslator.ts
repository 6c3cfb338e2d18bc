import type { IntlMessageFormat } from 'intl-messageformat'
import { use } from 'react'
import { loadedIcuFormatter, loadIcuFormatter, needsIcuFormatter } from './icuFormatter.js'
import { isPlainMessage } from '../../kernel/locales/plainMessage.js'
import { fillPlaceholders, type MessageParams, type Translator } from './translate.js'

/**
 * The modal's translator: every text is an ICU MessageFormat message (`{count, plural, one {# wallet}
 * other {# wallets}}`, `{kind, select, …}`, `{name}`) formatted with the plural rules and number
 * formats of its language. `overrides` (the chosen locale's texts, then the host's `messages`) are
 * formatted in `locale`; the English `catalogue` and plugin texts in `en`.
 *
 * Most texts are plain (`isPlainMessage`: only `{name}` placeholders) and are filled directly, with
 * the same result `intl-messageformat` gives (a unit test compares every text of every language). The
 * others go through `intl-messageformat`, loaded on its own (`loadIcuFormatter`) by whoever shows
 * such a text before it is needed; each is compiled once. Should one be asked for before the
 * formatter arrived, its placeholders are filled as a last resort and the load is started.
 * A text that does not parse, or lacks a parameter, falls back to plain `{name}` filling, so a
 * missing value stays visible instead of blanking the modal.
 *
 * @example
 * ```ts
 * const { t } = createIcuTranslator('ar', en, arabic)
 * t('view.Connect') // 'ربط المحفظة'
 * ```
 */
export function createIcuTranslator(
  locale: string,
  catalogue: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>> = {},
): Translator & Required<Pick<Translator, 'format' | 'wait'>> {
  const compiled = new Map<string, IntlMessageFormat | null>()
  const formatIn = (language: string, template: string, params: MessageParams = {}): string => {
    if (isPlainMessage(template)) return fillPlaceholders(template, params)
    const icu = loadedIcuFormatter()
    if (!icu) {
      void loadIcuFormatter().catch(() => undefined)
      return fillPlaceholders(template, params)
    }
    const key = `${language}\u0000${template}`
    let message = compiled.get(key)
    if (message === undefined) {
      try {
        message = new icu.IntlMessageFormat(template, language, undefined, { ignoreTag: true })
      } catch {
        message = null
      }
      compiled.set(key, message)
    }
    if (!message) return fillPlaceholders(template, params)
    try {
      return String(message.format(params))
    } catch {
      return fillPlaceholders(template, params)
    }
  }
  const maybe = (id: string, params?: MessageParams): string | undefined => {
    if (Object.hasOwn(overrides, id)) return formatIn(locale, overrides[id] as string, params)
    if (Object.hasOwn(catalogue, id)) return formatIn('en', catalogue[id] as string, params)
    return undefined
  }
  return {
    t: (id, params) => maybe(id, params) ?? id,
    maybe,
    format: (template, params) => formatIn('en', template, params),
    wait: (texts) => {
      // Called on every render for texts that need the formatter, loaded or not: React replays a
      // suspended component and expects the same `use` calls (the settled load returns at once).
      // React's `use` may be called conditionally; this runs while a component renders.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      if (needsIcuFormatter(texts)) use(loadIcuFormatter())
    },
  }
}
