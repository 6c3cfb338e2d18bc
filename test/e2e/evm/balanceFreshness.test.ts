import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { numberToHex, parseEther } from 'viem'
import type { Page } from 'playwright-core'
import { browserSession, connectThroughModal, demoField, freshAccount, fund, network, openAccount, walletFor, type TestAccount } from './evmStack.js'

/**
 * Issue 24 item 5: the balance a visitor sees follows the chain. The connect button shows it from
 * the connect (and after a reload) without Account ever opening; an open Account view shows a
 * deposit made elsewhere as its block arrives, without being reopened.
 */
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const main = network(0)
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account / })
const shownBalance = (page: Page) => page.locator('[data-testid="hatch-account-balance"]').textContent()

/** A deposit from outside Hatch: the node's balance for `account` becomes `ether`, in a new block. */
async function depositInNewBlock(account: TestAccount, ether: string) {
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(main.rpcUrls.default.http[0] as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
  }
  await call('anvil_setBalance', [account.address, numberToHex(parseEther(ether))])
  await call('evm_mine', [])
}

describe('the balance a visitor sees stays current (EVM)', () => {
  it('the connect button shows the balance right after connecting and after a reload, without Account being opened', async () => {
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('3.25') })
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'Fresh Balance Wallet', rdns: 'io.hatch.e2e.fresh', networks: [main] })])
    await connectThroughModal(page, 'Fresh Balance Wallet')
    await expect.poll(() => accountButton(page).textContent(), { timeout: 15_000 }).toBe(`${short(account.address)} · 3.250 ETH`)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.reload()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
    await expect.poll(() => accountButton(page).textContent(), { timeout: 15_000 }).toBe(`${short(account.address)} · 3.250 ETH`)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('a deposit made elsewhere shows in the open Account view as its block arrives, and on the button once Account closes', async () => {
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'Deposit Wallet', rdns: 'io.hatch.e2e.deposit', networks: [main] })])
    await connectThroughModal(page, 'Deposit Wallet')
    await openAccount(page)
    await expect.poll(() => shownBalance(page), { timeout: 15_000 }).toBe('1.000 ETH')

    await depositInNewBlock(account, '2.5')
    // Well before the 30 s balance cache would expire: the new block is what brings it.
    await expect.poll(() => shownBalance(page), { timeout: 20_000 }).toBe('2.500 ETH')

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await accountButton(page).textContent()).toBe(`${short(account.address)} · 2.500 ETH`)
    expect(pageErrors).toEqual([])
  })
})
