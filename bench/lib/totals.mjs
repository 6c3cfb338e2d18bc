// "Everything" two ways: every chunk of a build, and every chunk with only one locale file counted.
// A visitor's page loads at most one translation (the one its language follows, none for English),
// so counting all twenty overstates what anyone downloads; counting none would understate it. The
// honest ceiling is all code plus the largest locale.

/** A file holds a translation when every module with bytes in it is a `…/locales/<tag>.ts`. */
const LOCALE_MODULE = /(?:^|\/)locales\/([A-Za-z0-9-]+)\.[cm]?[jt]sx?$/

/**
 * The locale tag a built file serves, or undefined when it holds any other code (or the build did
 * not record its modules).
 * @param {{ modules?: [string, number][] }} file
 */
export function localeOf(file) {
  const modules = file.modules ?? []
  if (modules.length === 0) return undefined
  const tags = new Set(modules.map(([id]) => LOCALE_MODULE.exec(id)?.[1]))
  if (tags.size !== 1 || tags.has(undefined)) return undefined
  return [...tags][0]
}

/**
 * Totals of a build (sizes are `measureDist`'s gzip level 9 per file, in bytes).
 * @param {{ files: Record<string, { gzip: number, modules?: [string, number][] }> }} built
 * @returns {{ allGzip: number, localesGzip: number, locales: Record<string, { files: string[], gzip: number }>, largestLocale: { tag: string, gzip: number } | null, codePlusOneLocaleGzip: number }}
 */
export function buildTotals(built) {
  let allGzip = 0
  /** @type {Record<string, { files: string[], gzip: number }>} */
  const locales = {}
  for (const [file, info] of Object.entries(built.files)) {
    allGzip += info.gzip
    const tag = localeOf(info)
    if (!tag) continue
    locales[tag] ??= { files: [], gzip: 0 }
    locales[tag].files.push(file)
    locales[tag].gzip += info.gzip
  }
  const localesGzip = Object.values(locales).reduce((sum, l) => sum + l.gzip, 0)
  const largestLocale = Object.entries(locales).reduce((best, [tag, l]) => (!best || l.gzip > best.gzip ? { tag, gzip: l.gzip } : best), null)
  return { allGzip, localesGzip, locales, largestLocale, codePlusOneLocaleGzip: allGzip - localesGzip + (largestLocale?.gzip ?? 0) }
}
