/**
 * axe-core in the page: its browser script injected with `page.evaluate` (so a page's CSP cannot
 * refuse it), run over the whole document. axe walks open shadow roots, so the modal's
 * `<hatch-modal>` shadow tree is checked with the page around it. Frames are not entered (the
 * secure site's wallet frame is its own document; the frame element itself is checked).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

/** One rule that failed, with the elements that failed it (selectors and axe's summary). */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string; summary: string; html: string }[]
}

/** The WCAG 2.0, 2.1 and 2.2 A/AA rules plus axe's best practices (heading order, landmarks, names). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

let axeSource: Promise<string> | undefined

function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Runs axe over the page (shadow roots included) and returns its violations, each node named by
 * its selector path (`host >> inner` for shadow trees). Injects axe once per document.
 */
export async function axeViolations(page: Page, scope: 'page' | 'modal' = 'page'): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object')
  if (!injected) await page.evaluate(await loadAxeSource())
  return page.evaluate(async ({ tags, scope }) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }[] }> } }).axe
    // 'modal': the <hatch-modal> host and its shadow tree only (for a test page that is not the product).
    const result = await axe.run(scope === 'modal' ? { include: [['hatch-modal']] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | '), summary: n.failureSummary ?? '', html: n.html.slice(0, 300) })),
    }))
  }, { tags: [...RULE_TAGS], scope })
}

/**
 * Runs axe inside each child frame of the page (the secure site's wallet frame), each as its own
 * document, and returns the violations keyed by the frame's URL.
 */
export async function frameViolations(page: Page): Promise<{ url: string; violations: AxeViolation[] }[]> {
  const source = await loadAxeSource()
  const frames = page.frames().filter((f) => f !== page.mainFrame() && f.url().startsWith('http'))
  const out: { url: string; violations: AxeViolation[] }[] = []
  for (const frame of frames) out.push({ url: frame.url(), violations: await runInFrame(frame, source) })
  return out
}

async function runInFrame(frame: Frame, source: string): Promise<AxeViolation[]> {
  const injected = await frame.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object')
  if (!injected) await frame.evaluate(source)
  return frame.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | '), summary: n.failureSummary ?? '', html: n.html.slice(0, 300) })),
    }))
  }, [...RULE_TAGS])
}

/** A readable list of violations for a failing assertion's message. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help}\n${v.nodes.map((n) => `  - ${n.target}\n    ${n.html}\n    ${n.summary.replace(/\n/g, '\n    ')}`).join('\n')}`)
    .join('\n')
}
