import { join } from 'node:path'
import { formatEther, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhoneWallet } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { freshAccount, fund, network, sandbox } from '../evm/evmStack.js'
import { approveOnPhone, nodeClient, pairPhone, shownText as text, SLOW, startDapp, usdcOf, type Dapp } from '../dapps/dappStack.js'
import { permitTypedData } from './page/typedData.js'

// The wagmi dapp of wagmiHooks.test.ts, connected through a WalletConnect session: Hatch's modal
// shows the pairing uri, the sandbox phone wallet pairs over the sandbox relay and approves each
// request. The phone holds sandbox account 7 (no other test signs with it).
const PHONE_ACCOUNT = 7

let dapp: Dapp
let phone: PhoneWallet
beforeAll(async () => {
  dapp = await startDapp({
    entry: join(import.meta.dirname, 'page/main.tsx'),
    title: 'wagmi dapp',
    outdirName: '.wagmi-e2e-build',
    ways: { walletConnect: true },
  })
  phone = await dapp.phone(PHONE_ACCOUNT)
})
afterAll(async () => {
  await dapp?.stop()
})

const approve = (method: string) => approveOnPhone(phone, method)

describe('a wagmi dapp with hatchConnector(hatch), through a WalletConnect session', () => {
  it('connects by pairing in the modal, shows the balance, signs EIP-712 data viem verifies and mines an ERC-20 transfer', async () => {
    const main = network(0)
    const holder = sandbox().accounts[PHONE_ACCOUNT]!.address
    const recipient = freshAccount().address
    await fund(main, holder, { wei: 10n ** 21n, usdcUnits: 5_000_000n })
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${recipient}`)

    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await pairPhone(page, phone)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    expect((await text(page, 'wagmi address:'))?.toLowerCase()).toBe(`wagmi address: ${holder.toLowerCase()}`)

    const client = nodeClient()
    await expect
      .poll(() => text(page, 'Balance:'), SLOW)
      .toBe(`Balance: ${formatEther(await client.getBalance({ address: holder }))} ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await approve('eth_signTypedData_v4')
    const signature = (await text(page, 'Typed data signature:'))?.replace('Typed data signature: ', '') as Hex
    expect(await verifyTypedData({ address: holder, signature, ...permitTypedData(main.id, main.contracts.usdc.address, holder) })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    await approve('eth_sendTransaction')
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(holder)).toBe(3_500_000n)

    // Disconnect in wagmi ends the session: Hatch's button is back to Connect Wallet.
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => page.getByRole('button', { name: /^(Connect Wallet|Account )/ }).textContent(), SLOW).toBe('Connect Wallet')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
    expect(phone.requestedUrls.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([])
  })
})
