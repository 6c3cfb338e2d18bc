/**
 * Device approval on the server: a new browser of an account that has a key gets an approval
 * e-mail instead of a code (the answer is the same as any code request's); a code alone never logs
 * it in; only a same-origin POST from the link's page approves, and the code of the challenge
 * follows; the recovery share is released once, to that browser only.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, type NewKey } from '../../../secure-site/frame/keyShares.js'
import {
  ManualClock,
  codeIn,
  frameSecret,
  getWithToken,
  newDevice,
  nextMail,
  post,
  provenCall,
  requestCode,
  startTestSite,
  uniqueEmail,
  verifyAsDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

const email = uniqueEmail('devices')
let address: string
/** The first browser's key: the shares it gave the secure site. */
let firstKey: NewKey
let lastMail = 0

it('sets up an account with a key from a first device', async () => {
  const binding = frameSecret()
  const device = await newDevice()
  const got = await requestCode(site, info, email, binding)
  lastMail = got.mail.id
  const login = await verifyAsDevice(site, got, binding, device)
  const token = login.body.accessToken as string
  const key = await createKey(memoryFrameStorage(), login.body.userId as string)
  address = key.address
  firstKey = key
  expect((await provenCall(site, device, token, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
  expect((await provenCall(site, device, token, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(409)
  expect((await getWithToken(site, '/me', token)).body.accounts).toEqual([{ namespace: 'eip155', address }])
  // The first device never gets the recovery share.
  expect((await provenCall(site, device, token, 'GET', '/keys/recovery', undefined, clock.now())).status).toBe(403)
  clock.advance(30_000)
})

it('refuses to log a new browser in with a code alone', async () => {
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding, lastMail) // no deviceKey: a code is sent
  lastMail = got.mail.id
  const verify = await post(site, '/email/verify', { challengeId: got.challengeId, code: got.code, binding, deviceKey: frameSecret() })
  expect(verify.status).toBe(403)
  expect(verify.body.error?.code).toBe('FRAME_DEVICE_NOT_VERIFIED')
  clock.advance(30_000)
})

it('approves a new browser only through a same-origin POST from the link page, then sends its code and releases the recovery pair once', async () => {
  const binding = frameSecret()
  const device = await newDevice()
  const deviceKey = device.deviceKey
  const asked = await post(site, '/email/code', { email, binding, deviceKey })
  expect(asked.body).toEqual({ action: 'VERIFY_OTP', challengeId: expect.any(String), expiresAt: expect.any(Number), resendAt: expect.any(Number) })
  const approvalMail = await nextMail(info, email, lastMail)
  lastMail = approvalMail.id
  expect(approvalMail.subject).toBe('Approve a new device')
  const token = /token=([\w-]{43})/.exec(approvalMail.text)?.[1] as string

  const page = await fetch(`${site.url}/device/approve?token=${token}`)
  expect(await page.text()).toContain('<button type="submit">Approve</button>')
  expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

  const form = (origin: string, extra: Record<string, string> = {}) =>
    fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...extra },
      body: `token=${token}`,
    })
  expect((await form('http://127.0.0.1:5173')).status).toBe(403)
  expect((await form('null', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  expect((await form(site.origin)).status).toBe(200)
  expect((await form(site.origin)).status).toBe(400) // once

  const code = codeIn(await nextMail(info, email, lastMail))
  const login = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code, binding, deviceKey, devicePublicKey: device.publicKey })
  expect(login.status).toBe(200)
  const recovery = await provenCall(site, device, login.body.accessToken as string, 'GET', '/keys/recovery', undefined, clock.now())
  // The recovery pair (issue 28 item 9): the first browser's server share never leaves for another browser.
  expect(recovery.body).toEqual({
    shares: [{ namespace: 'eip155', address, recoveryShare: firstKey.recoveryShare, serverShare: firstKey.recoveryServerShare }],
  })
  expect(JSON.stringify(recovery.body)).not.toContain(firstKey.serverShare)
  expect((await provenCall(site, device, login.body.accessToken as string, 'GET', '/keys/recovery', undefined, clock.now())).status).toBe(403)
})

it('expires an approval link after 10 minutes', async () => {
  clock.advance(30_000)
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding, deviceKey: frameSecret() })
  const token = /token=([\w-]{43})/.exec((await nextMail(info, email, lastMail)).text)?.[1] as string
  clock.advance(600_000)
  const page = await fetch(`${site.url}/device/approve?token=${token}`)
  expect(page.status).toBe(400)
  expect(await page.text()).toContain('This approval link has expired or was already used')
  const late = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code: '123456', binding, deviceKey: frameSecret() })
  expect(late.body.error?.code).toBe('OTP_EXPIRED')
})
