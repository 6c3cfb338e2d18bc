/**
 * The test browser's feature switches (test/fixtures/browser.ts). Chromium reads only the last
 * `--disable-features`, so the fixture's list must keep every feature Playwright turns off (but storage
 * partitioning, which every Chrome has and the sandbox's cross-site secure frame needs), and it
 * adds the omnibox WebUI preload, which cost each browser context a renderer of its own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HATCH_KEPT_FEATURES, launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from '../../fixtures/browser.js'

/** Command lines (argv) of this process's Chromium children: the browser processes it launched. */
function launchedChromiums(): string[][] {
  const found: string[][] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent !== process.pid) continue
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean)
      if (argv[0]?.endsWith('chromium') || argv[0]?.endsWith('/chrome')) found.push(argv)
    } catch {
      // The process ended while it was read.
    }
  }
  return found
}

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',').filter(Boolean)

// This file's browser, told apart from any other the worker process runs (a worker runs several
// files, and one file's browser can still be closing when the next starts): Chromium ignores a
// switch it does not know.
const MARKER = `--hatch-features-probe=${process.pid}-${Date.now()}`
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser([MARKER])
})
afterAll(async () => {
  await browser?.close()
})

describe('the test browser’s features', () => {
  it('keeps every feature Playwright turns off: Chromium reads only the last --disable-features', () => {
    const withOurs = launchedChromiums().filter((argv) => argv.includes(MARKER))
    expect(withOurs).toHaveLength(1)
    const lists = withOurs[0]!.filter((arg) => arg.startsWith('--disable-features='))
    // Playwright's own switch comes first, the fixture's last.
    expect(lists.length).toBeGreaterThanOrEqual(2)
    const playwrights = featuresOf(lists[0]!)
    const effective = new Set(featuresOf(lists.at(-1)!))
    // Dropped on purpose: only HATCH_KEPT_FEATURES (storage partitioning, which every Chrome has).
    expect(
      playwrights.filter((feature) => !effective.has(feature)),
      'features Playwright turns off that the fixture’s --disable-features drops (update PLAYWRIGHT_DISABLED_FEATURES)',
    ).toEqual([...HATCH_KEPT_FEATURES])
    expect(new Set(playwrights)).toEqual(new Set(PLAYWRIGHT_DISABLED_FEATURES))
  })

  it('a new context opens only its page: no omnibox WebUI preloaded beside it', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto('about:blank')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets')
      await session.detach()
      // Without the switch, Chromium 156 lists two chrome://omnibox-popup.top-chrome/ targets here.
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url)).toEqual([])
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual(['about:blank'])
    } finally {
      await context.close()
    }
  })
})
