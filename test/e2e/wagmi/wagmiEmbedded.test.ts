import { join } from 'node:path'
import { parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveInFrame, freshEmail } from '../email/emailStack.js'
import { freshAccount, fund, network } from '../evm/evmStack.js'
import { logInByEmail, shownText as text, SLOW, startDapp, usdcOf, type Dapp } from '../dapps/dappStack.js'
import { permitTypedData } from './page/typedData.js'

// The wagmi dapp of wagmiHooks.test.ts with the e-mail embedded wallet: a secure site of this
// test's own (the sandbox's allows only the demo's origin) that allows the dapp's origin; the
// visitor logs in with the code from the sandbox mailbox and approves each request in the frame.

let dapp: Dapp
beforeAll(async () => {
  dapp = await startDapp({ entry: join(import.meta.dirname, 'page/main.tsx'), title: 'wagmi dapp', outdirName: '.wagmi-e2e-build', ways: { embedded: {} } })
})
afterAll(async () => {
  await dapp?.stop()
})

describe('a wagmi dapp with hatchConnector(hatch), through the e-mail embedded wallet', () => {
  it('logs in by e-mail from wagmi’s connect, shows the balance, signs EIP-712 data viem verifies and mines an ERC-20 transfer', async () => {
    const main = network(0)
    const recipient = freshAccount().address
    const email = freshEmail('wagmi')
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${recipient}`)

    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await logInByEmail(page, email)
    const dialog = page.getByRole('dialog')
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    const address = (await text(page, 'wagmi address:'))?.replace('wagmi address: ', '') as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The e-mail login ends on Account: the visitor closes the modal to use the dapp.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 })

    await fund(main, address, { wei: parseEther('3.5'), usdcUnits: 4_000_000n })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect.poll(() => text(page, 'Balance:'), SLOW).toBe(`Balance: 3.5 ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await approveInFrame(page, 'Sign typed data')
    const signature = (await text(page, 'Typed data signature:'))?.replace('Typed data signature: ', '') as Hex
    expect(await verifyTypedData({ address, signature, ...permitTypedData(main.id, main.contracts.usdc.address, address) })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    await approveInFrame(page, 'Send transaction')
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(address)).toBe(2_500_000n)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
