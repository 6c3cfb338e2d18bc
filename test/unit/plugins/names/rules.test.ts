import { describe, expect, it } from 'vitest'
import { brokenRule, coinTypeOf, labelOf, registrationMessage } from '../../../../plugins/names/rules.js'

describe('names rules (spec §5)', () => {
  it('names the first rule a label breaks: characters, then at least 4, then at most 63', () => {
    expect(brokenRule('ab_')).toBe('characters')
    expect(brokenRule('carol.smith')).toBe('characters')
    expect(brokenRule('é-abc')).toBe('characters')
    expect(brokenRule('abc')).toBe('tooShort')
    expect(brokenRule('')).toBe('tooShort')
    expect(brokenRule('a'.repeat(64))).toBe('tooLong')
    expect(brokenRule('abcd')).toBeUndefined()
    expect(brokenRule('my-name-42')).toBeUndefined()
  })

  it('takes the label of a typed whole name, lower-cased and trimmed', () => {
    expect(labelOf('  Carol.Hatch.ID ', 'hatch.id')).toBe('carol')
    expect(labelOf('Carol', 'hatch.id')).toBe('carol')
    expect(labelOf('carol.eth', 'hatch.id')).toBe('carol.eth')
  })

  it("gives the ENSIP-11 coin type of chain ids below 2^31 and none from 2^31 ('Invalid chainId')", () => {
    expect(coinTypeOf(1)).toBe(2147483649)
    expect(coinTypeOf(713101)).toBe(0x80000000 + 713101)
    expect(coinTypeOf(2 ** 31 - 1)).toBe(0xffffffff)
    expect(coinTypeOf(2 ** 31)).toBeUndefined()
    expect(coinTypeOf(-1)).toBeUndefined()
    expect(coinTypeOf(1.5)).toBeUndefined()
  })

  it('writes the registration message as JSON with the name, attributes and a timestamp in whole seconds (spec §9)', () => {
    expect(JSON.parse(registrationMessage('carol.hatch.id', {}, 1_732_500_000_999))).toEqual({
      name: 'carol.hatch.id',
      attributes: {},
      timestamp: 1_732_500_000,
    })
  })
})
