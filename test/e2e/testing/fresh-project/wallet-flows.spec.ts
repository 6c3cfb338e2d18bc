// An integrator's end-to-end test, written only with hatch/testing, vitest and playwright-core.
import { chromium, type Browser, type Page } from 'playwright-core'
import { startStack, type Stack } from 'hatch/testing'
import { installTestWallets, openPhoneWallet, pairPhoneWallet, readEmailedCode } from 'hatch/testing/browser'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startApp } from './app.mjs'

let stack: Stack
let app: { url: string; stop(): Promise<void> }
let browser: Browser
beforeAll(async () => {
  app = await startApp(() => stack.info)
  ;[stack, browser] = await Promise.all([
    startStack({ walletConnect: true, secureSite: { origins: [app.url] } }),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] }),
  ])
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([stack?.stop(), app?.stop()])
})

const newPage = async () => (await browser.newContext()).newPage()
const connected = (page: Page) => page.getByLabel('Connected address').textContent()

/** USDC base units `owner` holds on the stack's first chain, read from the node. */
async function usdcOf(owner: string): Promise<bigint> {
  const net = stack.networks[0]!
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  const body = { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: net.contracts.usdc.address, data }, 'latest'] }
  const reply = await fetch(net.rpcUrls.default.http[0]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return BigInt(((await reply.json()) as { result: string }).result)
}

it('connects the EVM test wallet and sends 1.5 USDC, which the chain shows', async () => {
  const page = await newPage()
  const wallet = await installTestWallets(page, { stack: stack.info, evm: { account: 3 }, mode: 'approve' })
  const to = stack.accounts.evm[4]!.address
  const before = await usdcOf(to)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Hatch Test Wallet', exact: true }).click()
  await expect.poll(() => connected(page), { timeout: 20_000 }).toBe(wallet.evm!.address)
  await page.getByRole('button', { name: /^Account / }).click()
  await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Token', exact: true }).selectOption({ label: 'USDC' })
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('1.5')
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByText('Sent 1.5 USDC').first().waitFor({ timeout: 30_000 })
  await expect.poll(() => usdcOf(to), { timeout: 20_000 }).toBe(before + 1_500_000n)
})

it('logs in by e-mail with the code from the mailbox', async () => {
  const page = await newPage()
  const email = `visitor-${Date.now()}@example.test`
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  const { code } = await readEmailedCode(stack.info, email)
  await page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => connected(page), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

it('pairs the phone wallet over WalletConnect', async () => {
  const [page, phone] = await Promise.all([newPage(), newPage()])
  await Promise.all([page.goto(app.url), openPhoneWallet(phone, stack.info, { account: 6 })])
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'WalletConnect', exact: true }).click()
  const link = page.getByLabel('WalletConnect link')
  await expect.poll(() => link.inputValue(), { timeout: 20_000 }).toMatch(/^wc:/)
  await pairPhoneWallet(phone, await link.inputValue())
  await expect.poll(() => connected(page), { timeout: 30_000 }).toBe(stack.accounts.evm[6]!.address)
})
