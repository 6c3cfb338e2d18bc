import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { formatEther, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletControl } from '../../fixtures/testWallet.js'
import { approveInFrame, freshEmail } from '../email/emailStack.js'
import { sandboxAccountAt } from '../../../sandbox/chains/accounts.js'
import { freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { approveOnPhone, logInByEmail, nodeClient, pairPhone, SLOW as LONG, startDapp, usdcOf, type Dapp } from '../dapps/dappStack.js'
import { permitTypedData } from '../wagmi/page/typedData.js'

// A plain page (test/e2e/ethers/page/main.ts): <hatch-button> and ethers v6's BrowserProvider over
// button.hatch.getProvider('eip155'). No React of the page's own. The page offers the announced
// EVM test wallet, WalletConnect (the sandbox relay and phone wallet) and the e-mail embedded
// wallet (a secure site of this test's own); each way is driven as a visitor would.

/** The phone wallet's key: past the funded sandbox accounts, so no other test sends from it. */
const PHONE_ACCOUNT = 11

let dapp: Dapp
beforeAll(async () => {
  dapp = await startDapp({
    entry: join(import.meta.dirname, 'page/main.ts'),
    title: 'ethers page',
    outdirName: '.ethers-e2e-build',
    body: `<hatch-button config="hatch-config"></hatch-button>
<script type="application/json" id="hatch-config"></script>
<section aria-label="ethers"><div id="actions"></div><p id="account"></p><p id="balance"></p><p id="signature"></p><p id="transfer"></p><p role="alert" id="alert"></p></section>`,
    ways: { walletConnect: true, embedded: {} },
  })
})
afterAll(async () => {
  await dapp?.stop()
})

const RDNS = 'io.hatch.e2e.ethers'
const WALLET = 'Ethers E2E Wallet'
const SLOW = { timeout: 15_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent({ timeout: 30_000 })
/** The account <hatch-button> shows once connected. */
const elementShows = (page: Page) => page.locator('hatch-button').evaluate((el) => el.shadowRoot?.querySelector('button')?.textContent ?? '')
const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * With the page connected as `holder`: ethers reads the node's balance, signs the permit (viem
 * verifies it), and mines a 1.5 USDC transfer to `recipient`; `approve` answers the wallet's prompt
 * for a method, the way this connection asks.
 */
async function useThroughEthers(page: Page, holder: Address, recipient: Address, usdcBefore: bigint, approve: (method: string) => Promise<void>) {
  const main = network(0)
  await page.getByRole('button', { name: 'Read balance with ethers' }).click()
  expect(await text(page, 'ethers balance:')).toBe(`ethers balance: ${formatEther(await nodeClient().getBalance({ address: holder }))}`)

  await page.getByRole('button', { name: 'Sign typed data with ethers' }).click()
  await approve('eth_signTypedData_v4')
  const signature = (await text(page, 'ethers signature:'))?.replace('ethers signature: ', '') as Hex
  expect(await verifyTypedData({ address: holder, signature, ...permitTypedData(main.id, main.contracts.usdc.address, holder) })).toBe(true)

  await page.getByRole('button', { name: 'Send 1.5 USDC with ethers' }).click()
  await approve('eth_sendTransaction')
  await expect.poll(() => text(page, 'ethers transfer'), LONG).toMatch(/^ethers transfer mined in block \d+$/)
  expect(await usdcOf(recipient)).toBe(1_500_000n)
  expect(await usdcOf(holder)).toBe(usdcBefore - 1_500_000n)
  expect(await page.getByRole('alert').textContent()).toBe('')
}

describe("ethers v6 BrowserProvider over hatch.getProvider('eip155') on a plain page with <hatch-button>", () => {
  it('connects through the element, reads the balance, signs typed data viem verifies and mines an ERC-20 transfer', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('7.25'), usdcUnits: 10_000_000n })
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${recipient}`, {
      wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [main] })],
    })

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await page.getByRole('button', { name: WALLET, exact: true }).click(SLOW)
    await expect.poll(() => elementShows(page), SLOW).toContain(short(account.address))

    await page.getByRole('button', { name: 'Read balance with ethers' }).click()
    expect(await text(page, 'ethers balance:')).toBe('ethers balance: 7.25')

    await page.getByRole('button', { name: 'Sign typed data with ethers' }).click()
    const signature = (await text(page, 'ethers signature:'))?.replace('ethers signature: ', '') as Hex
    const typed = permitTypedData(main.id, main.contracts.usdc.address, account.address)
    expect(await verifyTypedData({ address: account.address, signature, ...typed })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC with ethers' }).click()
    expect(await text(page, 'ethers transfer')).toMatch(/^ethers transfer mined in block \d+$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(account.address)).toBe(8_500_000n)
    expect((await walletControl(page, RDNS, 'requests')).map((r) => r.method)).toEqual(expect.arrayContaining(['eth_signTypedData_v4', 'eth_sendTransaction']))
    expect(await page.getByRole('alert').textContent()).toBe('')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it("getSigner() while disconnected opens Hatch's modal; closing it rejects with ethers' ACTION_REJECTED (4001)", async () => {
    const { page, pageErrors } = await dapp.open('/', { wallets: [walletFor(freshAccount(), { name: WALLET, rdns: RDNS, networks: [network(0)] })] })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(SLOW)
    await page.getByRole('button', { name: 'Read balance with ethers' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).waitFor(SLOW)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('alert').textContent(), SLOW).toMatch(/^Read balance with ethers failed \(ACTION_REJECTED\)/)
    expect(pageErrors).toEqual([])
  })

  it('connects through a WalletConnect session: ethers reads, signs typed data viem verifies and mines an ERC-20 transfer, each approved on the phone', async () => {
    const phone = await dapp.phone(PHONE_ACCOUNT)
    const holder = sandboxAccountAt(PHONE_ACCOUNT).address
    const recipient = freshAccount().address
    await fund(network(0), holder, { wei: parseEther('4.5'), usdcUnits: 6_000_000n })
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${recipient}`)

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await pairPhone(page, phone)
    await expect.poll(() => elementShows(page), LONG).toContain(short(holder))
    await useThroughEthers(page, holder, recipient, 6_000_000n, (method) => approveOnPhone(phone, method))
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
    expect(phone.requestedUrls.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([])
  })

  it('connects through the e-mail embedded wallet: ethers reads, signs typed data viem verifies and mines an ERC-20 transfer, each approved in the secure frame', async () => {
    const recipient = freshAccount().address
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${recipient}`)

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await logInByEmail(page, freshEmail('ethers'))
    await expect.poll(() => elementShows(page), LONG).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)
    // The e-mail login ends on Account: the visitor closes the modal to use the page.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 })
    await page.getByRole('button', { name: 'Show account with ethers' }).click()
    const holder = (await text(page, 'ethers account:'))?.replace('ethers account: ', '') as Address
    expect(await elementShows(page)).toContain(short(holder))
    await fund(network(0), holder, { wei: parseEther('2.75'), usdcUnits: 3_000_000n })

    await useThroughEthers(page, holder, recipient, 3_000_000n, (method) =>
      approveInFrame(page, method === 'eth_sendTransaction' ? 'Send transaction' : 'Sign typed data'),
    )
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
