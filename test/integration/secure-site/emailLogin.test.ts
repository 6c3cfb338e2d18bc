import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { codeIn, frameSecret, getWithToken, nextMail, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')

describe("the sandbox's secure site: e-mail code login over real SMTP", () => {
  const site = { url: info.urls.secureSite as string }

  it('sends a 6-digit code to the mailbox, logs in with it, and signs out', async () => {
    const email = uniqueEmail('login')
    const binding = frameSecret()
    const asked = await post(site, '/email/code', { email: email.toUpperCase(), binding })
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({ challengeId: expect.any(String), expiresAt: expect.any(Number), resendAt: expect.any(Number) })
    expect((asked.body.expiresAt as number) - Date.now()).toBeGreaterThan(590_000)

    const mail = await nextMail(info, email)
    // Issue 28 item 11: the code is in the body only, never in the subject a lock screen or a mail log shows.
    expect(mail.subject).toBe('Your login code')
    const code = codeIn(mail)
    expect(mail.text).toContain(`Your login code: ${code}`)
    // The mailbox page shows it to a visitor as text, under a heading without it.
    const page = await (await fetch(`${info.urls.mailbox}/?to=${encodeURIComponent(email)}`)).text()
    expect(page).toContain(`<h2 id="m${mail.id}">Your login code</h2>`)
    expect(page).toContain(`Your login code: ${code}\n`)

    const login = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code, binding, deviceKey: frameSecret() })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({
      email,
      newUser: true,
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
    })
    const me = await getWithToken(site, '/me', login.body.accessToken as string)
    expect(me.body).toEqual({ userId: login.body.userId, email, accounts: [] })

    const out = await fetch(`${site.url}/api/v1/session/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${login.body.accessToken as string}` } })
    expect(out.status).toBe(200)
    const after = await getWithToken(site, '/me', login.body.accessToken as string)
    expect(after.status).toBe(401)
    expect(after.body.error).toMatchObject({ code: 'EMBEDDED_SESSION_ENDED', message: 'Your session has ended. Log in again' })
    const refreshed = await post(site, '/session/refresh', { refreshToken: login.body.refreshToken })
    expect(refreshed.status).toBe(401)
  })

  it('never accepts a used code twice', async () => {
    const email = uniqueEmail('again')
    const binding = frameSecret()
    const first = await requestCode(site, info, email, binding)
    const one = await post(site, '/email/verify', { challengeId: first.challengeId, code: first.code, binding, deviceKey: frameSecret() })
    const reused = await post(site, '/email/verify', { challengeId: first.challengeId, code: first.code, binding, deviceKey: frameSecret() })
    expect(reused.status).toBe(400)
    expect(reused.body.error).toMatchObject({ code: 'OTP_EXPIRED' })
    expect(one.status).toBe(200)
  })

  it('refuses an address that is not an e-mail, naming the problem', async () => {
    const reply = await post(site, '/email/code', { email: 'not-an-address', binding: frameSecret() })
    expect(reply.status).toBe(400)
    expect(reply.body.error).toEqual({ code: 'INVALID_EMAIL', message: 'Enter a valid e-mail address' })
  })
})

describe('refresh tokens', () => {
  let own: RunningSecureSite
  beforeAll(async () => {
    own = await startTestSite(info)
  })
  afterAll(() => own?.stop())

  it('rotate: the new pair works, the old refresh token is refused', async () => {
    const email = uniqueEmail('refresh')
    const binding = frameSecret()
    const { challengeId, code } = await requestCode(own, info, email, binding)
    const login = await post(own, '/email/verify', { challengeId, code, binding, deviceKey: frameSecret() })
    const rotated = await post(own, '/session/refresh', { refreshToken: login.body.refreshToken })
    expect(rotated.status).toBe(200)
    expect(rotated.body.refreshToken).not.toBe(login.body.refreshToken)
    expect((await getWithToken(own, '/me', rotated.body.accessToken as string)).body.email).toBe(email)
    expect((await getWithToken(own, '/me', login.body.accessToken as string)).status).toBe(401)
    const replay = await post(own, '/session/refresh', { refreshToken: login.body.refreshToken })
    expect(replay.status).toBe(401)
  })
})
