/**
 * Changing the account's e-mail on the server: a primary code to the current address, then a
 * secondary code to the new one; steps in order only, for the signed-in user only (case 22).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { ManualClock, codeIn, frameSecret, getWithToken, nextMail, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

async function login(email: string, after = 0, binding = frameSecret()) {
  const got = await requestCode(site, info, email, binding, after)
  const reply = await post(site, '/email/verify', { challengeId: got.challengeId, code: got.code, binding, deviceKey: frameSecret() })
  return { token: reply.body.accessToken as string, userId: reply.body.userId as string, binding }
}
const authed = (token: string) => ({ authorization: `Bearer ${token}` })

it('moves the account to the new address after the primary and the secondary code', async () => {
  const oldEmail = uniqueEmail('old')
  const newEmail = uniqueEmail('new')
  const user = await login(oldEmail)
  const started = await post(site, '/email/update', { email: newEmail, binding: user.binding }, authed(user.token))
  expect(started.body).toMatchObject({ action: 'VERIFY_PRIMARY_OTP', challengeId: expect.any(String) })
  const primaryMail = await nextMail(info, oldEmail, 0).then(async (first) =>
    first.subject.startsWith('Confirm') ? first : nextMail(info, oldEmail, first.id),
  )
  expect(primaryMail.subject).toBe('Confirm your e-mail change')

  // Out of order: the primary challenge is not a secondary one.
  const early = await post(
    site,
    '/email/update/secondary',
    { challengeId: started.body.challengeId, code: codeIn(primaryMail), binding: user.binding },
    authed(user.token),
  )
  expect(early.body.error?.code).toBe('OTP_EXPIRED')

  const primary = await post(
    site,
    '/email/update/primary',
    { challengeId: started.body.challengeId, code: codeIn(primaryMail), binding: user.binding },
    authed(user.token),
  )
  expect(primary.body).toMatchObject({ action: 'VERIFY_SECONDARY_OTP', challengeId: expect.any(String) })
  const secondaryMail = await nextMail(info, newEmail)
  expect(secondaryMail.subject).toBe('Confirm your new e-mail address')
  const done = await post(
    site,
    '/email/update/secondary',
    { challengeId: primary.body.challengeId, code: codeIn(secondaryMail), binding: user.binding },
    authed(user.token),
  )
  expect(done.body).toEqual({ email: newEmail })
  expect((await getWithToken(site, '/me', user.token)).body).toMatchObject({ userId: user.userId, email: newEmail })

  clock.advance(30_000)
  const again = await login(newEmail, secondaryMail.id)
  expect(again.userId).toBe(user.userId)
  const former = await login(oldEmail, primaryMail.id)
  expect(former.userId).not.toBe(user.userId)
})

it("refuses another user's challenge, another frame session's binding, and an address in use", async () => {
  clock.advance(30_000)
  const aliceEmail = uniqueEmail('alice')
  const alice = await login(aliceEmail)
  const bobEmail = uniqueEmail('bob')
  const bob = await login(bobEmail)

  const target = uniqueEmail('target')
  const started = await post(site, '/email/update', { email: target, binding: alice.binding }, authed(alice.token))
  expect(started.status).toBe(200)
  const primaryMail = await nextMail(info, aliceEmail, 0).then(async (first) =>
    first.subject.startsWith('Confirm') ? first : nextMail(info, aliceEmail, first.id),
  )
  const code = codeIn(primaryMail)
  const wrongUser = await post(site, '/email/update/primary', { challengeId: started.body.challengeId, code, binding: alice.binding }, authed(bob.token))
  expect(wrongUser.body.error?.code).toBe('OTP_EXPIRED')
  const wrongSession = await post(site, '/email/update/primary', { challengeId: started.body.challengeId, code, binding: frameSecret() }, authed(alice.token))
  expect(wrongSession.body.error?.code).toBe('OTP_EXPIRED')
  const noToken = await post(site, '/email/update', { email: uniqueEmail('x'), binding: alice.binding })
  expect(noToken.status).toBe(401)

  // An address in use is named only once the primary code proved the current mailbox (issue 28 item 6):
  // the first step answers alike for a taken and a free address.
  clock.advance(30_000)
  const taken = await post(site, '/email/update', { email: bobEmail, binding: alice.binding }, authed(alice.token))
  expect(taken.status).toBe(200)
  expect(Object.keys(taken.body).sort()).toEqual(Object.keys(started.body).sort())
  const takenMail = await nextMail(info, aliceEmail, primaryMail.id)
  const refused = await post(
    site,
    '/email/update/primary',
    { challengeId: taken.body.challengeId, code: codeIn(takenMail), binding: alice.binding },
    authed(alice.token),
  )
  expect(refused.status).toBe(409)
  expect(refused.body.error).toEqual({ code: 'EMAIL_IN_USE', message: 'This e-mail address is already used by an account' })
})
