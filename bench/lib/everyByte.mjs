// Every byte a page load fetches, not only its same-origin JavaScript (issue 32): every request of
// the browser context (page, frames, workers), all types (JS, CSS, fonts, images, JSON, documents,
// WebSocket frames) and all origins (the page's, the other 127.0.0.1 services such as the catalogue
// and the secure site, and the remote hosts the rivals call, which are aborted and counted as
// requests with no bytes). Bytes are counted as the JS figure is: each body gzipped at level 9
// (the bench's servers do not compress), beside the body size as received.
import { gzipSync } from 'node:zlib'

/** Playwright's resource types folded into the groups the table prints. */
const GROUP = {
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
  media: 'image',
  fetch: 'fetch/xhr',
  xhr: 'fetch/xhr',
  eventsource: 'fetch/xhr',
  document: 'document',
  manifest: 'other',
  other: 'other',
  websocket: 'websocket',
}

/**
 * Starts counting on `ctx`: `mark('intent')` closes the window "at rest" (the page only looked at)
 * as the pointer reaches the button, `mark('afterClick')` the window "before the click". `totals()`
 * waits for the bodies still being read and returns the windows (before the click includes at rest).
 * @param {import('playwright-core').BrowserContext} ctx
 * @param {string} pageOrigin
 */
export function countEveryByte(ctx, pageOrigin) {
  let window = 'atRest'
  /** @type {{ window: string, origin: string, group: string, raw: number, gzip: number, failed: boolean }[]} */
  const entries = []
  const pending = []
  const originClass = (url) => {
    try {
      const u = new URL(url)
      if (u.origin === pageOrigin) return 'page'
      return u.hostname === '127.0.0.1' ? 'local services' : 'remote (aborted)'
    } catch {
      return 'other'
    }
  }
  const skip = (url) => url.startsWith('data:') || url.startsWith('blob:')
  const open = new Map()
  const onRequest = (request) => {
    if (skip(request.url())) return
    const entry = { window, origin: originClass(request.url()), group: GROUP[request.resourceType()] ?? 'other', raw: 0, gzip: 0, failed: false }
    entries.push(entry)
    open.set(request, entry)
  }
  const onFinished = (request) => {
    const entry = open.get(request)
    if (!entry) return
    open.delete(request)
    pending.push(
      request
        .response()
        .then((response) => response?.body())
        .then(
          (body) => {
            if (!body) return
            entry.raw = body.length
            entry.gzip = body.length ? gzipSync(body, { level: 9 }).length : 0
          },
          () => undefined,
        ),
    )
  }
  const onFailed = (request) => {
    const entry = open.get(request)
    if (!entry) return
    open.delete(request)
    entry.failed = true
  }
  const onPage = (page) =>
    page.on('websocket', (ws) => {
      const origin = originClass(ws.url())
      // One entry per socket and window: a frame's bytes count in the window it arrived in.
      const perWindow = new Map()
      const entryFor = () => {
        let entry = perWindow.get(window)
        if (!entry) {
          entry = { window, origin, group: 'websocket', raw: 0, gzip: 0, failed: false, frames: true }
          perWindow.set(window, entry)
          entries.push(entry)
        }
        return entry
      }
      entryFor().opened = true
      const add = (frame) => {
        const bytes = typeof frame.payload === 'string' ? Buffer.byteLength(frame.payload) : frame.payload.length
        const entry = entryFor()
        entry.raw += bytes
        entry.gzip += bytes
      }
      ws.on('framereceived', add)
      ws.on('framesent', add)
    })
  ctx.on('request', onRequest)
  ctx.on('requestfinished', onFinished)
  ctx.on('requestfailed', onFailed)
  ctx.on('page', onPage)
  for (const page of ctx.pages()) onPage(page)
  return {
    mark(name) {
      window = name
    },
    async totals() {
      await Promise.all(pending)
      const sum = (list) => {
        const out = {
          requests: list.filter((e) => !e.frames || e.opened).length,
          failed: list.filter((e) => e.failed).length,
          raw: 0,
          gzip: 0,
          byGroup: {},
          byOrigin: {},
        }
        for (const e of list) {
          out.raw += e.raw
          out.gzip += e.gzip
          out.byGroup[e.group] = (out.byGroup[e.group] ?? 0) + e.gzip
          out.byOrigin[e.origin] = (out.byOrigin[e.origin] ?? 0) + e.gzip
        }
        return out
      }
      const before = (e) => e.window === 'atRest' || e.window === 'intent'
      return {
        atRest: sum(entries.filter((e) => e.window === 'atRest')),
        beforeClick: sum(entries.filter(before)),
        afterClick: sum(entries.filter((e) => !before(e))),
      }
    },
  }
}
