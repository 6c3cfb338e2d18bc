/**
 * Session chains (issue 28 item 8): a refresh token used again after it was rotated away revokes
 * the whole session (the thief's newer tokens and the visitor's alike); changing the e-mail ends
 * every other session of the account; sign-out can end every session ("Sign out everywhere").
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

let lastMail = 0
/** A login of `email` on a browser of its own: its tokens. */
async function login(email: string, deviceKey = frameSecret()) {
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding, lastMail)
  lastMail = got.mail.id
  const reply = await post(site, '/email/verify', { challengeId: got.challengeId, code: got.code, binding, deviceKey })
  expect(reply.status).toBe(200)
  return { access: reply.body.accessToken as string, refresh: reply.body.refreshToken as string, binding }
}
const works = async (access: string) => (await getWithToken(site, '/me', access)).status === 200

it('revokes the whole session when a rotated-away refresh token comes back', async () => {
  const first = await login(uniqueEmail('chain'))
  const rotated = await post(site, '/session/refresh', { refreshToken: first.refresh })
  expect(rotated.status).toBe(200)
  // The thief replays the old token: refused, and the chain ends for whoever holds its newer tokens.
  const replayed = await post(site, '/session/refresh', { refreshToken: first.refresh })
  expect(replayed.status).toBe(401)
  expect(await works(rotated.body.accessToken as string)).toBe(false)
  expect((await post(site, '/session/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(401)
})

it('keeps a session whose refresh tokens are each used once', async () => {
  const first = await login(uniqueEmail('honest'))
  let refresh = first.refresh
  for (let i = 0; i < 3; i++) {
    const next = await post(site, '/session/refresh', { refreshToken: refresh })
    expect(next.status).toBe(200)
    refresh = next.body.refreshToken as string
    expect(await works(next.body.accessToken as string)).toBe(true)
  }
})

it('ends every other session of the account when its e-mail changes', async () => {
  const email = uniqueEmail('mover')
  const mine = await login(email)
  const other = await login(email)
  const newEmail = uniqueEmail('moved')
  const auth = { authorization: `Bearer ${mine.access}` }
  const started = await post(site, '/email/update', { email: newEmail, binding: mine.binding }, auth)
  const primaryMail = await nextMail(info, email, lastMail)
  lastMail = primaryMail.id
  const primary = await post(site, '/email/update/primary', { challengeId: started.body.challengeId, code: codeIn(primaryMail), binding: mine.binding }, auth)
  const done = await post(
    site,
    '/email/update/secondary',
    { challengeId: primary.body.challengeId, code: codeIn(await nextMail(info, newEmail)), binding: mine.binding },
    auth,
  )
  expect(done.body).toEqual({ email: newEmail })
  expect(await works(mine.access)).toBe(true)
  expect(await works(other.access)).toBe(false)
  expect((await post(site, '/session/refresh', { refreshToken: other.refresh })).status).toBe(401)
})

it('signs out this session only, or every session with "everywhere"', async () => {
  const email = uniqueEmail('everywhere')
  const a = await login(email)
  const b = await login(email)
  const c = await login(email)
  expect((await post(site, '/session/sign-out', {}, { authorization: `Bearer ${a.access}` })).status).toBe(200)
  expect([await works(a.access), await works(b.access), await works(c.access)]).toEqual([false, true, true])
  const everywhere = await post(site, '/session/sign-out', { everywhere: true }, { authorization: `Bearer ${b.access}` })
  expect(everywhere.body).toEqual({ signedOut: true })
  expect([await works(b.access), await works(c.access)]).toEqual([false, false])
})
