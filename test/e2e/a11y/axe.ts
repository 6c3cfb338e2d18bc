/**
 * axe-core in the page: its browser script injected with `evaluate` (so a page's CSP cannot refuse
 * it), run over the whole document. axe walks open shadow roots, so the modal's `<hatch-modal>`
 * shadow tree is checked with the page around it. Frames are not entered by that run (the secure
 * site's wallet frame is its own document): {@link frameViolations} runs axe inside each one.
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

/**
 * Rules whose "needs review" results count as violations in the modal. aria-prohibited-attr only
 * asks for a review when an `aria-label` or `aria-labelledby` sits on an element that cannot be
 * named (a `<p>`, a `<span>`, a `<dl>`) but holds text: screen readers ignore such a name, so it
 * is a defect (issue 25).
 */
const REVIEW_AS_VIOLATION = ['aria-prohibited-attr'] as const

let axeSource: Promise<string> | undefined

function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/** Injects axe into `target`'s document once, runs it (all of it, or only the modal) and maps the violations. */
async function runAxe(target: Page | Frame, scope: 'page' | 'modal'): Promise<AxeViolation[]> {
  const injected = await target.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object')
  if (!injected) await target.evaluate(await loadAxeSource())
  return target.evaluate(
    async ({ tags, scope, strict }) => {
      type Finding = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }
      type Result = { violations: Finding[]; incomplete: Finding[] }
      const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe
      // 'modal': the <hatch-modal> host and its shadow tree only (for a test page that is not the product).
      const result = await axe.run(scope === 'modal' ? { include: [['hatch-modal']] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
        iframes: false,
      })
      // Reviews count inside shadow trees only (the modal; its nodes are targeted as [[host, inner]]):
      // the demo page around it is not the product.
      const reviews = result.incomplete
        .filter((r) => strict.includes(r.id))
        .map((r) => ({ ...r, nodes: r.nodes.filter((n) => Array.isArray(n.target[0])) }))
        .filter((r) => r.nodes.length > 0)
      return [...result.violations, ...reviews].map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | '),
          summary: n.failureSummary ?? '',
          html: n.html.slice(0, 300),
        })),
      }))
    },
    { tags: [...RULE_TAGS], scope, strict: [...REVIEW_AS_VIOLATION] as string[] },
  )
}

/**
 * Runs axe over the page (shadow roots included) and returns its violations, each node named by
 * its selector path (`host >> inner` for shadow trees). Injects axe once per document.
 */
export function axeViolations(page: Page, scope: 'page' | 'modal' = 'page'): Promise<AxeViolation[]> {
  return runAxe(page, scope)
}

/** Runs axe inside each child frame of the page (the secure site's wallet frame), each as its own document. */
export async function frameViolations(page: Page): Promise<{ url: string; violations: AxeViolation[] }[]> {
  const frames = page.frames().filter((f) => f !== page.mainFrame() && f.url().startsWith('http'))
  const out: { url: string; violations: AxeViolation[] }[] = []
  for (const frame of frames) out.push({ url: frame.url(), violations: await runAxe(frame, 'page') })
  return out
}

/** A readable list of violations for a failing assertion's message. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help}\n${v.nodes.map((n) => `  - ${n.target}\n    ${n.html}\n    ${n.summary.replace(/\n/g, '\n    ')}`).join('\n')}`,
    )
    .join('\n')
}
