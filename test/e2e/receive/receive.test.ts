import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { readQr } from '../../fixtures/readQr.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, walletFor } from '../evm/evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

describe('receive: the address as a QR code and as text', () => {
  it('the QR code a camera reads is exactly the address shown, which Copy puts on the clipboard ("Copied" then resets)', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('1') })
    const { page, context, pageErrors, offHostRequests } = await session.open([
      walletFor(account, { name: 'Receive Wallet', rdns: 'io.hatch.e2e.receive', networks: [main] }),
    ])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await connectThroughModal(page, 'Receive Wallet')
    await openAccount(page)

    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Receive' }).click()
    await page.getByRole('heading', { name: 'Receive', exact: true }).waitFor()
    const shown = await page.getByRole('dialog').getByText(account.address, { exact: true }).textContent()
    expect(shown).toBe(account.address)
    expect(await readQr(page.getByRole('img', { name: 'QR code of your address' }))).toBe(account.address)
    expect(await page.getByRole('region', { name: 'Networks for this address' }).textContent()).toContain(main.name)

    await saveScreenshot(page, 'receive/evm')
    await page.getByRole('button', { name: 'Copy address' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.address)
    // "Copied" does not stay: after about 2 s the button offers to copy again.
    await page.getByRole('button', { name: 'Copy address' }).waitFor({ timeout: 10_000 })
    expect(await page.getByRole('button', { name: 'Copied' }).count()).toBe(0)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
