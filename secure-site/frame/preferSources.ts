import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'esbuild'

const packageRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * esbuild plugin for the pages bundled when a stack starts (the frame, the test wallets, the phone
 * wallet): a relative `./x.js` import of Hatch's own code resolves to `x.ts`/`x.tsx` when that
 * source is there. In the repository nothing changes (no `.js` sits beside a source); in the
 * published package (hatch/testing) the sources sit beside Rollup's output, whose unused exports
 * are tree-shaken away, and the page must be built from the sources.
 */
export const preferSources: Plugin = {
  name: 'hatch:prefer-sources',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      if (!args.importer.startsWith(packageRoot) || args.importer.slice(packageRoot.length).includes(`node_modules${sep}`)) return undefined
      const stem = resolve(args.resolveDir, args.path).slice(0, -'.js'.length)
      for (const extension of ['.ts', '.tsx']) if (existsSync(stem + extension)) return { path: stem + extension }
      return undefined
    })
  },
}
