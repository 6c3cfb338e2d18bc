/**
 * Issue 30 item 4, in Firefox: the demo served at /csp under the strict Content-Security-Policy
 * (script-src and style-src 'self', Trusted Types required; sandbox/demo/cspPage.ts). The visitor
 * connects the EVM test wallet and sends ETH there with no policy violation reported to the page.
 */
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchFirefox, type FirefoxSession } from '../../fixtures/firefox.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { violationRecorder, type CspViolation } from '../csp/cspViolations.js'
import { connectWallet, openAccount, sendFromAccount } from './firefoxStack.js'

let firefox: FirefoxSession
beforeAll(async () => {
  firefox = await launchFirefox()
})
afterAll(() => firefox?.close())

const main = network(0)

it('connects and sends under the strict policy with no CSP violation', async () => {
  const sender = freshAccount()
  const receiver = freshAccount().address
  await fund(main, sender.address, { wei: parseEther('1') })
  const opened = await firefox.open(`${sandbox().urls.demo}/csp`, {
    wallets: [walletFor(sender, { name: 'CSP Wallet', rdns: 'io.hatch.e2e.csp-wallet', networks: [main] })],
    initScripts: [violationRecorder],
  })
  const { page } = opened

  await connectWallet(page, 'CSP Wallet')
  await openAccount(page, sender.address)
  await sendFromAccount(page, { token: 'ETH', amount: '0.1', to: receiver })
  const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
  await expect.poll(() => client.getBalance({ address: receiver }), { timeout: 20_000 }).toBe(parseEther('0.1'))

  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations)
  expect(await violations()).toEqual([])
  expect(opened.consoleErrors.filter((e) => /Content[- ]Security[- ]Policy|Trusted ?Type/i.test(e))).toEqual([])
  expect(opened.pageErrors).toEqual([])
  expect(firefox.offHostRequests).toEqual([])

  // The policy was really enforced in Firefox, and the recorder hears it: a string put into an
  // HTML sink is refused (Trusted Types) and reported.
  const probe = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>probe</b>'
      return 'accepted'
    } catch (error) {
      return (error as Error).name
    }
  })
  expect(probe).toBe('TypeError')
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toEqual(['require-trusted-types-for'])
})
