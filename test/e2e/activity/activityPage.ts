/**
 * Helpers of the Activity browser tests: open the tab as a visitor does, and read the virtualised
 * list by scrolling it, counting the rows in the DOM at every step.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { createSandboxAdmin, type SandboxAdmin } from '../../../sandbox/adminClient.js'
import { sandbox } from '../evm/evmStack.js'

export function admin(): SandboxAdmin {
  return createSandboxAdmin(sandbox().urls.admin)
}

/** An init script that gives the demo page `projectId` (scopes sandbox faults to this test). */
export function useProject(projectId: string): string {
  return `(() => { let config; Object.defineProperty(window, '__HATCH_SANDBOX__', { configurable: true,
    get: () => config, set: (value) => { config = { ...value, projectId: ${JSON.stringify(projectId)} } } }) })()`
}

/** Selects the Account view's Activity tab. */
export async function openActivityTab(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Activity' }).click()
}

/** The list of transactions. */
export const transactionList = (page: Page) => page.getByRole('list', { name: 'Transactions' })

/** What one pass over the list saw. */
export interface ListRead {
  /** Accessible names of every row seen, in order of first sight. */
  labels: string[]
  /** The most rows present in the DOM at once. */
  maxRows: number
}

/**
 * Scrolls the list from top to bottom a few rows at a time, recording every row's accessible name
 * and the number of rows in the DOM after each step, until the list says it has no more
 * transactions and the last row is in view (or `limit` steps pass).
 */
export async function readWholeList(page: Page, limit = 400): Promise<ListRead> {
  const list = transactionList(page)
  await list.getByRole('listitem').first().waitFor()
  const seen = new Set<string>()
  let maxRows = 0
  for (let step = 0; step < limit; step++) {
    const { labels, atBottom } = await list.evaluate((el) => ({
      labels: [...el.querySelectorAll('[role="listitem"], li')].map((row) => row.getAttribute('aria-label') ?? ''),
      atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 1,
    }))
    maxRows = Math.max(maxRows, labels.length)
    for (const label of labels) seen.add(label)
    const finished = (await page.getByRole('status').filter({ hasText: 'No more transactions' }).count()) > 0
    if (atBottom && finished) break
    await list.evaluate((el) => el.scrollBy(0, 150))
    // Let the virtualiser render the new window (and a page arrive when the end came into view).
    await page.waitForTimeout(atBottom ? 150 : 40)
  }
  expect(await page.getByRole('status').filter({ hasText: 'No more transactions' }).count()).toBe(1)
  return { labels: [...seen], maxRows }
}
