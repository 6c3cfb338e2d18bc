/**
 * The form-filling steps of the matrix (Send, Swap, Buy), as a visitor takes them once the action
 * is offered. Each resolves when the modal says the step succeeded; the caller checks the chain.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { fillSend, sendForm, successToast } from '../send/sendPage.js'
import { swapForm, quoteShown } from '../swaps/swapPage.js'
import { dialog, SETTLES } from './matrixPage.js'

/** A step waiting for an approval outside the page (the phone wallet, the secure frame). */
export type Approve = () => Promise<void>

/** Fills the offered Send form and sends; resolves with the success toast's explorer link. */
export async function sendThroughForm(
  page: Page,
  input: { token?: string; amount: string; to: string; toast: string; approve?: Approve | undefined; fee?: string },
): Promise<string | null> {
  await fillSend(page, { ...(input.token ? { token: input.token } : {}), amount: input.amount, to: input.to }, { waitForFee: true })
  // The fee line the form must show for this send, when the row knows it.
  if (input.fee) await dialog(page).getByText(input.fee, { exact: true }).waitFor({ timeout: 15_000 })
  await sendForm(page).submit.click()
  await input.approve?.()
  const failure = dialog(page).getByRole('alert')
  const toast = page.getByText(input.toast, { exact: false }).first()
  await expect
    .poll(async () => ((await toast.count()) > 0 ? 'sent' : (await failure.count()) > 0 ? `alert: ${await failure.first().textContent()}` : ''), {
      timeout: 45_000,
    })
    .toBe('sent')
  return (await successToast(page, input.toast)).link
}

/** Fills the offered Swap form (from the selected token to `to`) and swaps. */
export async function swapThroughForm(page: Page, input: { to: string; amount: string; approve?: Approve | undefined }): Promise<string> {
  const form = swapForm(page)
  await form.to.selectOption({ label: input.to })
  await form.amount.fill(input.amount)
  const quote = await quoteShown(page)
  await expect.poll(() => form.swap.isEnabled(), SETTLES).toBe(true)
  await form.swap.click()
  await input.approve?.()
  const failure = dialog(page).getByRole('alert')
  const toast = page.getByText(/^Swapped /).first()
  await expect
    .poll(async () => ((await toast.count()) > 0 ? 'swapped' : (await failure.count()) > 0 ? `alert: ${await failure.first().textContent()}` : ''), {
      timeout: 45_000,
    })
    .toBe('swapped')
  return quote
}

/**
 * Buys `usd` USD of the preselected currency from the Buy form with the sandbox provider's test
 * card, in the popup it opens; resolves once the view says what arrived (`arrived`: the amount as
 * shown, e.g. /^49\.25 USDC arrived/, whose precision is the view's to choose).
 */
export async function buyThroughProvider(page: Page, input: { usd: string; currency: string; arrived: RegExp }): Promise<void> {
  const currency = dialog(page).getByRole('combobox', { name: 'Currency to buy' })
  await expect.poll(() => currency.inputValue(), SETTLES).toBe(input.currency)
  await dialog(page).getByRole('textbox', { name: 'Amount (USD)' }).fill(input.usd)
  await page.getByRole('region', { name: 'Quote' }).waitFor(SETTLES)
  const popupOpened = page.context().waitForEvent('page')
  await dialog(page).getByRole('button', { name: 'Continue to provider' }).click()
  const provider = await popupOpened
  try {
    await provider.waitForURL(/\/buy\?/)
    await provider.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await provider.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/39')
    await provider.getByRole('textbox', { name: 'Security code' }).fill('123')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    await provider.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
  } finally {
    await provider.close()
  }
  const arrived = dialog(page).getByRole('status').filter({ hasText: input.arrived }).first()
  try {
    await arrived.waitFor({ timeout: 30_000 })
  } catch {
    const said = await dialog(page).getByRole('status').allTextContents()
    throw new Error(`the Buy view never said ${input.arrived}; its status says: ${JSON.stringify(said)}`)
  }
}
