import { describe, expect, it } from 'vitest'
import { minimumReceived, parseSlippage, parseSwapAmount, rateOf } from '../../../../plugins/swaps/amount.js'

describe('parseSwapAmount: the typed amount as exact base units', () => {
  it.each([
    ['0.5', 18, 5n * 10n ** 17n],
    ['.5', 6, 500_000n],
    ['1.', 6, 1_000_000n],
    [' 200 ', 6, 200_000_000n],
    ['0.000001', 6, 1n],
  ])('%j with %i decimals → %s', (text, decimals, expected) => {
    expect(parseSwapAmount(text, decimals)).toEqual({ ok: true, value: expected })
  })

  it('reads the amount as the visitor’s language writes it', () => {
    expect(parseSwapAmount('0,01', 18, 'de')).toEqual({ ok: true, value: 10n ** 16n })
    expect(parseSwapAmount('٠٫٥', 6, 'ar')).toEqual({ ok: true, value: 500_000n })
  })

  it('names what is wrong instead of guessing or rounding', () => {
    expect(parseSwapAmount('1.0000001', 6)).toMatchObject({
      ok: false,
      error: { code: 'SWAPS_INVALID_AMOUNT', params: { reason: 'at most 6 decimals', problem: 'tooManyDecimals' } },
    })
    expect(parseSwapAmount('0', 18)).toMatchObject({
      ok: false,
      error: { code: 'SWAPS_INVALID_AMOUNT', params: { reason: 'must be more than 0', problem: 'notPositive' } },
    })
    expect(parseSwapAmount('1,5', 18)).toMatchObject({
      ok: false,
      error: { code: 'SWAPS_INVALID_AMOUNT', params: { reason: "'1,5' is not a number", problem: 'notNumber', text: '1,5' } },
    })
    expect(parseSwapAmount('', 18)).toMatchObject({ ok: false })
    expect(parseSwapAmount('-1', 18)).toMatchObject({ ok: false })
  })
})

describe('slippage (spec §9: 1% by default, adjustable)', () => {
  it('accepts a percentage above 0 and at most 50 with two decimals at most', () => {
    expect(parseSlippage('1')).toBe('1')
    expect(parseSlippage(' 0.5 ')).toBe('0.5')
    expect(parseSlippage('50')).toBe('50')
    for (const bad of ['0', '0.00', '50.01', '75', '1.234', 'abc', '', '-1']) expect(parseSlippage(bad), bad).toBeUndefined()
    expect(parseSlippage('0,5', 'de')).toBe('0.5')
    expect(parseSlippage('۰٫۵', 'fa')).toBe('0.5')
  })

  it('the minimum received is the quote less the slippage, floored, as the service sets amountOutMin', () => {
    expect(minimumReceived(1_000_000n, '1')).toBe(990_000n)
    expect(minimumReceived(1_000_000n, '0.5')).toBe(995_000n)
    expect(minimumReceived(1_488_081_911n, '1')).toBe((1_488_081_911n * 99n) / 100n)
    expect(minimumReceived(999n, '0.25')).toBe(996n)
  })
})

describe('rateOf: how many to-tokens one whole from-token buys at the quote', () => {
  it('scales across decimals, exact in the to-token’s decimals (the view keeps the significant digits)', () => {
    // 0.5 ETH (18) → 1488.081911 USDC (6): 1 ETH = 2976.163822 USDC
    expect(rateOf(5n * 10n ** 17n, 18, 1_488_081_911n, 6)).toBe('2976.163822')
    // 200 USDC (6) → 0.066 ETH (18)
    expect(rateOf(200_000_000n, 6, 66n * 10n ** 15n, 18)).toBe('0.00033')
    // 3000 USDC (6) → 1 ETH (18): a rate below 0.001 keeps its digits for the formatter
    expect(rateOf(3_000_000_000n, 6, 10n ** 18n, 18)).toBe('0.000333333333333333')
    expect(rateOf(10n ** 18n, 18, 3000n * 10n ** 6n, 6)).toBe('3000')
  })
})
