import { join } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 18: intl-messageformat and its parsers are a chunk of their own, reached only through
 * `import()`: not in what shows the button, not in the prefetched modal shell, not in the locale
 * follower (all of which load before the first click).
 */

const repo = join(import.meta.dirname, '../../../..')
const hostEntry = `
import { createHatch } from './kernel/createHatch.js'
import { ConnectButton, HatchProvider } from './ui/index.js'
export { createHatch, ConnectButton, HatchProvider }
`

let metafile: Metafile

/** A chunk and every chunk it imports statically: what loads with it. */
function staticClosure(start: string): string[] {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of metafile.outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(start)
  return [...seen]
}
const holding = (input: string) =>
  Object.keys(metafile.outputs).find((path) => path.endsWith('.js') && Object.keys(metafile.outputs[path]!.inputs).includes(input))
const inputsOf = (paths: string[]) => paths.flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {}))
const isFormatter = (input: string) => /node_modules\/(intl-messageformat|@formatjs)\//.test(input)

describe('the ICU formatter chunk', () => {
  beforeAll(async () => {
    const result = await build({
      stdin: { contents: hostEntry, resolveDir: repo, loader: 'ts', sourcefile: 'host.ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      minify: true,
      outdir: join(repo, 'out-virtual'),
      write: false,
      metafile: true,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    metafile = result.metafile
  })

  it('is its own lazy chunk, outside the button, the modal shell, the Connect view and the locale follower', () => {
    const formatter = holding('node_modules/intl-messageformat/index.js')
    expect(formatter).toBeDefined()
    const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint === 'host.ts')!
    for (const input of ['ui/modal/ModalHost.tsx', 'ui/views/connect/ConnectView.tsx', 'ui/messages/followLocale.ts']) {
      const chunk = holding(input)
      expect(chunk, input).toBeDefined()
      expect(inputsOf(staticClosure(chunk!)).filter(isFormatter), input).toEqual([])
    }
    expect(inputsOf(staticClosure(entry)).filter(isFormatter)).toEqual([])
    // The formatter's chunk holds the formatter and nothing of Hatch's own.
    expect(Object.keys(metafile.outputs[formatter!]!.inputs).filter((input) => !isFormatter(input) && !input.startsWith('node_modules/tslib'))).toEqual([])
  })
})
