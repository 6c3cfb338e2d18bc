/**
 * Device-approval requests (issue 28 item 7): they count against the same per-IP cap as codes; the
 * e-mail and the approval page name the requesting site, the browser and the approximate time; and
 * "This wasn't me" ends the request (its link and its code work no more).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey } from '../../../secure-site/frame/keyShares.js'
import { ManualClock, codeIn, frameSecret, newDevice, nextMail, post, provenCall, startTestSite, uniqueEmail, verifyAsDevice } from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 7, 30))
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, { trustProxy: true, otp: { sendsPerHourPerIp: 3 } }, { clock })
})
afterAll(() => site?.stop())

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let accountsMade = 0
/** An account with a key, made from a first browser (from an IP of its own, so the caps below count only what they test). */
async function accountWithKey(email: string) {
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding }, { 'x-forwarded-for': `192.0.2.${++accountsMade}` })
  expect(asked.status).toBe(200)
  const mail = await nextMail(info, email)
  const got = { challengeId: asked.body.challengeId as string, code: codeIn(mail), mail }
  const device = await newDevice()
  const login = await verifyAsDevice(site, got, binding, device)
  const key = await createKey(memoryFrameStorage(), login.body.userId as string)
  expect((await provenCall(site, device, login.body.accessToken as string, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
  return got.mail.id
}

it('names the site, the browser and the time in the e-mail and on the page; "This wasn\'t me" ends the request', async () => {
  const email = uniqueEmail('asked')
  const lastMail = await accountWithKey(email)
  const binding = frameSecret()
  const asked = await post(
    site,
    '/email/code',
    { email, binding, deviceKey: frameSecret(), pageOrigin: 'http://127.0.0.1:5173' },
    { 'user-agent': CHROME_LINUX, 'x-forwarded-for': '198.51.100.1' },
  )
  expect(asked.status).toBe(200)
  const mail = await nextMail(info, email, lastMail)
  expect(mail.subject).toBe('Approve a new device')
  expect(mail.text).toContain('Site: http://127.0.0.1:5173')
  expect(mail.text).toContain('Browser: Chrome on Linux')
  expect(mail.text).toContain('Time: 25 Nov 2026, 12:07 UTC')
  expect(mail.text).toContain("This wasn't me")
  const token = /token=([\w-]{43})/.exec(mail.text)?.[1] as string

  const page = await (await fetch(`${site.url}/device/approve?token=${token}`)).text()
  expect(page).toContain('<dt>Site</dt><dd>http://127.0.0.1:5173</dd><dt>Browser</dt><dd>Chrome on Linux</dd><dt>Time</dt><dd>25 Nov 2026, 12:07 UTC</dd>')
  expect(page).toContain('<form method="post" action="/device/deny">')
  expect(page).toContain('<button type="submit">This wasn\'t me</button>')

  const deny = await fetch(`${site.url}/device/deny`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: `token=${token}`,
  })
  expect(deny.status).toBe(200)
  expect(await deny.text()).toContain('<h1>Request ended</h1>')
  // The link approves nothing any more, and the challenge it answered with is over.
  const approve = await fetch(`${site.url}/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: `token=${token}`,
  })
  expect(approve.status).toBe(400)
  const guess = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code: '123456', binding, deviceKey: frameSecret() })
  expect(guess.body.error?.code).toBe('OTP_EXPIRED')
})

it('refuses a "This wasn\'t me" posted from another origin', async () => {
  const deny = await fetch(`${site.url}/device/deny`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:5173' },
    body: `token=${'a'.repeat(43)}`,
  })
  expect(deny.status).toBe(403)
})

it('counts approval e-mails against the per-IP cap of code requests', async () => {
  const ip = { 'x-forwarded-for': '203.0.113.50' }
  const accounts = []
  for (let i = 0; i < 4; i++) {
    const email = uniqueEmail(`cap${i}`)
    await accountWithKey(email)
    accounts.push(email)
  }
  clock.advance(30_000)
  const answers = []
  for (const email of accounts) answers.push((await post(site, '/email/code', { email, binding: frameSecret(), deviceKey: frameSecret() }, ip)).status)
  expect(answers).toEqual([200, 200, 200, 429])
})
