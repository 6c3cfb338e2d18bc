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
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
  expect(await demoField(page, 'Address')).toBe(input.address)
  const text = await waitForSignIn(page)
  expect(text).toContain(input.address)
  const caipNetworkId = typeof input.caipNetworkId === 'function' ? input.caipNetworkId(text) : input.caipNetworkId
  await signIn.sign(page).click()
  await input.approve?.()
  await expect.poll(() => dialog(page).getByRole('heading', { name: 'Sign In' }).isVisible(), SETTLES).toBe(false)
  let sessions: Awaited<ReturnType<typeof sandboxSessions>> = []
  await expect
    .poll(async () => {
      sessions = await sandboxSessions(input.address, caipNetworkId)
      return sessions.filter((s) => s.message === text).length
    }, SETTLES)
    .toBe(1)
  const session = sessions.find((s) => s.message === text)!
  const verified = await verifiedBySandbox(session, input.address, caipNetworkId)
  expect(verified.data.accountAddress).toBe(input.address)
  await page.goto(input.backUrl)
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
  expect(await demoField(page, 'Address')).toBe(input.address)
}
