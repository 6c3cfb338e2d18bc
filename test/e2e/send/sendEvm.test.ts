import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, nodeBalances, openAccount, walletFor, type TestAccount } from '../evm/evmStack.js'
import { shortAddress } from '../../../ui/primitives/AddressText.js'
import { openActivityTab, transactionList } from '../activity/activityPage.js'
import { alertShowing, fillSend, openSend, sendForm, successToast } from './sendPage.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const main = network(0)
const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
const wei = (address: Address) => client.getBalance({ address })
const usdcUnits = (address: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function openFunded(account: TestAccount, amounts: { wei: bigint; usdcUnits?: bigint }, name: string) {
  await fund(main, account.address, amounts)
  const opened = await session.open([walletFor(account, { name, rdns: `io.hatch.e2e.${name.toLowerCase().replace(/\W+/g, '-')}`, networks: [main] })])
  await connectThroughModal(opened.page, name)
  await openAccount(opened.page)
  return opened
}

/** The receipt of the last transaction `account` sent, from the latest blocks back (other files mine on this node meanwhile). */
async function lastSentBy(account: Address) {
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  for (let n = latest; n >= 0n && n > latest - 50n; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    const sent = block.transactions.find((tx) => tx.from.toLowerCase() === account.toLowerCase())
    if (sent) return client.getTransactionReceipt({ hash: sent.hash })
  }
  return undefined
}

describe('send on EVM from the demo through the test wallet', () => {
  it('sends ETH: the receiver gets exactly the amount, a toast links the transaction, Account shows the new balance', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page, pageErrors, offHostRequests } = await openFunded(sender, { wei: parseEther('2') }, 'Send ETH Wallet')
    await openSend(page)
    await fillSend(page, { token: 'ETH', amount: '0.25', to: receiver }, { waitForFee: true })
    expect(await page.getByText('Balance: 2.000 ETH').count()).toBe(1)
    await saveScreenshot(page, 'send/evm-form')
    await sendForm(page).submit.click()

    const toast = await successToast(page, 'Sent 0.25 ETH')
    expect(toast.link).toMatch(new RegExp(`^${main.blockExplorers?.default.url}/tx/0x[0-9a-f]{64}$`))
    expect(await wei(receiver)).toBe(parseEther('0.25'))
    // The demo's event log shows the send, then its confirmation (the balances read again on it).
    const hash = toast.link?.split('/tx/')[1] ?? ''
    const log = page.getByRole('list', { name: 'Hatch events' }).getByRole('listitem')
    await expect.poll(() => log.filter({ hasText: 'transaction:confirmed' }).filter({ hasText: hash }).count()).toBe(1)
    expect(await log.filter({ hasText: 'transaction:sent' }).filter({ hasText: hash }).count()).toBe(1)
    // Back on Account, which shows what the node now holds (no reload).
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    const { native } = await nodeBalances(main, sender.address)
    expect(native).not.toBe('2.000')
    await expect.poll(() => page.getByLabel('Balance', { exact: true }).textContent(), { timeout: 15_000 }).toBe(`${native} ETH`)
    // The Activity tab lists the send at once (transaction:sent refreshes it; no reload).
    await openActivityTab(page)
    const sentRow = transactionList(page)
      .getByRole('listitem')
      .filter({ hasText: shortAddress(receiver) })
      .first()
    await sentRow.waitFor({ timeout: 15_000 })
    expect(await sentRow.getAttribute('aria-label')).toMatch(/^Sent -0\.25 ETH to /)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('sends the sandbox ERC20 (USDC) with writeContract transfer: the receiver holds exactly the amount, the Tokens tab shows the rest', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page, pageErrors } = await openFunded(sender, { wei: parseEther('1'), usdcUnits: parseUnits('100', 6) }, 'Send USDC Wallet')
    await openSend(page)
    await fillSend(page, { token: 'USDC', amount: '12.5', to: receiver }, { waitForFee: true })
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 12.5 USDC')
    expect(await usdcUnits(receiver)).toBe(12_500_000n)
    expect(await usdcUnits(sender.address)).toBe(87_500_000n)
    const row = page.locator('[data-testid="hatch-token-row"][data-symbol="USDC"]')
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('87.500 USDC')
    expect(pageErrors).toEqual([])
  })

  it('Max sends everything but the network fee, and the receiver gets exactly what Max filled in', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page } = await openFunded(sender, { wei: parseEther('0.5') }, 'Send Max Wallet')
    await openSend(page)
    await fillSend(page, { token: 'ETH', to: receiver })
    await sendForm(page).max.click()
    await expect.poll(() => sendForm(page).amount.inputValue()).not.toBe('')
    const filled = parseEther(await sendForm(page).amount.inputValue())
    expect(filled).toBeLessThan(parseEther('0.5'))
    expect(filled).toBeGreaterThan(parseEther('0.499'))
    await sendForm(page).submit.click()
    await successToast(page, 'Sent ')
    expect(await wei(receiver)).toBe(filled)
    // What is left is less than the fee that was kept back.
    expect(await wei(sender.address)).toBeLessThan(parseEther('0.5') - filled)
  })

  it('names each bad input in the spec words and sends nothing', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page, pageErrors } = await openFunded(sender, { wei: parseEther('2') }, 'Send Checks Wallet')
    await openSend(page)
    const form = sendForm(page)
    const before = await wei(sender.address)

    await form.submit.click()
    expect(await alertShowing(page, 'An amount and receiver address are required')).toBe('An amount and receiver address are required')
    // Focus goes where the visitor types next: the empty amount.
    expect(await form.amount.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)

    await fillSend(page, { amount: '0.1', to: receiver })
    await form.submit.click()
    expect(await alertShowing(page, 'A token is required')).toBe('A token is required')

    await fillSend(page, { token: 'ETH', to: '0x1234' })
    await form.submit.click()
    expect(await alertShowing(page, 'Invalid EVM address')).toBe('Invalid EVM address: expected 40 hex characters with an optional 0x prefix')
    expect(await form.to.getAttribute('aria-invalid')).toBe('true')
    expect(await form.to.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    // Typing elsewhere meanwhile keeps the focus there (focus moves only after a refused send).
    await form.amount.fill('0.15')
    expect(await form.amount.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    expect(await form.amount.inputValue()).toBe('0.15')

    await fillSend(page, { amount: '5', to: receiver })
    await form.submit.click()
    expect(await alertShowing(page, 'Insufficient ETH balance')).toBe('Insufficient ETH balance: 5 needed, 2 available')

    await fillSend(page, { amount: '1.5x' })
    await form.submit.click()
    expect(await alertShowing(page, 'Invalid amount')).toBe('Invalid amount: “1.5x” is not a number; write it like 1,234.56')

    // Nothing left the account, nothing arrived, and what was typed is still there.
    expect(await wei(sender.address)).toBe(before)
    expect(await wei(receiver)).toBe(0n)
    expect(await form.to.inputValue()).toBe(receiver)
    expect(pageErrors).toEqual([])
  })

  it('is busy while the wallet decides; a send declined in the wallet says so and keeps what was typed', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page, pageErrors } = await openFunded(sender, { wei: parseEther('1') }, 'Send Decline Wallet')
    await openSend(page)
    await fillSend(page, { token: 'ETH', amount: '0.3', to: receiver }, { waitForFee: true })
    await walletControl(page, 'io.hatch.e2e.send-decline-wallet', 'setMode', 'hang')
    await sendForm(page).submit.click()
    const busy = page.getByRole('dialog').getByRole('button', { name: 'Sending…' })
    await busy.waitFor()
    expect(await busy.getAttribute('aria-busy')).toBe('true')
    expect(await busy.isDisabled()).toBe(true)
    // The pressed button keeps focus while busy, so Tab and Escape still reach the dialog (a natively
    // disabled button dropped it to the page body).
    expect(await busy.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    await expect.poll(() => walletControl(page, 'io.hatch.e2e.send-decline-wallet', 'pendingCount')).toBe(1)
    await walletControl(page, 'io.hatch.e2e.send-decline-wallet', 'dismissPending')
    expect(await alertShowing(page, 'Request rejected in the wallet')).toBe('Request rejected in the wallet')
    expect(await sendForm(page).submit.isEnabled()).toBe(true)
    expect(await sendForm(page).amount.inputValue()).toBe('0.3')
    expect(await sendForm(page).to.inputValue()).toBe(receiver)
    expect(await wei(receiver)).toBe(0n)
    expect(pageErrors).toEqual([])
  })

  it('a USDC send that reverts on chain (the USDC left the account after the wallet checked it) waits for the chain visibly, then says so, not "Sent", and keeps what was typed', async () => {
    const sender = freshAccount()
    const receiver = freshAccount().address
    const { page, pageErrors } = await openFunded(sender, { wei: parseEther('1'), usdcUnits: parseUnits('100', 6) }, 'Send Revert Wallet')
    // The page's calls to the node pass through unchanged; the test acts on the chain between two of them.
    const rpcUrl = main.rpcUrls.default.http[0] as string
    let drainBeforeSend = true
    let release!: () => void
    const receiptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.href.startsWith(rpcUrl),
      async (route) => {
        const body = route.request().postData() ?? ''
        // The wallet estimated the transfer against 100 USDC; the USDC leaves before the transfer reaches the node.
        if (drainBeforeSend && body.includes('"eth_sendRawTransaction"')) {
          drainBeforeSend = false
          await fund(main, sender.address, { wei: parseEther('1'), usdcUnits: 0n })
        }
        // The receipt reaches the page once the test has seen the form wait for it.
        if (body.includes('"eth_getTransactionReceipt"')) await receiptsHeld
        await route.continue()
      },
    )
    await openSend(page)
    await fillSend(page, { token: 'USDC', amount: '12.5', to: receiver }, { waitForFee: true })
    await sendForm(page).submit.click()

    // Sent: the form waits for the chain, busy, and says nothing was sent yet.
    const waiting = page.getByRole('dialog').getByRole('status').getByText('Waiting for the network to confirm the send…')
    await waiting.waitFor({ timeout: 15_000 })
    const busy = page.getByRole('dialog').getByRole('button', { name: 'Sending…' })
    expect(await busy.isDisabled()).toBe(true)
    expect(await page.getByText('Sent 12.5 USDC').count()).toBe(0)
    await saveScreenshot(page, 'send/evm-confirming')
    release()

    expect(await alertShowing(page, 'The transaction failed on chain')).toBe('The transaction failed on chain: nothing was sent')
    expect(await page.getByText('Sent 12.5 USDC').count()).toBe(0)
    expect(await waiting.count()).toBe(0)
    expect(await sendForm(page).submit.isEnabled()).toBe(true)
    expect(await sendForm(page).amount.inputValue()).toBe('12.5')
    expect(await sendForm(page).to.inputValue()).toBe(receiver)
    expect(await usdcUnits(receiver)).toBe(0n)
    // The wallet sent it, and the node mined it reverted.
    const mined = await lastSentBy(sender.address)
    expect(mined?.status).toBe('reverted')
    await saveScreenshot(page, 'send/evm-reverted')
    expect(pageErrors).toEqual([])
  })
})
