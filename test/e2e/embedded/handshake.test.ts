/**
 * The frame's handshake and channel against hostile pages (SECURE-FRAME.md cases 3, 7, 8, 9, 10,
 * 12, 13 and 25), in Chromium, with the secure site on its own origin.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
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

/** Opens the hostile page and waits for the channel id. */
async function rawPage(): Promise<{ opened: OpenedPage; page: Page; ch: string }> {
  const opened = await openPage(browser, stack.pageUrl('raw'))
  const ch = await opened.page.evaluate(() => window.raw!.ready)
  return { opened, page: opened.page, ch }
}

/** Sends `message` on the port and waits for the next message the frame sends back. */
async function exchange(page: Page, message: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(async (msg) => {
    const raw = window.raw!
    const before = raw.received.length
    raw.send(msg)
    const deadline = Date.now() + 5_000
    while (raw.received.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    return (raw.received[before] ?? { timeout: true }) as Record<string, unknown>
  }, message)
}

const request = (ch: string, type: string, payload: unknown, id: string = crypto.randomUUID()) => ({ hatch: 1, ch, id, type, payload })

describe('handshake', () => {
  it('opens a channel with an allowed page: READY carries a fresh channel id per load', async () => {
    const first = await rawPage()
    const second = await rawPage()
    expect(first.ch).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.ch).not.toBe(first.ch)
    const reply = await exchange(first.page, request(first.ch, 'GET_CHAIN_ID', {}))
    expect(reply).toMatchObject({ hatch: 1, ch: first.ch, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: info.networks[0]?.id } })
    await Promise.all([first.opened.close(), second.opened.close()])
  })

  it('is refused by the browser for a page whose origin is not allowed (frame-ancestors); the page gets iframe_load_failed (case 3)', async () => {
    const opened = await openPage(browser, `${stack.foreign.url}/client`)
    const outcome = await opened.page.evaluate(() =>
      window.frameClient!.ready.then(
        () => 'ready',
        (error: Error & { code?: string; shortMessage?: string }) => `${error.code}: ${error.shortMessage}`,
      ),
    )
    expect(outcome).toBe('IFRAME_LOAD_FAILED: iframe_load_failed')
    await opened.close()
  })

  it("is refused for an allowed page nested in an attacker's top page: the allowed page gets iframe_load_failed (case 3)", async () => {
    const opened = await openPage(browser, `${stack.foreign.url}/nest`)
    const shop = await (async () => {
      for (let i = 0; i < 100; i++) {
        const found = opened.page.frames().find((f) => f.url().startsWith(`${stack.pages.url}/`))
        if (found) return found
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error('the nested shop page did not load')
    })()
    await shop.waitForFunction(() => Boolean(window.frameClient))
    const outcome = await shop.evaluate(() =>
      window.frameClient!.ready.then(
        () => 'ready',
        (error: Error & { code?: string; shortMessage?: string }) => `${error.code}: ${error.shortMessage}`,
      ),
    )
    expect(outcome).toBe('IFRAME_LOAD_FAILED: iframe_load_failed')
    // The browser never ran the frame's document: no frame on the secure origin exists.
    expect(opened.page.frames().some((f) => f.url().startsWith(stack.site.origin))).toBe(false)
    await opened.close()
  })

  it('answers a second HELLO from the same page with nothing (one channel per load)', async () => {
    const { opened, page } = await rawPage()
    const extra = await page.evaluate(async (origin) => {
      const channel = new MessageChannel()
      let got = false
      channel.port1.onmessage = () => (got = true)
      window.raw!.iframe.contentWindow!.postMessage({ hatch: 1, type: 'HELLO', nonce: crypto.randomUUID() }, origin, [channel.port2])
      await new Promise((r) => setTimeout(r, 500))
      return got
    }, stack.site.origin)
    expect(extra).toBe(false)
    await opened.close()
  })
})

describe('channel messages from a hostile page', () => {
  let raw: Awaited<ReturnType<typeof rawPage>>
  beforeAll(async () => {
    raw = await rawPage()
  })
  afterAll(() => raw?.opened.close())

  it.each([
    ['a string', 'GET_USER_SUCCESS'],
    ['null', null],
    ['a message without type', { hatch: 1, ch: '00000000-0000-4000-8000-000000000000', id: crypto.randomUUID(), payload: {} }],
    ['a type that only contains a known name', { hatch: 1, id: crypto.randomUUID(), type: '@w3m-frame/GET_USER', payload: {} }],
  ])('answers %s with INVALID_MESSAGE and keeps serving (case 7)', async (_label, message) => {
    const reply = await exchange(raw.page, message === 'GET_USER_SUCCESS' ? message : message)
    expect(reply).toMatchObject({ type: 'PROTOCOL_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    expect(String((reply.payload as { message: string }).message)).toMatch(/^Invalid message: /)
    const alive = await exchange(raw.page, request(raw.ch, 'GET_CHAIN_ID', {}))
    expect(alive.type).toBe('GET_CHAIN_ID_SUCCESS')
  })

  it('refuses unknown keys and __proto__ without touching any prototype (case 8)', async () => {
    const withExtra = await exchange(raw.page, { ...request(raw.ch, 'GET_CHAIN_ID', {}), admin: true })
    expect(withExtra).toMatchObject({ type: 'PROTOCOL_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    const id = crypto.randomUUID()
    const proto = await raw.page.evaluate(
      async ({ ch, id }) => {
        const payload = JSON.parse('{"__proto__": {"polluted": true}}')
        const before = window.raw!.received.length
        window.raw!.send({ hatch: 1, ch, id, type: 'GET_CHAIN_ID', payload })
        while (window.raw!.received.length === before) await new Promise((r) => setTimeout(r, 20))
        return window.raw!.received[before] as Record<string, unknown>
      },
      { ch: raw.ch, id },
    )
    expect(proto).toMatchObject({ id, type: 'GET_CHAIN_ID_ERROR', payload: { code: 'INVALID_MESSAGE' } })
    const alive = await exchange(raw.page, request(raw.ch, 'GET_CHAIN_ID', {}))
    expect(alive.type).toBe('GET_CHAIN_ID_SUCCESS')
  })

  it('refuses a 5 MiB payload, a 10 000-entry batch and depth 1000 with PAYLOAD_TOO_LARGE, and stays responsive (case 9)', async () => {
    const results = await raw.page.evaluate(async (ch) => {
      const raw = window.raw!
      let deep: unknown = {}
      for (let i = 0; i < 1000; i++) deep = { d: deep }
      const messages = [
        { hatch: 1, ch, id: crypto.randomUUID(), type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['x'.repeat(5 * 1024 * 1024), '0x0'] } },
        { hatch: 1, ch, id: crypto.randomUUID(), type: 'RPC_REQUEST', payload: { method: 'eth_call', params: Array.from({ length: 10_000 }, () => ({})) } },
        { hatch: 1, ch, id: crypto.randomUUID(), type: 'RPC_REQUEST', payload: deep },
      ]
      const out: unknown[] = []
      for (const message of messages) {
        const before = raw.received.length
        const started = performance.now()
        raw.send(message)
        while (raw.received.length === before) await new Promise((r) => setTimeout(r, 10))
        out.push({ reply: raw.received[before], ms: performance.now() - started })
      }
      return out as { reply: { type: string; payload: { code: string; message: string } }; ms: number }[]
    }, raw.ch)
    for (const { reply, ms } of results) {
      expect(reply).toMatchObject({ type: 'PROTOCOL_ERROR', payload: { code: 'PAYLOAD_TOO_LARGE' } })
      expect(reply.payload.message).toMatch(/^Message too large: /)
      expect(ms).toBeLessThan(2_000)
    }
    const alive = await exchange(raw.page, request(raw.ch, 'GET_CHAIN_ID', {}))
    expect(alive.type).toBe('GET_CHAIN_ID_SUCCESS')
  })

  it('answers a replayed id with DUPLICATE_REQUEST (case 10)', async () => {
    const id = crypto.randomUUID()
    const first = await exchange(raw.page, request(raw.ch, 'GET_CHAIN_ID', {}, id))
    const replay = await exchange(raw.page, request(raw.ch, 'GET_CHAIN_ID', {}, id))
    expect(first.type).toBe('GET_CHAIN_ID_SUCCESS')
    expect(replay).toMatchObject({ id, type: 'GET_CHAIN_ID_ERROR', payload: { code: 'DUPLICATE_REQUEST', message: `Request ${id} was already received` } })
  })

  it('refuses a stale or foreign channel id (case 12)', async () => {
    const reply = await exchange(raw.page, request(crypto.randomUUID(), 'GET_CHAIN_ID', {}))
    expect(reply).toMatchObject({
      type: 'PROTOCOL_ERROR',
      payload: { code: 'INVALID_MESSAGE', message: 'Invalid message: ch: not this channel (stale or foreign)' },
    })
  })

  it.each(['eth_sign', 'eth_signTypedData_v3', 'eth_foo', 'wallet_addEthereumChain'])('refuses %s with 4200 (case 13)', async (method) => {
    const reply = await exchange(raw.page, request(raw.ch, 'RPC_REQUEST', { method, params: [] }))
    expect(reply).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4200, message: 'Requested RPC call is not allowed' } })
  })

  it('serves a read method from its own RPC list, ignoring any page-supplied rpcUrl (case 16)', async () => {
    const reply = await exchange(raw.page, request(raw.ch, 'RPC_REQUEST', { method: 'eth_blockNumber', params: [] }))
    expect(reply).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: { result: expect.stringMatching(/^0x[0-9a-f]+$/) } })
    const otherChain = await exchange(raw.page, request(raw.ch, 'RPC_REQUEST', { method: 'eth_blockNumber', params: [], chainId: 1 }))
    expect(otherChain).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: -32602 } })
  })

  it("ignores an rpcUrl the page puts in the frame URL: reads go to the frame's own node for its chain (case 16)", async () => {
    expect(info.networks.length).toBeGreaterThan(1)
    const opened = await openPage(browser, stack.pageUrl('raw-rpcurl'))
    const ch = await opened.page.evaluate(() => window.raw!.ready)
    const reply = await exchange(opened.page, request(ch, 'RPC_REQUEST', { method: 'net_version', params: [] }))
    // The page named the second chain's node; the frame answered from the first chain's own node.
    expect(reply).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: { result: String(info.networks[0]!.id) } })
    expect(String(info.networks[1]!.id)).not.toBe(String(info.networks[0]!.id))
    await opened.close()
  })

  it('refuses signing before any login, with 4100', async () => {
    const reply = await exchange(
      raw.page,
      request(raw.ch, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', '0x0000000000000000000000000000000000000001'] }),
    )
    expect(reply).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4100, message: 'Not connected to email or social' } })
  })
})
