/**
 * The frame tells the secure site which page the visitor asks from (its parent origin, pinned at
 * the handshake, and the frame URL's project) with every request that e-mails a code: the login
 * code and both e-mail-change codes name that page's host (docs/secure-site.md "E-mail one-time
 * codes"). The site's side: test/integration/secure-site/codeMailSite.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { ApprovalPrompt } from '../../../secure-site/frame/approvalPrompt.js'
import { createFrameHandlers } from '../../../secure-site/frame/frameHandlers.js'
import type { FrameStorage } from '../../../secure-site/frame/frameStorage.js'
import type { SiteApi } from '../../../secure-site/frame/siteApi.js'

const PAGE = 'https://app.example.com'

/** The frame's handlers on a site API that records what each code request sends. */
function frame(projectId: string | undefined) {
  const sent: { path: string; body: Record<string, unknown> }[] = []
  const storage: FrameStorage = {
    get: async <T>() => ({ address: '0x1111111111111111111111111111111111111111' }) as T,
    set: async () => undefined,
    delete: async () => undefined,
  }
  const api = {
    session: async () => ({ userId: 'user-1', email: 'visitor@example.test' }),
    requestCode: async (email: string, binding: string, deviceKey: string, page: Record<string, unknown>) => {
      sent.push({ path: 'code', body: { email, binding, deviceKey, ...page } })
      return { action: 'VERIFY_OTP', challengeId: 'c-1', resendAt: 0 }
    },
    updateEmail: async (step: string, body: Record<string, unknown>) => {
      sent.push({ path: `update/${step}`, body })
      return { challengeId: `c-${step}` }
    },
  } as unknown as SiteApi
  const handlers = createFrameHandlers({
    api,
    storage,
    prompt: {} as ApprovalPrompt,
    networks: { evm: new Map([[1, 'http://127.0.0.1:9']]), solana: new Map(), names: new Map() },
    parentOrigin: PAGE,
    chainId: 1,
    binding: 'binding',
    deviceKey: 'device',
    projectId,
  })
  return { handlers, sent }
}

describe('the page a code e-mail names', () => {
  it('goes with the login code request and both requests that e-mail an e-mail-change code', async () => {
    const { handlers, sent } = frame('shop')
    const context = { signal: new AbortController().signal } as never
    await handlers.APP_CONNECT_EMAIL?.({ email: 'visitor@example.test' }, context)
    await handlers.UPDATE_EMAIL?.({ email: 'new@example.test' }, context)
    await handlers.UPDATE_EMAIL_PRIMARY_OTP?.({ otp: '123456' }, context)
    expect(sent.map((call) => call.path)).toEqual(['code', 'update/start', 'update/primary'])
    for (const call of sent) expect(call.body, call.path).toMatchObject({ pageOrigin: PAGE, projectId: 'shop' })
  })

  it('names no project when the frame URL has none (the site checks the page against its default origins)', async () => {
    const { handlers, sent } = frame(undefined)
    await handlers.APP_CONNECT_EMAIL?.({ email: 'visitor@example.test' }, { signal: new AbortController().signal } as never)
    expect(sent[0]?.body).toEqual({ email: 'visitor@example.test', binding: 'binding', deviceKey: 'device', pageOrigin: PAGE })
  })
})
