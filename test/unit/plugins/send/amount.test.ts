import { describe, expect, it } from 'vitest'
import { formatAmount, maxAmount, parseAmount } from '../../../../plugins/send/amount.js'

describe('parseAmount: the typed amount as exact base units', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['0.25', 18, 25n * 10n ** 16n],
    ['.5', 6, 500_000n],
    ['1.', 6, 1_000_000n],
    [' 12.345678 ', 6, 12_345_678n],
    ['0.00000001', 8, 1n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ])('%j with %i decimals → %s', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value: expected })
  })

  it('reads the amount as the visitor’s language writes it', () => {
    expect(parseAmount('0,01', 18, 'de')).toEqual({ ok: true, value: 10n ** 16n })
    expect(parseAmount('۰٫۰۱', 18, 'fa')).toEqual({ ok: true, value: 10n ** 16n })
    expect(parseAmount('1.234,5', 6, 'de')).toEqual({ ok: true, value: 1_234_500_000n })
  })

  it('refuses more decimals than the token has instead of rounding them away', () => {
    expect(parseAmount('1.0000001', 6)).toEqual({
      ok: false,
      error: { code: 'SEND_INVALID_AMOUNT', params: { reason: 'at most 6 decimals', problem: 'tooManyDecimals', text: '1.0000001', decimals: 6 } },
    })
    expect(parseAmount('1.5', 0)).toEqual({
      ok: false,
      error: { code: 'SEND_INVALID_AMOUNT', params: { reason: 'this token has no decimals', problem: 'noDecimals', text: '1.5', decimals: 0 } },
    })
  })

  it.each(['abc', '1,5', '1.2.3', '1e18', '.', '0x10'])('refuses %j as not a number', (text) => {
    const result = parseAmount(text, 18)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.params).toMatchObject({ reason: `'${text}' is not a number`, problem: 'notNumber', text })
  })

  it('refuses zero and less', () => {
    expect(parseAmount('0.000', 18)).toMatchObject({
      ok: false,
      error: { code: 'SEND_INVALID_AMOUNT', params: { reason: 'must be more than 0', problem: 'notPositive' } },
    })
    expect(parseAmount('-1', 18)).toMatchObject({ ok: false, error: { params: { problem: 'notPositive' } } })
  })
})

describe('maxAmount: what Max fills in', () => {
  it('keeps the network fee back from the native currency', () => {
    expect(maxAmount(1_000_000n, { native: true, fee: 21_000n })).toBe(979_000n)
  })
  it('gives the whole balance of a token (the fee is paid in the native currency)', () => {
    expect(maxAmount(5_000_000n, { native: false, fee: 21_000n })).toBe(5_000_000n)
  })
  it('is 0 when the fee is more than the balance', () => {
    expect(maxAmount(10_000n, { native: true, fee: 21_000n })).toBe(0n)
  })
})

describe('formatAmount: exact decimal text of base units', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [2n * 10n ** 18n, 18, '2'],
    [0n, 9, '0'],
    [42n, 0, '42'],
  ])('%s with %i decimals → %s', (value, decimals, expected) => {
    expect(formatAmount(value, decimals)).toBe(expected)
  })
  it('round-trips with parseAmount', () => {
    for (const value of [1n, 999_999_999n, 10n ** 18n + 7n]) {
      const parsed = parseAmount(formatAmount(value, 18), 18)
      expect(parsed).toEqual({ ok: true, value })
    }
  })
})
