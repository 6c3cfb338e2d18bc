import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { en } from '../../../../ui/messages/en.js'
import { registeredTexts } from '../../../../ui/messages/registeredTexts.js'
import { shippedPluginErrorTexts } from '../../kernel/errors/pluginErrorTexts.js'

const root = join(import.meta.dirname, '../../../..')

/**
 * The English texts that load with their views, not with the modal shell: each object exported by
 * `plugins/<name>/messages.ts`, `adapters/<name>/messages.ts` and `ui/views/<name>/messages.ts`.
 */
export async function pluginTexts(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {}
  for (const folder of ['plugins', 'adapters', 'ui/views']) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (!entry.isDirectory() || !readdirSync(join(root, folder, entry.name)).includes('messages.ts')) continue
      const module = (await import(join(root, folder, entry.name, 'messages.ts'))) as Record<string, unknown>
      for (const value of Object.values(module)) {
        if (typeof value === 'object' && value !== null) Object.assign(texts, value)
      }
    }
  }
  return texts
}

/**
 * Every message id a locale must translate, with its English text: the UI catalogue (`en.ts`),
 * every plugin's `messages.ts`, the registered titles and labels (`registeredTexts.ts`) and
 * `error.<CODE>` for every code of the kernel's error catalogue and of every plugin's error entries.
 */
export async function englishTexts(): Promise<Record<string, string>> {
  const codes = { ...(await shippedPluginErrorTexts()), ...errorCatalogue }
  const errors = Object.fromEntries(Object.entries(codes).map(([code, text]) => [`error.${code}`, text]))
  return { ...en, ...(await pluginTexts()), ...registeredTexts, ...errors }
}

/** The locale files of ui/messages/locales, by tag. */
export function localeFiles(): string[] {
  return readdirSync(join(root, 'ui/messages/locales'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -3))
    .sort()
}
