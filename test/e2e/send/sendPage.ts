/**
 * The send view as a visitor reaches it: the Account view's "Send" action, and the form's controls
 * found by role and accessible name.
 */
import type { Page } from 'playwright-core'
import { whatTheModalShows } from '../../fixtures/modalReport.js'

/** Opens Send from the Account view's wallet features. */
export async function openSend(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
  await page.getByRole('heading', { name: 'Send' }).waitFor()
}

/** The form's controls. */
export function sendForm(page: Page) {
  const dialog = page.getByRole('dialog')
  return {
    token: dialog.getByRole('combobox', { name: 'Token', exact: true }),
    amount: dialog.getByRole('textbox', { name: 'Amount', exact: true }),
    to: dialog.getByRole('textbox', { name: 'To', exact: true }),
    max: dialog.getByRole('button', { name: 'Max', exact: true }),
    submit: dialog.getByRole('button', { name: 'Send', exact: true }),
  }
}

/** Fills the form (a token label of the picker, the amount, the receiver) and waits for the fee estimate. */
export async function fillSend(page: Page, input: { token?: string; amount?: string; to?: string }, options: { waitForFee?: boolean } = {}): Promise<void> {
  const form = sendForm(page)
  if (input.token !== undefined) await form.token.selectOption({ label: input.token })
  if (input.amount !== undefined) await form.amount.fill(input.amount)
  if (input.to !== undefined) await form.to.fill(input.to)
  // An amount, or none at all (an embedded smart account's operation the sandbox's paymaster sponsors: its tokens).
  if (options.waitForFee) await page.getByText(/^Network fee: (\d|none, you pay nothing$)/).waitFor({ timeout: 15_000 })
}

/** Waits until an alert with exactly `text` shows, and returns its text. */
export async function alertShowing(page: Page, text: string): Promise<string> {
  const alert = page.getByRole('dialog').getByRole('alert').filter({ hasText: text })
  await alert.first().waitFor({ timeout: 15_000 })
  return (await alert.first().textContent()) ?? ''
}

/**
 * The success toast's text and its explorer link, once a toast starting with `text` shows in the
 * modal's live region. Matched there and case-sensitively: the demo's event log says
 * "transaction:sent" at hash time, before the chain confirmed anything.
 */
export async function successToast(page: Page, text: string): Promise<{ text: string; link: string | null }> {
  const starts = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  const toast = page.getByRole('dialog').getByRole('status').filter({ hasText: starts }).first()
  try {
    await toast.waitFor({ timeout: 30_000 })
  } catch (error) {
    // Name what the visitor saw instead (a revert alert, a wallet error, a form still waiting).
    throw new Error(`no toast "${text}" within 30 s; ${await whatTheModalShows(page)}`, { cause: error })
  }
  const link = page.getByRole('link', { name: 'View on explorer' })
  return { text: (await toast.textContent()) ?? '', link: (await link.count()) > 0 ? await link.first().getAttribute('href') : null }
}
