/**
 * Locking a victim out (issue 28 item 4): an attacker's code request never ends the code the
 * victim is typing; wrong guesses count per challenge, per source and per address, and a lock or
 * cooldown on the address never holds back the victim's returning browser (its device key) or a
 * signed-in session.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { ManualClock, codeIn, frameSecret, nextMail, post, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, { trustProxy: true }, { clock })
})
afterAll(() => site?.stop())

const VICTIM_IP = { 'x-forwarded-for': '198.51.100.10' }
const ATTACKER_IP = { 'x-forwarded-for': '203.0.113.66' }
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

const email = uniqueEmail('victim')
const deviceKey = frameSecret()
let lastMail = 0
let session = ''

/** The victim's returning browser asks for a code and reads it. */
async function victimAsks() {
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding, deviceKey }, VICTIM_IP)
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  const mail = await nextMail(info, email, lastMail)
  lastMail = mail.id
  return { challengeId: asked.body.challengeId as string, code: codeIn(mail), binding }
}
const victimVerifies = (got: { challengeId: string; code: string; binding: string }) => post(site, '/email/verify', { ...got, deviceKey }, VICTIM_IP)

it('the victim has an account and a browser it knows', async () => {
  const got = await victimAsks()
  const login = await victimVerifies(got)
  expect(login.status).toBe(200)
  session = login.body.accessToken as string
})

it("an attacker's code request leaves the code the victim is typing alive", async () => {
  clock.advance(30_000)
  const victim = await victimAsks()
  const attacker = await post(site, '/email/code', { email, binding: frameSecret() }, ATTACKER_IP)
  expect(attacker.status).toBe(200)
  lastMail = (await nextMail(info, email, lastMail)).id
  expect((await victimVerifies(victim)).status).toBe(200)
})

it('two code requests and ten wrong guesses lock the attacker out, never the returning browser', async () => {
  clock.advance(30_000)
  for (let round = 0; round < 2; round++) {
    const binding = frameSecret()
    const asked = await post(site, '/email/code', { email, binding }, ATTACKER_IP)
    expect(asked.status).toBe(200)
    const mail = await nextMail(info, email, lastMail)
    lastMail = mail.id
    for (let i = 0; i < 5; i++)
      await post(site, '/email/verify', { challengeId: asked.body.challengeId, code: wrong(codeIn(mail)), binding, deviceKey: frameSecret() }, ATTACKER_IP)
    clock.advance(30_000)
  }
  // The address is locked for requests that prove nothing more than the address …
  const blind = await post(site, '/email/code', { email, binding: frameSecret() }, ATTACKER_IP)
  expect(blind.status).toBe(429)
  expect(blind.body.error?.retryAfterSeconds).toBeGreaterThan(3000)
  // … but the victim's browser, holding its device key, asks and logs in as before.
  const victim = await victimAsks()
  expect((await victimVerifies(victim)).status).toBe(200)
  // So does a signed-in session changing the address.
  const update = await post(site, '/email/update', { email: uniqueEmail('next'), binding: frameSecret() }, { authorization: `Bearer ${session}`, ...VICTIM_IP })
  expect(update.status, JSON.stringify(update.body)).toBe(200)
})

it('counts wrong guesses per source: a guesser spread over many addresses is locked out of all of them', async () => {
  clock.advance(3_600_000)
  const source = { 'x-forwarded-for': '203.0.113.99' }
  let locked = false
  for (let n = 0; n < 8 && !locked; n++) {
    const target = uniqueEmail(`spread${n}`)
    const binding = frameSecret()
    const asked = await post(site, '/email/code', { email: target, binding }, source)
    if (asked.status === 429) {
      locked = true
      break
    }
    const mail = await nextMail(info, target)
    for (let i = 0; i < 5; i++) {
      const guess = await post(
        site,
        '/email/verify',
        { challengeId: asked.body.challengeId, code: wrong(codeIn(mail)), binding, deviceKey: frameSecret() },
        source,
      )
      if (guess.status === 429) locked = true
    }
  }
  // 30 wrong codes an hour from one source, each address far below its own 10.
  expect(locked).toBe(true)
  const elsewhere = await post(site, '/email/code', { email: uniqueEmail('fresh'), binding: frameSecret() }, source)
  expect(elsewhere.status).toBe(429)
  // Another source is not held back by it.
  expect((await post(site, '/email/code', { email: uniqueEmail('fresh'), binding: frameSecret() }, VICTIM_IP)).status).toBe(200)
})
