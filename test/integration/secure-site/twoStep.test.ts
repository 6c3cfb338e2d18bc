/**
 * Issue 31 item 2 on the server: the second factor's enrolment (a TOTP secret confirmed by a first
 * code, ten recovery codes shown once), its checks (a TOTP step accepted once, a recovery code
 * once, bound to the frame session), the OTP's wrong-code rules (5 per check, 10 per user an hour
 * lock the factor for an hour), the e-mail change and the new device it guards (the approval
 * link's page asks for the code, and the site refuses the approval without a right one), the
 * project's rule, and what a database dump holds (neither the secret nor a recovery code).
 */
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey } from '../../../secure-site/frame/keyShares.js'
import {
  ManualClock,
  codeIn,
  frameSecret,
  newDevice,
  nextMail,
  post,
  provenCall,
  requestCode,
  startTestSite,
  uniqueEmail,
  verifyAsDevice,
  type TestDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(
    info,
    {
      // Every test comes from 127.0.0.1: the per-IP lock (shared with e-mail codes) would end the file early.
      otp: { failuresPerHourPerIpBeforeLock: 1000, sendsPerHourPerIp: 1000 },
      twoStep: { projects: { shop: { required: true, sendThresholds: { 'eip155:31337': '0.5' } } } },
    },
    { clock },
  )
})
afterAll(() => site?.stop())

interface User {
  device: TestDevice
  token: string
  refreshToken: string
  binding: string
  email: string
}

async function login(label: string): Promise<User> {
  clock.advance(31_000)
  const email = uniqueEmail(label)
  const binding = frameSecret()
  const device = await newDevice()
  const got = await requestCode(site, info, email, binding)
  const reply = await verifyAsDevice(site, got, binding, device)
  return { device, token: reply.body.accessToken as string, refreshToken: reply.body.refreshToken as string, binding, email }
}

const call = (user: User, path: string, body?: unknown) => provenCall(site, user.device, user.token, 'POST', path, body, clock.now())
/** The app's code at the site's time, `steps` periods away. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(clock.now() / 1000) + steps * 30 })

/** Turns TOTP on for `user`; answers the secret and the recovery codes. */
async function enrol(user: User): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call(user, '/two-step/totp')
  const secret = started.body.secret as string
  const confirmed = await call(user, '/two-step/totp/confirm', { code: await codeAt(secret), binding: user.binding })
  expect(confirmed.status).toBe(200)
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] }
}

async function check(user: User, factor: string, code: string, action = 'export_key', binding = user.binding) {
  const opened = await call(user, '/two-step/challenge', { action, binding: user.binding })
  expect(opened.status).toBe(200)
  const challengeId = opened.body.challengeId as string
  return { challengeId, reply: await call(user, '/two-step/verify', { challengeId, binding, factor, code }) }
}

it('enrols a TOTP app: the otpauth QR text, a wrong first code refused, the right one gives ten recovery codes once', async () => {
  const user = await login('enrol')
  expect((await call(user, '/two-step/status', {})).body).toEqual({ factors: [], recoveryCodesLeft: 0, required: false, sendThresholds: {} })
  // No check can open before the factor is on.
  expect((await call(user, '/two-step/challenge', { action: 'export_key', binding: user.binding })).body.error?.code).toBe('TWO_STEP_NOT_ON')

  const started = await call(user, '/two-step/totp')
  expect(started.status).toBe(200)
  const secret = started.body.secret as string
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const uri = new URL(started.body.uri as string)
  expect(uri.protocol).toBe('otpauth:')
  expect(uri.searchParams.get('secret')).toBe(secret)
  expect(decodeURIComponent(uri.pathname)).toContain(user.email)

  const wrong = await call(user, '/two-step/totp/confirm', { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0'), binding: user.binding })
  expect(wrong.body.error).toMatchObject({ code: 'TWO_STEP_CODE_INVALID', message: 'Wrong code', attemptsLeft: 4 })
  expect((await call(user, '/two-step/status', {})).body.factors).toEqual([])

  const confirmed = await call(user, '/two-step/totp/confirm', { code: await codeAt(secret), binding: user.binding })
  const codes = confirmed.body.recoveryCodes as string[]
  expect(codes).toHaveLength(10)
  expect(new Set(codes).size).toBe(10)
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  expect((await call(user, '/two-step/status', {})).body).toMatchObject({ factors: ['totp'], recoveryCodesLeft: 10 })
  // On once: no second enrolment (which would show new codes) while it is on.
  expect((await call(user, '/two-step/totp')).body.error?.code).toBe('TWO_STEP_ALREADY_ON')

  // The dump: the secret sealed, the recovery codes hashed.
  const dump = JSON.stringify([
    ...(await site.db.query('SELECT * FROM second_factors')),
    ...(await site.db.query('SELECT * FROM second_factor_recovery_codes')),
  ])
  expect(dump).not.toContain(secret)
  for (const code of codes) {
    expect(dump).not.toContain(code)
    expect(dump).not.toContain(code.replace('-', ''))
  }
})

it('accepts a TOTP code once: the same code (or an older one) is refused afterwards, the next step passes', async () => {
  const user = await login('replay')
  const { secret } = await enrol(user)
  clock.advance(30_000)
  const code = await codeAt(secret)
  expect((await check(user, 'totp', code)).reply.body).toEqual({ verified: true })
  const replayed = await check(user, 'totp', code)
  expect(replayed.reply.body.error).toMatchObject({ code: 'TWO_STEP_CODE_INVALID', attemptsLeft: 4 })
  expect((await check(user, 'totp', await codeAt(secret, -1))).reply.body.error?.code).toBe('TWO_STEP_CODE_INVALID')
  // A check from another frame session (its binding) is a wrong code, and uses nothing up.
  expect((await check(user, 'totp', await codeAt(secret, 1), 'export_key', frameSecret())).reply.body.error?.code).toBe('TWO_STEP_CODE_INVALID')
  const done = await check(user, 'totp', await codeAt(secret, 1))
  expect(done.reply.body).toEqual({ verified: true })
  // A verified check is done: it answers no more codes.
  clock.advance(60_000)
  const later = { challengeId: done.challengeId, binding: user.binding, factor: 'totp', code: await codeAt(secret) }
  expect((await call(user, '/two-step/verify', later)).body.error?.code).toBe('TWO_STEP_EXPIRED')
})

it('accepts each recovery code once, whatever its case and dashes', async () => {
  const user = await login('recovery')
  const { recoveryCodes } = await enrol(user)
  const [first, second] = recoveryCodes as [string, string]
  expect((await check(user, 'recovery', first.toUpperCase())).reply.body).toEqual({ verified: true })
  expect((await check(user, 'recovery', first)).reply.body.error?.code).toBe('TWO_STEP_CODE_INVALID')
  expect((await check(user, 'recovery', second.replace('-', ' '))).reply.body).toEqual({ verified: true })
  expect((await call(user, '/two-step/status', {})).body.recoveryCodesLeft).toBe(8)
  // Another user's code is nobody's here.
  const other = await login('recovery-other')
  const theirs = await enrol(other)
  expect((await check(user, 'recovery', theirs.recoveryCodes[0] as string)).reply.body.error?.code).toBe('TWO_STEP_CODE_INVALID')
})

it('limits wrong codes as e-mail codes are: 5 end a check, 10 in an hour lock the factor for an hour', async () => {
  const user = await login('limits')
  const { secret } = await enrol(user)
  clock.advance(30_000)
  const opened = await call(user, '/two-step/challenge', { action: 'export_key', binding: user.binding })
  const challengeId = opened.body.challengeId as string
  const wrong = { challengeId, binding: user.binding, factor: 'totp', code: '000000' }
  const answers = []
  for (let i = 0; i < 5; i++) answers.push((await call(user, '/two-step/verify', wrong)).body.error)
  expect(answers.map((a) => a?.attemptsLeft ?? a?.code)).toEqual([4, 3, 2, 1, 'TWO_STEP_ATTEMPTS_EXCEEDED'])
  // The right code on an ended check: refused.
  expect((await call(user, '/two-step/verify', { ...wrong, code: await codeAt(secret) })).body.error?.code).toBe('TWO_STEP_EXPIRED')

  for (let i = 0; i < 5; i++) await check(user, 'totp', '000000')
  const locked = await check(user, 'totp', await codeAt(secret))
  expect(locked.reply.status).toBe(429)
  expect(locked.reply.body.error?.code).toBe('EMAIL_COOLDOWN')
  expect(locked.reply.headers.get('retry-after')).toBe('3600')
  clock.advance(3_600_000)
  // The access token lapsed meanwhile (15 min): the frame refreshes its session.
  user.token = (await post(site, '/session/refresh', { refreshToken: user.refreshToken })).body.accessToken as string
  expect((await check(user, 'totp', await codeAt(secret))).reply.body).toEqual({ verified: true })
})

it('asks a verified check before an e-mail change when the account has a second factor, each check used once', async () => {
  const user = await login('email')
  const { secret } = await enrol(user)
  const authed = { authorization: `Bearer ${user.token}` }
  const target = uniqueEmail('moved')
  const bare = await post(site, '/email/update', { email: target, binding: user.binding }, authed)
  expect(bare.status).toBe(403)
  expect(bare.body.error?.code).toBe('TWO_STEP_REQUIRED')
  // A check for another action is not one for this.
  clock.advance(30_000)
  const forExport = await check(user, 'totp', await codeAt(secret))
  expect((await post(site, '/email/update', { email: target, binding: user.binding, twoStepChallengeId: forExport.challengeId }, authed)).status).toBe(403)
  clock.advance(30_000)
  const forEmail = await check(user, 'totp', await codeAt(secret), 'email')
  const started = await post(site, '/email/update', { email: target, binding: user.binding, twoStepChallengeId: forEmail.challengeId }, authed)
  expect(started.body).toMatchObject({ action: 'VERIFY_PRIMARY_OTP' })
  clock.advance(31_000)
  expect((await post(site, '/email/update', { email: target, binding: user.binding, twoStepChallengeId: forEmail.challengeId }, authed)).status).toBe(403)
})

it("answers the project's rule and thresholds, and turns the factor off only after a check", async () => {
  const user = await login('project')
  expect((await call(user, '/two-step/status', { projectId: 'shop' })).body).toEqual({
    factors: [],
    recoveryCodesLeft: 0,
    required: true,
    sendThresholds: { 'eip155:31337': '0.5' },
  })
  const { secret } = await enrol(user)
  const opened = await call(user, '/two-step/challenge', { action: 'export_key', binding: user.binding })
  expect((await call(user, '/two-step/disable', { challengeId: opened.body.challengeId })).body.error?.code).toBe('TWO_STEP_REQUIRED')
  clock.advance(30_000)
  const verified = await check(user, 'totp', await codeAt(secret), 'disable')
  expect((await call(user, '/two-step/disable', { challengeId: verified.challengeId })).body).toEqual({ disabled: true })
  expect((await call(user, '/two-step/status', {})).body).toMatchObject({ factors: [], recoveryCodesLeft: 0 })
})

describe('adding a device', () => {
  let user: User & { userId: string; address: string }
  let secret = ''
  let recoveryCodes: string[] = []
  let lastMail = 0

  /** A new browser asks to log in: the approval link's token from the mailbox, and its code request. */
  async function newBrowser() {
    clock.advance(31_000)
    const binding = frameSecret()
    const device = await newDevice()
    const asked = await post(site, '/email/code', { email: user.email, binding, deviceKey: device.deviceKey })
    expect(asked.status).toBe(200)
    const mail = await nextMail(info, user.email, lastMail)
    lastMail = mail.id
    expect(mail.subject).toBe('Approve a new device')
    const token = /token=([\w-]{43})/.exec(mail.text)?.[1] as string
    return { token, binding, device, challengeId: asked.body.challengeId as string }
  }

  /** Approve on the link's page, with `code` in its field (none: the field left out). */
  async function approve(token: string, code?: string) {
    const form = new URLSearchParams({ token, ...(code === undefined ? {} : { code }) })
    const response = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
      body: form.toString(),
    })
    return { status: response.status, html: await response.text() }
  }

  it('sets up an account with a key and two-step verification', async () => {
    clock.advance(31_000)
    const email = uniqueEmail('add-device')
    const binding = frameSecret()
    const device = await newDevice()
    const got = await requestCode(site, info, email, binding)
    const reply = await verifyAsDevice(site, got, binding, device)
    const userId = reply.body.userId as string
    const token = reply.body.accessToken as string
    const key = await createKey(memoryFrameStorage(), userId)
    expect((await provenCall(site, device, token, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
    user = { device, token, refreshToken: reply.body.refreshToken as string, binding, email, userId, address: key.address }
    ;({ secret, recoveryCodes } = await enrol(user))
    lastMail = (await nextMail(info, user.email)).id
  })

  it('asks for the code on the approval page and refuses the approval without it or with a wrong one; the right one approves', async () => {
    const { token, binding, device, challengeId } = await newBrowser()
    const shown = await (await fetch(`${site.url}/device/approve?token=${token}`)).text()
    expect(shown).toContain('<label for="code">Code from your authenticator app</label>')
    expect(shown).toContain('or one of your recovery codes')

    const bare = await approve(token)
    expect(bare.status).toBe(400)
    expect(bare.html).toContain('Confirm it is you with your authenticator app or a recovery code first.')
    const wrong = await approve(token, (Number(await codeAt(secret, 1)) ^ 1).toString().padStart(6, '0'))
    expect(wrong.status).toBe(400)
    expect(wrong.html).toContain('Wrong code. 4 attempts left.')
    // Not approved: no code was sent, and a code alone does not log the browser in.
    const early = await post(site, '/email/verify', { challengeId, code: '123456', binding, deviceKey: device.deviceKey, devicePublicKey: device.publicKey })
    expect(early.status).not.toBe(200)

    clock.advance(30_000)
    const right = await approve(token, await codeAt(secret))
    expect(right.html).toContain('Device approved')
    const mail = await nextMail(info, user.email, lastMail)
    lastMail = mail.id
    const login = await post(site, '/email/verify', {
      challengeId,
      code: codeIn(mail),
      binding,
      deviceKey: device.deviceKey,
      devicePublicKey: device.publicKey,
    })
    expect(login.status).toBe(200)
    expect(login.body.userId).toBe(user.userId)
  })

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0] as string
    const first = await newBrowser()
    expect((await approve(first.token, code)).html).toContain('Device approved')
    lastMail = (await nextMail(info, user.email, lastMail)).id

    const second = await newBrowser()
    const again = await approve(second.token, code)
    expect(again.status).toBe(400)
    expect(again.html).toContain('Wrong code. 4 attempts left.')
    expect((await call(user, '/two-step/status', {})).body.recoveryCodesLeft).toBe(9)
  })

  it('ends the request at the fifth wrong code, as a login code ends', async () => {
    const { token } = await newBrowser()
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await approve(token, '000000'))
    expect(answers.slice(0, 4).map((a) => /(\d) attempts? left/.exec(a.html)?.[1])).toEqual(['4', '3', '2', '1'])
    expect(answers[4]?.html).toContain('Too many wrong codes. Start again: log in again from the new browser for a new link.')
    // The link works no more, even with the right code.
    expect((await approve(token, await codeAt(secret, 1))).status).toBe(400)
    expect((await fetch(`${site.url}/device/approve?token=${token}`)).status).toBe(400)
  })
})
