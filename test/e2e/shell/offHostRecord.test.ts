import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from '../../fixtures/browser.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'

// Every e2e test asserts `offHostRequests` is empty; this proves the fixture would see an attempt.
const leakyPage = `<!doctype html><html><body><p>leaky</p><script>
  fetch('https://rpc.example.com/v1').catch(() => {})
  const image = new Image(); image.src = 'http://cdn.example.org/pixel.png'
  new WebSocket('wss://relay.example.net/ws')
  fetch('/local').catch(() => {})
</script></body></html>`

describe('the browser fixture records every attempt to leave 127.0.0.1', () => {
  let browser: Browser
  let server: HtmlServer

  beforeAll(async () => {
    browser = await launchBrowser()
    server = await startHtmlServer({ '/': leakyPage })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lists a fetch, an image and a WebSocket to other hosts, none of which reaches them, and not the page’s own calls', async () => {
    const opened = await openPage(browser, `${server.url}/`)
    await expect.poll(() => opened.offHostRequests.length).toBe(3)
    expect([...opened.offHostRequests].sort()).toEqual(['http://cdn.example.org/pixel.png', 'https://rpc.example.com/v1', 'wss://relay.example.net/ws'])
    const reached = await opened.page.evaluate(() =>
      fetch('https://rpc.example.com/v1').then(
        () => true,
        () => false,
      ),
    )
    expect(reached).toBe(false)
    await opened.close()
  })
})
