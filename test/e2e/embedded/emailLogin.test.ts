/**
 * A visitor's whole embedded-wallet session in Chromium, page and secure site on different
 * origins: e-mail code read on the sandbox mailbox page, Account data, a message signature that
 * verifies, ETH sent and mined after a click inside the frame, reload keeping the session,
 * sign-out revoking it on the server, and no secret ever in the page's storage (cases 14, 17, 23).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { approveRequest } from './secureWindow.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
const network = info.networks[0]!
const rpc = network.rpcUrls.default.http[0] as string
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator
const email = `visitor-${Date.now().toString(36)}@example.test`
let address: `0x${string}`

const call = <T>(type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) =>
      (window.frameClient!.request as (t: string, p: unknown) => Promise<unknown>)(t, p).then(
        (value) => ({ ok: true as const, value }),
        (error: Error & { code?: unknown }) => ({ ok: false as const, message: error.message, code: error.code }),
      ),
    [type, payload] as const,
  ) as Promise<{ ok: true; value: T } | { ok: false; message: string; code: unknown }>

/** Starts a request without waiting for it; `settled()` gives its outcome later. */
async function start(type: string, payload: unknown): Promise<{ settled(): Promise<unknown> }> {
  const key = `p${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ([k, t, p]) => {
      ;(window as unknown as Record<string, unknown>)[k] = (window.frameClient!.request as (t: string, p: unknown) => Promise<unknown>)(t, p).then(
        (value) => ({ ok: true, value }),
        (error: Error & { code?: unknown }) => ({ ok: false, message: error.message, code: error.code }),
      )
    },
    [key, type, payload] as const,
  )
  return { settled: () => page.evaluate((k) => (window as unknown as Record<string, Promise<unknown>>)[k], key) }
}

/** Shows the frame as the modal's ApproveTransaction view will. */
const showFrame = (style = 'position:fixed;top:20px;left:20px;width:480px;height:420px;border:0;background:#fff') =>
  page.evaluate((s) => window.frameClient!.iframe.setAttribute('style', s), style)

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  frame = page.frameLocator('iframe[title="Hatch wallet"]')
  await page.evaluate(() => window.frameClient!.ready)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

describe('e-mail login', () => {
  it('sends a code that the visitor reads on the mailbox page, and connects with it', async () => {
    const asked = await call<{ action: string }>('APP_CONNECT_EMAIL', { email })
    expect(asked).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })

    const mailbox = await opened.context.newPage()
    await mailbox.goto(`${info.urls.mailbox}/`)
    await mailbox.getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await mailbox.getByRole('button', { name: 'Show messages' }).click()
    const heading = mailbox.getByRole('list', { name: 'Messages' }).getByRole('heading', { name: 'Your login code', exact: true })
    await expect.poll(() => heading.count()).toBe(1)
    const article = mailbox.getByRole('article', { name: 'Your login code' })
    const code = /code: (\d{6})/.exec((await article.textContent()) ?? '')?.[1] as string
    await mailbox.close()

    const wrong = await call('CONNECT_OTP', { otp: String((Number(code) + 1) % 1e6).padStart(6, '0') })
    expect(wrong).toMatchObject({ ok: false, message: 'Invalid code', code: 'OTP_INVALID' })
    const connected = await call('CONNECT_OTP', { otp: code })
    expect(connected).toEqual({ ok: true, value: {} })

    const user = await call<{ email: string; address: `0x${string}`; chainId: number }>('GET_USER')
    expect(user.ok).toBe(true)
    if (!user.ok) return
    expect(user.value).toMatchObject({ email, chainId: network.id, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    address = user.value.address
    expect(await call('RPC_REQUEST', { method: 'eth_accounts' })).toEqual({ ok: true, value: { result: [address] } })
  })
})

describe('approvals inside the frame', () => {
  it('signs a message only after Approve is clicked in the frame, showing the verified page origin; the signature verifies', async () => {
    await showFrame()
    const pending = await start('RPC_REQUEST', { method: 'personal_sign', params: ['0x48656c6c6f2048617463680a', address] })
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Requested by ${stack.pages.url}`).count()).toBe(1)
    await expect.poll(() => frame.getByText('Hello Hatch').count()).toBe(1)
    const approveButton = frame.getByRole('button', { name: 'Approve' })
    expect(await approveButton.isDisabled()).toBe(true) // not armed yet (case 17: no click within 700 ms)
    await approveRequest(page, frame)
    const outcome = (await pending.settled()) as { ok: boolean; value: { result: `0x${string}` } }
    expect(outcome.ok).toBe(true)
    expect(await verifyMessage({ address, message: 'Hello Hatch\n', signature: outcome.value.result })).toBe(true)
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(0)
  })

  it('keeps Approve disarmed while the page makes the frame nearly transparent (case 17)', async () => {
    await showFrame('position:fixed;top:20px;left:20px;width:480px;height:420px;border:0;opacity:0.01')
    const pending = await start('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] })
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    await page.waitForTimeout(1_500)
    expect(await frame.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await showFrame()
    await expect.poll(() => frame.getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 5_000 }).toBe(true)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toMatchObject({ ok: false, code: 4001, message: 'Request rejected in the wallet' })
  })

  it('keeps Approve disarmed while the page lays its own element over the frame, and ignores a click through it (case 17)', async () => {
    await showFrame()
    const pending = await start('RPC_REQUEST', { method: 'personal_sign', params: ['0x6f7665726c6179', address] })
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    // A decoy laid over the frame at once, before the 700 ms are over; clicks pass through it to the frame.
    await page.evaluate(() => {
      const decoy = document.createElement('div')
      decoy.id = 'decoy'
      decoy.textContent = 'Claim your prize'
      decoy.setAttribute('style', 'position:fixed;top:0;left:0;width:600px;height:600px;background:rgba(255,255,255,0.98);pointer-events:none;z-index:10')
      document.body.append(decoy)
    })
    await page.waitForTimeout(1_500)
    const approve = frame.getByRole('button', { name: 'Approve' })
    expect(await approve.isDisabled()).toBe(true)
    const box = (await approve.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(300)
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    await page.evaluate(() => document.getElementById('decoy')?.remove())
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toMatchObject({ ok: false, code: 4001 })
  })

  it('sends ETH after approval; the transaction is mined on the local node', async () => {
    const client = createPublicClient({ transport: http(rpc) })
    await client.request({ method: 'anvil_setBalance' as never, params: [address, '0x56BC75E2D63100000'] as never })
    const to = info.accounts[3]!.address
    const before = await client.getBalance({ address: to })
    await showFrame()
    const pending = await start('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }],
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    await expect.poll(() => frame.getByText('0.25 ETH').count()).toBe(1)
    await approveRequest(page, frame)
    const outcome = (await pending.settled()) as { ok: boolean; value: { result: `0x${string}` } }
    expect(outcome.ok).toBe(true)
    const receipt = await client.waitForTransactionReceipt({ hash: outcome.value.result })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('signs a Solana message with the account Solana key after approval; the signature verifies', async () => {
    const { ed25519 } = await import('@noble/curves/ed25519')
    const { decodeBase58 } = await import('../../../kernel/units/base58.js')
    const { encodeBase58 } = await import('../../../kernel/units/base58.js')
    const user = await call<{ address: string; chainId: string }>('GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(user.ok).toBe(true)
    if (!user.ok) return
    const solana = user.value.address
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const message = new TextEncoder().encode('Hello from Solana')
    await showFrame()
    const pending = await start('RPC_REQUEST', { method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: solana } })
    await expect.poll(() => frame.getByText('Hello from Solana').count()).toBe(1)
    await approveRequest(page, frame)
    const outcome = (await pending.settled()) as { ok: boolean; value: { result: { signature: string } } }
    expect(outcome.ok).toBe(true)
    expect(ed25519.verify(decodeBase58(outcome.value.result.signature), message, decodeBase58(solana))).toBe(true)
  })

  it('keeps no key, token or code in the page: storage, cookies and markup (case 23)', async () => {
    const frameHandle = page.frames().find((f) => f.url().startsWith(stack.site.origin))!
    const session = await frameHandle.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('hatch-frame')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'))
      })
      return new Promise<{ accessToken: string; refreshToken: string }>((resolve) => {
        const get = db.transaction('kv').objectStore('kv').get('session')
        get.onsuccess = () => resolve(get.result)
      })
    })
    expect(session.accessToken).toMatch(/^[\w-]{43}$/)
    const pageState = await page.evaluate(async () => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((d) => d.name),
      html: document.documentElement.outerHTML,
    }))
    expect(pageState).toMatchObject({ local: '{}', session: '{}', cookie: '', databases: [] })
    for (const secret of [session.accessToken, session.refreshToken]) expect(pageState.html).not.toContain(secret)
    expect(await opened.context.cookies()).toEqual([])
  })
})

describe('session', () => {
  it('survives a reload without a new code, then sign-out revokes it on the server', async () => {
    await page.reload()
    await page.evaluate(() => window.frameClient!.ready)
    expect(await call('IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: true } })
    expect(await call('GET_USER')).toMatchObject({ ok: true, value: { address, email } })

    const frameHandle = page.frames().find((f) => f.url().startsWith(stack.site.origin))!
    const token = await frameHandle.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('hatch-frame')
        open.onsuccess = () => resolve(open.result)
      })
      return new Promise<string>((resolve) => {
        const get = db.transaction('kv').objectStore('kv').get('session')
        get.onsuccess = () => resolve((get.result as { accessToken: string }).accessToken)
      })
    })
    expect(await call('SIGN_OUT')).toEqual({ ok: true, value: {} })
    expect(await call('IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: false } })
    const me = await fetch(`${stack.site.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })
    expect(me.status).toBe(401)
    expect(await call('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] })).toMatchObject({ ok: false, code: 4100 })
  })
})
