import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { isTaprootAddress, typeAccounts } from '../../../../adapters/bitcoin/runtime/accounts.js'
import { bitcoinTestAccount } from '../../../../sandbox/bitcoin/index.js'

const account = (address: string, publicKey: Uint8Array = new Uint8Array()): WalletAccount => ({
  address,
  publicKey,
  chains: ['bitcoin:regtest'],
  features: [],
})

describe('Bitcoin accounts are typed payment (index 0) and ordinal (index 1)', () => {
  const keys = bitcoinTestAccount(0)
  const pub = Uint8Array.from(Buffer.from(keys.publicKeyHex, 'hex'))

  it('recognises taproot addresses on every network', () => {
    expect(isTaprootAddress(keys.ordinalAddress)).toBe(true)
    expect(isTaprootAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true)
    expect(isTaprootAddress('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBe(true)
    expect(isTaprootAddress(keys.paymentAddress)).toBe(false)
  })

  it('puts the segwit address first as payment and the taproot one second as ordinal, whatever order the wallet used', () => {
    const typed = typeAccounts([account(keys.ordinalAddress, pub), account(keys.paymentAddress, pub)])
    expect(typed?.list).toEqual([
      { address: keys.paymentAddress, type: 'payment', publicKey: keys.publicKeyHex },
      { address: keys.ordinalAddress, type: 'ordinal', publicKey: keys.publicKeyHex },
    ])
    expect(typed?.payment.address).toBe(keys.paymentAddress)
  })

  it('pays from the only account when the wallet returns just one, taproot or not', () => {
    expect(typeAccounts([account(keys.ordinalAddress)])?.list).toEqual([{ address: keys.ordinalAddress, type: 'payment' }])
    expect(typeAccounts([account(keys.paymentAddress)])?.ordinal).toBeUndefined()
  })

  it('has no accounts to type when the wallet returned none', () => {
    expect(typeAccounts([])).toBeUndefined()
  })
})
