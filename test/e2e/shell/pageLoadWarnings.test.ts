/**
 * Issue 24 item 7: every page load of the demo warned "features.reownBranding is on in the project
 * configuration, but no registered plugin provides …". The sandbox project turns reownBranding on,
 * a remote feature no plugin answers by design: loading the page logs no warning about it (nor
 * about any other remote feature: those get at most one debug line).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, ConsoleMessage } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { sandbox } from '../evm/evmStack.js'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

it('loading the demo (whose project turns reownBranding on) logs no feature warning', async () => {
  const info = sandbox()
  const remote = (await (await fetch(`${info.urls.catalogue}/appkit/v1/config?projectId=${info.projectId}&st=e2e&sv=e2e`)).json()) as {
    features: { id: string; isEnabled: boolean }[]
  }
  expect(remote.features).toContainEqual(expect.objectContaining({ id: 'reownBranding', isEnabled: true }))

  const warnings: string[] = []
  opened = await openPage(browser, `${info.urls.demo as string}/?testWallets=off`)
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text())
  }
  opened.page.on('console', listen)
  const configLoaded = opened.page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await opened.page.reload()
  await configLoaded
  // The features are applied as the answer arrives; the modal's first view proves the instance is running.
  await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await opened.page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  expect(warnings.filter((text) => /features\.|reownBranding/.test(text))).toEqual([])
})
