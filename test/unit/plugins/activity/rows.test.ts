import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { HistoryTransactionSchema, type HistoryTransaction } from '../../../../plugins/activity/historySchema.js'
import { isSpamOnly, keepTransaction } from '../../../../plugins/activity/keepTransaction.js'
import { decimalToUnits, describeTransaction } from '../../../../plugins/activity/views/describeTransaction.js'
import { relativeTime } from '../../../../plugins/activity/views/relativeTime.js'

const ME = '0x00000000000000000000000000000000000000a1'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PEER = '0x00000000000000000000000000000000000000b2'

function tx(operationType: string, transfers: unknown[], extra: Record<string, unknown> = {}): HistoryTransaction {
  return v.parse(HistoryTransactionSchema, {
    id: `eip155:713101:0x${operationType}`,
    metadata: { operationType, minedAt: '2026-11-25T01:00:00.000Z', sentFrom: ME, sentTo: USDC, status: 'confirmed', chain: 'eip155:713101', ...extra },
    transfers,
  })
}

describe('activity rows', () => {
  it('a token sent shows its receiver (the transfer recipient, not the contract called), a minus and the token', () => {
    const row = describeTransaction(
      tx('send', [
        {
          fungible_info: { symbol: 'USDC', icon: { url: 'http://127.0.0.1/usdc.svg' } },
          direction: 'out',
          sender: ME,
          recipient: PEER,
          quantity: { numeric: '42.5' },
        },
      ]),
    )
    expect(row).toMatchObject({
      title: 'activity.sent',
      direction: 'out',
      counterparty: PEER,
      icon: 'http://127.0.0.1/usdc.svg',
      status: 'activity.confirmed',
      more: 0,
    })
    expect(row.amount).toEqual({ value: 425n, decimals: 1, symbol: 'USDC', sign: '-', nft: false })
  })

  it('without per-transfer parties a receive names the transaction sender; an NFT shows its name and preview', () => {
    const row = describeTransaction(
      tx(
        'receive',
        [
          {
            nft_info: { name: 'Hatchling #3', content: { preview: { url: 'http://127.0.0.1/3.svg' } }, flags: { is_spam: false } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
        { sentFrom: PEER, status: 'failed' },
      ),
    )
    expect(row).toMatchObject({ title: 'activity.received', counterparty: PEER, icon: 'http://127.0.0.1/3.svg', status: 'activity.failed' })
    expect(row.amount).toMatchObject({ symbol: 'Hatchling #3', sign: '+', nft: true })
  })

  it('a transfer to oneself reads "Sent to self"; a contract call without transfers has no amount', () => {
    expect(describeTransaction(tx('send', [{ fungible_info: { symbol: 'ETH' }, direction: 'self', quantity: { numeric: '1' } }])).title).toBe('activity.self')
    const call = describeTransaction(tx('execute', []))
    expect(call.title).toBe('activity.executed')
    expect(call.amount).toBeUndefined()
  })

  it('amounts keep every digit the service sent (bigint, no float)', () => {
    expect(decimalToUnits('0.000000000000000001')).toEqual({ value: 1n, decimals: 18 })
    expect(decimalToUnits('123456789012345678901234567890.5')).toEqual({ value: 1234567890123456789012345678905n, decimals: 1 })
    expect(decimalToUnits('7')).toEqual({ value: 7n, decimals: 0 })
  })

  it('rejects a history row whose amount is not a decimal number, naming the field', () => {
    const result = v.safeParse(HistoryTransactionSchema, { ...tx('send', []), transfers: [{ direction: 'out', quantity: { numeric: '1e18' } }] })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toContain('quantity.numeric')
  })

  it('spam: only a transaction whose every transfer is flagged is dropped; other chains are dropped', () => {
    const spam = { nft_info: { name: 'Claim', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }
    const fine = { fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' } }
    expect(isSpamOnly(tx('receive', [spam]))).toBe(true)
    expect(isSpamOnly(tx('receive', [spam, fine]))).toBe(false)
    expect(isSpamOnly(tx('execute', []))).toBe(false)
    expect(keepTransaction(tx('receive', [fine]), 'eip155:713101')).toBe(true)
    expect(keepTransaction(tx('receive', [fine]), 'eip155:713102')).toBe(false)
  })

  it('times are relative and localised by Intl', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    const ago = (ms: number) => new Date(now - ms)
    expect(relativeTime(ago(0), now, 'en')).toBe('now')
    expect(relativeTime(ago(5_000), now, 'en')).toBe('5 seconds ago')
    expect(relativeTime(ago(150_000), now, 'en')).toBe('2 minutes ago')
    expect(relativeTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago')
    expect(relativeTime(ago(86_400_000), now, 'en')).toBe('yesterday')
    expect(relativeTime(ago(3 * 3_600_000), now, 'de')).toBe('vor 3 Stunden')
    expect(relativeTime(ago(-60_000), now, 'en')).toBe('now') // a clock slightly ahead
  })
})
