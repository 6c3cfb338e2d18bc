// A fresh Debian Chromium for one measured load: a new browser process with a new --user-data-dir
// (cold cache, empty storage), the anchors' flags, and every request or WebSocket to a host other
// than 127.0.0.1 aborted and counted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing can leave the machine even if a request slipped past the route below.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
]

const isLocal = (url) => {
  try {
    return new URL(url).hostname === '127.0.0.1'
  } catch {
    return false
  }
}

/**
 * Opens a fresh browser and its page with `initScripts` installed (strings, or `[fn, arg]` pairs).
 * @param {{ initScripts?: (string | [Function, unknown])[] }} [options]
 * @returns {Promise<{ ctx: import('playwright-core').BrowserContext, page: import('playwright-core').Page, remote: string[], consoleErrors: string[], pageErrors: string[], close: () => Promise<void> }>}
 */
export async function openFreshPage({ initScripts = [] } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hatch-bench-udd-'))
  const close = async () => {
    await ctx?.close().catch(() => {})
    rmSync(userDataDir, { recursive: true, force: true })
  }
  let ctx
  try {
    ctx = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROME_ARGS,
      viewport: { width: 1280, height: 800 },
    })
    const remote = []
    const consoleErrors = []
    const pageErrors = []
    await ctx.route(
      (u) => !isLocal(u.href),
      (route) => {
        remote.push(`${route.request().method()} ${route.request().url()}`)
        return route.abort('internetdisconnected')
      },
    )
    await ctx.routeWebSocket(
      (u) => !isLocal(u.href),
      (ws) => {
        remote.push(`WS ${ws.url()}`)
        ws.close()
      },
    )
    const page = ctx.pages()[0] ?? (await ctx.newPage())
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 300))
    })
    page.on('pageerror', (e) => pageErrors.push(String(e).slice(0, 300)))
    for (const script of initScripts) {
      if (typeof script === 'string') await page.addInitScript(script)
      else await page.addInitScript(script[0], script[1])
    }
    return { ctx, page, remote, consoleErrors, pageErrors, close }
  } catch (error) {
    await close()
    throw error
  }
}
