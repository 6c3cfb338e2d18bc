import { describe, expect, it } from 'vitest'
import { formatBalance } from '../../../ui/format/formatBalance.js'
import { shortenAddress } from '../../../ui/format/shortenAddress.js'

describe('formatBalance (spec §5: floored to 3 decimals, default 0.000)', () => {
  it.each([
    ['1.23456', 'ETH', '1.234 ETH'],
    ['1.9999', undefined, '1.999'],
    ['12', 'SOL', '12.000 SOL'],
    ['0.5', undefined, '0.500'],
    ['000123.4', undefined, '123.400'],
    ['123456789012345678901234.987654', undefined, '123456789012345678901234.987'],
    [undefined, 'ETH', '0.000 ETH'],
    ['', undefined, '0.000'],
    ['not a number', undefined, '0.000'],
  ])('%s %s → %s', (balance, symbol, expected) => {
    expect(formatBalance(balance, symbol)).toBe(expected)
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
