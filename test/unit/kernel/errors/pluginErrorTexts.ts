import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const pluginsDir = fileURLToPath(new URL('../../../../plugins/', import.meta.url))

/**
 * The error entries every shipped plugin brings (its `errorTexts.ts`, what its descriptor's `errors`
 * loads), joined: the codes the kernel's catalogue no longer holds.
 */
export async function shippedPluginErrorTexts(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {}
  for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !readdirSync(pluginsDir + entry.name).includes('errorTexts.ts')) continue
    const module: Record<string, Record<string, string>> = await import(`../../../../plugins/${entry.name}/errorTexts.ts`)
    for (const own of Object.values(module)) Object.assign(texts, own)
  }
  return texts
}
