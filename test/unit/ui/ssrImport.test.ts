import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const uiRoot = join(import.meta.dirname, '../../../ui')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

// Browser globals a server lacks. They stay absent: a module that reads one while being imported
// throws a ReferenceError here, as it would under server rendering (`typeof window` checks are fine).
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'CSSStyleSheet', 'HTMLElement', 'requestIdleCallback']

describe('every ui module imports on a server (no window)', () => {
  it('runs without browser globals', () => {
    expect(browserGlobals.filter((name) => name in globalThis)).toEqual([])
  })

  const files = sourceFiles(uiRoot)
  it('finds the ui sources', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(files.map((f) => relative(uiRoot, f))).toContain('index.ts')
  })

  it.each(files.map((f) => [relative(uiRoot, f), f]))('%s', async (_name, file) => {
    const module: Record<string, unknown> = await import(file)
    expect(typeof module).toBe('object')
  })
})
