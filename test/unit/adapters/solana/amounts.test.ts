import { describe, expect, it } from 'vitest'
import { formatLamports, formatUnits, parseUnits } from '../../../../adapters/solana/amounts.js'

describe('Solana amounts (exact bigint formatting, SOL has 9 decimals)', () => {
  it('formats lamports as SOL without losing a lamport, even beyond float precision', () => {
    expect(formatLamports(0n)).toBe('0')
    expect(formatLamports(1n)).toBe('0.000000001')
    expect(formatLamports(1_500_000_000n)).toBe('1.5')
    expect(formatLamports(100_000_000_000n)).toBe('100')
    expect(formatLamports(123_456_789_123_456_789n)).toBe('123456789.123456789')
    expect(formatLamports(2n ** 64n - 1n)).toBe('18446744073.709551615')
  })

  it('formats other decimals (SPL tokens) and negatives', () => {
    expect(formatUnits(4_321_987_654n, 6)).toBe('4321.987654')
    expect(formatUnits(5n, 0)).toBe('5')
    expect(formatUnits(-5n, 2)).toBe('-0.05')
    expect(() => formatUnits(1n, -1)).toThrow('decimals must be a whole number >= 0, got -1')
  })

  it('parses decimals back to base units and names bad input', () => {
    expect(parseUnits('0.25', 9)).toBe(250_000_000n)
    expect(parseUnits('1', 9)).toBe(1_000_000_000n)
    expect(parseUnits('18446744073.709551615', 9)).toBe(2n ** 64n - 1n)
    expect(() => parseUnits('1.0000000001', 9)).toThrow("'1.0000000001' has more than 9 decimals")
    expect(() => parseUnits('-1', 9)).toThrow("'-1' is not a non-negative decimal number")
    expect(() => parseUnits('1e3', 9)).toThrow('is not a non-negative decimal number')
  })
})
