/**
 * The SIWX cell: the same page opened again with sign-in on (`?siwx=optional`), the connection
 * restored without a prompt, the sign-in view signed, and the session the sandbox data service
 * then holds verified as a host backend would; then the page goes back to the plain demo.
 *
 * An account that cannot sign messages (the embedded smart account) must say so in the sign-in
 * view before Sign, with Sign disabled: the cell is then hidden with the words the view shows. When
 * the view offers "Switch to EOA", the step takes it and checks the EOA signs in (a session the
 * sandbox verifies), then switches the page back to the smart account for the next cells.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sandboxSessions, signIn, verifiedBySandbox, waitForSignIn } from '../siwx/siwxStack.js'
import { demoField, dialog, openAccount, SETTLES } from './matrixPage.js'

export interface SiwxInput {
  siwxUrl: string
  backUrl: string
  address: string
  caipNetworkId: string | ((message: string) => string)
  approve?: (() => Promise<void>) | undefined
  /** The refusal an account that cannot sign shows before Sign (the cell is then hidden with the words shown). */
  signRefusal?: RegExp | undefined
  /** The EOA the view's "Switch to EOA" makes active, which must then sign in. */
  eoa?: string | undefined
}

/** Walks the SIWX cell; resolves with the refusal shown when the account cannot sign (and the view said so). */
export async function walkSiwx(page: Page, input: SiwxInput): Promise<{ refused: string } | undefined> {
  let refused: string | undefined
  let switchedToEoa = false
  await page.goto(input.siwxUrl)
  try {
    await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(input.address)
    refused = await refusalBeforeSign(page, input.signRefusal)
    if (refused === undefined) {
      await signInAndVerify(page, { address: input.address, caipNetworkId: input.caipNetworkId, approve: input.approve })
    } else if (input.eoa) {
      await dialog(page).getByRole('button', { name: 'Switch to EOA', exact: true }).click()
      switchedToEoa = true
      await expect.poll(() => demoField(page, 'Address'), SETTLES).toBe(input.eoa)
      await signInAndVerify(page, { address: input.eoa, caipNetworkId: input.caipNetworkId, approve: input.approve })
    }
  } finally {
    // Back to the page the other cells use, whatever happened.
    await page.goto(input.backUrl)
  }
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
  if (switchedToEoa && (await demoField(page, 'Address')) !== input.address) {
    await openAccount(page)
    await dialog(page).getByRole('button', { name: 'Switch to smart account', exact: true }).click()
    await expect.poll(() => demoField(page, 'Address'), SETTLES).toBe(input.address)
  }
  expect(await demoField(page, 'Address')).toBe(input.address)
  return refused === undefined ? undefined : { refused }
}

/**
 * Waits for the sign-in view with its message, and for Sign to be enabled, or for an alert the view
 * shows before Sign with Sign disabled: that alert's text when it matches `expected` (else it fails
 * naming it), undefined when Sign is offered.
 */
async function refusalBeforeSign(page: Page, expected: RegExp | undefined): Promise<string | undefined> {
  await signIn.heading(page).waitFor(SETTLES)
  await signIn.message(page).waitFor(SETTLES)
  const alert = dialog(page).getByRole('alert')
  const state = async () => ((await signIn.sign(page).isEnabled()) ? 'sign' : (await alert.count()) > 0 ? 'alert' : '')
  await expect.poll(state, SETTLES).not.toBe('')
  if ((await state()) === 'sign') return undefined
  const said = ((await alert.first().textContent()) ?? '').trim()
  if (!expected?.test(said)) throw new Error(`the sign-in view refused before Sign: ${said}`)
  expect(await signIn.sign(page).isDisabled()).toBe(true)
  return said
}

/** Signs the view's message for `address` (approving outside the page if asked) and verifies the session the sandbox then holds. */
async function signInAndVerify(
  page: Page,
  input: { address: string; caipNetworkId: string | ((message: string) => string); approve?: (() => Promise<void>) | undefined },
): Promise<void> {
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
}
