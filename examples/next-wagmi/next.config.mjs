import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Inside the Hatch repository (HATCH_PACKAGE_DIR set, as test/e2e/examples does), `hatch` and its
 * subpaths resolve to the package built there (`npm run build`), by its package.json `exports`. A
 * copy of the example outside the repository installs `hatch` and needs none of this.
 */
function hatchAliases(packageDir) {
  const exportsMap = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).exports
  return Object.fromEntries(
    Object.entries(exportsMap)
      .filter(([, target]) => typeof target === 'object')
      .map(([subpath, target]) => [subpath === '.' ? 'hatch' : `hatch/${subpath.slice(2)}`, `./${relative(here, join(packageDir, target.import))}`]),
  )
}
const packageDir = process.env.HATCH_PACKAGE_DIR

/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  ...(packageDir ? { turbopack: { root: join(here, '../..'), resolveAlias: hatchAliases(packageDir) } } : {}),
}
