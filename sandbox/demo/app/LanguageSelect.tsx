import { useId, useState } from 'react'
import type { Hatch } from 'hatch'
// The repository's list of shipped languages. It is not a public export: re-exported from
// `hatch/react` it would land in every page's code before the first click (esbuild keeps a module
// that a lazy chunk shares with the entry in the entry's chunk), for a list only a picker needs.
import { localeTags } from '../../../ui/messages/localeTags.js'

/** A language's name in that language ("العربية", "Deutsch"), for the picker. */
const nativeName = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/** The demo's `?locale=` (a tag handed to createHatch as the `locale` option; validated there). */
export function localeQuery(search: string): string | undefined {
  return new URLSearchParams(search).get('locale') ?? undefined
}

/**
 * The demo's language picker: "Language" lists every shipped language by its own name and calls
 * `hatch.setLocale`, so the modal changes language (and direction) in place, fetching that
 * language's chunk only. The choice is kept in the address (`?locale=`), so a reload keeps it.
 */
export function LanguageSelect({ hatch, initial }: { hatch: Hatch; initial: string | undefined }) {
  const id = useId()
  const [value, setValue] = useState(initial ?? '')
  const choose = (tag: string) => {
    setValue(tag)
    hatch.setLocale(tag || undefined)
    const url = new URL(location.href)
    if (tag) url.searchParams.set('locale', tag)
    else url.searchParams.delete('locale')
    history.replaceState(null, '', url)
  }
  return (
    <p>
      <label htmlFor={id}>Language</label>{' '}
      <select id={id} value={value} onChange={(event) => choose(event.target.value)}>
        <option value="">Browser language</option>
        {localeTags.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nativeName(tag)}
          </option>
        ))}
      </select>
    </p>
  )
}
