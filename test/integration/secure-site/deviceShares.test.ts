/**
 * Per-device shares: every browser approved after the first rebuilds the key once from the
 * recovery share and re-splits it, so each holds its own share paired with its own server half
 * (none keeps the recovery share). Runs the frame's own key code (secure-site/frame/keyShares.ts,
 * WebCrypto in Node, storage in memory) against the real server.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { hashMessage, recoverAddress } from 'viem'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage, type FrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, enrolDevice, withAccount } from '../../../secure-site/frame/keyShares.js'
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
  type TestDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

const email = uniqueEmail('device-shares')
let lastMail = 0
let userId: string
let address: string

interface Browser {
  storage: FrameStorage
  token: string
  device: TestDevice
}
const first: Browser = { storage: memoryFrameStorage(), token: '', device: undefined as unknown as TestDevice }

const put = async (path: string, browser: Browser, body: unknown) => provenCall(site, browser.device, browser.token, 'PUT', path, body, clock.now())
const serverShareOf = async (browser: Browser) =>
  (await provenCall(site, browser.device, browser.token, 'GET', '/keys/eip155', undefined, clock.now())).body.serverShare as string
/** Signs with the browser's share and the server half the secure site gives this browser. */
async function signs(browser: Browser, share?: string): Promise<string> {
  const message = `hello from ${Math.random()}`
  const signature = await withAccount(browser.storage, userId, share ?? (await serverShareOf(browser)), (account) => account.signMessage({ message }))
  return recoverAddress({ hash: hashMessage(message), signature })
}

/** A new browser approved from the mailbox and logged in; it then enrols as the frame does. */
async function approvedBrowser(): Promise<Browser> {
  clock.advance(30_000)
  const binding = frameSecret()
  const device = await newDevice()
  const deviceKey = device.deviceKey
  const asked = await post(site, '/email/code', { email, binding, deviceKey })
  const approvalMail = await nextMail(info, email, lastMail)
  lastMail = approvalMail.id
  const token = /token=([\w-]{43})/.exec(approvalMail.text)?.[1] as string
  expect(
    (
      await fetch(`${site.url}/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
        body: `token=${token}`,
      })
    ).status,
  ).toBe(200)
  const codeMail = await nextMail(info, email, lastMail)
  lastMail = codeMail.id
  const login = await post(site, '/email/verify', {
    challengeId: asked.body.challengeId,
    code: codeIn(codeMail),
    binding,
    deviceKey,
    devicePublicKey: device.publicKey,
  })
  expect(login.status).toBe(200)
  const browser: Browser = { storage: memoryFrameStorage(), token: login.body.accessToken as string, device }
  const released = await provenCall(site, device, browser.token, 'GET', '/keys/recovery', undefined, clock.now())
  const [recovery] = released.body.shares as { address: string; recoveryShare: string; serverShare: string }[]
  await enrolDevice(browser.storage, userId, recovery!.address, recovery!.recoveryShare, recovery!.serverShare, 'eip155', async (share) => {
    const saved = await put('/keys/eip155/device', browser, { address, serverShare: share })
    expect(saved.status).toBe(201)
  })
  return browser
}

it('gives the first browser the account key (its share pairs with the first server share)', async () => {
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding)
  lastMail = got.mail.id
  first.device = await newDevice()
  const login = await post(site, '/email/verify', {
    challengeId: got.challengeId,
    code: got.code,
    binding,
    deviceKey: first.device.deviceKey,
    devicePublicKey: first.device.publicKey,
  })
  userId = login.body.userId as string
  first.token = login.body.accessToken as string
  const key = await createKey(first.storage, userId)
  address = key.address
  expect((await put('/keys/eip155', first, key)).status).toBe(201)
  expect(await signs(first)).toBe(address)
})

it('gives a second and a third approved browser each its own pair of shares; all sign for the same address', async () => {
  const second = await approvedBrowser()
  const third = await approvedBrowser()
  const [s1, s2, s3] = await Promise.all([serverShareOf(first), serverShareOf(second), serverShareOf(third)])
  expect(new Set([s1, s2, s3]).size).toBe(3)
  expect(await signs(first)).toBe(address)
  expect(await signs(second)).toBe(address)
  expect(await signs(third)).toBe(address)
  // One browser's share with another browser's server half rebuilds nothing.
  await expect(signs(second, s3)).rejects.toThrow('the key shares do not rebuild this account')
  await expect(signs(third, s2)).rejects.toThrow('the key shares do not rebuild this account')
  await expect(signs(third, s1)).rejects.toThrow('the key shares do not rebuild this account')
})

it('refuses a second own share for the same browser (409) and a share for another address (400)', async () => {
  const browser = await approvedBrowser()
  const again = await put('/keys/eip155/device', browser, { address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' })
  expect(again.status).toBe(409)
  const wrong = await put('/keys/eip155/device', first, {
    address: '0x000000000000000000000000000000000000dEaD',
    serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh',
  })
  expect(wrong.status).toBe(400)
  expect(wrong.body.error?.message).toBe("Invalid request: address is not this account's eip155 address")
  expect(
    (await put('/keys/eip155/device', { ...first, token: 'not-a-token' }, { address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' })).status,
  ).toBe(401)
  // The first browser still signs with the first server share.
  expect(await signs(first)).toBe(address)
})
