import { describe, expect, it } from 'vitest'
import { clientDid, newClientSeed, relayConnectUrl, signRelayJwt } from '../../../../../adapters/walletconnect/client/relayJwt.js'
import { verifyRelayAuth } from '../../../../../sandbox/relay/relayAuth.js'

describe('relay auth JWT', () => {
  it('is an EdDSA token the relay verifies: iss the did:key of the seed, aud the relay, valid a day', () => {
    const seed = newClientSeed()
    const now = Date.UTC(2026, 10, 25, 12)
    const jwt = signRelayJwt(seed, 'ws://127.0.0.1:9', now)
    const claims = verifyRelayAuth(jwt, now)
    expect(claims).toMatchObject({ iss: clientDid(seed), aud: 'ws://127.0.0.1:9', iat: now / 1000, exp: now / 1000 + 86_400 })
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(() => verifyRelayAuth(jwt, now + 86_401_000)).toThrow('auth token has expired')
  })

  it('the same seed keeps the same client id; another seed does not verify a forged token', () => {
    const seed = newClientSeed()
    expect(clientDid(seed)).toBe(clientDid(seed))
    const [head, body] = signRelayJwt(seed, 'ws://relay').split('.') as [string, string]
    const forged = `${head}.${body}.${signRelayJwt(newClientSeed(), 'ws://relay').split('.')[2]!}`
    expect(() => verifyRelayAuth(forged)).toThrow('auth token signature does not verify')
  })

  it('the connect URL keeps the relay query and adds auth, projectId and ua', () => {
    const url = new URL(relayConnectUrl('wss://relay.example/?region=eu', 'p1', 'a.b.c'))
    expect(url.origin + url.pathname).toBe('wss://relay.example/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ region: 'eu', auth: 'a.b.c', projectId: 'p1', ua: 'wc-2/js-hatch/browser/hatch' })
  })
})
