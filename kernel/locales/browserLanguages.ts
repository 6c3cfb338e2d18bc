/**
 * The browser's languages, most preferred first (none outside a browser): what the modal, the
 * secure frame and the demo match a shipped language against when the host chose none.
 */
export function browserLanguages(nav: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator): readonly string[] {
  if (!nav) return []
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : []
}
