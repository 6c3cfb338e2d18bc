import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther } from 'viem'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { STRICT_CSP } from '../../../sandbox/demo/cspPage.js'
import type { Browser } from 'playwright-core'
import { connectThroughModal, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'
import { fillSend, openSend, sendForm, successToast } from '../send/sendPage.js'
import { cspViolations, violationRecorder } from './cspViolations.js'

// The demo app served at /csp with a strict Content-Security-Policy (sandbox/demo/cspPage.ts):
// script-src 'self', style-src 'self' (no 'unsafe-inline', no 'unsafe-eval'), Trusted Types
// required. The visitor's flows must work there with zero CSP violations reported to the page.
// The e-mail login under the same policy: strictCspEmail.test.ts.

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

const main = network(0)
const cspUrl = () => `${sandbox().urls.demo}/csp`

describe('the demo under a strict Content-Security-Policy', () => {
  it('is served with the strict policy: no unsafe-inline, no unsafe-eval, Trusted Types required', async () => {
    const response = await fetch(cspUrl())
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toBe(STRICT_CSP)
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("style-src 'self'")
    expect(policy).toContain("require-trusted-types-for 'script'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
    expect(await response.text()).not.toMatch(/<script>|<style>|\sstyle="/)
  })

  it('connects the EVM test wallet and sends ETH through it, with no CSP violation', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    await fund(main, sender.address, { wei: parseEther('1') })
    const opened = await openPage(browser, cspUrl(), {
      wallets: [walletFor(sender, { name: 'CSP Wallet', rdns: 'io.hatch.e2e.csp-wallet', networks: [main] })],
      initScripts: [violationRecorder],
    })
    pages.push(opened)
    const { page } = opened
    // The app really ran under the policy (the demo's own heading rendered from the bundle).
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    await connectThroughModal(page, 'CSP Wallet')
    await openAccount(page)
    await openSend(page)
    await fillSend(page, { token: 'ETH', amount: '0.1', to: receiver }, { waitForFee: true })
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.1 ETH')
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.1'))
    await saveScreenshot(page, 'csp/sent')

    expect(await cspViolations(page)).toEqual([])
    expect(opened.consoleErrors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([])
    expect(opened.pageErrors).toEqual([])
    expect(opened.offHostRequests).toEqual([])
  })

  it('the All Wallets list renders styled under the policy (its stylesheet is adopted, not an inline <style>)', async () => {
    const opened = await openPage(browser, cspUrl(), { initScripts: [violationRecorder] })
    pages.push(opened)
    const { page } = opened
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^All Wallets/ }).click()
    const search = page.getByRole('searchbox', { name: /search/i })
    await search.waitFor()
    await page
      .getByRole('list', { name: /wallets/i })
      .getByRole('button')
      .first()
      .waitFor()
    // The search field takes the view's own layout (full width), which only its stylesheet gives.
    expect(await cspViolations(page)).toEqual([])
    const width = await search.evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeGreaterThan(200)
    expect(opened.pageErrors).toEqual([])
  })
})
