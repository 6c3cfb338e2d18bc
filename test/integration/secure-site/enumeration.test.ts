/**
 * Account enumeration (issue 28 item 6): a code request answers alike for an unknown address, an
 * account without a key and an account with a key asked from a new browser (that one gets an
 * approval link in its mailbox, then the code of the same challenge); a wrong code answers alike
 * too; the e-mail update's first step neither names an address in use nor escapes the code limits.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey } from '../../../secure-site/frame/keyShares.js'
import {
  ManualClock,
  frameSecret,
  newDevice,
  nextMail,
  post,
  provenCall,
  requestCode,
  startTestSite,
  uniqueEmail,
  type ApiReply,
  verifyAsDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

/** Logs `email` in from a browser of its own; with `withKey`, the account gets an EVM key. */
async function account(email: string, withKey: boolean) {
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding)
  const device = await newDevice()
  const login = await verifyAsDevice(site, got, binding, device)
  const token = login.body.accessToken as string
  if (withKey) {
    const key = await createKey(memoryFrameStorage(), login.body.userId as string)
    expect((await provenCall(site, device, token, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
  }
  return { token, binding, lastMail: got.mail.id }
}

/** What an answer shows beyond its random values: status, field names and types, error code and text. */
const shape = (reply: ApiReply) => ({
  status: reply.status,
  fields: Object.fromEntries(Object.entries(reply.body).map(([k, v]) => [k, typeof v === 'object' && v ? shapeOf(v) : typeof v])),
})
const shapeOf = (value: object): unknown =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'code' || k === 'message' || k === 'attemptsLeft' ? v : typeof v]))

it('answers a code request, a wrong code and a second request alike for every kind of address', async () => {
  const unknown = uniqueEmail('nobody')
  const keyless = uniqueEmail('keyless')
  const keyed = uniqueEmail('keyed')
  await account(keyless, false)
  const owner = await account(keyed, true)
  clock.advance(30_000)

  const answers = []
  for (const email of [unknown, keyless, keyed]) {
    const binding = frameSecret()
    // A new browser (a device key the account has never seen), as an attacker's script would ask.
    const asked = await post(site, '/email/code', { email, binding, deviceKey: frameSecret() })
    const guess = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code: '000000', binding, deviceKey: frameSecret() })
    const again = await post(site, '/email/code', { email, binding: frameSecret(), deviceKey: frameSecret() })
    answers.push({ asked: shape(asked), guess: shape(guess), again: shape(again) })
  }
  expect(answers[0]).toEqual({
    asked: { status: 200, fields: { action: 'string', challengeId: 'string', expiresAt: 'number', resendAt: 'number' } },
    guess: { status: 400, fields: { error: { code: 'OTP_INVALID', message: 'Invalid code', attemptsLeft: 4 } } },
    again: { status: 429, fields: { error: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 30 seconds', retryAfterSeconds: 'number' } } },
  })
  expect(answers[1]).toEqual(answers[0])
  expect(answers[2]).toEqual(answers[0])

  // Only the mailbox tells: the account with a key got an approval link, not a code.
  expect((await nextMail(info, keyed, owner.lastMail)).subject).toBe('Approve a new device')
})

it("answers the e-mail update's first step alike for a taken and a free address, within the code limits", async () => {
  clock.advance(3_600_000)
  const taken = uniqueEmail('taken')
  await account(taken, false)
  const me = await account(uniqueEmail('mover'), false)
  const replies: ApiReply[] = []
  for (let i = 0; i < 6; i++) {
    replies.push(
      await post(site, '/email/update', { email: i % 2 ? uniqueEmail('free') : taken, binding: me.binding }, { authorization: `Bearer ${me.token}` }),
    )
    clock.advance(30_000)
  }
  // Five codes an hour, taken or free alike; then the hourly cap, before any lookup of the address.
  expect(replies.slice(0, 5).map((r) => [r.status, r.body.action])).toEqual(Array(5).fill([200, 'VERIFY_PRIMARY_OTP']))
  expect(replies[5]?.status).toBe(429)
  expect(replies[5]?.body.error?.code).toBe('EMAIL_COOLDOWN')
})
