/**
 * A hostile page holding a logged-in frame (SECURE-FRAME.md cases 1, 4, 5, 14 and 15): it can ask,
 * but nothing it sends can approve, swap what is signed, or settle the page's requests.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { approveRequest } from './secureWindow.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

describe('a hostile page with a logged-in frame', () => {
  let opened: OpenedPage
  let page: Page
  let frame: FrameLocator
  let ch: string
  let address: `0x${string}`

  /** Sends on the port; resolves with the first later message for `id` (or any message when id is null). */
  const exchange = (message: unknown, id: string | null, timeoutMs = 5_000) =>
    page.evaluate(
      async ([msg, wanted, ms]) => {
        const raw = window.raw!
        const before = raw.received.length
        raw.send(msg)
        const deadline = Date.now() + ms
        while (Date.now() < deadline) {
          const found = raw.received.slice(before).find((m) => wanted === null || (m as { id?: string }).id === wanted)
          if (found) return found as Record<string, any>
          await new Promise((r) => setTimeout(r, 20))
        }
        return null
      },
      [message, id, timeoutMs] as const,
    )
  const request = (type: string, payload: unknown, id: string = crypto.randomUUID()) => ({ hatch: 1, ch, id, type, payload })
  /** The frame's replies to request `id` (its notices about forged messages carrying that id are not replies). */
  const repliesFor = (id: string) =>
    page.evaluate(
      (wanted) =>
        window.raw!.received.filter((m) => (m as { id?: string }).id === wanted && (m as { type?: string }).type !== 'PROTOCOL_ERROR') as Record<string, any>[],
      id,
    )

  beforeAll(async () => {
    opened = await openPage(browser, stack.pageUrl('raw'))
    page = opened.page
    frame = page.frameLocator('iframe[title="Hatch wallet"]')
    ch = await page.evaluate(() => window.raw!.ready)
    await page.evaluate(() => window.raw!.iframe.setAttribute('style', 'position:fixed;top:10px;left:10px;width:480px;height:420px;border:0'))
    const email = `hostile-${Date.now().toString(36)}@example.test`
    const id = crypto.randomUUID()
    expect(await exchange(request('APP_CONNECT_EMAIL', { email }, id), id)).toMatchObject({ type: 'APP_CONNECT_EMAIL_SUCCESS' })
    const otp = codeIn(await nextMail(info, email))
    const otpId = crypto.randomUUID()
    expect(await exchange(request('CONNECT_OTP', { otp }, otpId), otpId, 15_000)).toMatchObject({ type: 'CONNECT_OTP_SUCCESS' })
    const userId = crypto.randomUUID()
    address = (await exchange(request('GET_USER', {}, userId), userId))?.payload.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
  afterAll(() => opened?.close())

  it('cannot approve for the visitor: forged replies, made-up approvals and scripted clicks produce no signature (case 14)', async () => {
    const id = crypto.randomUUID()
    await page.evaluate((m) => window.raw!.send(m), request('RPC_REQUEST', { method: 'personal_sign', params: [hex('transfer everything'), address] }, id))
    await expect.poll(() => frame.getByText('transfer everything').count()).toBe(1)
    for (const forged of [
      { hatch: 1, ch, id, type: 'RPC_REQUEST_SUCCESS', payload: { result: '0x01' } },
      { hatch: 1, ch, id: crypto.randomUUID(), type: 'APPROVE', payload: { targetId: id } },
      { hatch: 1, type: 'APPROVAL_GRANTED', id },
    ]) {
      expect(await exchange(forged, null)).toMatchObject({ type: 'PROTOCOL_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    }
    const reach = await page.evaluate(() => {
      try {
        ;(window.raw!.iframe.contentWindow!.document.querySelector('button:last-child') as HTMLButtonElement).click()
        return 'reached'
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(reach).toBe('SecurityError')
    await page.waitForTimeout(1_000)
    expect(await repliesFor(id)).toEqual([])
    await frame.getByRole('button', { name: 'Reject' }).click()
    await expect
      .poll(() => repliesFor(id))
      .toEqual([expect.objectContaining({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Request rejected in the wallet', code: 4001 } })])
  })

  it('signs the request it showed: the same id re-sent with other content is a DUPLICATE_REQUEST (case 15)', async () => {
    const id = crypto.randomUUID()
    await page.evaluate((m) => window.raw!.send(m), request('RPC_REQUEST', { method: 'personal_sign', params: [hex('pay 1 USDC'), address] }, id))
    await expect.poll(() => frame.getByText('pay 1 USDC').count()).toBe(1)
    const swapped = await exchange(request('RPC_REQUEST', { method: 'personal_sign', params: [hex('pay 1000 USDC'), address] }, id), id)
    expect(swapped).toMatchObject({ id, type: 'RPC_REQUEST_ERROR', payload: { code: 'DUPLICATE_REQUEST' } })
    expect(await frame.getByText('pay 1000 USDC').count()).toBe(0)
    await approveRequest(page, frame)
    await expect.poll(async () => (await repliesFor(id)).length).toBe(2)
    const [, signed] = await repliesFor(id)
    expect(signed?.type).toBe('RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'pay 1 USDC', signature: signed?.payload.result })).toBe(true)
    expect(await verifyMessage({ address, message: 'pay 1000 USDC', signature: signed?.payload.result })).toBe(false)
  })

  it('keeps one approval at a time', async () => {
    const first = crypto.randomUUID()
    await page.evaluate((m) => window.raw!.send(m), request('RPC_REQUEST', { method: 'personal_sign', params: [hex('first'), address] }, first))
    await expect.poll(() => frame.getByText('first').count()).toBe(1)
    const second = crypto.randomUUID()
    expect(await exchange(request('RPC_REQUEST', { method: 'personal_sign', params: [hex('second'), address] }, second), second)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Another request is waiting for approval' },
    })
    const abortId = crypto.randomUUID()
    expect(await exchange(request('RPC_ABORT', { targetId: first }, abortId), abortId)).toMatchObject({ type: 'RPC_ABORT_SUCCESS', payload: { aborted: true } })
    await expect
      .poll(() => repliesFor(first))
      .toEqual([expect.objectContaining({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Request was aborted', code: 4001 } })])
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(0)
  })
})

describe("the page's side", () => {
  it('ignores forged window messages from the page itself and from a third origin (cases 1 and 4)', async () => {
    const opened = await openPage(browser, stack.pageUrl('client'))
    const page = opened.page
    await page.evaluate(async (spyUrl) => {
      await window.frameClient!.ready
      const spy = document.createElement('iframe')
      spy.src = spyUrl
      document.body.append(spy)
      await new Promise((r) => spy.addEventListener('load', r, { once: true }))
      // Starts a request that stays pending while the forgeries arrive.
      ;(window as unknown as { pending: Promise<unknown> }).pending = window.frameClient!.request('GET_USER', {}).then(
        (v) => ({ ok: v }),
        (e: Error & { code?: unknown }) => ({ error: e.message, code: e.code }),
      )
    }, `${stack.foreign.url}/spy`)
    const forged = [
      { hatch: 1, type: 'READY', nonce: '00000000-0000-4000-8000-000000000000', ch: '00000000-0000-4000-8000-000000000001' },
      { type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'attacker@evil.test', address: '0x000000000000000000000000000000000000dEaD' } },
    ]
    const spy = page.frames().find((f) => f.url().startsWith(stack.foreign.url))!
    await spy.evaluate((messages) => messages.forEach((m) => parent.postMessage(m, '*')), forged)
    await page.evaluate((messages) => messages.forEach((m) => window.postMessage(m, location.origin)), forged)
    // Not logged in: the real frame answers 4100; no forgery turned it into a user.
    const outcome = await page.evaluate(() => (window as unknown as { pending: Promise<unknown> }).pending)
    expect(outcome).toEqual({ error: 'Not connected to email or social', code: 4100 })
    await opened.close()
  })

  it('delivers nothing to an iframe navigated away from the secure origin, and reports iframe_load_failed (case 5)', async () => {
    const opened = await openPage(browser, stack.pageUrl('client-hijacked'))
    const outcome = await opened.page.evaluate(() =>
      window.frameClient!.ready.then(
        () => 'ready',
        (e: Error & { shortMessage?: string }) => e.shortMessage,
      ),
    )
    expect(outcome).toBe('iframe_load_failed')
    const spy = opened.page.frames().find((f) => f.url().startsWith(stack.foreign.url))
    expect(spy).toBeDefined()
    expect(await spy!.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([])
    await opened.close()
  })
})
