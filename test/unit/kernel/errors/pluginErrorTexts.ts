import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../../', import.meta.url))

/**
 * The error entries every shipped plugin and adapter brings (its `errorTexts.ts`, what its
 * descriptor's `errors` loads), joined: the codes the kernel's catalogue does not hold.
 */
export async function shippedPluginErrorTexts(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {}
  for (const folder of ['plugins', 'adapters']) {
    for (const entry of readdirSync(root + folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || !readdirSync(`${root}${folder}/${entry.name}`).includes('errorTexts.ts')) continue
      const module: Record<string, Record<string, string>> = await import(`${root}${folder}/${entry.name}/errorTexts.ts`)
      for (const own of Object.values(module)) Object.assign(texts, own)
    }
  }
  return texts
}
