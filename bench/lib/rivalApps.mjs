// The rivals measured in the same run as Hatch: the anchors' apps (../shared/bench/anchors/apps),
// installed from their lockfiles and built with Vite by bench/build-rivals.sh, then served and
// loaded by this bench exactly like our pages. Their selectors come from the anchors' own
// scripts/apps.mjs, so a rival's "button visible" and "first wallet row" mean what they meant there.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from '../../scripts/package/entries.mjs'
import { measureDist } from './viteBuild.mjs'

/** Where the anchors live beside the repository, and where build-rivals.sh builds them. */
export const ANCHORS_DIR = join(repoRoot, '..', 'shared', 'bench', 'anchors')
export const DEFAULT_RIVALS_DIR = join(repoRoot, '.cache', 'anchors', 'apps')

/** The rival apps compared, with the names the tables use. */
export const RIVAL_APPS = [
  ['appkit', 'AppKit'],
  ['appkit-solana', 'AppKit + Solana'],
  ['rainbowkit', 'RainbowKit'],
  ['connectkit', 'ConnectKit'],
]

/**
 * The rival apps built under `dir` (each `<dir>/<app>/dist` with a Vite manifest), as bench pages:
 * static sizes from their manifest and the anchors' selectors. Apps not built are skipped (named
 * in `missing`).
 * @param {string} dir
 */
export async function loadRivalPages(dir) {
  const appsFile = join(ANCHORS_DIR, 'scripts', 'apps.mjs')
  if (!existsSync(appsFile)) throw new Error(`bench: ${appsFile} is missing (the anchors' selectors)`)
  const { APPS } = await import(pathToFileURL(appsFile).href)
  const pages = {}
  const missing = []
  for (const [app, title] of RIVAL_APPS) {
    const dist = join(dir, app, 'dist')
    if (!existsSync(join(dist, '.vite', 'manifest.json')) || !APPS[app]) {
      missing.push(app)
      continue
    }
    const { list, button } = APPS[app]
    pages[app] = {
      title,
      rival: true,
      built: measureDist(dist, app),
      selectors: { button, row: { sel: list.sel, ...(list.text ? { text: list.text } : {}), ...(list.textRe ? { textRe: list.textRe } : {}) } },
    }
  }
  return { pages, missing }
}
