import { describe, expect, it } from 'vitest'
import { formatSats, parseSats, sumSats } from '../../../../adapters/bitcoin/runtime/amounts.js'

describe('BTC amounts are exact (8 decimals, bigint, never a float)', () => {
  it('formats satoshis as BTC without trailing zeros', () => {
    expect(formatSats(110_000_000n)).toBe('1.1')
    expect(formatSats(1n)).toBe('0.00000001')
    expect(formatSats(0n)).toBe('0')
    expect(formatSats(100_000_000n)).toBe('1')
    expect(formatSats(-150n)).toBe('-0.0000015')
  })

  it('keeps every satoshi of the whole supply', () => {
    expect(formatSats(2_099_999_997_690_001n)).toBe('20999999.97690001')
  })

  it('sums Esplora UTXO values exactly', () => {
    expect(formatSats(sumSats([100_000_000, 10_000_000, 1]))).toBe('1.10000001')
    expect(sumSats([])).toBe(0n)
  })

  it('reads whole satoshis from bigint, safe integers and digit strings only', () => {
    expect(parseSats(5n)).toBe(5n)
    expect(parseSats(1500)).toBe(1500n)
    expect(parseSats('21000000')).toBe(21_000_000n)
    for (const bad of [1.5, -1, '1e3', '0.1', '', ' 1', -1n, Number.MAX_SAFE_INTEGER + 2, null, undefined, {}]) expect(parseSats(bad)).toBeUndefined()
  })
})
