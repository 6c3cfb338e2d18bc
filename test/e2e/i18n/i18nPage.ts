/**
 * Page helpers of the language tests: which scripts a page fetched (to count locale chunks), where
 * the modal's header controls sit, and the modal's text and direction.
 */
import { gzipSync } from 'node:zlib'
import type { Page, Request } from 'playwright-core'
import { localeTags } from '../../../ui/messages/localeTags.js'

/** A locale chunk of the demo bundle: esbuild names a lazily imported module `<file>-<hash>.js`. */
const localeChunk = new RegExp(`/assets/(?:.*/)?(${localeTags.filter((t) => t !== 'en').join('|')})-[A-Z0-9]{8}\\.js$`)

/** The language a script URL holds, when it is a locale chunk. */
export const localeOfChunk = (url: string): string | undefined => localeChunk.exec(new URL(url).pathname)?.[1]

/** Records every script the page requests from now on, with its gzip size once it has arrived (what a host's server would send). */
export function recordScripts(page: Page) {
  const scripts: { url: string; bytes: () => Promise<number> }[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() !== 'script') return
    scripts.push({ url: request.url(), bytes: async () => gzipSync(await (await request.response())!.body(), { level: 9 }).length })
  }
  page.on('request', onRequest)
  return {
    scripts,
    /** The locale chunks fetched so far, by language. */
    localeChunks: () => scripts.filter((s) => localeOfChunk(s.url) !== undefined),
    stop: () => page.off('request', onRequest),
  }
}

/** The modal's direction and language as its root in the shadow tree carries them, and the computed direction of the dialog. */
export function modalDirection(page: Page): Promise<{ dir: string | null; lang: string | null; computed: string }> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const root = dialog.closest('[dir]')
    return { dir: root?.getAttribute('dir') ?? null, lang: root?.getAttribute('lang') ?? null, computed: getComputedStyle(dialog).direction }
  })
}

/** Horizontal centres of the header's title and of the buttons named `names`, in CSS px. */
export async function centres(page: Page, title: string, names: string[]): Promise<Record<string, number>> {
  const dialog = page.getByRole('dialog')
  const centre = async (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : Number.NaN)
  const result: Record<string, number> = { title: await centre(await dialog.getByRole('heading', { name: title }).boundingBox()) }
  for (const name of names) result[name] = await centre(await dialog.getByRole('button', { name, exact: true }).first().boundingBox())
  return result
}

/** The words of the dialog's visible text written in Latin letters (English would show up here). */
export async function latinWords(page: Page): Promise<string[]> {
  const text = await page.getByRole('dialog').innerText()
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])]
}

/** The Back chevron's horizontal scale: -1 when it is mirrored, 1 when not. */
export function backIconScale(page: Page, backName: string): Promise<number> {
  return page
    .getByRole('dialog')
    .getByRole('button', { name: backName, exact: true })
    .evaluate((button) => new DOMMatrix(getComputedStyle(button.querySelector('svg')!).transform).a)
}
