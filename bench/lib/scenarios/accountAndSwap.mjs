// Issue 18: "open → Account with balances, and quote latency for swaps, measured". One fresh load
// of the full host with the sandbox's EVM test wallet (approving by itself) and the swaps plugin on
// the sandbox chains (the project's `swaps` gate is on):
//  1. connect through the modal, wait a second, click the account button: click → the first frame
//     where Account shows a non-zero balance ("on the connected page");
//  2. reload (the stored connection comes back without a prompt), wait a second, the same again
//     ("after a reload");
//  3. Swap (click → the first frame showing its form: a plugin view, its chunk and its controller
//     loaded on the click) → To: USDC → type each amount: last keystroke → first frame showing "You receive: …",
//     split into the view's debounce (keystroke → quote request sent), the service (request →
//     reply, Resource Timing) and reply → frame.
import { openFreshPage } from '../freshBrowser.mjs'
import { scenarioProbe } from '../scenarioProbe.mjs'

const BALANCE = { sel: '[data-testid="hatch-account-balance"]', textRe: '[1-9]' }
const SETTLE_MS = 1000

/** Clicks the connected account button and returns click → balance shown (ms) and the text. */
async function openAccountTimed(page) {
  await page.evaluate((cfg) => window.__scenario.watch('balance', cfg), BALANCE)
  await page.getByRole('button', { name: /^Account / }).click()
  await page.waitForFunction(() => window.__scenario.t.balance !== undefined, null, { timeout: 30_000, polling: 50 })
  const t = await page.evaluate(() => window.__scenario.t)
  return { ms: t.balance - t.lastClick, text: t.balanceText }
}

/**
 * @param {{ url: string, initScript: string, amounts: string[] }} options
 */
export async function measureAccountAndSwap({ url, initScript, amounts }) {
  const { page, remote, pageErrors, close } = await openFreshPage({ initScripts: [initScript, [scenarioProbe, null]] })
  try {
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Sandbox Wallet', exact: true }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.waitForTimeout(SETTLE_MS)
    const connected = await openAccountTimed(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 60_000 })
    await page.waitForTimeout(SETTLE_MS)
    const restored = await openAccountTimed(page)

    // A plugin's view (issue 32 item 1: no fixed waits): click Swap → its form (the flip button) shown.
    await page.evaluate(() => window.__scenario.watch('swapForm', { sel: 'button', label: 'Switch the tokens' }))
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Swap' }).waitFor()
    await page.waitForFunction(() => window.__scenario.t.swapForm !== undefined, null, { timeout: 30_000, polling: 50 })
    const swapOpenMs = await page.evaluate(() => window.__scenario.t.swapForm - window.__scenario.t.lastClick)
    await dialog.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'USDC' })
    const amount = dialog.getByRole('textbox', { name: 'Amount', exact: true })
    const quotes = []
    let previous
    for (const value of amounts) {
      await amount.fill('')
      await page.evaluate((not) => window.__scenario.watch('quote', { sel: 'p', textRe: '^You receive: \\d', ...(not ? { not } : {}) }), previous)
      await amount.pressSequentially(value, { delay: 60 })
      await page.waitForFunction(() => window.__scenario.t.quote !== undefined, null, { timeout: 30_000, polling: 50 })
      const q = await page.evaluate(() => {
        const S = window.__scenario
        const reply = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname === '/v1/convert/quotes' && e.responseEnd <= S.t.quote)
          .at(-1)
        return { t: { ...S.t }, reply: reply ? { start: reply.startTime, end: reply.responseEnd } : null }
      })
      previous = q.t.quoteText
      quotes.push({
        amount: value,
        text: q.t.quoteText,
        typedToShownMs: q.t.quote - q.t.lastInput,
        typedToRequestMs: q.reply ? q.reply.start - q.t.lastInput : null,
        serviceMs: q.reply ? q.reply.end - q.reply.start : null,
        replyToShownMs: q.reply ? q.t.quote - q.reply.end : null,
      })
    }
    return { ok: quotes.every((q) => q.serviceMs !== null), account: { connected, restored }, swapOpenMs, quotes, remote, pageErrors }
  } finally {
    await close()
  }
}
