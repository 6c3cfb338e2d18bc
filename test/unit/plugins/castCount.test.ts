import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCasts } from './castCount.js'

/**
 * Issue 26: plugin lookups are typed by id (HatchPlugins, ViewParams, HatchErrorCodes), so the
 * shipped plugins need no cast to read their own state, controller or messages. A cast is a place
 * the checker is overruled; this keeps their number small and none of them on a lookup.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url))
const casts = findCasts(`${root}plugins`, root)

describe('type assertions in plugins/', () => {
  it('are at most 20 (`as const` and `import … as` excluded), the count printed', () => {
    console.log(`type assertions in plugins/: ${casts.length}\n${casts.map((c) => `  ${c.file}:${c.line} ${c.text.slice(0, 100)}`).join('\n')}`)
    expect(casts.length).toBeLessThanOrEqual(20)
  })

  it('none is on a lookup: plugin state, a controller, a service, an option or a message id', () => {
    const lookups = casts.filter((c) => /plugins\[|plugins\.\w+ as|getState\(\)|getService|controller\(|options\.raw|Messages|MessageId|Say/.test(c.text))
    expect(lookups).toEqual([])
  })

  it('counts what the checker would be overruled by, and nothing else', () => {
    const sample = findCasts(fileURLToPath(new URL('./castCountSample/', import.meta.url)))
    expect(sample.map((c) => c.text)).toEqual(['value as string', '<number>other'])
  })
})
