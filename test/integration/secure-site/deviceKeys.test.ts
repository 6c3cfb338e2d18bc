/**
 * Issue 28 item 9 and issue 31 item 4 (server side): key shares go only to calls proven with the
 * browser's non-extractable P-256 device key, a new browser never gets the first server share on
 * its own, and a browser cut off (its row deleted, or removed from Devices) gets nothing. The
 * attacker is plain HTTP (curl's view) against the real server; the frame's own key code
 * (secure-site/frame, WebCrypto in Node) plays the browsers.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hashMessage, recoverAddress } from 'viem'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage, type FrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, enrolDevice, withAccount } from '../../../secure-site/frame/keyShares.js'
import { DEVICE_PROOF_HEADER, deviceProof } from '../../../secure-site/frame/deviceProof.js'
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
  type ApiReply,
  type TestDevice,
  verifyAsDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
const email = uniqueEmail('device-keys')
let lastMail = 0
let userId: string
let address: string

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

interface Browser {
  device: TestDevice
  storage: FrameStorage
  token: string
  refreshToken: string
}

const call = (browser: Browser, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) =>
  provenCall(site, browser.device, browser.token, method, path, body, clock.now())

/** Plain HTTP with a bearer token and nothing else: what curl sends. */
async function curl(method: string, path: string, token: string, body?: unknown): Promise<ApiReply> {
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: (await response.json()) as ApiReply['body'], headers: response.headers }
}

/** Signs with the browser's own share and the server half the site serves it; the signer's address. */
async function signs(browser: Browser): Promise<string> {
  const served = await call(browser, 'GET', '/keys/eip155')
  if (served.status !== 200) throw new Error(`no server share: ${served.status} ${JSON.stringify(served.body)}`)
  const message = `hello ${Math.random()}`
  const signature = await withAccount(browser.storage, userId, served.body.serverShare as string, (account) => account.signMessage({ message }))
  return recoverAddress({ hash: hashMessage(message), signature })
}

/** A new browser approved from the mailbox and logged in (with `publicKey` unless told not to), not yet enrolled. */
async function approvedLogin(device: TestDevice, options: { register?: boolean; userAgent?: string } = {}): Promise<ApiReply> {
  clock.advance(30_000)
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding, deviceKey: device.deviceKey })
  const approvalMail = await nextMail(info, email, lastMail)
  lastMail = approvalMail.id
  const token = /token=([\w-]{43})/.exec(approvalMail.text)?.[1] as string
  const approved = await fetch(`${site.url}/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
    body: `token=${token}`,
  })
  expect(approved.status).toBe(200)
  const codeMail = await nextMail(info, email, lastMail)
  lastMail = codeMail.id
  return post(
    site,
    '/email/verify',
    {
      challengeId: asked.body.challengeId,
      code: codeIn(codeMail),
      binding,
      deviceKey: device.deviceKey,
      ...(options.register === false ? {} : { devicePublicKey: device.publicKey }),
    },
    { 'user-agent': options.userAgent ?? FIREFOX_WINDOWS },
  )
}

/** An approved browser that enrols as the frame does: recovery + first server share once, re-split, its own half saved. */
async function enrolledBrowser(device?: TestDevice): Promise<Browser> {
  const own = device ?? (await newDevice())
  const login = await approvedLogin(own)
  expect(login.status).toBe(200)
  const browser: Browser = {
    device: own,
    storage: memoryFrameStorage(),
    token: login.body.accessToken as string,
    refreshToken: login.body.refreshToken as string,
  }
  const released = await call(browser, 'GET', '/keys/recovery')
  expect(released.status).toBe(200)
  const [shares] = released.body.shares as { address: string; recoveryShare: string; serverShare: string }[]
  await enrolDevice(browser.storage, userId, shares!.address, shares!.recoveryShare, shares!.serverShare, 'eip155', async (share) => {
    expect((await call(browser, 'PUT', '/keys/eip155/device', { address, serverShare: share })).status).toBe(201)
  })
  return browser
}

let first: Browser
beforeAll(async () => {
  // One account logs in from many browsers here: the per-address hourly cap (5, tested elsewhere) is raised.
  site = await startTestSite(info, { otp: { sendsPerHourPerEmail: 50, sendsPerHourPerIp: 100 } }, { clock })
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding)
  lastMail = got.mail.id
  const device = await newDevice()
  const login = await post(
    site,
    '/email/verify',
    { challengeId: got.challengeId, code: got.code, binding, deviceKey: device.deviceKey, devicePublicKey: device.publicKey },
    { 'user-agent': CHROME_LINUX },
  )
  userId = login.body.userId as string
  first = { device, storage: memoryFrameStorage(), token: login.body.accessToken as string, refreshToken: login.body.refreshToken as string }
  const key = await createKey(first.storage, userId)
  address = key.address
  expect((await call(first, 'PUT', '/keys/eip155', key)).status).toBe(201)
})
afterAll(() => site?.stop())

/** True when a reply carries anything that could be a key share. */
const holdsShare = (reply: ApiReply) => /Share|shares/.test(JSON.stringify(reply.body))

describe('issue 28 item 9: a key is rebuilt only inside a frame holding its device key', () => {
  it('(28.9) refuses every key route to a valid session token sent without a device-key proof (curl with a copied token)', async () => {
    expect(await signs(first)).toBe(address)
    for (const [method, path, body] of [
      ['GET', '/keys/eip155'],
      ['GET', '/keys/solana'],
      ['GET', '/keys/recovery'],
      ['GET', '/devices'],
      ['PUT', '/keys/eip155/device', { address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' }],
    ] as const) {
      const reply = await curl(method, path, first.token, body)
      expect(reply.status, `${method} ${path}`).toBe(403)
      expect(reply.body.error?.code).toBe('DEVICE_PROOF_INVALID')
      expect(holdsShare(reply)).toBe(false)
    }
    expect((await curl('GET', '/keys/eip155', first.token)).body.error?.message).toBe(
      'This browser could not prove it holds its device key: the hatch-device-proof header is missing or malformed',
    )
  })

  it('(28.9) gives a scripted new-device login (mailbox approval, plain fetch, no device key) neither the recovery share nor a server share', async () => {
    const scripted = await newDevice()
    const login = await approvedLogin(scripted, { register: false })
    expect(login.status).toBe(200)
    const token = login.body.accessToken as string
    for (const path of ['/keys/recovery', '/keys/eip155']) {
      const bare = await curl('GET', path, token)
      expect(bare.status).toBe(403)
      expect(holdsShare(bare)).toBe(false)
      // Signing with a key of its own, made after the login, proves nothing: the session registered none.
      const signed = await provenCall(site, scripted, token, 'GET', path, undefined, clock.now())
      expect(signed.status).toBe(403)
      expect(signed.body.error?.message).toBe('This browser could not prove it holds its device key: this browser registered no device key at login')
    }
  })

  it('(28.9) accepts a proof once, for its own method, path, body, session and time', async () => {
    const path = '/api/v1/keys/eip155'
    const proofFor = (over: Partial<{ method: string; path: string; body: string; token: string }> = {}, at = clock.now()) =>
      deviceProof(first.device.pair, { method: 'GET', path, body: '', token: first.token, ...over }, at)
    const send = (proof: string, method = 'GET', body?: string) =>
      fetch(`${site.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${first.token}`, [DEVICE_PROOF_HEADER]: proof, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
      })
    const proof = await proofFor()
    expect((await send(proof)).status).toBe(200)
    const replayed = await send(proof)
    expect(replayed.status).toBe(403)
    expect(((await replayed.json()) as ApiReply['body']).error?.message).toBe(
      'This browser could not prove it holds its device key: this proof was already used',
    )
    expect((await send(await proofFor({ path: '/api/v1/keys/solana' }))).status).toBe(403)
    expect((await send(await proofFor({ token: frameSecret() }))).status).toBe(403)
    expect((await send(await proofFor({}, clock.now() - 120_000))).status).toBe(403)
    expect((await send(await proofFor({}, clock.now() + 120_000))).status).toBe(403)
    // The body is signed: a proof for one share upload does not carry another.
    const put = await proofFor({ method: 'PUT', path: '/api/v1/keys/eip155/device', body: '{"a":1}' })
    expect(
      (
        await fetch(`${site.url}/api/v1/keys/eip155/device`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${first.token}`, [DEVICE_PROOF_HEADER]: put, 'content-type': 'application/json' },
          body: JSON.stringify({ address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' }),
        })
      ).status,
    ).toBe(403)
    // Another browser's key signing for this session.
    const other = await newDevice()
    expect((await provenCall(site, other, first.token, 'GET', '/keys/eip155', undefined, clock.now())).status).toBe(403)
  })

  it('(28.9) refuses a login that presents a known device id with another device key', async () => {
    const thief = await newDevice()
    const binding = frameSecret()
    clock.advance(30_000)
    const got = await requestCode(site, info, email, binding, lastMail)
    lastMail = got.mail.id
    const login = await post(site, '/email/verify', {
      challengeId: got.challengeId,
      code: got.code,
      binding,
      deviceKey: first.device.deviceKey,
      devicePublicKey: thief.publicKey,
    })
    expect(login.status).toBe(403)
    expect(login.body.error?.code).toBe('DEVICE_PROOF_INVALID')
  })

  it('(28.9) never serves the first server share to a new browser on its own: only once with the recovery share, then its own half', async () => {
    const device = await newDevice()
    const login = await approvedLogin(device)
    const browser: Browser = { device, storage: memoryFrameStorage(), token: login.body.accessToken as string, refreshToken: '' }
    const before = await call(browser, 'GET', '/keys/eip155')
    expect(before.status).toBe(403)
    expect(holdsShare(before)).toBe(false)
    const released = await call(browser, 'GET', '/keys/recovery')
    expect(released.status).toBe(200)
    expect((await call(browser, 'GET', '/keys/recovery')).status).toBe(403)
    const [shares] = released.body.shares as { recoveryShare: string; serverShare: string }[]
    await enrolDevice(browser.storage, userId, address, shares!.recoveryShare, shares!.serverShare, 'eip155', async (share) => {
      expect((await call(browser, 'PUT', '/keys/eip155/device', { address, serverShare: share })).status).toBe(201)
    })
    const own = (await call(browser, 'GET', '/keys/eip155')).body.serverShare
    expect(own).not.toBe(shares!.serverShare)
    expect(await signs(browser)).toBe(address)
  })

  it('(28.9) cuts off a browser whose row is deleted: its token and its proofs get nothing', async () => {
    const browser = await enrolledBrowser()
    expect(await signs(browser)).toBe(address)
    await site.db.query('DELETE FROM devices WHERE user_id = $1 AND public_key = $2', [userId, browser.device.publicKey])
    for (const path of ['/keys/eip155', '/keys/recovery', '/devices']) {
      const reply = await call(browser, 'GET', path)
      expect(reply.status).toBe(401)
      expect(holdsShare(reply)).toBe(false)
    }
    expect((await post(site, '/session/refresh', { refreshToken: browser.refreshToken })).status).toBe(401)
    await expect(signs(browser)).rejects.toThrow('no server share: 401')
    expect(await signs(first)).toBe(address)
  })
})

describe('issue 31 item 4: Devices', () => {
  it('lists the browsers holding a share with a name from the user agent and first and last use', async () => {
    const firefox = await enrolledBrowser()
    const listed = await call(first, 'GET', '/devices')
    expect(listed.status).toBe(200)
    const devices = listed.body.devices as { id: string; browser: string; firstUsedAt: number; lastUsedAt: number; current: boolean }[]
    expect(devices.find((d) => d.current)).toMatchObject({ browser: 'Chrome on Linux', lastUsedAt: clock.now() })
    expect(devices.filter((d) => d.browser === 'Firefox on Windows').length).toBeGreaterThanOrEqual(1)
    for (const d of devices) expect(d.firstUsedAt).toBeLessThanOrEqual(d.lastUsedAt)
    await call(firefox, 'GET', '/keys/eip155')
  })

  it("names the browsers in the frame's language (?locale=), the database keeping the English name; an unshipped language reads English", async () => {
    const german = (await call(first, 'GET', '/devices?locale=de')).body.devices as { browser: string; current: boolean }[]
    expect(german.find((d) => d.current)?.browser).toBe('Chrome unter Linux')
    expect(german.some((d) => d.browser === 'Firefox unter Windows')).toBe(true)
    const unshipped = (await call(first, 'GET', '/devices?locale=xx')).body.devices as { browser: string; current: boolean }[]
    expect(unshipped.find((d) => d.current)?.browser).toBe('Chrome on Linux')
    expect(await site.db.query("SELECT 1 FROM devices WHERE browser = 'Chrome unter Linux'")).toEqual([])
    expect((await site.db.query("SELECT 1 FROM devices WHERE browser = 'Chrome on Linux'")).length).toBeGreaterThan(0)
  })

  it("removes one browser: its next call fails with 'This browser was removed from your wallet', its shares are gone, and it can be approved again", async () => {
    const device = await newDevice()
    const removedOne = await enrolledBrowser(device)
    const listed = (await call(removedOne, 'GET', '/devices')).body.devices as { id: string; current: boolean }[]
    const ownId = listed.find((d) => d.current)?.id as string
    expect((await call(first, 'POST', '/devices/remove', { deviceId: ownId })).body).toEqual({ removed: 1 })

    const next = await call(removedOne, 'GET', '/keys/eip155')
    expect(next.status).toBe(401)
    expect(next.body.error).toMatchObject({ code: 'DEVICE_REMOVED', message: 'This browser was removed from your wallet' })
    expect((await post(site, '/session/refresh', { refreshToken: removedOne.refreshToken })).body.error?.code).toBe('DEVICE_REMOVED')
    expect((await site.db.query('SELECT 1 FROM device_key_shares WHERE device_id = $1', [ownId])).length).toBe(0)
    // Its code alone does not log it back in: it is a new device again, approved from the mailbox.
    clock.advance(30_000)
    const binding = frameSecret()
    const got = await requestCode(site, info, email, binding, lastMail)
    lastMail = got.mail.id
    const refused = await verifyAsDevice(site, got, binding, device)
    expect(refused.body.error?.code).toBe('FRAME_DEVICE_NOT_VERIFIED')
    const again = await enrolledBrowser(device)
    expect(await signs(again)).toBe(address)
  })

  it('removes every other browser at once, including the one that made the key; the one asking keeps signing', async () => {
    const keeper = await enrolledBrowser()
    const removed = (await call(keeper, 'POST', '/devices/remove', {})).body.removed as number
    expect(removed).toBeGreaterThanOrEqual(1)
    const listed = (await call(keeper, 'GET', '/devices')).body.devices as { current: boolean }[]
    expect(listed).toEqual([expect.objectContaining({ current: true })])
    const firstNext = await call(first, 'GET', '/keys/eip155')
    expect(firstNext.body.error?.message).toBe('This browser was removed from your wallet')
    expect(await signs(keeper)).toBe(address)
    // The browser asking cannot remove itself this way (sign-out is for that).
    const selfId = (listed[0] as unknown as { id: string }).id
    expect((await call(keeper, 'POST', '/devices/remove', { deviceId: selfId })).status).toBe(400)
    // Removing a browser is proven with the device key too.
    expect((await curl('POST', '/devices/remove', keeper.token, {})).status).toBe(403)
  })
})

it('keeps /me answering a plain bearer token (it holds no share)', async () => {
  const fresh = await newDevice()
  expect((await getWithToken(site, '/me', (await approvedLogin(fresh)).body.accessToken as string)).status).toBe(200)
})
