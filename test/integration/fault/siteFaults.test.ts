import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { frameError } from '../../../adapters/embedded/runtime/frameErrors.js'
import { FrameReplyError } from '../../../adapters/embedded/portClient.js'
import { createHatch } from '../../../kernel/createHatch.js'
import { loadErrorTexts, registerErrorTexts } from '../../../kernel/errors/errorTexts.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { FrameRequestError } from '../../../secure-site/frame/channel.js'
import { memoryFrameStorage, type FrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { SiteApi, type StoredSession } from '../../../secure-site/frame/siteApi.js'
import { deviceKeyPair, devicePublicKey } from '../../../secure-site/frame/deviceProof.js'
import { memoryBackend } from '../../fixtures/createTestHatch.js'
import { codeIn, frameSecret, ManualClock, nextMail, startTestSite, uniqueEmail } from '../secure-site/secureSiteClient.js'
import { FaultProxy, type Fault } from './helpers/faultProxy.js'

// The fault matrix's rows for the secure site's HTTP calls made from its frame (issue 18): the
// frame's SiteApi (secure-site/frame/siteApi.ts) talks to a real secure site through the fault
// proxy. Per call × fault: the message the frame passes to the page (and what the page's embedded
// adapter turns it into), that retries follow the policy (only reads that change nothing are
// repeated: 3 retries, 150 ms doubling, Retry-After replacing the delay), that nothing is stored
// from a broken reply, and that the same step succeeds once the fault is gone. The frame's
// deadline is 10 s in the product; these tests give it 3 s, so a hang costs seconds, not ten, while
// a healthy call (the site sends an e-mail over SMTP) still answers in time on a loaded machine.

const info = inject('sandbox')
const DEADLINE_MS = 3_000
const silent = { warn: () => {}, error: () => {}, debug: () => {}, info: () => {} }

let site: RunningSecureSite
let proxy: FaultProxy
const clock = new ManualClock(Date.now())
let page: ReturnType<typeof createHatch>

beforeAll(async () => {
  // frameError is called here without the embedded adapter's factories, which register its error
  // entries and load the error texts: as they do.
  registerErrorTexts(() => import('../../../adapters/embedded/errorTexts.js'))
  await loadErrorTexts()
  site = await startTestSite(info, { otp: { sendsPerHourPerIp: 1000 } }, { clock })
  proxy = await FaultProxy.start(`${site.url}/api/v1`)
  page = createHatch({
    projectId: info.projectId,
    networks: info.networks.filter((n) => !n.testnet),
    basic: true,
    storage: memoryBackend(),
    endpoints: { catalogue: info.urls.catalogue, data: info.urls.data, analytics: info.urls.analytics },
    logger: silent,
  })
  await page.ready
})
afterAll(async () => {
  await proxy?.close()
  await site?.stop()
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface SiteFault {
  name: string
  fault: Fault
  /** The frame error's code and first line, `url` being the call's address. */
  code: 'HTTP_STATUS' | 'HTTP_TIMEOUT' | 'HTTP_NETWORK' | 'INVALID_RESPONSE'
  message: (url: string) => RegExp
  /** Whether the site got the request (the fault spoiled only its reply). */
  reachesSite: boolean
  /** Whether a read that is safe to repeat is retried on it. */
  retried: boolean
}

const siteFaults: SiteFault[] = [
  { name: '503', fault: { kind: 'status', status: 503 }, code: 'HTTP_STATUS', message: () => /^HTTP status code: 503$/, reachesSite: false, retried: true },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, retryAfter: '2' },
    code: 'HTTP_STATUS',
    message: () => /^HTTP status code: 429$/,
    reachesSite: false,
    retried: true,
  },
  {
    name: 'hang past the deadline',
    fault: { kind: 'hang' },
    code: 'HTTP_TIMEOUT',
    message: (url) => new RegExp(`^Request to ${escape(url)} timed out after ${DEADLINE_MS} ms$`),
    reachesSite: false,
    retried: true,
  },
  {
    name: 'malformed JSON',
    fault: { kind: 'truncated' },
    code: 'INVALID_RESPONSE',
    message: (url) => new RegExp(`^Invalid response from ${escape(url)}: the body is not JSON$`),
    reachesSite: true,
    retried: false,
  },
  {
    name: 'a body that breaks the schema',
    fault: { kind: 'wrongSchema' },
    code: 'INVALID_RESPONSE',
    message: (url) => new RegExp(`^Invalid response from ${escape(url)}: \\w+: Invalid`),
    reachesSite: true,
    retried: false,
  },
  {
    name: 'dropped connection',
    fault: { kind: 'reset' },
    code: 'HTTP_NETWORK',
    message: (url) => new RegExp(`^Request to ${escape(url)} failed: fetch failed`),
    reachesSite: false,
    retried: true,
  },
]

/** A frame's SiteApi through the proxy, recording the waits between attempts. */
async function frameApi(storage: FrameStorage = memoryFrameStorage()) {
  const waits: number[] = []
  const api = new SiteApi(storage, proxy.url, DEADLINE_MS, async (ms) => void waits.push(ms))
  // The frame's non-extractable device key: its calls for key shares carry proofs made with it.
  const pair = await deviceKeyPair(storage)
  api.useDeviceKey(pair, clock.now)
  return { api, storage, waits, publicKey: await devicePublicKey(pair) }
}

/** What `run` rejected with, as the frame error and as the page's HatchError. */
async function failure(run: () => Promise<unknown>, what: string): Promise<{ frame: FrameRequestError; page: HatchError }> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FrameRequestError)
  const frame = error as FrameRequestError
  return { frame, page: frameError(page.context, new FrameReplyError(frame.message, frame.code), what) }
}

function expectFault(f: SiteFault, got: { frame: FrameRequestError; page: HatchError }, path: string) {
  expect(got.frame.code).toBe(f.code)
  expect(got.frame.message).toMatch(f.message(`${proxy.url}${path}`))
  // The page shows the same catalogue error: its code, the same text.
  expect(got.page.code).toBe(f.code)
  expect(got.page.shortMessage).toBe(got.frame.message)
}

/** A login code for `email`, asked without a fault, read from the e-mail after message `after`. */
async function codeFor(api: SiteApi, email: string, binding: string, deviceKey: string, after = 0) {
  const asked = await api.requestCode(email, binding, deviceKey)
  if (asked.action !== 'VERIFY_OTP') throw new Error('expected a code, got a device approval')
  const mail = await nextMail(info, email, after)
  return { challengeId: asked.challengeId, code: codeIn(mail), mailId: mail.id }
}

describe.each(siteFaults)('site call fault: $name', (f) => {
  it('POST /email/code (ask for a code): the error, asked once, nothing stored; asking again sends a code', async () => {
    const { api, storage, waits } = await frameApi()
    const email = uniqueEmail(`site-code-${f.fault.kind.toLowerCase()}`)
    const binding = frameSecret()
    const deviceKey = frameSecret()
    const before = proxy.hits('/email/code').length
    await proxy.set(f.fault)
    let got
    try {
      got = await failure(() => api.requestCode(email, binding, deviceKey), 'CONNECT_EMAIL')
    } finally {
      await proxy.heal()
    }
    expectFault(f, got, '/email/code')
    // Never sent twice behind the visitor's back (a second e-mail): one request, no wait.
    expect(proxy.hits('/email/code').length - before).toBe(1)
    expect(waits).toEqual([])
    expect(await storage.get('session')).toBeUndefined()

    let after = 0
    if (f.reachesSite) {
      // The site did send that code (only its reply was spoiled) …
      after = (await nextMail(info, email)).id
      // … so its 30 s resend rule holds, and the page says so.
      const early = await failure(() => api.requestCode(email, binding, deviceKey), 'CONNECT_EMAIL')
      expect(early.frame.code).toBe('EMAIL_COOLDOWN')
      expect(early.page.shortMessage).toBe('Please try again after 30 seconds')
      clock.advance(30_000)
    }
    const { challengeId, code } = await codeFor(api, email, binding, deviceKey, after)
    const session = await api.verifyCode(challengeId, code, binding, deviceKey)
    expect(session.email).toBe(email)
  })

  it('POST /email/verify (check the code): the error, no half-written session; the visitor gets in once the fault is gone', async () => {
    const { api, storage, waits } = await frameApi()
    const email = uniqueEmail(`site-verify-${f.fault.kind.toLowerCase()}`)
    const binding = frameSecret()
    const deviceKey = frameSecret()
    const { challengeId, code, mailId } = await codeFor(api, email, binding, deviceKey)
    const before = proxy.hits('/email/verify').length
    await proxy.set(f.fault)
    let got
    try {
      got = await failure(() => api.verifyCode(challengeId, code, binding, deviceKey), 'CONNECT_OTP')
    } finally {
      await proxy.heal()
    }
    expectFault(f, got, '/email/verify')
    expect(proxy.hits('/email/verify').length - before).toBe(1)
    expect(waits).toEqual([])
    expect(await storage.get('session')).toBeUndefined()

    let session: StoredSession
    if (f.reachesSite) {
      // The site used the code up; the page says so and a new code gets the visitor in.
      const used = await failure(() => api.verifyCode(challengeId, code, binding, deviceKey), 'CONNECT_OTP')
      expect(used.page.shortMessage).toBe('This code has expired or was already used. Request a new code')
      clock.advance(30_000)
      const fresh = await codeFor(api, email, binding, deviceKey, mailId)
      session = await api.verifyCode(fresh.challengeId, fresh.code, binding, deviceKey)
    } else {
      session = await api.verifyCode(challengeId, code, binding, deviceKey)
    }
    expect(session.email).toBe(email)
    expect(await storage.get('session')).toEqual(session)
  })

  it(`GET /keys/eip155 (the key's server half, a read): ${f.retried ? 'retried 3 times per the policy' : 'not retried'}, the session kept; read once the fault is gone`, async () => {
    const { api, storage, waits, publicKey } = await frameApi()
    const email = uniqueEmail(`site-key-${f.fault.kind.toLowerCase()}`)
    const binding = frameSecret()
    const deviceKey = frameSecret()
    const { challengeId, code } = await codeFor(api, email, binding, deviceKey)
    const session = await api.verifyCode(challengeId, code, binding, deviceKey, publicKey)
    const address = `0x${'ab'.repeat(20)}`
    const serverShare = Buffer.alloc(48, 1).toString('base64')
    await api.saveKey('eip155', {
      address,
      serverShare,
      recoveryShare: Buffer.alloc(48, 2).toString('base64'),
      recoveryServerShare: Buffer.alloc(48, 5).toString('base64'),
    })

    const before = proxy.hits('/keys/eip155').length
    await proxy.set(f.fault)
    let got
    try {
      got = await failure(() => api.serverKey('eip155'), 'GET_USER')
    } finally {
      await proxy.heal()
    }
    expectFault(f, got, '/keys/eip155')
    expect(proxy.hits('/keys/eip155').length - before).toBe(f.retried ? 4 : 1)
    // 150 / 300 / 600 ms apart; a Retry-After of 2 s replaces each delay.
    expect(waits).toEqual(!f.retried ? [] : f.fault.kind === 'status' && f.fault.retryAfter ? [2000, 2000, 2000] : [150, 300, 600])
    expect(await storage.get('session')).toEqual(session)

    expect(await api.serverKey('eip155')).toEqual({ address, serverShare })
  })
})

describe('site call faults: retries that recover, and waits that are not made', () => {
  async function loggedIn() {
    const { api, storage, waits, publicKey } = await frameApi()
    const email = uniqueEmail('site-retry')
    const binding = frameSecret()
    const deviceKey = frameSecret()
    const { challengeId, code } = await codeFor(api, email, binding, deviceKey)
    await api.verifyCode(challengeId, code, binding, deviceKey, publicKey)
    const address = `0x${'cd'.repeat(20)}`
    const serverShare = Buffer.alloc(48, 3).toString('base64')
    await api.saveKey('eip155', {
      address,
      serverShare,
      recoveryShare: Buffer.alloc(48, 4).toString('base64'),
      recoveryServerShare: Buffer.alloc(48, 6).toString('base64'),
    })
    return { api, storage, waits, key: { address, serverShare } }
  }

  it('a read that meets two 429s with Retry-After: 1 waits 1 s twice and returns the key on the third attempt', async () => {
    const { api, waits, key } = await loggedIn()
    const before = proxy.hits('/keys/eip155').length
    await proxy.set({ kind: 'status', status: 429, retryAfter: '1' }, 2)
    expect(await api.serverKey('eip155')).toEqual(key)
    expect(proxy.hits('/keys/eip155').length - before).toBe(3)
    expect(waits).toEqual([1000, 1000])
  })

  const recoveries: { name: string; fault: Fault; times: number; waits: number[] }[] = [
    { name: 'two dropped connections', fault: { kind: 'reset' }, times: 2, waits: [150, 300] },
    { name: 'a hang past the deadline', fault: { kind: 'hang' }, times: 1, waits: [150] },
    { name: 'three 502s', fault: { kind: 'status', status: 502 }, times: 3, waits: [150, 300, 600] },
  ]
  it.each(recoveries)('a read that meets $name recovers on the next attempt, waiting 150 ms doubling', async ({ fault, times, waits: expected }) => {
    const { api, waits, key } = await loggedIn()
    const before = proxy.hits('/keys/eip155').length
    await proxy.set(fault, times)
    expect(await api.serverKey('eip155')).toEqual(key)
    expect(proxy.hits('/keys/eip155').length - before).toBe(times + 1)
    expect(waits).toEqual(expected)
  })

  it('a 503 with Retry-After beyond 30 s is not waited for inside the frame: it fails at once', async () => {
    const { api, waits } = await loggedIn()
    const before = proxy.hits('/keys/eip155').length
    await proxy.set({ kind: 'status', status: 503, retryAfter: '120' })
    try {
      const got = await failure(() => api.serverKey('eip155'), 'GET_USER')
      expect(got.page.shortMessage).toBe('HTTP status code: 503')
    } finally {
      await proxy.heal()
    }
    expect(proxy.hits('/keys/eip155').length - before).toBe(1)
    expect(waits).toEqual([])
  })
})
