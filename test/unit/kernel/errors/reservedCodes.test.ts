import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { alertCatalogue } from '../../../../kernel/errors/alerts.js'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { shippedPluginErrorTexts } from './pluginErrorTexts.js'
import { productFolders, raisedCodes } from './raisedCodes.js'

/**
 * Issue 19 item 4: docs/errors.md explained when each catalogue error is raised, but 34 of them
 * were raised by no code. Docs say what ships: a code that product code raises must not be marked
 * reserved, and one that nothing raises must be marked `**Not raised yet:** reserved for <feature>`.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const docs = readFileSync(join(root, 'docs/errors.md'), 'utf8')
const codes = [...Object.keys(errorCatalogue), ...Object.keys(await shippedPluginErrorTexts()), ...Object.keys(alertCatalogue)]
const raised = raisedCodes(root, new Set(codes))
const reservedMarker = /^\*\*Not raised yet:\*\* reserved for \S/m

/** The text of `### CODE` up to the next heading. */
function sectionOf(code: string): string {
  const start = docs.indexOf(`\n### ${code}\n`)
  if (start === -1) return ''
  const next = docs.slice(start + 1).search(/\n#{2,3} /)
  return next === -1 ? docs.slice(start) : docs.slice(start, start + 1 + next)
}

describe('docs/errors.md marks exactly the codes nothing raises as reserved', () => {
  it.each(codes)('%s', (code) => {
    const section = sectionOf(code)
    expect(section, `docs/errors.md has no section for ${code}`).not.toBe('')
    const where = raised.get(code)
    if (where) {
      expect(section, `${code} is raised (${where.slice(0, 3).join(', ')}) but docs/errors.md marks it "Not raised yet": remove that line`).not.toMatch(
        reservedMarker,
      )
    } else {
      expect(section, `nothing in ${productFolders.join(', ')} raises ${code}: mark its section "**Not raised yet:** reserved for <feature>."`).toMatch(
        reservedMarker,
      )
    }
  })
})

describe('raisedCodes (the scan the test above relies on)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'hatch-raised-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('counts raises and ignores comments, isHatchError checks and types', () => {
    mkdirSync(join(scratch, 'kernel', 'errors'), { recursive: true })
    mkdirSync(join(scratch, 'plugins', 'demo'), { recursive: true })
    writeFileSync(join(scratch, 'kernel', 'errors', 'catalogue.ts'), "export const c = { DEFINED_ONLY: 'DEFINED_ONLY' }\n")
    writeFileSync(
      join(scratch, 'plugins', 'demo', 'index.ts'),
      [
        "// new HatchError('IN_COMMENT')",
        '/** toasts.showError(new HatchError(`IN_DOCBLOCK`)) */',
        "if (isHatchError(error, 'CHECKED_ONLY')) throw new HatchError('THROWN')",
        "type Code = 'TYPED_ONLY'",
        "events.emit('error', { code: 'EMITTED', message: '', error })",
        "raiseAlert(store, events, 'APKT009')",
      ].join('\n'),
    )
    const found = raisedCodes(scratch, new Set(['IN_COMMENT', 'IN_DOCBLOCK', 'CHECKED_ONLY', 'THROWN', 'TYPED_ONLY', 'EMITTED', 'APKT009', 'DEFINED_ONLY']))
    expect([...found.keys()].sort()).toEqual(['APKT009', 'EMITTED', 'THROWN'])
    expect(found.get('THROWN')).toEqual(['plugins/demo/index.ts:3'])
  })
})
