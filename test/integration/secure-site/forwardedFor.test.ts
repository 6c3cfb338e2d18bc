/**
 * Per-IP caps behind a proxy (issue 28 item 3): with `trustProxy` on, a client that writes its own
 * X-Forwarded-For entries (a fresh made-up address each time) is still counted under the address
 * the proxy appended, for code requests, social sign-ins and Sign In With Farcaster.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { frameSecret, post, startTestSite, uniqueEmail } from './secureSiteClient.js'
import { PAGE_ORIGIN, startOAuthTestSite } from './oauthSignIn.js'
import { createHash } from 'node:crypto'

const info = inject('sandbox')
/** What the proxy in front of the site appends: the address it received the request from. */
const CLIENT = '203.0.113.7'
/** The header as the proxy forwards it: the client's forged entries, then the real address. */
const forged = (i: number, proxies = [CLIENT]) => ({ 'x-forwarded-for': [`198.51.100.${i}`, ...proxies].join(', ') })

describe('code requests', () => {
  let site: RunningSecureSite
  beforeAll(async () => {
    site = await startTestSite(info, { trustProxy: true, otp: { sendsPerHourPerIp: 3 } })
  })
  afterAll(() => site?.stop())

  it('counts a client that forges the left of X-Forwarded-For under the address its proxy appended', async () => {
    for (let i = 0; i < 3; i++) expect((await post(site, '/email/code', { email: uniqueEmail('xff'), binding: frameSecret() }, forged(i))).status).toBe(200)
    const over = await post(site, '/email/code', { email: uniqueEmail('xff'), binding: frameSecret() }, forged(99))
    expect(over.status).toBe(429)
    expect(over.body.error?.code).toBe('EMAIL_COOLDOWN')
    // Another client behind the same proxy has its own count.
    expect((await post(site, '/email/code', { email: uniqueEmail('xff'), binding: frameSecret() }, forged(1, ['203.0.113.8']))).status).toBe(200)
  })

  it('takes the address that many hops from the right behind two proxies', async () => {
    const two = await startTestSite(info, { trustProxy: 2, otp: { sendsPerHourPerIp: 2 } })
    try {
      const headers = (i: number) => forged(i, [CLIENT, '10.0.0.1'])
      for (let i = 0; i < 2; i++) expect((await post(two, '/email/code', { email: uniqueEmail('xff2'), binding: frameSecret() }, headers(i))).status).toBe(200)
      expect((await post(two, '/email/code', { email: uniqueEmail('xff2'), binding: frameSecret() }, headers(7))).status).toBe(429)
    } finally {
      await two.stop()
    }
  })
})

describe('social and Farcaster sign-ins', () => {
  let site: RunningSecureSite
  const relay = info.urls.farcaster as string
  beforeAll(async () => {
    site = await startOAuthTestSite(info, {
      trustProxy: true,
      oauth: { beginsPerHourPerIp: 2, farcaster: { relayUrl: relay, custodyUrl: `${relay}/v1/fids` } },
    })
  })
  afterAll(() => site?.stop())

  const challenge = createHash('sha256').update('verifier').digest('base64url')
  const beginSocial = (i: number) =>
    post(site, '/oauth/flows', { provider: 'google', codeChallenge: challenge, binding: frameSecret(), pageOrigin: PAGE_ORIGIN }, forged(i))
  const beginFarcaster = (i: number) => post(site, '/farcaster/flows', { binding: frameSecret(), pageOrigin: PAGE_ORIGIN }, forged(i))

  it('counts begun sign-ins under the proxy-appended address, social and Farcaster alike', async () => {
    expect((await beginSocial(1)).status).toBe(200)
    expect((await beginFarcaster(2)).status).toBe(200)
    const social = await beginSocial(3)
    expect(social.status).toBe(429)
    expect(social.body.error?.code).toBe('EMAIL_COOLDOWN')
    expect((await beginFarcaster(4)).status).toBe(429)
  })
})
