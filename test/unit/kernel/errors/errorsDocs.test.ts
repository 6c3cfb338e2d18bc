import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { alertCatalogue } from '../../../../kernel/errors/alerts.js'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { shippedPluginErrorTexts } from './pluginErrorTexts.js'

const docs = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')
// The kernel's codes and the shipped plugins' (each brings its own entries): all documented here.
const texts: Record<string, string> = { ...errorCatalogue, ...(await shippedPluginErrorTexts()) }
const anchors = new Set([...docs.matchAll(/<a id="([a-z0-9_]+)"><\/a>/g)].map((m) => m[1]))

describe('docs/errors.md', () => {
  it.each(Object.keys(texts))('documents %s where its docsPath points', (code) => {
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
    for (const [code, message] of Object.entries(texts)) {
      expect(docs, code).toContain(`Message: \`${message}\``)
    }
  })
})
