import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { buildConnectors } from '../../../../adapters/bitcoin/discovery/connectors.js'
import { isBitcoinWallet } from '../../../../adapters/bitcoin/discovery/features.js'
import { parseParams, SendTransferSchema, SignPsbtSchema } from '../../../../adapters/bitcoin/runtime/actionParams.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const wallet = (name: string, features: Record<string, unknown>): Wallet =>
  ({ version: '1.0.0', name, icon, chains: ['bitcoin:regtest'], accounts: [], features }) as unknown as Wallet
const connect = { 'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } }

describe('Bitcoin wallet discovery (Wallet Standard)', () => {
  it('keeps only wallets with bitcoin:connect and lists each name once, as ANNOUNCED bip122 connectors', () => {
    const found = [
      wallet('Xverse', connect),
      wallet('Phantom Solana only', { 'solana:signMessage': {} }),
      wallet('Xverse', connect),
      wallet('Leather', connect),
    ].filter(isBitcoinWallet)
    expect(buildConnectors(found)).toEqual([
      { id: 'Xverse', type: 'ANNOUNCED', name: 'Xverse', chain: 'bip122', imageUrl: icon, info: { icon } },
      { id: 'Leather', type: 'ANNOUNCED', name: 'Leather', chain: 'bip122', imageUrl: icon, info: { icon } },
    ])
  })

  it('ignores a bitcoin:connect that is not a function', () => {
    expect(isBitcoinWallet(wallet('Broken', { 'bitcoin:connect': { version: '1.0.0' } }))).toBe(false)
  })
})

describe('Bitcoin capability parameters are validated with errors that name the field', () => {
  it('signPsbt needs a base64 psbt and whole, non-negative input indexes', () => {
    expect(() => parseParams('signPsbt', SignPsbtSchema, { psbt: 'not base64!' })).toThrow('Invalid signPsbt parameters: psbt must be base64')
    expect(() => parseParams('signPsbt', SignPsbtSchema, { psbt: 'cHNidP8=', signInputs: [{ address: 'bcrt1q', index: -1 }] })).toThrow(
      'index must not be negative',
    )
    expect(parseParams('signPsbt', SignPsbtSchema, { psbt: 'cHNidP8=', broadcast: true })).toEqual({ psbt: 'cHNidP8=', broadcast: true })
  })

  it('sendTransfer needs a recipient and a positive whole amount of satoshis', () => {
    expect(() => parseParams('sendTransfer', SendTransferSchema, { recipient: '', amount: 1 })).toThrow('recipient must not be empty')
    expect(() => parseParams('sendTransfer', SendTransferSchema, { recipient: 'x', amount: 0.5 })).toThrow('amount must be a whole number of satoshis')
    expect(() => parseParams('sendTransfer', SendTransferSchema, { recipient: 'x', amount: '0' })).toThrow('amount must be more than 0 satoshis')
    expect(parseParams('sendTransfer', SendTransferSchema, { recipient: 'x', amount: '1500' }).amount).toBe(1500n)
  })
})
