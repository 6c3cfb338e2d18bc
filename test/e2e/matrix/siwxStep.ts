/**
 * The SIWX cell: the same page opened again with sign-in on (`?siwx=optional`), the connection
 * restored without a prompt, the sign-in view signed, and the session the sandbox data service
 * then holds verified as a host backend would; then the page goes back to the plain demo.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sandboxSessions, signIn, verifiedBySandbox, waitForSignIn } from '../siwx/siwxStack.js'
import { demoField, dialog, SETTLES } from './matrixPage.js'

export async function walkSiwx(
  page: Page,
  input: { siwxUrl: string; backUrl: string; address: string; caipNetworkId: string | ((message: string) => string); approve?: () => Promise<void> },
): Promise<void> {
  await page.goto(input.siwxUrl)
  try {
    await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(input.address)
    const text = await waitForSignIn(page)
    if (!text.includes(input.address)) throw new Error(`the sign-in message is not for the active account: ${text.split('\n').slice(0, 2).join(' / ')}`)
    const caipNetworkId = typeof input.caipNetworkId === 'function' ? input.caipNetworkId(text) : input.caipNetworkId
    await signIn.sign(page).click()
    // The approval (phone, secure frame) runs alongside: a refusal shown in the sign-in view ends the step.
    const approval = input.approve?.().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    )
    const refusal = dialog(page).getByRole('alert')
    await expect
      .poll(async () => (await refusal.count()) > 0 || !(await dialog(page).getByRole('heading', { name: 'Sign In' }).isVisible()), { timeout: 40_000 })
      .toBe(true)
    if ((await refusal.count()) > 0) throw new Error(`Sign-in failed: ${((await refusal.first().textContent()) ?? '').trim()}`)
    const approvalError = await approval
    let sessions: Awaited<ReturnType<typeof sandboxSessions>> = []
    const signed = async () => (sessions = await sandboxSessions(input.address, caipNetworkId)).filter((s) => s.message === text).length
    await expect
      .poll(signed, approvalError ? { timeout: 2_000 } : SETTLES)
      .toBe(1)
      .catch(async () => {
        const said = (await page.getByRole('alert').allTextContents()).concat(await page.getByRole('status').allTextContents()).filter((t) => t.trim())
        throw new Error(
          `the sign-in view closed and the sandbox holds no session${approvalError ? ` (no approval was asked: ${approvalError.message.split('\n')[0]})` : ''}; the page says: ${JSON.stringify(said.slice(0, 3))}`,
        )
      })
    const session = sessions.find((s) => s.message === text)!
    const verified = await verifiedBySandbox(session, input.address, caipNetworkId)
    expect(verified.data.accountAddress).toBe(input.address)
  } finally {
    // Back to the page the other cells use, whatever happened.
    await page.goto(input.backUrl)
  }
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
  expect(await demoField(page, 'Address')).toBe(input.address)
}
