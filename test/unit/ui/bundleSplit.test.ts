import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '../../..')

// A host that imports only what shows the button: the kernel, the provider and ConnectButton.
const hostEntry = `
import { createHatch } from './kernel/createHatch.js'
import { ConnectButton, HatchProvider } from './ui/index.js'
export { createHatch, ConnectButton, HatchProvider }
`

// The same host without the React bindings, to measure what the bindings add.
const kernelOnlyEntry = `export { createHatch } from './kernel/createHatch.js'`

interface Bundle {
  outputs: Map<string, Uint8Array>
  metafile: Metafile
  entry: string
}

async function bundle(contents: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents, resolveDir: repo, loader: 'ts', sourcefile: 'host.ts' },
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
  // Lazy chunks are entry points too in the metafile; the host's own is host.ts.
  const entry = Object.keys(result.metafile.outputs).find((path) => result.metafile.outputs[path]?.entryPoint === 'host.ts')!
  return { metafile: result.metafile, outputs: new Map(result.outputFiles.map((f) => [f.path.slice(repo.length + 1), f.contents])), entry }
}

/** gzip bytes of what loads before the first click. */
const initialGzip = (b: Bundle) => staticClosureOf(b, b.entry).reduce((sum, path) => sum + gzipSync(b.outputs.get(path)!, { level: 9 }).length, 0)

let outputs: Map<string, Uint8Array>
let metafile: Metafile
let entry: string
let withBindings: Bundle
let kernelOnly: Bundle

/** The entry and every chunk it imports statically: what loads before the first click. */
const staticClosure = (start: string): string[] => staticClosureOf(withBindings, start)

function staticClosureOf({ metafile }: Bundle, start: string): string[] {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  visit(start)
  return [...seen]
}

describe('hatch/react bundle split', () => {
  beforeAll(async () => {
    ;[withBindings, kernelOnly] = await Promise.all([bundle(hostEntry), bundle(kernelOnlyEntry)])
    ;({ metafile, outputs, entry } = withBindings)
  })

  it('keeps the modal shell, its CSS and every view out of what loads before the first click', () => {
    const before = staticClosure(entry)
    const inputsBefore = before.flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {}))
    expect(inputsBefore.some((input) => input.startsWith('ui/button/'))).toBe(true)
    expect(inputsBefore.filter((input) => /^ui\/(modal|views|theme)\//.test(input))).toEqual([])
    const text = before.map((path) => new TextDecoder().decode(outputs.get(path))).join('\n')
    expect(text).not.toContain('hatch-shake')
    expect(text).not.toContain('aria-modal')
  })

  it('loads the modal shell with its stylesheet and the Connect view as separate lazy chunks', () => {
    const lazy = Object.keys(metafile.outputs).filter((path) => !staticClosure(entry).includes(path) && path.endsWith('.js'))
    const holding = (input: string) => lazy.find((path) => Object.keys(metafile.outputs[path]?.inputs ?? {}).includes(input))
    expect(holding('ui/modal/ModalHost.tsx')).toBeDefined()
    expect(holding('ui/modal/modalStyles.ts')).toBeDefined()
    expect(holding('ui/views/connect/ConnectView.tsx')).toBeDefined()
    expect(holding('ui/views/connect/ConnectView.tsx')).not.toBe(holding('ui/modal/ModalHost.tsx'))
  })

  it('adds at most 4 KiB gzip for the React bindings and ConnectButton on top of the kernel', () => {
    const added = initialGzip(withBindings) - initialGzip(kernelOnly)
    expect(added).toBeGreaterThan(0)
    expect(added).toBeLessThanOrEqual(4 * 1024)
  })
})
