import type { SiteLocale } from './siteLocale.js'
import en, { type SiteCatalogue } from './texts/en.js'
import ar from './texts/ar.js'
import he from './texts/he.js'
import fa from './texts/fa.js'
import zhCN from './texts/zh-CN.js'
import ja from './texts/ja.js'
import ko from './texts/ko.js'
import hi from './texts/hi.js'
import th from './texts/th.js'
import vi from './texts/vi.js'
import id from './texts/id.js'
import tr from './texts/tr.js'
import es from './texts/es.js'
import ptBR from './texts/pt-BR.js'
import fr from './texts/fr.js'
import de from './texts/de.js'
import ru from './texts/ru.js'
import uk from './texts/uk.js'
import pl from './texts/pl.js'
import it from './texts/it.js'
import nl from './texts/nl.js'

export type { SiteCatalogue }

/**
 * Every language's texts, loaded with the site (a few KiB each, all synchronous: an e-mail never
 * waits for a language).
 */
export const siteCatalogues: Record<SiteLocale, SiteCatalogue> = {
  en,
  ar,
  he,
  fa,
  'zh-CN': zhCN,
  ja,
  ko,
  hi,
  th,
  vi,
  id,
  tr,
  es,
  'pt-BR': ptBR,
  fr,
  de,
  ru,
  uk,
  pl,
  it,
  nl,
}
