/**
 * What the approval prompt shows of a signature (issue 28 item 2): a Permit hidden behind a long
 * field that is not signed, the domain's verifying contract, chain and version, an unlimited value,
 * and text reversed by a right-to-left override. The typed data is checked against what viem signs.
 */
import { describe, expect, it } from 'vitest'
import { hashTypedData } from 'viem'
import { typedDataRows, visibleText } from '../../../secure-site/frame/signDisplay.js'

const MAX = 2n ** 256n - 1n
const permit = {
  domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: {
    note: 'Free mint! '.repeat(222),
    owner: '0x1111111111111111111111111111111111111111',
    spender: '0x000000000000000000000000000000000000beef',
    value: MAX.toString(),
    nonce: '0',
    deadline: '1893456000',
  },
}

describe('typed data', () => {
  const rows = typedDataRows(permit)
  const get = (label: string) => rows.find(([l]) => l === label)?.[1]

  it('names a Permit for an unlimited amount in plain words, first', () => {
    expect(rows[0]?.[0]).toBe('Warning')
    expect(rows[0]?.[1]).toBe(
      'This is a Permit: it lets 0x000000000000000000000000000000000000beef spend an unlimited amount of the token 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 from this account, without another approval.',
    )
  })

  it('shows the domain (version, chain, verifying contract) before the message', () => {
    const labels = rows.map(([l]) => l)
    expect(labels.slice(1, 6)).toEqual(['Domain name', 'Domain version', 'Domain chain id', 'Domain verifying contract', 'Type'])
    expect(get('Domain verifying contract')).toBe(permit.domain.verifyingContract)
    expect(get('Domain chain id')).toBe('1')
    expect(get('Domain version')).toBe('2')
  })

  it('shows every signed field whole, and names the unsigned note without showing it', () => {
    expect(get('spender')).toBe('0x000000000000000000000000000000000000beef')
    expect(get('value')).toBe(`${MAX} (unlimited)`)
    expect(rows.some(([, v]) => v.includes('Free mint'))).toBe(false)
    expect(get('Not signed (not shown)')).toBe('note')
    // The note is indeed not signed: the hash is the same without it.
    const { note: _note, ...signed } = permit.message
    expect(hashTypedData(permit as never)).toBe(hashTypedData({ ...permit, message: signed } as never))
  })

  it('decodes nested structs and arrays by their types', () => {
    const nested = typedDataRows({
      domain: { name: 'Mail' },
      types: {
        Person: [{ name: 'wallet', type: 'address' }],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { wallet: '0x2222222222222222222222222222222222222222', extra: 1 },
        to: [{ wallet: '0x3333333333333333333333333333333333333333' }],
        contents: 'hi',
      },
    })
    expect(nested).toContainEqual(['from.wallet', '0x2222222222222222222222222222222222222222'])
    expect(nested).toContainEqual(['to[0].wallet', '0x3333333333333333333333333333333333333333'])
    expect(nested).toContainEqual(['Not signed (not shown)', 'from.extra'])
  })
})

describe('text', () => {
  it('shows a right-to-left override and zero-width characters as visible escapes', () => {
    const reversed = '\u202Emoc.kcatta'
    expect(visibleText(reversed)).toBe('\\u{202E}moc.kcatta')
    expect(visibleText('pay\u200Bpal\u2066x\u2069')).toBe('pay\\u{200B}pal\\u{2066}x\\u{2069}')
    expect(visibleText('line one\nline two\ttab')).toBe('line one\nline two\ttab')
  })
})
