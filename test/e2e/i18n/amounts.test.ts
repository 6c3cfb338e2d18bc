import type { Browser, Page } from 'playwright-core'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ar from '../../../ui/messages/locales/ar.js'
import de from '../../../ui/messages/locales/de.js'
import fa from '../../../ui/messages/locales/fa.js'
import ja from '../../../ui/messages/locales/ja.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { nodeClient } from '../../integration/swaps/pool.js'
import { demoField, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'

/**
 * Issues 24/25 "amounts in the visitor's language", in the demo on the sandbox's chains with the
 * test wallet: in German, Arabic, Persian and Japanese a visitor types 0.01 ETH as the language
 * writes it (German `0,01`; Arabic and Persian in their own digits `٠٫٠١` `۰٫۰۱`; Japanese with
 * the full-width digits of its keyboard `０．０１`), sends it, swaps (typed with Latin digits
 * there), and reads each success toast with its amounts filled in and written as the language
 * writes numbers (what the page's own `Intl` gives, so the check holds whatever CLDR the browser has).
 */

const main = network(0)
const client = nodeClient(main)

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

interface Case {
  locale: string
  texts: Record<string, string>
  /** 0.01 as a visitor of the language types it into Send. */
  sendTyped: string
  /** 0.05 as typed into Swap. */
  swapTyped: string
}

const cases: Case[] = [
  { locale: 'de', texts: de, sendTyped: '0,01', swapTyped: '0,05' },
  { locale: 'ar', texts: ar, sendTyped: '٠٫٠١', swapTyped: '0.05' },
  { locale: 'fa', texts: fa, sendTyped: '۰٫۰۱', swapTyped: '0.05' },
  { locale: 'ja', texts: ja, sendTyped: '０．０１', swapTyped: '0.05' },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The part of a text before its placeholder (what a line starts with in every state). */
const before = (text: string, placeholder: string) => text.slice(0, text.indexOf(`{${placeholder}}`))

/** A decimal text as the page's Intl writes it in `locale` (every fraction digit, grouped). */
const inPage = (page: Page, locale: string, decimal: string) =>
  page.evaluate(([tag, text]) => new Intl.NumberFormat(tag, { maximumFractionDigits: 20 }).format(text as unknown as number), [locale, decimal] as const)

async function connect(page: Page, texts: Record<string, string>, walletName: string) {
  await page.getByRole('button', { name: texts['button.connect'], exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName, exact: true }).click()
  await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
  await page.getByRole('button', { name: new RegExp(`^${escape(before(texts['button.accountLabel']!, 'address'))}`) }).click()
  await page.getByRole('dialog').getByRole('heading', { name: texts['view.Account'] }).waitFor()
}

async function openFeature(page: Page, texts: Record<string, string>, id: 'send' | 'swaps', view: string) {
  const dialog = page.getByRole('dialog')
  await dialog
    .getByRole('group', { name: texts['account.actionsLabel'] })
    .getByRole('button', { name: texts[`extension.accountActions.${id}`], exact: true })
    .click()
  await dialog.getByRole('heading', { name: texts[`view.${view}`] }).waitFor()
}

describe('amounts typed and shown in the visitor’s language (demo, sandbox chains, test wallet)', () => {
  it.each(cases)(
    '$locale: sends 0.01 ETH typed as $sendTyped, swaps, and both toasts name their amounts in $locale',
    async ({ locale, texts, sendTyped, swapTyped }) => {
      const account = freshAccount()
      const receiver = freshAccount().address
      await fund(main, account.address, { wei: parseEther('20'), usdcUnits: 0n })
      const walletName = `Amounts ${locale}`
      const opened = await openPage(browser, `${demoUrl()}&locale=${locale}`, {
        wallets: [walletFor(account, { name: walletName, rdns: `io.hatch.e2e.amounts-${locale}`, networks: [main] })],
      })
      pages.push(opened)
      const { page, pageErrors } = opened
      const dialog = page.getByRole('dialog')
      await connect(page, texts, walletName)

      // Send: the amount typed as the language writes it, the fee shown in it, the toast in it.
      await openFeature(page, texts, 'send', 'send/main')
      await dialog.getByRole('combobox', { name: texts['send.token'], exact: true }).selectOption({ label: 'ETH' })
      await dialog.getByRole('textbox', { name: texts['send.amount'], exact: true }).fill(sendTyped)
      await dialog.getByRole('textbox', { name: texts['send.receiver'], exact: true }).fill(receiver)
      const fee = dialog.getByText(new RegExp(`^${escape(before(texts['send.fee']!, 'fee'))}\\S*[0-9٠-٩۰-۹]`))
      await fee.waitFor({ timeout: 15_000 })
      // No field error: the amount was read, not refused.
      expect(await dialog.getByRole('textbox', { name: texts['send.amount'], exact: true }).getAttribute('aria-invalid')).not.toBe('true')
      if (locale === 'fa') expect(await fee.textContent()).toMatch(/[۰-۹]/)
      await dialog.getByRole('button', { name: texts['send.submit'], exact: true }).click()
      const sent = texts['send.sent']!.replace('{amount}', `${await inPage(page, locale, '0.01')} ETH`)
      // The toast's live region holds the sentence, then its explorer link.
      await dialog.getByRole('status').filter({ hasText: sent }).first().waitFor({ timeout: 30_000 })
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))

      // Swap: typed with Latin digits here; the quote and the toast in the language.
      await dialog.getByRole('heading', { name: texts['view.Account'] }).waitFor({ timeout: 15_000 })
      await openFeature(page, texts, 'swaps', 'swaps/main')
      await dialog.getByRole('combobox', { name: texts['swaps.to'], exact: true }).selectOption({ label: 'USDC' })
      await dialog.getByRole('textbox', { name: texts['swaps.amount'], exact: true }).fill(swapTyped)
      await dialog.getByText(new RegExp(`^${escape(before(texts['swaps.receive']!, 'amount'))}`)).waitFor({ timeout: 15_000 })
      const swap = dialog.getByRole('button', { name: texts['swaps.submit'], exact: true })
      await expect.poll(() => swap.isEnabled(), { timeout: 15_000 }).toBe(true)
      await swap.click()
      // The toast: the ETH swapped and the USDC received (what the node now holds), both in the language.
      const from = `${await inPage(page, locale, '0.05')} ETH`
      const pattern = new RegExp(`^${escape(texts['swaps.swapped']!).replace(escape('{from}'), escape(from)).replace(escape('{to}'), '(\\S+) USDC')}`)
      const toast = dialog.getByRole('status').filter({ hasText: pattern }).first()
      await toast.waitFor({ timeout: 30_000 })
      await expect
        .poll(() => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] }), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0n)
      const usdc = await client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
      // Shown with the amount formatter's 3 decimals, floored (the swap received about 150 USDC).
      expect(usdc).toBeGreaterThan(parseUnits('1', 6))
      const thousandths = (usdc % 10n ** 6n) / 1000n
      const received = await inPage(page, locale, `${usdc / 10n ** 6n}.${thousandths.toString().padStart(3, '0')}`.replace(/\.?0+$/, ''))
      expect(pattern.exec((await toast.textContent()) ?? '')?.[1]).toBe(received)
      expect(pageErrors).toEqual([])
    },
    120_000,
  )
})
