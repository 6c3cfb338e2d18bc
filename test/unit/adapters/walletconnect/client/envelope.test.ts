import { decrypt, deriveSymKey as officialDeriveSymKey, encrypt, formatUri, generateKeyPair as officialKeyPair, hashKey, parseUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { pairingUri } from '../../../../../adapters/walletconnect/client/pairingUri.js'
import { deriveSymKey, generateKeyPair, open, randomKey, readHeader, seal, topicOf } from '../../../../../adapters/walletconnect/client/envelope.js'

// The official @walletconnect/utils (a devDependency) is the oracle: what it seals we open, and
// what we seal it opens, so both sides of a real session read each other.
describe('WalletConnect envelopes against @walletconnect/utils', () => {
  const message = JSON.stringify({ id: 1732530000000123, jsonrpc: '2.0', method: 'wc_sessionRequest', params: { text: 'gm ☀️ ünïcode' } })

  it('a type 0 envelope we seal is opened by the official decrypt, and one it seals is opened by ours', () => {
    const symKey = randomKey()
    expect(decrypt({ symKey, encoded: seal(symKey, message) })).toBe(message)
    expect(open(symKey, encrypt({ symKey, message }))).toBe(message)
    expect(readHeader(seal(symKey, message))).toEqual({ type: 0 })
  })

  it('with the same iv our type 0 and type 1 envelopes are byte-identical to the official ones', () => {
    const symKey = randomKey()
    const iv = new Uint8Array(12).map((_, i) => i * 7)
    const ivHex = Buffer.from(iv).toString('hex')
    expect(seal(symKey, message, undefined, iv)).toBe(encrypt({ symKey, message, iv: ivHex }))
    const sender = generateKeyPair().publicKey
    const ours = seal(symKey, message, sender, iv)
    expect(ours).toBe(encrypt({ symKey, message, iv: ivHex, type: 1, senderPublicKey: sender }))
    expect(readHeader(ours)).toEqual({ type: 1, senderPublicKey: sender })
    expect(open(symKey, ours)).toBe(message)
  })

  it('X25519 + HKDF gives both peers the official session key, and its topic is the official hashKey', () => {
    const dapp = generateKeyPair()
    const wallet = officialKeyPair()
    const ours = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(ours).toBe(officialDeriveSymKey(wallet.privateKey, dapp.publicKey))
    expect(topicOf(ours)).toBe(hashKey(ours))
    expect(topicOf(ours)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a tampered envelope, a wrong key and an unknown type, saying why', () => {
    const symKey = randomKey()
    const sealed = seal(symKey, message)
    const bytes = Buffer.from(sealed, 'base64')
    bytes[bytes.length - 1]! ^= 1
    expect(() => open(symKey, bytes.toString('base64'))).toThrow()
    expect(() => open(randomKey(), sealed)).toThrow()
    const typed = Buffer.from(sealed, 'base64')
    typed[0] = 2
    expect(() => open(symKey, typed.toString('base64'))).toThrow('envelope type 2 is not supported (0 or 1)')
    expect(() => open(symKey, 'AA==')).toThrow('envelope too short')
  })

  it('the pairing uri is the one the official formatUri writes, and its parseUri reads it back', () => {
    const symKey = randomKey()
    const topic = topicOf(symKey)
    const uri = pairingUri(topic, symKey, 1900000000)
    expect(uri).toBe(formatUri({ protocol: 'wc', version: 2, topic, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 1900000000 }))
    expect(parseUri(uri)).toMatchObject({ topic, version: 2, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 1900000000 })
  })
})
