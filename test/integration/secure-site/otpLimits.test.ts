/**
 * The one-time code rules, enforced by the server with an injected clock (SECURE-FRAME.md cases
 * 20, 21 and 22): 10 min life, single use, 5 wrong tries, 10 failures/h lock for 1 h, 30 s resend
 * cooldown, hourly caps per address and IP, codes bound to the frame session that asked.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { ManualClock, frameSecret, getWithToken, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite

beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

const verify = (challengeId: string, code: string, binding: string) => post(site, '/email/verify', { challengeId, code, binding, deviceKey: frameSecret() })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('resend cooldown (case 21)', () => {
  it("answers 429 'Please try again after N seconds' with Retry-After for 30 s, whatever the page stored", async () => {
    const email = uniqueEmail('cooldown')
    const firstBinding = frameSecret()
    const first = await requestCode(site, info, email, firstBinding)
    // A new frame session (page storage cleared) asks again at once.
    const again = await post(site, '/email/code', { email, binding: frameSecret() })
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('30')
    expect(again.body.error).toEqual({ code: 'EMAIL_COOLDOWN', message: 'Please try again after 30 seconds', retryAfterSeconds: 30 })
    clock.advance(12_500)
    const later = await post(site, '/email/code', { email, binding: frameSecret() })
    expect(later.body.error?.message).toBe('Please try again after 18 seconds')
    clock.advance(17_500)
    const binding = frameSecret()
    const second = await requestCode(site, info, email, binding, first.mail.id)
    // Another frame session's request (it never saw the first code) leaves the first code alive (issue 28 item 4) …
    expect((await verify(second.challengeId, second.code, binding)).status).toBe(200)
    expect((await verify(first.challengeId, first.code, firstBinding)).status).toBe(200)
  })

  it("replaces a frame session's own earlier code when it asks again", async () => {
    const email = uniqueEmail('resend')
    const binding = frameSecret()
    const first = await requestCode(site, info, email, binding)
    clock.advance(30_000)
    const second = await requestCode(site, info, email, binding, first.mail.id)
    expect((await verify(first.challengeId, first.code, binding)).body.error?.code).toBe('OTP_EXPIRED')
    expect((await verify(second.challengeId, second.code, binding)).status).toBe(200)
  })

  it('caps sends at 5 an hour per address', async () => {
    const email = uniqueEmail('hourly')
    let last = 0
    for (let i = 0; i < 5; i++) {
      last = (await requestCode(site, info, email, frameSecret(), last)).mail.id
      clock.advance(30_000)
    }
    const sixth = await post(site, '/email/code', { email, binding: frameSecret() })
    expect(sixth.status).toBe(429)
    expect(sixth.body.error?.code).toBe('EMAIL_COOLDOWN')
    expect(sixth.body.error?.retryAfterSeconds).toBeGreaterThan(30)
    expect(sixth.body.error?.retryAfterSeconds).toBeLessThanOrEqual(3600)
  })
})

describe('wrong codes (case 20)', () => {
  it('counts down attempts and invalidates the code at the fifth wrong one; the right code is then refused', async () => {
    const email = uniqueEmail('wrong')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(site, info, email, binding)
    const left: unknown[] = []
    for (let i = 0; i < 4; i++) left.push((await verify(challengeId, wrong(code), binding)).body.error)
    expect(left).toEqual([4, 3, 2, 1].map((attemptsLeft) => ({ code: 'OTP_INVALID', message: 'Invalid code', attemptsLeft })))
    const fifth = await verify(challengeId, wrong(code), binding)
    expect(fifth.body.error).toEqual({ code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Request a new code' })
    const right = await verify(challengeId, code, binding)
    expect(right.status).toBe(400)
    expect(right.body.error?.code).toBe('OTP_EXPIRED')
  })

  it('locks the address for an hour after 10 wrong codes in an hour', async () => {
    const email = uniqueEmail('lock')
    let after = 0
    for (let round = 0; round < 2; round++) {
      const binding = frameSecret()
      const got = await requestCode(site, info, email, binding, after)
      after = got.mail.id
      for (let i = 0; i < 5; i++) await verify(got.challengeId, wrong(got.code), binding)
      clock.advance(30_000)
    }
    const locked = await post(site, '/email/code', { email, binding: frameSecret() })
    expect(locked.status).toBe(429)
    expect(locked.body.error?.retryAfterSeconds).toBeGreaterThan(3500)
    expect(locked.body.error?.message).toMatch(/^Please try again after \d+ seconds$/)
    clock.advance(3_600_000)
    const binding = frameSecret()
    const fresh = await requestCode(site, info, email, binding, after)
    expect((await verify(fresh.challengeId, fresh.code, binding)).status).toBe(200)
  })

  it('treats anything but 6 digits as a wrong code', async () => {
    const email = uniqueEmail('shape')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(site, info, email, binding)
    const padded = await verify(challengeId, ` ${code}`, binding)
    expect(padded.body.error).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 })
    expect((await verify(challengeId, code, binding)).status).toBe(200)
  })
})

describe('life and binding', () => {
  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail('expiry')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(site, info, email, binding)
    clock.advance(600_000)
    const late = await verify(challengeId, code, binding)
    expect(late.body.error).toEqual({ code: 'OTP_EXPIRED', message: 'This code has expired or was already used. Request a new code' })
  })

  it('refuses a code presented by another frame session (case 22), and counts it as a wrong try', async () => {
    const email = uniqueEmail('binding')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(site, info, email, binding)
    const stolen = await verify(challengeId, code, frameSecret())
    expect(stolen.body.error).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 })
    expect((await verify(challengeId, code, binding)).status).toBe(200)
  })

  it('logs a returning address into the same user', async () => {
    const email = uniqueEmail('returning')
    const binding = frameSecret()
    const first = await requestCode(site, info, email, binding)
    const one = await verify(first.challengeId, first.code, binding)
    clock.advance(30_000)
    const second = await requestCode(site, info, email, binding, first.mail.id)
    const two = await verify(second.challengeId, second.code, binding)
    expect(one.body.newUser).toBe(true)
    expect(two.body).toMatchObject({ newUser: false, userId: one.body.userId })
    expect((await getWithToken(site, '/me', two.body.accessToken as string)).body).toEqual({ userId: one.body.userId, email, accounts: [] })
  })

  it('expires access tokens after 15 minutes', async () => {
    const email = uniqueEmail('access')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(site, info, email, binding)
    const login = await verify(challengeId, code, binding)
    clock.advance(15 * 60_000)
    expect((await getWithToken(site, '/me', login.body.accessToken as string)).status).toBe(401)
    const renewed = await post(site, '/session/refresh', { refreshToken: login.body.refreshToken })
    expect((await getWithToken(site, '/me', renewed.body.accessToken as string)).body.email).toBe(email)
  })
})

describe('per-IP cap', () => {
  it('allows 20 code requests an hour from one IP, then answers 429', async () => {
    const own = await startTestSite(info, { otp: { sendsPerHourPerIp: 20 } }, { clock })
    try {
      for (let i = 0; i < 20; i++) {
        const reply = await post(own, '/email/code', { email: uniqueEmail(`ip${i}`), binding: frameSecret() })
        expect(reply.status, `request ${i + 1}`).toBe(200)
      }
      const email = uniqueEmail('ip-over')
      const over = await post(own, '/email/code', { email, binding: frameSecret() })
      expect(over.status).toBe(429)
      expect(over.body.error?.code).toBe('EMAIL_COOLDOWN')
    } finally {
      await own.stop()
    }
  })
})

it('sends each code only to the mailbox it was asked for', async () => {
  const email = uniqueEmail('only')
  const { mail } = await requestCode(site, info, email, frameSecret())
  expect(mail.to).toEqual([email])
  const listed = (await (await fetch(`${info.urls.mailbox}/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] }
  expect(listed.messages).toHaveLength(1)
})
