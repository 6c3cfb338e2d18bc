// Issue 18: "the embedded frame's bytes and time to ready measured". Bytes: what the sandbox's
// secure site serves for the frame (the page and every script and stylesheet it references), each
// gzip level 9 on its own (the secure site itself sends them uncompressed). Time: a fresh Chromium
// loads a page holding only the embedded adapter's page-side client (bench/lib/hosts.mjs
// `embeddedFrameHostSource`) and calls it: iframe inserted → iframe load → READY message → ready.
import { gzipSync } from 'node:zlib'
import { openFreshPage } from '../freshBrowser.mjs'

const SETTLE_MS = 1000

/**
 * The frame's files as the secure site serves them to a page of `projectId`.
 * @param {string} secureSiteUrl
 * @param {string} projectId
 * @returns {Promise<{ files: { path: string, contentType: string, raw: number, gzip: number }[], raw: number, gzip: number }>}
 */
export async function frameBytes(secureSiteUrl, projectId) {
  const get = async (path) => {
    const response = await fetch(new URL(path, secureSiteUrl))
    if (!response.ok) throw new Error(`the secure site answered ${response.status} for ${path}`)
    const body = Buffer.from(await response.arrayBuffer())
    return { path, contentType: response.headers.get('content-type') ?? '', body }
  }
  const page = await get(`/frame?projectId=${encodeURIComponent(projectId)}`)
  const referenced = [...page.body.toString('utf8').matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+)"/g)].map((m) => m[1])
  const files = [page, ...(await Promise.all(referenced.map(get)))].map((f) => ({
    path: f.path,
    contentType: f.contentType,
    raw: f.body.length,
    gzip: gzipSync(f.body, { level: 9 }).length,
  }))
  return { files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) }
}

/**
 * One fresh load: the page loads, settles, then inserts the frame.
 * @param {{ url: string }} options
 */
export async function measureFrameReady({ url }) {
  const { page, remote, pageErrors, consoleErrors, close } = await openFreshPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => typeof window.__startFrame === 'function', null, { timeout: 30_000 })
    await page.waitForTimeout(SETTLE_MS)
    const t = await page.evaluate(() => window.__startFrame()).catch((e) => ({ error: String(e).split('\n')[0] }))
    return { ok: t.readyMessage !== undefined, ...t, remote, pageErrors, consoleErrors }
  } finally {
    await close()
  }
}
