/**
 * The swap view as a visitor reaches it: the Account view's "Swap" action and the form's controls,
 * found by role and accessible name.
 */
import type { Page } from 'playwright-core'
import { formatTokenAmount } from '../../../ui/primitives/formatTokenAmount.js'

/** Opens Swap from the Account view's wallet features. */
export async function openSwap(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  await page.getByRole('heading', { name: 'Swap' }).waitFor()
}

/** The form's controls. */
export function swapForm(page: Page) {
  const dialog = page.getByRole('dialog')
  return {
    from: dialog.getByRole('combobox', { name: 'From', exact: true }),
    to: dialog.getByRole('combobox', { name: 'To', exact: true }),
    amount: dialog.getByRole('textbox', { name: 'Amount', exact: true }),
    slippage: dialog.getByRole('textbox', { name: 'Slippage tolerance (%)', exact: true }),
    swap: dialog.getByRole('button', { name: 'Swap', exact: true }),
    approve: (symbol: string) => dialog.getByRole('button', { name: `Approve ${symbol}`, exact: true }),
  }
}

/** The text of the quote line, once a quote shows. */
export async function quoteShown(page: Page): Promise<string> {
  const line = page.getByRole('dialog').getByText(/^You receive: \d/)
  await line.waitFor({ timeout: 15_000 })
  return (await line.textContent()) ?? ''
}

/** Base units as the view shows a quoted amount: the modal's amount formatter (3 decimals, or 4 significant digits below 1, floored), with the symbol. */
export function shownAmount(units: bigint, decimals: number, symbol: string, locale = 'en'): string {
  return formatTokenAmount(units, decimals, { precision: 'amount', symbol, locale })
}
