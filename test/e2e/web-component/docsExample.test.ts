/**
 * Issue 24 item 7: docs/web-component.md's first example, copied as written, must run against the
 * sandbox without calling any production host (it used to leave out `endpoints`, so the catalogue,
 * the project configuration and the balance calls went to the vendor's hosts with the visitor's
 * address). The page below is the example verbatim, served from the demo's origin (where
 * dist/browser/ is served); only the sandbox's default ports (`npm start`) are swapped for this
 * run's ports.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { closeServer, listenOnLoopback } from '../../../sandbox/http/loopback.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { sandbox } from '../evm/evmStack.js'

let browser: Browser
let opened: OpenedPage | undefined
let stopHost: (() => Promise<void>) | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stopHost?.()
})

/** A host page server on 127.0.0.1: `/` is `html`, `/hatch/browser/…` the bundle as the demo serves it. */
async function hostPage(html: string, demo: string): Promise<string> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
      return
    }
    if (!path.startsWith('/hatch/browser/')) {
      response.writeHead(404).end()
      return
    }
    void fetch(`${demo}${path}`).then(
      async (upstream) =>
        response
          .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
          .end(Buffer.from(await upstream.arrayBuffer())),
      () => response.writeHead(502).end(),
    )
  })
  const port = await listenOnLoopback(server)
  stopHost = () => closeServer(server)
  return `http://127.0.0.1:${port}/`
}

/** The first ```html block of docs/web-component.md. */
async function docsExample(): Promise<string> {
  const doc = await readFile(new URL('../../../docs/web-component.md', import.meta.url), 'utf8')
  const block = /```html\n([\s\S]*?)```/.exec(doc)?.[1]
  if (!block) throw new Error('docs/web-component.md has no html example')
  return block
}

it("the example is correct as written for the sandbox: it names the sandbox's project, services and node, and the modal calls nothing off the machine", async () => {
  const info = sandbox()
  const example = await docsExample()
  const network = info.networks[0]!
  // What `npm start` listens on (docs/sandbox.md), as the example writes it.
  const defaults: [string, string][] = [
    ['http://127.0.0.1:4301', info.urls.catalogue],
    ['http://127.0.0.1:4302', info.urls.data],
    ['http://127.0.0.1:4303', info.urls.analytics],
    ['http://127.0.0.1:8545', network.rpcUrls.default.http[0] as string],
  ]
  for (const [url] of defaults) expect(example, `the example names ${url}`).toContain(`"${url}"`)
  expect(example).toContain(`"projectId": "${info.projectId}"`)
  expect(example).toContain(`"caipNetworkId": "${network.caipNetworkId}"`)
  const page = defaults.reduce((html, [from, to]) => html.replaceAll(`"${from}"`, `"${to}"`), example)

  const url = await hostPage(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs example</title></head><body>${page}</body></html>`,
    info.urls.demo as string,
  )
  opened = await openPage(browser, url)
  const requests: string[] = []
  opened.page.on('request', (request) => requests.push(request.url()))
  await opened.page.reload()
  await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = opened.page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  await dialog.getByRole('button', { name: 'Hatch Test Wallet' }).first().waitFor({ timeout: 15_000 })
  // The project configuration and the wallet list came from the sandbox, and nothing left the machine.
  expect(requests.some((url) => url.startsWith(`${info.urls.catalogue}/appkit/v1/config`))).toBe(true)
  expect(requests.some((url) => url.startsWith(`${info.urls.catalogue}/getWallets`))).toBe(true)
  expect(opened.offHostRequests).toEqual([])
  expect(opened.pageErrors).toEqual([])
})
