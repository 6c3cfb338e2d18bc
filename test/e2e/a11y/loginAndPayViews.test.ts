/**
 * axe-core finds no violation in the views behind e-mail login, e-mail capture and pay, in light
 * and dark, shadow root included: Email Login (address and code, a wrong code's error), the
 * Account of an e-mail user, Edit Email, Approve Transaction around the secure frame (and, with
 * axe run inside it, the frame's own document), Stay Updated
 * (DataCapture, with a refused address) and Pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther, parseUnits } from 'viem'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { connectThroughModal, freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { approveInFrame, askForCode, codeOf, demoField, enterCode, freshEmail, readMailbox, secureFrame } from '../email/emailStack.js'
import { frameViolations } from './axe.js'
import { AxeWalk, toggleDemoTheme } from './a11yPage.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((o) => o.close()))
  await browser?.close()
})

function demo(query: string): string {
  const base = sandbox().urls.demo
  if (!base) throw new Error('the sandbox was started without its demo host')
  return `${base}/?testWallets=off${query}`
}

describe('accessibility: e-mail login, e-mail capture and pay pass axe in light and dark', () => {
  it('e-mail login: Email Login, the code step and its error, Account, Edit Email and Approve Transaction', { timeout: 180_000 }, async () => {
    const session = await openPage(browser, demo(''))
    opened.push(session)
    const { page } = session
    const dialog = page.getByRole('dialog')
    const axe = new AxeWalk(page)
    const email = freshEmail('a11y')

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'Email', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).waitFor()
    await axe.check('Email Login (address)')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await askForCode(page, email)
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).waitFor()
    await axe.check('Email Login (code)')
    const mail = await readMailbox(session.context, email, /^Your login code$/)
    const code = codeOf(mail)
    await enterCode(page, String((Number(code) + 1) % 1e6).padStart(6, '0'))
    await dialog.getByText('Invalid code').waitFor()
    await axe.check('Email Login (wrong code)')
    await enterCode(page, code)
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await axe.check('Account of an e-mail user')
    await dialog.getByRole('button', { name: 'Change e-mail' }).click()
    await dialog.getByRole('heading', { name: 'Edit Email' }).waitFor()
    await axe.check('Edit Email')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    // Titled by what is asked (issue 24 item 7): a message signature is "Sign Message".
    await dialog.getByRole('heading', { name: 'Sign Message' }).waitFor({ timeout: 20_000 })
    await axe.check('Approve Transaction (Sign Message)')
    await secureFrame(page).getByRole('heading', { name: 'Sign message' }).waitFor({ timeout: 20_000 })
    // The secure site's frame is its own document: axe runs inside it too, in both themes.
    for (const pass of [1, 2]) {
      const frames = await frameViolations(page)
      expect(frames.map((f) => new URL(f.url).pathname)).toEqual(['/frame'])
      expect(
        frames.flatMap((f) => f.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)),
        `secure frame (pass ${pass})`,
      ).toEqual([])
      await toggleDemoTheme(page)
    }
    await approveInFrame(page, 'Sign message')
    await page.getByLabel('Signature').waitFor({ timeout: 20_000 })

    axe.assertClean()
    expect(session.pageErrors).toEqual([])
  })

  it('Stay Updated (a refused address, then saved) after connect, then Pay', { timeout: 120_000 }, async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1'), usdcUnits: parseUnits('10', 6) })
    const session = await openPage(browser, demo('&emailCapture=required&pay=1'), {
      wallets: [walletFor(account, { name: 'A11y Pay Wallet', rdns: 'io.hatch.e2e.a11y-pay', networks: [main] })],
    })
    opened.push(session)
    const { page } = session
    const dialog = page.getByRole('dialog')
    const axe = new AxeWalk(page)

    await connectThroughModal(page, 'A11y Pay Wallet')
    await dialog.getByRole('heading', { name: 'Stay Updated' }).waitFor({ timeout: 15_000 })
    await axe.check('Stay Updated')
    const field = dialog.getByRole('textbox', { name: 'Email address' })
    await field.fill('ada.example.com')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Invalid e-mail address' }).waitFor()
    await axe.check('Stay Updated (refused address)')
    await field.fill(freshEmail('a11y-capture'))
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog.getByText(/^Thanks! .* is saved\.$/).waitFor({ timeout: 15_000 })
    await axe.check('Stay Updated (saved)')
    await dialog.getByRole('button', { name: 'Done', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    await dialog.getByRole('button', { name: 'Pay 1.5 USDC from your wallet' }).waitFor({ timeout: 15_000 })
    await axe.check('Pay')

    axe.assertClean()
    expect(session.pageErrors).toEqual([])
  })
})
