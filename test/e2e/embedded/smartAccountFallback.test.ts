/**
 * Issue 31 item 7, in a browser: the secure site lists smart accounts for the page's network, but
 * the factory lookup fails (the operator's factory address holds no contract). The e-mail login
 * still connects, with the EOA, and the visitor is told.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
const network = info.networks[0]!
/** An address with no code on the sandbox chain: the factory call cannot answer. */
const MISSING_FACTORY = '0x000000000000000000000000000000000000fa11'
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
const email = `fallback-${Date.now().toString(36)}@example.test`

beforeAll(async () => {
  const smartAccounts = { [network.caipNetworkId]: { bundlerUrl: info.urls.bundler!, entryPoint: entryPoint08Address, factory: MISSING_FACTORY } }
  ;[stack, browser] = await Promise.all([startFrameStack(info, { smartAccounts }, { hatchPage: true }), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('hatch'))
  page = opened.page
  await page.evaluate(() => window.hatch!.ready)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

it('logs in with the EOA and says the smart account could not be loaded', async () => {
  const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
  expect(await client.getCode({ address: MISSING_FACTORY })).toBeUndefined()

  await page.evaluate(async (address) => (await window.hatch!.context.getService('embeddedWallet')).requestCode(address), email)
  const code = codeIn(await nextMail(info, email))
  const user = await page.evaluate(async (otp) => (await window.hatch!.context.getService('embeddedWallet')).verifyCode(otp), code)
  expect(user).toMatchObject({ email, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
  await expect.poll(() => page.evaluate(() => window.hatch!.getState().chains.eip155?.account?.status)).toBe('connected')
  expect(await page.evaluate(() => window.hatch!.getState().chains.eip155?.account?.address)).toBe(user.address)
  expect(await page.evaluate(() => window.hatch!.getState().toast)).toMatchObject({
    variant: 'error',
    message: 'Your smart account could not be loaded, so your EOA is used',
  })
  // The visitor still prefers a smart account (spec §6); none stands behind the address: it is the EOA.
  expect(await client.getCode({ address: user.address as `0x${string}` })).toBeUndefined()
  expect(opened.pageErrors).toEqual([])
  expect(opened.offHostRequests).toEqual([])
})
