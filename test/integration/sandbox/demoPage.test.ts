import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from '../../fixtures/browser.js'
import { sandbox } from './helpers.js'

describe('demo host page in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('opens with only 127.0.0.1 requests, the injected config and both test wallets announced', async () => {
    const demo = sandbox().urls.demo
    expect(demo).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const opened = await openPage(browser, `${demo}/`, { waitUntil: 'networkidle' })
    try {
      const { page } = opened
      await expect.poll(() => page.locator('h1', { hasText: 'Hatch demo' }).count(), { timeout: 15_000 }).toBe(1)
      const config = await page.evaluate(
        () => (window as unknown as { __HATCH_SANDBOX__: { projectId: string; networks: { caipNetworkId: string }[]; accounts: unknown[] } }).__HATCH_SANDBOX__,
      )
      expect(config.projectId).toBe(sandbox().projectId)
      expect(config.networks.map((n) => n.caipNetworkId)).toEqual(sandbox().networks.map((n) => n.caipNetworkId))
      expect(config.accounts).toEqual(sandbox().accounts.map((a) => a.address))
      const announced = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = []
            window.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns))
            window.dispatchEvent(new Event('eip6963:requestProvider'))
            setTimeout(() => resolve([...new Set(seen)].sort()), 200)
          }),
      )
      expect(announced).toEqual(['dev.hatch.testwallet', 'dev.hatch.testwallet.second'])
      // The injected wallet talks to the sandbox chain it was given.
      const chainId = await page.evaluate(
        () =>
          new Promise<string>((resolve, reject) => {
            window.addEventListener('eip6963:announceProvider', (event) => {
              const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: { request(a: { method: string }): Promise<string> } }>)
                .detail
              if (info.rdns === 'dev.hatch.testwallet') provider.request({ method: 'eth_chainId' }).then(resolve, reject)
            })
            window.dispatchEvent(new Event('eip6963:requestProvider'))
          }),
      )
      expect(Number(chainId)).toBe(sandbox().networks[0]!.id)
      expect(opened.offHostRequests).toEqual([])
      expect(opened.pageErrors).toEqual([])
    } finally {
      await opened.close()
    }
  })

  it('skips the injected wallets with ?testWallets=off and refuses a bad walletMode', async () => {
    const demo = sandbox().urls.demo as string
    const html = await (await fetch(`${demo}/?testWallets=off`)).text()
    expect(html).toContain('window.__HATCH_SANDBOX__')
    expect(html).not.toContain('HatchTestWallet.install')
    const bad = await fetch(`${demo}/?walletMode=maybe`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('walletMode')
  })
})
