import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '../../../ui/format/formatAmount.js'
import { formatDecimal, formatFiat, formatPercent } from '../../../kernel/units/formatDecimal.js'
import { isolate } from '../../../ui/format/isolate.js'
import { shortenAddress } from '../../../ui/format/shortenAddress.js'
import { formatTokenAmount } from '../../../ui/primitives/formatTokenAmount.js'

describe('formatAmount: a balance (spec §5: floored to 3 decimals, default 0.000), through Intl', () => {
  it.each([
    ['1.23456', 'ETH', '1.234 ETH'],
    ['1.9999', undefined, '1.999'],
    ['12', 'SOL', '12.000 SOL'],
    ['0.5', undefined, '0.500'],
    ['000123.4', undefined, '123.400'],
    ['123456789012345678901234.987654', undefined, '123,456,789,012,345,678,901,234.987'],
    ['29999655.38612', undefined, '29,999,655.386'],
    [undefined, 'ETH', '0.000 ETH'],
    ['', undefined, '0.000'],
    ['not a number', undefined, '0.000'],
  ])('%s %s → %s', (balance, symbol, expected) => {
    expect(formatAmount(balance, symbol)).toBe(expected)
  })

  it('writes the language’s digits, decimal sign and grouping, exactly (no float)', () => {
    expect(formatAmount('29999655.38612', 'ETH', 'de')).toBe('29.999.655,386 ETH')
    expect(formatAmount('2.5', undefined, 'fa')).toBe('۲٫۵۰۰')
    expect(formatAmount('1234567.9999', undefined, 'hi')).toBe('12,34,567.999')
    expect(formatAmount('12345678901234567890.123456', undefined, 'fr')).toBe('12\u202f345\u202f678\u202f901\u202f234\u202f567\u202f890,123')
  })

  it('is the balance precision of formatDecimal, for any decimal in any language', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat(18), fc.constantFrom('en', 'de', 'ar', 'fa', 'hi', 'ja', 'fr'), (units, decimals, locale) => {
        const text = formatTokenAmount(units, decimals, { precision: 'exact', grouping: false })
        expect(formatAmount(text, undefined, locale)).toBe(formatDecimal(text, { locale }))
      }),
      { numRuns: 500 },
    )
  })
})

describe('formatDecimal: every amount through one set of rules', () => {
  it('balance: 3 decimals floored and padded', () => {
    expect(formatDecimal('9999.995287097877351052')).toBe('9,999.995')
    expect(formatDecimal('0.0009')).toBe('0.000')
  })

  it('amount: 3 decimals, or below 1 its first 4 significant digits; floored, no trailing zeros', () => {
    expect(formatDecimal('0.032833333333333333', { precision: 'amount' })).toBe('0.03283')
    expect(formatDecimal('0.000025376582721', { precision: 'amount' })).toBe('0.00002537')
    expect(formatDecimal('9999.995287097877351052', { precision: 'amount' })).toBe('9,999.995')
    expect(formatDecimal('20000', { precision: 'amount' })).toBe('20,000')
    expect(formatDecimal('2988.020945', { precision: 'amount' })).toBe('2,988.02')
    expect(formatDecimal('0.01', { precision: 'amount' })).toBe('0.01')
    expect(formatDecimal('0', { precision: 'amount' })).toBe('0')
    expect(formatDecimal('0.0000000000000000001', { precision: 'amount' })).toBe('0.0000000000000000001')
  })

  it('exact: every digit, grouped unless asked not to', () => {
    expect(formatDecimal('12345678901234567890.123456789012345678', { precision: 'exact' })).toBe('12,345,678,901,234,567,890.123456789012345678')
    expect(formatDecimal('1234.5', { precision: 'exact', grouping: false, locale: 'de' })).toBe('1234,5')
  })

  it('signs: a floored tiny negative is plain zero; + on request', () => {
    expect(formatDecimal('-0.0001')).toBe('0.000')
    expect(formatDecimal('-1.5', { precision: 'amount' })).toBe('-1.5')
    expect(formatDecimal('1.5', { precision: 'amount', signed: true, locale: 'fa' })).toBe('\u200e+۱٫۵')
  })

  it('never rounds up: what shows is at most what is there', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.nat(24),
        fc.constantFrom<'balance' | 'amount' | 'exact'>('balance', 'amount', 'exact'),
        (units, decimals, precision) => {
          const exact = formatTokenAmount(units, decimals, { precision: 'exact', grouping: false })
          const shown = formatDecimal(exact, { precision }).replace(/,/g, '')
          expect(Number(shown) <= Number(exact) + 1e-30 || shown === exact).toBe(true)
          const [whole = '', fraction = ''] = shown.split('.')
          const [exactWhole = ''] = exact.split('.')
          expect(whole).toBe(exactWhole)
          expect(exact.startsWith(`${whole}.${fraction.replace(/0+$/, '')}`) || fraction.replace(/0+$/, '') === '').toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('leaves what is not a plain decimal as it is', () => {
    expect(formatDecimal('1e5', { locale: 'de' })).toBe('1e5')
    expect(formatDecimal('abc')).toBe('abc')
  })
})

describe('formatFiat and formatPercent', () => {
  it('dollars with 2 decimals in the language’s currency format', () => {
    expect(formatFiat(29999985.86)).toBe('$29,999,985.86')
    expect(formatFiat(29999655.39, 'de')).toBe('29.999.655,39\u00a0$')
    expect(formatFiat(0.4864)).toBe('$0.49')
    expect(formatFiat(0.4864, 'fa')).toBe('\u200e$۰٫۴۹')
  })

  it('Arabic dollars keep "US$" whole right to left: a left-to-right mark follows the symbol', () => {
    // Without it the "$" took the line's direction and the amount read "$US 29,999,985.86".
    expect(formatFiat(29999985.86, 'ar')).toBe('\u200f29,999,985.86\u00a0US$\u200e')
    expect(formatFiat(1, 'he')).toBe('\u200f1.00\u00a0\u200f$')
  })

  it('a percentage given in percent', () => {
    expect(formatPercent('0.1234')).toBe('0.12%')
    expect(formatPercent('0.1234', 'de')).toBe('0,12\u00a0%')
    expect(formatPercent('1.5', 'fa')).toBe('۱٫۵٪')
    expect(formatPercent('n/a')).toBe('n/a')
  })
})

describe('isolate', () => {
  it('wraps a run in first-strong isolate … pop isolate right to left, and leaves left to right alone', () => {
    expect(isolate('1 ETH', 'rtl')).toBe('\u20681 ETH\u2069')
    expect(isolate('1 ETH', 'ltr')).toBe('1 ETH')
    expect(isolate('', 'rtl')).toBe('')
  })
})

describe('shortenAddress', () => {
  it('keeps the head and tail of a long address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
  })
  it('returns short strings whole', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678')
  })
})
