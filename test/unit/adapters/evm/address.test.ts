import { describe, expect, it } from 'vitest'
import { describeEvmAddressProblem } from '../../../../adapters/evm/runtime/address.js'

describe('describeEvmAddressProblem (spec §5: 40 hex characters with an optional 0x prefix)', () => {
  it.each([
    '0x52908400098527886e0f7030069857d2e4169ee7',
    '52908400098527886e0f7030069857d2e4169ee7',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ])('accepts %s', (address) => {
    expect(describeEvmAddressProblem(address)).toBeUndefined()
  })

  it.each([
    '',
    '0x1234',
    '0x52908400098527886e0f7030069857d2e4169ee',
    '0x52908400098527886e0f7030069857d2e4169ee7a',
    '0xg2908400098527886e0f7030069857d2e4169ee7',
    'alice',
  ])('rejects %j naming the rule', (address) => {
    expect(describeEvmAddressProblem(address)).toBe('expected 40 hex characters with an optional 0x prefix')
  })

  it('rejects a mixed-case address whose EIP-55 checksum fails (a typo)', () => {
    expect(describeEvmAddressProblem('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatch(/checksum/)
  })
})
