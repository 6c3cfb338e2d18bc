import { describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { errorTextFor, type ErrorSay } from '../../../../ui/primitives/index.js'

// The text a view shows for a failed call (email, socials and a host's plugin share it; the
// locale's translation is checked in test/unit/i18n/plurals.test.ts).
const sayFrom =
  (texts: Record<string, string>): ErrorSay =>
  (id, params) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_m, name: string) => String(params?.[name] ?? `{${name}}`))

describe('errorTextFor', () => {
  it("prefers the view's text for error.<CODE>, filled with the error's params", () => {
    const error = new HatchError('EMAIL_COOLDOWN', { params: { seconds: 7 } })
    expect(errorTextFor(error, sayFrom({ 'error.EMAIL_COOLDOWN': 'Wait {seconds} s' }), 'fallback')).toBe('Wait 7 s')
  })

  it("falls back to the error's own registered text when no text has the id", () => {
    const error = new HatchError('NAMESPACE_REQUIRED')
    expect(errorTextFor(error, sayFrom({}), 'fallback')).toBe(error.shortMessage)
    expect(error.shortMessage).not.toBe('error.NAMESPACE_REQUIRED')
  })

  it('gives the fallback for anything that is not a Hatch error', () => {
    expect(errorTextFor(new Error('boom'), sayFrom({ 'error.undefined': 'no' }), 'Something went wrong')).toBe('Something went wrong')
    expect(errorTextFor('text', sayFrom({}), 'Something went wrong')).toBe('Something went wrong')
  })
})
