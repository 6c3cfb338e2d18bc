import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey } from '../../../secure-site/frame/keyShares.js'
import {
  codeIn,
  frameSecret,
  newDevice,
  nextMail,
  post,
  provenCall,
  requestCode,
  sandboxSmtp,
  startTestSite,
  uniqueEmail,
  verifyAsDevice,
} from '../secure-site/secureSiteClient.js'
import { until } from './helpers/faultCases.js'
import { SmtpFaultProxy, type SmtpFault } from './helpers/smtpFaultProxy.js'

// The fault matrix's SMTP rows (issue 18): the secure site sends login codes through SMTP; here
// its SMTP server is a real TCP proxy in front of the sandbox's mail server that refuses, hangs,
// drops the session or answers with SMTP refusals. Each test asserts what the frame (and so the
// visitor) is told, that nothing half-done is left (no usable challenge, no cooldown held against
// the visitor, no mail delivered), and that asking again succeeds once the fault is gone.

const info = inject('sandbox')
let smtp: SmtpFaultProxy
let site: RunningSecureSite

/** nodemailer's greeting timeout in secure-site/mail/mailer.ts: how long a silent server is waited for. */
const GREETING_TIMEOUT_MS = 10_000

beforeAll(async () => {
  smtp = await SmtpFaultProxy.start(sandboxSmtp(info))
  // Every test asks from 127.0.0.1: the per-IP hourly cap (20 by default) is raised so that the
  // file's two dozen requests are not refused by it; the per-address rules stay as configured.
  site = await startTestSite(info, { smtp: { ...smtp.address, from: 'Hatch Wallet <wallet@hatch.sandbox>' }, otp: { sendsPerHourPerIp: 1000 } })
})
afterAll(async () => {
  await site?.stop()
  await smtp?.close()
})

const mailsTo = async (email: string): Promise<unknown[]> => {
  const response = await fetch(`${info.urls.mailbox}/api/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: unknown[] }).messages
}

/** Asks for a code (or, with `deviceKey`, a device approval) while `fault` is on; a hang is waited out on an injected clock. */
async function askUnderFault(fault: SmtpFault, email: string, binding: string, deviceKey?: string) {
  const body = deviceKey ? { email, binding, deviceKey } : { email, binding }
  await smtp.set(fault)
  if (fault.kind !== 'hang') return post(site, '/email/code', body)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const before = smtp.connections.length
    const pending = post(site, '/email/code', body)
    await until(() => smtp.connections.length > before, 'the SMTP connection')
    await vi.advanceTimersByTimeAsync(GREETING_TIMEOUT_MS + 100)
    return await pending
  } finally {
    vi.useRealTimers()
  }
}

const faults: { name: string; fault: SmtpFault }[] = [
  { name: 'the SMTP server refuses connections', fault: { kind: 'refused' } },
  { name: 'the SMTP server hangs (no greeting)', fault: { kind: 'hang' } },
  { name: 'the SMTP session is dropped mid-transaction', fault: { kind: 'drop' } },
  { name: 'the SMTP server refuses the recipient (550)', fault: { kind: 'reject' } },
  { name: 'the SMTP server is unavailable (421)', fault: { kind: 'unavailable' } },
]

describe.each(faults)('SMTP fault: $name', ({ fault }) => {
  it("the code request fails with 'The code could not be sent. Try again', nothing is held, and asking again sends a code that logs in", async () => {
    const email = uniqueEmail(`smtp-${fault.kind}`)
    const binding = frameSecret()
    const connectionsBefore = smtp.connections.length
    try {
      const failed = await askUnderFault(fault, email, binding)
      // The fault really met the site's mailer (a refused port takes no connection at all).
      expect(smtp.connections.slice(connectionsBefore)).toEqual(fault.kind === 'refused' ? [] : [fault.kind])
      expect(failed.status).toBe(502)
      expect(failed.body).toEqual({ error: { code: 'EMAIL_SEND_FAILED', message: 'The code could not be sent. Try again' } })
      expect(failed.body.challengeId).toBeUndefined()
    } finally {
      await smtp.heal()
    }
    expect(await mailsTo(email)).toEqual([])

    // The 30 s resend cooldown was released: the visitor's "Try again" is not told to wait.
    const again = await post(site, '/email/code', { email, binding })
    expect(again.status).toBe(200)
    const mail = await nextMail(info, email)
    expect(await mailsTo(email)).toHaveLength(1)
    const login = await post(site, '/email/verify', { challengeId: again.body.challengeId, code: codeIn(mail), binding, deviceKey: frameSecret() })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ email, accessToken: expect.any(String) })
  })
})

describe.each(faults)('SMTP fault on the device-approval e-mail: $name', ({ fault }) => {
  it("a new browser of an account with a key is told 'The code could not be sent. Try again'; asking again sends the approval link", async () => {
    // An account with a key, made from a first browser while the mail server works.
    const email = uniqueEmail(`smtp-device-${fault.kind}`)
    const binding = frameSecret()
    const first = await requestCode(site, info, email, binding)
    // Shares are stored only by a call proven with the browser's device key (issue 28 item 9).
    const device = await newDevice()
    const login = await verifyAsDevice(site, first, binding, device)
    expect(login.status).toBe(200)
    const key = await createKey(memoryFrameStorage(), login.body.userId as string)
    expect((await provenCall(site, device, String(login.body.accessToken), 'PUT', '/keys/eip155', key)).status).toBe(201)

    // A second browser: the site sends an approval link instead of a code, and the mail fails.
    const newBinding = frameSecret()
    const secondDevice = frameSecret()
    const connectionsBefore = smtp.connections.length
    try {
      const failed = await askUnderFault(fault, email, newBinding, secondDevice)
      expect(smtp.connections.slice(connectionsBefore)).toEqual(fault.kind === 'refused' ? [] : [fault.kind])
      expect(failed.status).toBe(502)
      expect(failed.body).toEqual({ error: { code: 'EMAIL_SEND_FAILED', message: 'The code could not be sent. Try again' } })
    } finally {
      await smtp.heal()
    }
    expect(await mailsTo(email)).toHaveLength(1) // the first browser's code only

    // The approval cooldown was released: asking again at once sends the link.
    const again = await post(site, '/email/code', { email, binding: newBinding, deviceKey: secondDevice })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ action: 'VERIFY_OTP', challengeId: expect.any(String) })
    const approval = await nextMail(info, email, first.mail.id)
    expect(approval.text).toMatch(/\/device\/approve\?token=[\w-]{43}/)
  })
})
