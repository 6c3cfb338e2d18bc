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
import { ManualClock, codeIn, frameSecret, getWithToken, nextMail, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'

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
}
const first: Browser = { storage: memoryFrameStorage(), token: '' }

const put = (path: string, token: string, body: unknown) =>
  fetch(`${site.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
const serverShare = async (token: string) => (await getWithToken(site, '/keys/eip155', token)).body.serverShare as string
/** Signs with the browser's share and the server half the secure site gives this browser. */
async function signs(browser: Browser, share?: string): Promise<string> {
  const message = `hello from ${Math.random()}`
  const signature = await withAccount(browser.storage, userId, share ?? (await serverShare(browser.token)), (account) => account.signMessage({ message }))
  return recoverAddress({ hash: hashMessage(message), signature })
}

/** A new browser approved from the mailbox and logged in; it then enrols as the frame does. */
async function approvedBrowser(): Promise<Browser> {
  clock.advance(30_000)
  const binding = frameSecret()
  const deviceKey = frameSecret()
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
  const login = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code: codeIn(codeMail), binding, deviceKey })
  expect(login.status).toBe(200)
  const browser: Browser = { storage: memoryFrameStorage(), token: login.body.accessToken as string }
  const [recovery] = (await getWithToken(site, '/keys/recovery', browser.token)).body.shares as { address: string; recoveryShare: string }[]
  await enrolDevice(browser.storage, userId, recovery!.address, recovery!.recoveryShare, await serverShare(browser.token), 'eip155', async (share) => {
    const saved = await put('/keys/eip155/device', browser.token, { address, serverShare: share })
    expect(saved.status).toBe(201)
  })
  return browser
}

it('gives the first browser the account key (its share pairs with the first server share)', async () => {
  const binding = frameSecret()
  const got = await requestCode(site, info, email, binding)
  lastMail = got.mail.id
  const login = await post(site, '/email/verify', { challengeId: got.challengeId, code: got.code, binding, deviceKey: frameSecret() })
  userId = login.body.userId as string
  first.token = login.body.accessToken as string
  const key = await createKey(first.storage, userId)
  address = key.address
  expect((await put('/keys/eip155', first.token, key)).status).toBe(201)
  expect(await signs(first)).toBe(address)
})

it('gives a second and a third approved browser each its own pair of shares; all sign for the same address', async () => {
  const second = await approvedBrowser()
  const third = await approvedBrowser()
  const [s1, s2, s3] = await Promise.all([serverShare(first.token), serverShare(second.token), serverShare(third.token)])
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
  const again = await put('/keys/eip155/device', browser.token, { address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' })
  expect(again.status).toBe(409)
  const wrong = await put('/keys/eip155/device', first.token, {
    address: '0x000000000000000000000000000000000000dEaD',
    serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh',
  })
  expect(wrong.status).toBe(400)
  expect((await wrong.json()).error.message).toBe("Invalid request: address is not this account's eip155 address")
  expect((await put('/keys/eip155/device', 'not-a-token', { address, serverShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' })).status).toBe(401)
  // The first browser still signs with the first server share.
  expect(await signs(first)).toBe(address)
})
