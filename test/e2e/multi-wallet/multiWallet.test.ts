import type { Browser, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { admin, useProject } from '../activity/activityPage.js'
import { demoField, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { fundedKeypair, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'

const ONE = { name: 'Multi Wallet One', rdns: 'io.hatch.e2e.multiwallet.one' }
const TWO = { name: 'Multi Wallet Two', rdns: 'io.hatch.e2e.multiwallet.two' }
const SOL_WALLET = 'Multi Wallet Solana'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const dialog = (page: Page) => page.getByRole('dialog')
const walletList = (page: Page) => dialog(page).getByRole('list', { name: 'Connected wallets' })
const rowOf = (page: Page, name: string) => walletList(page).getByRole('listitem').filter({ hasText: name })

/** Opens ProfileWallets as a visitor: the account button, then the Account view's Wallets action. */
async function openWallets(page: Page): Promise<void> {
  if (!(await dialog(page).isVisible())) await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page).getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Wallets' }).click()
  await walletList(page).waitFor()
}

/** The rows of ProfileWallets, each as its visible text. */
async function rows(page: Page): Promise<string[]> {
  return (await walletList(page).getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())
}

describe('several wallets at once (multiWallet on, as the sandbox project configures it)', () => {
  it('two EVM wallets and a Solana wallet: ProfileWallets lists three, switching moves the Account and the button, a reload restores all three, deleting one leaves two', async () => {
    const one = freshAccount()
    const two = freshAccount()
    await fund(network(0), one.address, { wei: parseEther('2') })
    await fund(network(0), two.address, { wei: parseEther('3.25') })
    const solKeypair = await fundedKeypair(1)
    const solAddress = solKeypair.publicKey.toBase58()
    const session = await openPage(browser, `${demoUrl()}&multiWallet=1`, {
      wallets: [walletFor(one, { ...ONE, networks: [network(0)] }), walletFor(two, { ...TWO, networks: [network(0)] })],
      initScripts: [await solanaWalletScript([solanaWalletFor(solKeypair, { name: SOL_WALLET })])],
    })
    opened.push(session)
    const { page, pageErrors, offHostRequests } = session

    // The first EVM wallet, through the modal.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: ONE.name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(one.address)

    // ProfileWallets: one wallet so far; "Add wallet" leads to Connect, where the second one is chosen.
    await openWallets(page)
    expect(await rows(page)).toHaveLength(1)
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page).getByRole('button', { name: TWO.name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(two.address)
    // The button follows at once: the new wallet's address and balance, never the first one's.
    await expect.poll(() => page.getByRole('button', { name: /^Account / }).textContent(), { timeout: 10_000 }).toBe(`${short(two.address)} · 3.250 ETH`)

    // The Solana wallet, added the same way: Connect lists every namespace's wallets.
    await openWallets(page)
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page).getByRole('button', { name: SOL_WALLET, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(solAddress)

    // Three wallets at once, each with its address, network and balance; only the wallet in use is
    // marked Active (the EVM namespace's wallet offers Switch, it is not a second "Active").
    await openWallets(page)
    await expect.poll(() => rows(page)).toHaveLength(3)
    const evmNetwork = network(0).name
    await expect.poll(() => rowOf(page, SOL_WALLET).textContent()).toBe(`${SOL_WALLET}${short(solAddress)} · Hatch Solana1.000 SOLActiveDelete`)
    await expect.poll(() => rowOf(page, TWO.name).textContent()).toBe(`${TWO.name}${short(two.address)} · ${evmNetwork}3.250 ETHSwitchDelete`)
    await expect.poll(() => rowOf(page, ONE.name).textContent()).toBe(`${ONE.name}${short(one.address)} · ${evmNetwork}2.000 ETHSwitchDelete`)
    // Switching to the EVM namespace's active wallet makes EVM the active namespace again.
    await dialog(page)
      .getByRole('button', { name: `Switch to ${TWO.name}` })
      .click()
    await expect.poll(() => demoField(page, 'Address')).toBe(two.address)
    await expect.poll(() => rowOf(page, SOL_WALLET).textContent()).toMatch(/ SOLSwitchDelete$/)
    await expect.poll(() => rowOf(page, TWO.name).textContent()).toMatch(/ ETHActiveDelete$/)
    expect(await walletList(page).getByText('Active', { exact: true }).count()).toBe(1)
    await page.keyboard.press('Escape')
    await openWallets(page)
    // Focus starts on the first thing to do here: the first Switch button.
    const firstSwitch = walletList(page)
      .getByRole('button', { name: /^Switch to / })
      .first()
    expect(await firstSwitch.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el)).toBe(true)
    await saveScreenshot(page, 'multi-wallet/three-wallets')

    // Switching makes the other EVM account active: the host's Account, the connect button and the Account view follow.
    await dialog(page)
      .getByRole('button', { name: `Switch to ${ONE.name}` })
      .click()
    await expect.poll(() => demoField(page, 'Address')).toBe(one.address)
    await dialog(page)
      .getByRole('status')
      .filter({ hasText: `Switched to ${ONE.name}` })
      .waitFor()
    await expect.poll(() => rowOf(page, ONE.name).textContent()).toContain('Active')
    await expect.poll(() => rowOf(page, TWO.name).textContent()).toContain('Switch')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('button', { name: /^Account / }).textContent(), { timeout: 10_000 }).toBe(`${short(one.address)} · 2.000 ETH`)
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog(page).getByTitle(one.address).first().textContent()).toBe(short(one.address))
    // The wallet that signs is the active one: the first wallet, not the second.
    await page.keyboard.press('Escape')
    const requestsBefore = (await walletControl(page, TWO.rdns, 'requests')).length
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => walletControl(page, ONE.rdns, 'requests').then((r) => r.map((x) => x.method))).toContain('personal_sign')
    expect((await walletControl(page, TWO.rdns, 'requests')).slice(requestsBefore).map((r) => r.method)).not.toContain('personal_sign')

    // A reload restores all three, silently, with the first EVM wallet still the active one.
    await page.reload()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 15_000 }).toBe(one.address)
    await openWallets(page)
    await expect.poll(() => rows(page)).toHaveLength(3)
    await expect.poll(() => rowOf(page, ONE.name).textContent()).toContain('Active')
    await expect.poll(() => rowOf(page, TWO.name).textContent()).toContain(short(two.address))
    await expect.poll(() => rowOf(page, SOL_WALLET).textContent()).toContain('Switch')
    expect(await rowOf(page, SOL_WALLET).textContent()).not.toContain('Active')
    expect(await demoField(page, 'Network')).toBe(evmNetwork)
    for (const rdns of [ONE.rdns, TWO.rdns]) expect((await walletControl(page, rdns, 'requests')).map((r) => r.method)).not.toContain('eth_requestAccounts')

    // Deleting the second EVM wallet leaves two; the wallet itself no longer grants the site.
    await dialog(page)
      .getByRole('button', { name: `Delete ${TWO.name}` })
      .click()
    await expect.poll(() => rows(page)).toHaveLength(2)
    expect(await rowOf(page, TWO.name).count()).toBe(0)
    expect(await walletControl(page, TWO.rdns, 'isConnected')).toBe(false)
    expect(await demoField(page, 'Address')).toBe(one.address)
    // ... and stays deleted after the next reload.
    await page.reload()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 15_000 }).toBe(one.address)
    await openWallets(page)
    await expect.poll(() => rows(page)).toHaveLength(2)
    expect(await rowOf(page, TWO.name).count()).toBe(0)

    // Disconnect from the Account view while the Solana wallet remains: the modal stays open (spec §4)
    // and shows the wallets left, instead of an empty Account view. The Solana wallet takes over at
    // once (the page is not left disconnected), and Back leads to its Account.
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 15_000 }).toBe(solAddress)
    expect(await demoField(page, 'Status')).toBe('connected')
    await expect.poll(() => rows(page)).toHaveLength(1)
    await expect.poll(() => rowOf(page, SOL_WALLET).textContent()).toContain('Active')
    expect(await dialog(page).isVisible()).toBe(true)
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => dialog(page).getByTitle(solAddress).first().textContent()).toBe(short(solAddress))

    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('deleting the active EVM wallet hands the Account to the other one without a prompt; deleting the last one disconnects and closes the modal', async () => {
    const one = freshAccount()
    const two = freshAccount()
    const session = await openPage(browser, `${demoUrl()}&multiWallet=1`, {
      wallets: [walletFor(one, { ...ONE, networks: [network(0)] }), walletFor(two, { ...TWO, networks: [network(0)] })],
    })
    opened.push(session)
    const { page, pageErrors } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: ONE.name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(one.address)
    await openWallets(page)
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page).getByRole('button', { name: TWO.name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(two.address)

    await openWallets(page)
    await dialog(page)
      .getByRole('button', { name: `Delete ${TWO.name}` })
      .click()
    await expect.poll(() => demoField(page, 'Address')).toBe(one.address)
    await expect.poll(() => rows(page)).toHaveLength(1)
    await expect.poll(() => rowOf(page, ONE.name).textContent()).toContain('Active')
    expect(await walletControl(page, ONE.rdns, 'isConnected')).toBe(true)
    // Handed over silently: the first wallet was asked for its accounts once, when connected.
    expect((await walletControl(page, ONE.rdns, 'requests')).filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(1)

    // Deleting the last one disconnects: the modal closes (no connection remains).
    await dialog(page)
      .getByRole('button', { name: `Delete ${ONE.name}` })
      .click()
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    await expect.poll(() => dialog(page).count()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})

describe('multiWallet off in the project configuration', () => {
  it('each API call raises the info alert and changes nothing; the Account view has no Wallets action', async () => {
    const projectId = 'multi-wallet-e2e-off'
    await admin().setProject(projectId, { features: [{ id: 'multiWallet', isEnabled: false, config: null }] })
    const one = freshAccount()
    const two = freshAccount()
    const session = await openPage(browser, `${demoUrl()}&multiWallet=1`, {
      wallets: [walletFor(one, { ...ONE, networks: [network(0)] }), walletFor(two, { ...TWO, networks: [network(0)] })],
      initScripts: [useProject(projectId)],
    })
    opened.push(session)
    const { page, pageErrors } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: ONE.name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(one.address)
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog(page).getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Wallets' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    const alerts = page.getByRole('list', { name: 'Hatch info alerts' })
    const outcome = page.getByRole('status', { name: 'Multi-wallet API outcome' })
    const calls = [
      ['Get connections', 'getConnections'],
      ['Switch connection', 'switchConnection'],
      ['Delete active connection', 'deleteConnection'],
      ['Subscribe to connections', 'subscribeConnections'],
    ] as const
    for (const [button, method] of calls) {
      await page.getByRole('button', { name: button }).click()
      await expect.poll(() => alerts.textContent()).toBe(`Multi-wallet is off: Multi-wallet is disabled: ${method} does nothing`)
      await expect.poll(() => outcome.textContent()).toBe(`${method} returned`)
      // Nothing changed: the same wallet, still connected and still granting the site.
      expect(await demoField(page, 'Status')).toBe('connected')
      expect(await demoField(page, 'Address')).toBe(one.address)
    }
    expect(await page.getByRole('list', { name: 'Connections from getConnections' }).textContent()).toBe('none')
    expect(await walletControl(page, ONE.rdns, 'isConnected')).toBe(true)

    // The alert shows in the modal too, as an info alert.
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toContain('Multi-wallet is disabled: subscribeConnections does nothing')
    await saveScreenshot(page, 'multi-wallet/gate-off-alert')

    // A subscription asked for while the feature is off hears nothing, even when the wallet disconnects.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    expect(await page.getByLabel('Connection changes heard').textContent()).toBe('0')
    expect(pageErrors).toEqual([])
  })
})
