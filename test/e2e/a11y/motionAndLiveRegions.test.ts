/**
 * Motion and announcements on the demo: the modal shakes for 500 ms when a view refuses to close
 * (SIWX required), and not at all, like every other animation or transition, under
 * prefers-reduced-motion; status changes (connecting, declined, a send's toast) appear in live regions
 * that were already on the page before the change, so screen readers announce them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { demoField, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'
import { fillSend, openSend, sendForm } from '../send/sendPage.js'

const WALLET = 'Motion Wallet'
const RDNS = 'io.hatch.e2e.motion'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

/** Animations running on elements of the modal's shadow tree, by name and duration. */
function modalAnimations(page: Page): Promise<{ name: string; durationMs: number }[]> {
  return page.evaluate(() =>
    (document.querySelector('hatch-modal')?.shadowRoot?.getAnimations() ?? []).map((a) => ({
      name: (a as CSSAnimation).animationName ?? a.constructor.name,
      durationMs: Number((a.effect as KeyframeEffect).getTiming().duration),
    })),
  )
}

/** Elements of the modal whose computed style would move: an animation name or a transition time. */
function movingStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('hatch-modal')?.shadowRoot
    if (!root) return ['no modal']
    return [...root.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el)
      const transitions = style.transitionDuration.split(',').some((d) => parseFloat(d) > 0)
      return style.animationName !== 'none' || transitions
        ? [`${el.tagName.toLowerCase()}.${el.className}: ${style.animationName} / ${style.transitionDuration}`]
        : []
    })
  })
}

/** What the dialog did after one Escape, recorded in the page as it happened (not sampled afterwards). */
interface ShakeRecord {
  /** The dialog carried data-shaking at some point. */
  marked: boolean
  /** data-shaking was removed again. */
  cleared: boolean
  /** The dialog's own animations, read when data-shaking was set. */
  animations: { name: string; durationMs: number }[]
  /** Largest horizontal offset of the dialog's computed transform over the frames while it was marked. */
  maxOffsetPx: number
}

/**
 * Presses Escape on the dialog with watchers already in place: a MutationObserver for data-shaking
 * that reads the dialog's animations when it is set, and the computed transform each frame. A loaded machine
 * may render late, but the events and the attribute changes are recorded whenever they happen, so
 * the shake cannot be missed by sampling at the wrong moment.
 */
async function escapeAndWatch(page: Page): Promise<ShakeRecord> {
  await page.evaluate(() => {
    const card = document.querySelector('hatch-modal')!.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!
    const record = { marked: false, cleared: false, animations: [], maxOffsetPx: 0 } as {
      marked: boolean
      cleared: boolean
      animations: { name: string; durationMs: number }[]
      maxOffsetPx: number
    }
    ;(window as unknown as { __shake: typeof record }).__shake = record
    const sample = () => {
      if (!card.isConnected || record.cleared) return
      if (card.hasAttribute('data-shaking')) {
        const transform = getComputedStyle(card).transform
        const offset = transform === 'none' ? 0 : Math.abs(new DOMMatrixReadOnly(transform).m41)
        record.maxOffsetPx = Math.max(record.maxOffsetPx, offset)
      }
      requestAnimationFrame(sample)
    }
    const observer = new MutationObserver(() => {
      if (card.hasAttribute('data-shaking')) {
        record.marked = true
        // getAnimations() brings the style up to date first, so this is what the next frame paints,
        // read the moment the attribute lands (a frame delayed by load cannot hide it).
        record.animations = card.getAnimations().map((a) => ({
          name: (a as CSSAnimation).animationName ?? a.constructor.name,
          durationMs: Number((a.effect as KeyframeEffect).getTiming().duration),
        }))
      } else if (record.marked) {
        record.cleared = true
        observer.disconnect()
      }
    })
    observer.observe(card, { attributes: true, attributeFilter: ['data-shaking'] })
    requestAnimationFrame(sample)
  })
  await page.keyboard.press('Escape')
  // The shake is over once the attribute is gone again (500 ms after it was set).
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shake: ShakeRecord }).__shake.cleared), { timeout: 10_000 }).toBe(true)
  return page.evaluate(() => (window as unknown as { __shake: ShakeRecord }).__shake)
}

describe('motion and live regions', () => {
  it(
    'shakes 500 ms (none under reduced motion); connecting, declined and toast texts come through live regions present beforehand',
    { timeout: 120_000 },
    async () => {
      const main = network(0)
      const account = freshAccount()
      await fund(main, account.address, { wei: parseEther('1') })
      const demo = sandbox().urls.demo
      if (!demo) throw new Error('the sandbox was started without its demo host')
      opened = await openPage(browser, `${demo}/?testWallets=off&siwx=required`, {
        wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [main], mode: 'hang' })],
      })
      const { page } = opened
      const dialog = page.getByRole('dialog')

      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      // The toast region is there, empty and polite, before any toast.
      const liveRegions = () =>
        page.evaluate(() =>
          [...(document.querySelector('hatch-modal')?.shadowRoot?.querySelectorAll('[aria-live]') ?? [])].map((el) => ({
            live: el.getAttribute('aria-live'),
            role: el.getAttribute('role'),
            text: el.textContent ?? '',
          })),
        )
      expect(await liveRegions()).toContainEqual({ live: 'polite', role: 'status', text: '' })

      // Connecting: the waiting text, then the refusal, replace each other inside one live region.
      await dialog.getByRole('button', { name: WALLET, exact: true }).click()
      const connecting = dialog.getByRole('status').filter({ hasText: 'Accept the connection request in the wallet.' })
      await connecting.waitFor()
      expect(await connecting.getAttribute('aria-live')).toBe('polite')
      // The wallet holds the request by now (the view shows before the request reaches it).
      await expect.poll(() => walletControl(page, RDNS, 'pendingCount')).toBe(1)
      await walletControl(page, RDNS, 'dismissPending')
      await expect.poll(() => connecting.count()).toBe(0)
      const declined = dialog.getByRole('status').filter({ hasText: 'Connection rejected' })
      await declined.waitFor()
      expect(await declined.getAttribute('aria-live')).toBe('polite')

      // Sign-in is required: Escape is refused and the modal shakes for 500 ms.
      await walletControl(page, RDNS, 'setMode', 'approve')
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await dialog.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 20_000 })
      await dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor()
      const moving = await escapeAndWatch(page)
      expect(moving.marked).toBe(true)
      expect(moving.animations).toEqual([{ name: 'hatch-shake', durationMs: 500 }])
      expect(await dialog.getAttribute('data-shaking')).toBeNull()

      // Under prefers-reduced-motion the same refusal moves nothing, and nothing in the modal animates.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const still = await escapeAndWatch(page)
      expect(still.marked).toBe(true)
      expect(still.animations).toEqual([])
      expect(still.maxOffsetPx).toBe(0)
      expect(await modalAnimations(page)).toEqual([])
      expect(await movingStyles(page)).toEqual([])
      expect(await dialog.isVisible()).toBe(true)

      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')

      // A send's toast arrives in the region that was already waiting, empty, before it.
      if (!(await page.locator('[data-testid="hatch-account-view"]').isVisible())) await openAccount(page)
      await openSend(page)
      await fillSend(page, { token: 'ETH', amount: '0.01', to: freshAccount().address }, { waitForFee: true })
      const marked = await page.evaluate(() => {
        const empty = [...(document.querySelector('hatch-modal')?.shadowRoot?.querySelectorAll('[role="status"][aria-live="polite"]') ?? [])].filter(
          (el) => el.textContent === '',
        )
        for (const el of empty) el.setAttribute('data-e2e-waiting', '')
        return empty.length
      })
      expect(marked).toBeGreaterThan(0)
      await sendForm(page).submit.click()
      const toast = dialog.locator('[data-e2e-waiting]').filter({ hasText: 'Sent 0.01 ETH' })
      await toast.waitFor({ timeout: 30_000 })
      expect(await toast.getAttribute('aria-live')).toBe('polite')
      expect(await toast.getAttribute('role')).toBe('status')
      expect(await modalAnimations(page)).toEqual([])
      expect(opened.pageErrors).toEqual([])
    },
  )
})
