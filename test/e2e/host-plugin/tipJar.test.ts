import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther } from 'viem'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, walletFor } from '../evm/evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

/** The demo's tip jar (sandbox/demo/app/main.tsx): a host-authored plugin's own destination. */
const TIP_JAR = '0x0000000000000000000000000000000000007117'

describe('a host-authored plugin on the demo page (docs/plugins.md: the tip jar)', () => {
  it('adds its Account action; its own view opens from it, sends a tip the node records, and follows the modal into German', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('2') })
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const before = await client.getBalance({ address: TIP_JAR })
    const { page, pageErrors, offHostRequests } = await session.open([walletFor(account, { name: 'Tip Wallet', rdns: 'io.hatch.e2e.tips', networks: [main] })])
    await connectThroughModal(page, 'Tip Wallet')
    await openAccount(page)

    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Tip' }).click()
    await page.getByRole('heading', { name: 'Tip jar' }).waitFor()
    await page.getByRole('radio', { name: '0.01 ETH' }).check()
    await page.getByRole('button', { name: 'Send 0.01 ETH tip' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you!' }).textContent(), { timeout: 20_000 }).toBe('Thank you! Tips sent: 1')
    // The view thanks on the wallet's hash; the node may mine it a moment later on a loaded machine.
    await expect.poll(async () => (await client.getBalance({ address: TIP_JAR })) - before, { timeout: 15_000 }).toBe(parseEther('0.01'))

    // The visitor picks German on the demo's Language list: the host brings the plugin's own
    // translations through HatchProvider's `messages`, so its view and action follow the modal.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await page.getByRole('heading', { name: 'Trinkgeldglas' }).waitFor()
    await expect.poll(() => page.getByRole('group', { name: 'Trinkgeldbetrag' }).isVisible()).toBe(true)
    await page.getByRole('radio', { name: '0,1 ETH' }).check()
    await page.getByRole('button', { name: '0,1 ETH Trinkgeld senden' }).waitFor()
    await page.getByRole('button', { name: 'Zurück' }).click()
    await page.getByRole('group', { name: 'Wallet-Funktionen' }).getByRole('button', { name: 'Trinkgeld', exact: true }).waitFor()
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
