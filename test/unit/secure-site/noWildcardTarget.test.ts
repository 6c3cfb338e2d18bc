/**
 * SECURE-FRAME.md case 6: no code of the embedded wallet posts a window message to `'*'`
 * (pitfall 2). Reads the sources of both ends of the protocol.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    return statSync(join(root, path)).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

const WILDCARD_TARGET = /postMessage\s*\([^;]*?,\s*(['"`])\*\1/s

it('finds the rule working on a violating line', () => {
  expect(WILDCARD_TARGET.test("frame.contentWindow.postMessage({ type: 'HELLO' }, '*')")).toBe(true)
  expect(WILDCARD_TARGET.test('iframe.contentWindow?.postMessage({ hatch: 1 }, options.secureOrigin, [port])')).toBe(false)
})

it.each(['adapters/embedded', 'secure-site/frame'])("has no postMessage(..., '*') in %s", (dir) => {
  const files = sources(dir)
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(WILDCARD_TARGET)
})
