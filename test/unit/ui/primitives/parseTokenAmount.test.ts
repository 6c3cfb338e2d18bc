import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../ui/messages/en.js'
import { createTranslator } from '../../../../ui/messages/translate.js'
import { localizeAmountParams } from '../../../../ui/primitives/amountErrorParams.js'
import { formatTokenAmount } from '../../../../ui/primitives/formatTokenAmount.js'
import { amountProblemParams, parseTokenAmount } from '../../../../kernel/units/parseTokenAmount.js'
import { localeTags } from '../../../../ui/messages/localeTags.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'

const value = (text: string, decimals: number, locale?: string) => {
  const parsed = parseTokenAmount(text, decimals, { locale })
  return parsed.ok ? parsed.value : parsed.problem
}

describe('parseTokenAmount: what the locale writes, as exact base units', () => {
  it('reads the decimal comma of the 12 decimal-comma languages', () => {
    for (const locale of ['de', 'fr', 'ru', 'pt-BR', 'es', 'it', 'nl', 'id', 'tr', 'uk', 'pl', 'vi']) {
      expect(value('0,01', 18, locale), locale).toBe(10n ** 16n)
      expect(value('12,5', 6, locale), locale).toBe(12_500_000n)
    }
  })

  it('reads the group separator where the language puts it', () => {
    expect(value('1.234,5', 6, 'de')).toBe(1_234_500_000n)
    expect(value('1.234.567', 0, 'de')).toBe(1_234_567n)
    expect(value('1 234,5', 6, 'fr')).toBe(1_234_500_000n)
    expect(value('1\u202f234,5', 6, 'fr')).toBe(1_234_500_000n)
    expect(value('1\u00a0234,5', 6, 'ru')).toBe(1_234_500_000n)
    expect(value('1,234.5', 6, 'en')).toBe(1_234_500_000n)
    expect(value('12,34,567.5', 1, 'hi')).toBe(123_456_75n)
    expect(value('1,234,567.5', 1, 'hi')).toBe(123_456_75n)
  })

  it('reads the language’s own digits and Latin ones (Persian, Arabic-Indic, full-width)', () => {
    expect(value('۰٫۰۱', 18, 'fa')).toBe(10n ** 16n)
    expect(value('۱٬۲۳۴٫۵', 6, 'fa')).toBe(1_234_500_000n)
    expect(value('0.01', 18, 'fa')).toBe(10n ** 16n)
    expect(value('٠٫٠١', 18, 'ar')).toBe(10n ** 16n)
    expect(value('0.01', 18, 'ar')).toBe(10n ** 16n)
    expect(value('０．０１', 18, 'ja')).toBe(10n ** 16n)
  })

  it("accepts '.' as a decimal point where it cannot be a group separator", () => {
    expect(value('0.01', 18, 'de')).toBe(10n ** 16n)
    expect(value('1.5', 1, 'de')).toBe(15n)
    expect(value('0.5', 1, 'fr')).toBe(5n)
    // Where it can, it is one: German 1.500 is fifteen hundred.
    expect(value('1.500', 0, 'de')).toBe(1500n)
  })

  it('is exact: never rounds, names too many decimals', () => {
    expect(value('0.000000000000000001', 18)).toBe(1n)
    expect(value('123456789012345678901234567890.123456789012345678', 18)).toBe(123456789012345678901234567890123456789012345678n)
    expect(value('1.0000001', 6)).toBe('tooManyDecimals')
    expect(value('1,5', 0, 'de')).toBe('noDecimals')
  })

  it('names what is wrong', () => {
    for (const bad of ['abc', '1,5', '0,01', '1.2.3', '.', '1 000', '12,34']) expect(value(bad, 18, 'en'), bad).toBe('notNumber')
    for (const bad of ['1,2,3', '1.23.4', '1,5.3']) expect(value(bad, 18, 'de'), bad).toBe('notNumber')
    expect(value('0', 18)).toBe('notPositive')
    expect(value('0,000', 18, 'de')).toBe('notPositive')
    expect(value('-1', 18)).toBe('notPositive')
  })

  it('reads back what formatTokenAmount writes for an input, in every language', () => {
    const tags = ['en', 'de', 'fr', 'ar', 'fa', 'hi', 'ja', 'ru', 'pt-BR', 'th', 'he', 'zh-CN']
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 36n }), fc.nat(18), fc.constantFrom(...tags), fc.boolean(), (units, decimals, locale, grouping) => {
        const typed = formatTokenAmount(units, decimals, { precision: 'exact', locale, grouping })
        expect(value(typed, decimals, locale)).toBe(units)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('an amount error in the visitor’s language', () => {
  const typedError = (text: string, decimals: number, locale: string) => {
    const parsed = parseTokenAmount(text, decimals, { locale })
    if (parsed.ok) throw new Error('expected a problem')
    return amountProblemParams(parsed, text, decimals)
  }

  it('is wholly German for German, with German numbers', async () => {
    const de = (await localeLoaders.de()).default
    const translator = createTranslator(en, de)
    const params = localizeAmountParams(typedError('0,01x', 18, 'de'), translator, 'de')
    expect(translator.t('error.SEND_INVALID_AMOUNT' as never, params)).toBe('Ungültiger Betrag: „0,01x“ ist keine Zahl; schreibe sie wie 1.234,56')
    const decimals = localizeAmountParams(typedError('0,0000001', 6, 'de'), translator, 'de')
    expect(translator.t('error.SEND_INVALID_AMOUNT' as never, decimals)).toBe('Ungültiger Betrag: zu viele Nachkommastellen (höchstens 6)')
  })

  it('writes the amounts of a balance error in the language, formatted when shown', async () => {
    const fa = (await localeLoaders.fa()).default
    const translator = createTranslator(en, fa)
    const params = localizeAmountParams({ symbol: 'ETH', needed: '20000', available: '9999.995287097877351052' }, translator, 'fa')
    expect(params).toEqual({ symbol: 'ETH', needed: '۲۰٬۰۰۰', available: '۹٬۹۹۹٫۹۹۵' })
    expect(localizeAmountParams({ needed: '20000', available: '9999.995287097877351052' }, translator, 'en')).toEqual({
      needed: '20,000',
      available: '9,999.995',
    })
  })

  it('shows a needed and an available amount exactly when shortened they would read the same', () => {
    // The amount plus its fee against the balance: 0.01 BTC and 141 sats of fee.
    expect(localizeAmountParams({ symbol: 'BTC', needed: '0.01000141', available: '0.01' }, undefined, 'en')).toEqual({
      symbol: 'BTC',
      needed: '0.01000141',
      available: '0.01',
    })
    expect(localizeAmountParams({ needed: '1.0100141', available: '1.01' }, undefined, 'de')).toEqual({ needed: '1,0100141', available: '1,01' })
  })

  it('has every reason in every language, none of them English', async () => {
    const ids = ['amount.notNumber', 'amount.tooManyDecimals', 'amount.noDecimals', 'amount.notPositive'] as const
    for (const tag of localeTags.filter((t) => t !== 'en')) {
      const texts = (await localeLoaders[tag]()).default
      for (const id of ids) {
        expect(texts[id], `${tag} ${id}`).toBeTruthy()
        expect(texts[id], `${tag} ${id}`).not.toBe(en[id])
      }
    }
  })
})
