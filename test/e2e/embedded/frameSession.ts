/**
 * A visitor's session on the `client` test page (FrameClient): requests as the page sends them,
 * requests left pending while the visitor looks at the frame, and an e-mail login with the code
 * read from the sandbox mailbox.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SandboxInfo } from '../../../sandbox/index.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'

/** A request's outcome as the page sees it. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; code: unknown }

/** Sends one request through the page's FrameClient and waits for its outcome. */
export function call<T>(page: Page, type: string, payload: unknown = {}): Promise<Outcome<T>> {
  return page.evaluate(
    ([t, p]) =>
      (window.frameClient!.request as (t: string, p: unknown) => Promise<unknown>)(t, p).then(
        (value) => ({ ok: true as const, value }),
        (error: Error & { code?: unknown }) => ({ ok: false as const, message: error.message, code: error.code }),
      ),
    [type, payload] as const,
  ) as Promise<Outcome<T>>
}

/** Starts a request without waiting; `settled()` gives its outcome later. */
export async function start<T>(page: Page, type: string, payload: unknown): Promise<{ settled(): Promise<Outcome<T>> }> {
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
  return { settled: () => page.evaluate((k) => (window as unknown as Record<string, Promise<Outcome<T>>>)[k], key) as Promise<Outcome<T>> }
}

/** Shows the frame as the modal's ApproveTransaction view does. */
export function showFrame(page: Page): Promise<void> {
  return page.evaluate(() =>
    window.frameClient!.iframe.setAttribute('style', 'position:fixed;top:20px;left:20px;width:520px;height:560px;border:0;background:#fff'),
  )
}

/** Logs `email` in through the frame (code from the sandbox mailbox); resolves with the EVM address. */
export async function logIn(page: Page, info: SandboxInfo, email: string): Promise<`0x${string}`> {
  await page.evaluate(() => window.frameClient!.ready)
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  expect(await call(page, 'CONNECT_OTP', { otp: codeIn(await nextMail(info, email)) })).toEqual({ ok: true, value: {} })
  const user = await call<{ address: `0x${string}` }>(page, 'GET_USER')
  if (!user.ok) throw new Error(`GET_USER failed: ${user.message}`)
  return user.value.address
}
