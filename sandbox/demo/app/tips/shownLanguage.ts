import { useMemo, useSyncExternalStore } from 'react'
import type { Hatch } from 'hatch'
import { browserLanguages } from '../../../../kernel/locales/browserLanguages.js'
import { matchLocale } from '../../../../kernel/locales/matchLocale.js'
import type { LocaleTag } from '../../../../kernel/locales/localeTags.js'
import { tipsTranslations } from './translations.js'

/** The language the modal shows: the host's choice (`locale`, `setLocale`), else the browser's best match, else English. */
export function shownLanguage(chosen: string | undefined): LocaleTag {
  return matchLocale(chosen ? [chosen] : browserLanguages()) ?? 'en'
}

/**
 * The tip jar's texts in the language the modal shows, for `HatchProvider`'s `messages` (undefined
 * in English, the plugin's own texts), following `hatch.setLocale` as the demo's picker calls it.
 */
export function useTipsTexts(hatch: Hatch): Readonly<Record<string, string>> | undefined {
  const chosen = useSyncExternalStore(hatch.subscribe, () => hatch.getState().modal.locale)
  return useMemo(() => {
    const tag = shownLanguage(chosen)
    return tag === 'en' ? undefined : tipsTranslations[tag]
  }, [chosen])
}
