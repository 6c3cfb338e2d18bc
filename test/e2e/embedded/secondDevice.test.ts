/**
 * A second browser profile logs in with the same e-mail: the secure site first asks for the new
 * device to be approved from the mailbox (VERIFY_DEVICE → CONNECT_DEVICE), then sends a code
 * (CONNECT_OTP), and the second browser gets the same address and signs for it. Each approved browser
 * re-splits the key: a third one gets its own shares too.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { approveRequest } from './secureWindow.js'
import { DeviceRegistry } from '../../../secure-site/auth/deviceRegistry.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
const profiles: OpenedPage[] = []
const email = `two-browsers-${Date.now().toString(36)}@example.test`

beforeAll(async () => {
  // Three browsers log in within seconds: a 1 s resend cooldown instead of 30 s (the 30 s rule has its own tests).
  ;[stack, browser] = await Promise.all([startFrameStack(info, { otp: { resendCooldownMs: 1_000 } }), launchBrowser()])
})
afterAll(async () => {
  await Promise.all(profiles.map((p) => p.close()))
  await browser?.close()
  await stack?.stop()
})

type Outcome = { ok: true; value: any } | { ok: false; message: string; code: unknown }
const call = (page: Page, type: string, payload: unknown = {}): Promise<Outcome> =>
  page.evaluate(
    ([t, p]) =>
      (window.frameClient!.request as (t: string, p: unknown) => Promise<unknown>)(t, p).then(
        (value) => ({ ok: true as const, value }),
        (error: Error & { code?: unknown }) => ({ ok: false as const, message: error.message, code: error.code }),
      ),
    [type, payload] as const,
  )

/** A fresh browser profile (its own storage) on the test page, frame ready. */
async function profile(): Promise<Page> {
  const opened = await openPage(browser, stack.pageUrl('client'))
  profiles.push(opened)
  await opened.page.evaluate(() => window.frameClient!.ready)
  return opened.page
}

let firstAddress: string
let firstSolana: string
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
let lastMail = 0

it('creates the account in the first browser', async () => {
  const page = await profile()
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  const mail = await nextMail(info, email)
  lastMail = mail.id
  // It names the page the code is entered on (the frame's parent), by its host.
  expect(mail.text).toContain(`Enter this code in the ${new URL(stack.pageUrl('client')).host} window`)
  expect(await call(page, 'CONNECT_OTP', { otp: codeIn(mail) })).toEqual({ ok: true, value: {} })
  const user = await call(page, 'GET_USER')
  firstAddress = (user as { value: { address: string } }).value.address
  expect(firstAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  firstSolana = ((await call(page, 'GET_USER', { chainId: SOLANA })) as { value: { address: string } }).value.address
  expect(firstSolana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
})

/** A new browser profile approved from the mailbox and logged in; it signs for the account's address. */
async function approvedProfile(): Promise<Page> {
  const page = await profile()
  // The answer is the same as for any address (issue 28 item 6): only the mailbox shows the approval link.
  // The previous login used up the address's cooldown, so no 30 s wait.
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  const approvalMail = await nextMail(info, email, lastMail)
  lastMail = approvalMail.id
  expect(approvalMail.subject).toBe('Approve a new device')
  // It names the page that asked and the browser (issue 28 item 7).
  expect(approvalMail.text).toContain(`Site: ${new URL(stack.pageUrl('client')).origin}`)
  expect(approvalMail.text).toMatch(/Browser: Chrome on Linux/)
  const link = /(http:\/\/127\.0\.0\.1:\d+\/device\/approve\?token=[\w-]{43})/.exec(approvalMail.text)?.[1] as string
  expect(link).toBeDefined()

  // A GET of the link (a mail scanner) approves nothing; the visitor clicks Approve.
  const approvalPage = await page.context().newPage()
  await approvalPage.goto(link)
  await expect.poll(() => approvalPage.getByRole('heading', { name: 'Approve a new device?' }).count()).toBe(1)
  expect(await approvalPage.getByRole('button', { name: "This wasn't me" }).count()).toBe(1)
  await approvalPage.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => approvalPage.getByRole('heading', { name: 'Device approved' }).count()).toBe(1)
  await approvalPage.goto(link)
  expect(await approvalPage.getByRole('heading', { name: 'Link expired' }).count()).toBe(1)
  await approvalPage.close()

  const codeMail = await nextMail(info, email, lastMail)
  lastMail = codeMail.id
  expect(codeMail.text).toContain(`Enter this code in the ${new URL(stack.pageUrl('client')).host} window`)
  expect(await call(page, 'CONNECT_OTP', { otp: codeIn(codeMail) })).toEqual({ ok: true, value: {} })
  expect(await call(page, 'GET_USER')).toMatchObject({ ok: true, value: { email, address: firstAddress } })
  expect(await call(page, 'GET_USER', { chainId: SOLANA })).toMatchObject({ ok: true, value: { address: firstSolana } })

  // It signs for that address (approved inside its own frame).
  await page.evaluate(() => window.frameClient!.iframe.setAttribute('style', 'position:fixed;top:10px;left:10px;width:480px;height:420px;border:0'))
  const signing = page.evaluate(
    (address) => window.frameClient!.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6f6e652061646472657373', address] }),
    firstAddress,
  )
  const frame = page.frameLocator('iframe[title="Hatch wallet"]')
  await approveRequest(page, frame)
  const { result } = (await signing) as { result: `0x${string}` }
  expect(await verifyMessage({ address: firstAddress as `0x${string}`, message: 'one address', signature: result })).toBe(true)
  return page
}

/** The browsers of this account that hold their own server half, by namespace. */
const ownShares = async () =>
  (
    await stack.site.db.query(
      `SELECT k.namespace, k.device_id FROM device_key_shares k JOIN email_identities e ON e.user_id = k.user_id WHERE e.email = $1 ORDER BY k.namespace`,
      [email],
    )
  ).map((r) => ({ namespace: String(r.namespace), device: String(r.device_id) }))

it('asks a second browser to approve the device from the mailbox, then logs it in to the same address', async () => {
  await approvedProfile()
  // The second browser re-split both keys: it holds its own shares, not the recovery share.
  expect((await ownShares()).map((r) => r.namespace)).toEqual(['eip155', 'solana'])
})

it('gives a third browser its own shares too (no browser reuses the recovery share)', async () => {
  await new Promise((r) => setTimeout(r, 1_100))
  await approvedProfile()
  const rows = await ownShares()
  expect(rows.map((r) => r.namespace)).toEqual(['eip155', 'eip155', 'solana', 'solana'])
  expect(new Set(rows.map((r) => r.device)).size).toBe(2)
})

it("(issue 28, two devices) both browsers sign, each with its own device key and its own share; no browser is served another one's", async () => {
  // The first browser still signs after the others were approved.
  const first = profiles[0]!.page
  await first.evaluate(() => window.frameClient!.iframe.setAttribute('style', 'position:fixed;top:10px;left:10px;width:480px;height:420px;border:0'))
  const signing = first.evaluate(
    (address) => window.frameClient!.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6669727374', address] }),
    firstAddress,
  )
  await approveRequest(first, first.frameLocator('iframe[title="Hatch wallet"]'))
  const { result } = (await signing) as { result: `0x${string}` }
  expect(await verifyMessage({ address: firstAddress as `0x${string}`, message: 'first', signature: result })).toBe(true)
  // Every browser registered its own non-extractable device key; the first server share pairs with the
  // browser that made the key only, and each later browser has its own server half.
  const devices = await stack.site.db.query(
    `SELECT d.id, d.public_key FROM devices d JOIN email_identities e ON e.user_id = d.user_id WHERE e.email = $1 AND d.verified_at IS NOT NULL ORDER BY d.created_at`,
    [email],
  )
  expect(devices).toHaveLength(3)
  expect(new Set(devices.map((d) => d.public_key)).size).toBe(3)
  for (const d of devices) expect(String(d.public_key)).toMatch(/^[A-Za-z0-9_-]{80,200}$/)
  const firstPaired = await stack.site.db.query(
    "SELECT k.device_id FROM key_shares k JOIN email_identities e ON e.user_id = k.user_id WHERE e.email = $1 AND k.kind = 'server'",
    [email],
  )
  expect(firstPaired.map((r) => String(r.device_id))).toEqual([String(devices[0]!.id), String(devices[0]!.id)])
  expect(new Set((await ownShares()).map((r) => r.device))).toEqual(new Set([String(devices[1]!.id), String(devices[2]!.id)]))
  // The frame's device key cannot be read out, even by the frame's own script.
  const exported = await first
    .frameLocator('iframe[title="Hatch wallet"]')
    .locator('body')
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('hatch-frame', 1)
          open.onsuccess = () => {
            const read = open.result.transaction('kv').objectStore('kv').get('deviceSigningKey')
            read.onsuccess = () => {
              const pair = read.result as CryptoKeyPair
              crypto.subtle.exportKey('pkcs8', pair.privateKey).then(
                () => resolve('exported'),
                (error: Error) => resolve(`${pair.privateKey.extractable}:${error.name}`),
              )
            }
          }
        }),
    )
  expect(exported).toBe('false:InvalidAccessError')
})

it("(issue 31 item 4) a browser removed from the account: its next signature fails with 'This browser was removed from your wallet' before any prompt, and it is signed out", async () => {
  const third = profiles[2]!.page
  const [row] = await stack.site.db.query(
    `SELECT d.id, d.user_id FROM devices d JOIN email_identities e ON e.user_id = d.user_id WHERE e.email = $1 AND d.verified_at IS NOT NULL ORDER BY d.created_at DESC LIMIT 1`,
    [email],
  )
  // What "Remove" in another browser's Devices does (POST /devices/remove, proven by that browser's key).
  await new DeviceRegistry(stack.site.db, { now: () => Date.now() }).remove(String(row!.user_id), { id: String(row!.id) })
  await third.evaluate(() => window.frameClient!.iframe.setAttribute('style', 'position:fixed;top:10px;left:10px;width:480px;height:420px;border:0'))
  // It fails before any prompt: the frame fetches the server half before it asks the visitor.
  const signing = call(third, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x72656d6f766564', firstAddress] })
  expect(await signing).toMatchObject({ ok: false, message: 'This browser was removed from your wallet' })
  expect(await third.frameLocator('iframe[title="Hatch wallet"]').getByRole('heading', { name: 'Sign message' }).count()).toBe(0)
  expect(await call(third, 'IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: false } })
})
