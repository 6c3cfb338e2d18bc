/**
 * The accessibility walk's page helpers: the demo's own "Dark theme" switch, and an axe check of
 * the view on screen in both themes whose findings are collected, so one run names every view
 * that fails rather than only the first.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations, describeViolations } from './axe.js'

/** The theme shown now: the modal root's `data-theme` inside its shadow tree, else the demo page's. */
export function modalTheme(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The modal's host is in the page, or inside <hatch-button>'s own shadow root (the web component).
    const host = document.querySelector('hatch-modal') ?? document.querySelector('hatch-button')?.shadowRoot?.querySelector('hatch-modal')
    return host?.shadowRoot?.querySelector('.hatch-root')?.getAttribute('data-theme') ?? document.documentElement.dataset.theme ?? 'light'
  })
}

/**
 * Presses the demo page's "Dark theme" switch. It sits behind the open modal (which makes the page
 * inert), so the press is the element's own `click()`, not a pointer event.
 */
export async function toggleDemoTheme(page: Page): Promise<void> {
  const before = await modalTheme(page)
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Dark theme')
    if (!button) throw new Error('the demo page has no "Dark theme" switch')
    button.click()
  })
  const wanted = before === 'dark' ? 'light' : 'dark'
  await expect.poll(() => modalTheme(page)).toBe(wanted)
}

/** One control smaller than 24 × 24 CSS px, the least WCAG 2.5.8 asks of a pointer target. */
export interface SmallTarget {
  name: string
  width: number
  height: number
}

/**
 * Controls in the modal (buttons, links, fields, tabs, anything focusable) smaller than 24 × 24 px.
 * Stricter than axe's target-size rule, which forgives a small target with room around it; links
 * inside a sentence are left out, as WCAG does.
 */
export function smallTargets(page: Page): Promise<{ measured: number; small: SmallTarget[] }> {
  return page.evaluate(() => {
    const root = (document.querySelector('hatch-modal') ?? document.querySelector('hatch-button')?.shadowRoot?.querySelector('hatch-modal'))?.shadowRoot
    if (!root?.querySelector('[role="dialog"]')) return { measured: 0, small: [] }
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="radio"], [tabindex]:not([tabindex="-1"])',
    )
    const small: { name: string; width: number; height: number }[] = []
    let measured = 0
    for (const el of controls) {
      // A field's label takes the pointer for it (a visually hidden radio inside a label chip).
      const own = el.getBoundingClientRect()
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect()
      const box = label && label.width * label.height > own.width * own.height ? label : own
      if (box.width === 0 && box.height === 0) continue
      measured += 1
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue
      if (box.width < 24 || box.height < 24) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName
        small.push({ name: `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`, width: Math.round(box.width), height: Math.round(box.height) })
      }
    }
    return { measured, small }
  })
}

/**
 * Collects axe's findings per view and theme, and controls under 24 px ({@link smallTargets});
 * {@link AxeWalk.assertClean} fails naming them all.
 */
export class AxeWalk {
  readonly checked: string[] = []
  private readonly findings: string[] = []

  /**
   * `toggleTheme` switches light and dark as the page lets a visitor (default: the demo's switch);
   * `scope` 'modal' checks only the modal (for a test page that is not the product).
   */
  constructor(
    private readonly page: Page,
    private readonly toggleTheme: (page: Page) => Promise<void> = toggleDemoTheme,
    private readonly scope: 'page' | 'modal' = 'page',
  ) {}

  /** Checks the page as it is now, in light and in dark (the theme is switched back afterwards). */
  async check(view: string): Promise<void> {
    // Let a view's entry settle (lazy chunks, fetched data) before judging it.
    await this.page.waitForLoadState('load')
    await this.page.waitForTimeout(250)
    for (const pass of [1, 2]) {
      const theme = await modalTheme(this.page)
      const violations = await axeViolations(this.page, this.scope)
      this.checked.push(`${view} (${theme})`)
      if (violations.length > 0) this.findings.push(describeViolations(`${view} (${theme})`, violations))
      if (pass === 1) {
        const { measured, small } = await smallTargets(this.page)
        const modalOpen = await this.page.getByRole('dialog').isVisible()
        // The Close button at least is always there: nothing measured means the check saw nothing.
        if (modalOpen && measured === 0) this.findings.push(`${view}: no control of the open modal was measured`)
        if (small.length > 0) this.findings.push(`${view}: controls under 24 × 24 px: ${small.map((t) => `${t.name} ${t.width}×${t.height}`).join(', ')}`)
        await this.toggleTheme(this.page)
      }
    }
    await this.toggleTheme(this.page)
  }

  /** Fails with every finding collected so far. */
  assertClean(): void {
    expect(this.findings.join('\n'), `axe found violations in: ${this.checked.length} checks`).toBe('')
  }
}
