import { describe, expect, it } from 'vitest'
import { emailProblem, normaliseEmail } from '../../../../plugins/email-capture/emailRules.js'

describe('e-mail capture: what is wrong with a typed address, named', () => {
  it.each([
    ['', 'it is empty'],
    ['   ', 'it is empty'],
    ['ada.example.com', 'it has no @ (as in name@example.com)'],
    ['ada@@example.com', 'it has more than one @'],
    ['ada@bob@example.com', 'it has more than one @'],
    ['@example.com', 'the name before the @ is missing'],
    ['ada@', 'the domain after the @ is missing (as in example.com)'],
    ['ada lovelace@example.com', 'it contains a space'],
    ['ada@example', "the domain 'example' has no dot (as in example.com)"],
    ['ada@exa_mple.com', "the domain 'exa_mple.com' is not a valid domain"],
    ['ada@-example.com', "the domain '-example.com' is not a valid domain"],
    ['ada@example..com', "the domain 'example..com' is not a valid domain"],
    ['a(da)@example.com', "the name before the @ contains '(', which an e-mail address cannot hold"],
    ['josé@example.com', "the name before the @ contains 'é', which an e-mail address cannot hold"],
    ['.ada@example.com', 'the name before the @ cannot start or end with a dot, or hold two dots in a row'],
    ['ada..l@example.com', 'the name before the @ cannot start or end with a dot, or hold two dots in a row'],
    [`${'a'.repeat(250)}@example.com`, 'it is longer than 254 characters'],
  ])('%j: %s', (input, reason) => {
    expect(emailProblem(input)).toBe(reason)
  })

  it.each(['ada@example.com', ' ada@example.com ', 'ada.lovelace+news@mail.example.co.uk', "o'brien@example.ie", 'ADA@EXAMPLE.COM', 'x@a-b.io'])(
    'accepts %j',
    (input) => {
      expect(emailProblem(input)).toBeUndefined()
    },
  )

  it('keeps an address trimmed with its domain in lower case (the mailbox part is the owner’s)', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('Ada.Lovelace@example.com')
  })
})
