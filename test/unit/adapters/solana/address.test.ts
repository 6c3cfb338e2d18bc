import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaAddressProblem, isSolanaAddress } from '../../../../adapters/solana/address.js'
import { encodeBase58 } from '../../../../kernel/units/base58.js'

describe('Solana address validation (spec §5: 32 to 44 base58 characters)', () => {
  it('accepts real keys of every length web3.js produces, including the 32-character system program', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
    for (let i = 0; i < 20; i++) expect(isSolanaAddress(Keypair.generate().publicKey.toBase58())).toBe(true)
  })

  it('rejects EVM addresses, wrong lengths, non-base58 characters and non-strings, naming the problem', () => {
    expect(isSolanaAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(describeSolanaAddressProblem('0x52908400098527886E0F7030069857D2E4169EE7')).toBe("contains '0', which is not a base58 character")
    expect(describeSolanaAddressProblem('1'.repeat(31))).toBe('must be 32 to 44 characters long, got 31')
    expect(describeSolanaAddressProblem('1'.repeat(45))).toBe('must be 32 to 44 characters long, got 45')
    expect(describeSolanaAddressProblem(`${'1'.repeat(32)}l`)).toBe("contains 'l', which is not a base58 character")
    expect(describeSolanaAddressProblem(42)).toBe('expected a string, got number')
    expect(isSolanaAddress(null)).toBe(false)
    expect(describeSolanaAddressProblem('11111111111111111111111111111111')).toBeUndefined()
  })

  it('encodes base58 exactly as web3.js does (leading zero bytes become 1s)', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    for (let i = 0; i < 20; i++) {
      const key = Keypair.generate().publicKey
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
    }
    const withZero = new Uint8Array(32)
    withZero[5] = 7
    expect(encodeBase58(withZero)).toBe(new PublicKey(withZero).toBase58())
  })
})
