/**
 * Issue 30 item 4, in Firefox: a visitor of the sandbox demo logs in by e-mail from the Connect
 * view (code read on the sandbox mailbox page), then signs a message approved inside the secure
 * frame and in the secure window it opens; the signature verifies. Page and secure site are on
 * different origins.
 */
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { click, launchFirefox, role, textOf, waitFor, type FirefoxSession } from '../../fixtures/firefox.js'
import { demoUrl, sandbox } from '../evm/evmStack.js'
import { approveInFrame, DIALOG, freshEmail, logInByEmail } from './firefoxStack.js'

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

  const address = await logInByEmail(firefox, opened, email)

  await click(page, role('button', 'Sign message'))
  await waitFor(page, role('region', 'Approve in the secure wallet', DIALOG))
  await approveInFrame(page, 'Sign message')
  const signature = (await textOf(page, role('status', 'Signature'), 20_000)) as `0x${string}`
  expect(signature).toMatch(/^0x[0-9a-f]+$/)
  expect(await verifyMessage({ address, message: 'Hello from the Hatch demo', signature })).toBe(true)
  expect(opened.pageErrors).toEqual([])
  expect(firefox.offHostRequests).toEqual([])
})
