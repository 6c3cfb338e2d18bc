/**
 * Issue 30 item 4, in Firefox: a visitor of the sandbox demo logs in by e-mail from the Connect
 * view (code read on the sandbox mailbox page), then signs a message approved inside the secure
 * frame and in the secure window it opens; the signature verifies. Page and secure site are on
 * different origins.
 */
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { click, fill, launchFirefox, role, textOf, waitFor, type FirefoxSession } from '../../fixtures/firefox.js'
import { demoUrl, sandbox } from '../evm/evmStack.js'
import { approveInFrame, demoField, DIALOG, freshEmail, readLoginCode, shownText, waitConnected } from './firefoxStack.js'

let firefox: FirefoxSession
beforeAll(async () => {
  firefox = await launchFirefox()
})
afterAll(() => firefox?.close())

it('logs in with the mailed code and signs a message approved in the secure frame; the signature verifies', async () => {
  expect(new URL(sandbox().urls.secureSite!).origin).not.toBe(new URL(sandbox().urls.demo!).origin)
  const email = freshEmail('firefox')
  const opened = await firefox.open(demoUrl())
  const { page } = opened

  await click(page, role('button', 'Connect Wallet'))
  await click(page, role('button', 'Email', DIALOG))
  await fill(page, role('textbox', 'Email', DIALOG), email)
  await click(page, role('button', 'Continue', DIALOG))
  const codeField = role('textbox', 'Code', DIALOG)
  await waitFor(page, codeField).catch(async (error: unknown) => {
    throw new Error(`no code field; ${await shownText(page)}`, { cause: error })
  })
  // Focus is where the visitor types next.
  await expect.poll(() => page.$eval(codeField, (el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
  const code = await readLoginCode((url) => firefox.open(url, { context: opened.context }), email)
  await fill(page, codeField, code)
  await click(page, role('button', 'Confirm', DIALOG))
  await waitConnected(page, `The e-mail login of ${email}`)
  const address = (await demoField(page, 'Address')) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  await expect.poll(async () => (await page.$$(DIALOG)).length).toBe(0)

  await click(page, role('button', 'Sign message'))
  await waitFor(page, role('region', 'Approve in the secure wallet', DIALOG))
  await approveInFrame(page, 'Sign message')
  const signature = (await textOf(page, role('status', 'Signature'), 20_000)) as `0x${string}`
  expect(signature).toMatch(/^0x[0-9a-f]+$/)
  expect(await verifyMessage({ address, message: 'Hello from the Hatch demo', signature })).toBe(true)
  expect(opened.pageErrors).toEqual([])
  expect(firefox.offHostRequests).toEqual([])
})
