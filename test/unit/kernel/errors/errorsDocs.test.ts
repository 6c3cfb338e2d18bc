import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { alertCatalogue } from '../../../../kernel/errors/alerts.js'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'

const docs = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')
const anchors = new Set([...docs.matchAll(/<a id="([a-z0-9_]+)"><\/a>/g)].map((m) => m[1]))

describe('docs/errors.md', () => {
  it.each(Object.keys(errorCatalogue))('documents %s where its docsPath points', (code) => {
    const { docsPath } = new HatchError(code as keyof typeof errorCatalogue)
    const anchor = docsPath.split('#')[1]
    expect(docsPath.startsWith('docs/errors.md#')).toBe(true)
    expect(anchors.has(anchor)).toBe(true)
    expect(docs).toContain(`### ${code}\n`)
  })

  it.each(Object.keys(alertCatalogue))('documents alert %s', (code) => {
    expect(anchors.has(code.toLowerCase())).toBe(true)
    expect(docs).toContain(alertCatalogue[code as keyof typeof alertCatalogue].title)
  })

  it('quotes each catalogue message as it is', () => {
    for (const [code, message] of Object.entries(errorCatalogue)) {
      expect(docs, code).toContain(`Message: \`${message}\``)
    }
  })
})
