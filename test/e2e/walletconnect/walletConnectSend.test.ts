/**
 * Send over WalletConnect (issue 24 item 1): the demo paired with the sandbox phone wallet sends
 * ETH from the Account view's Send. The fee is estimated on the chain's RPC (no wallet request),
 * the phone wallet gets eth_sendTransaction, and the transaction is mined on the sandbox node.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPublicClient, http, parseEther, type Hash } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { pairWith, proposalCard, requestCard } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { demoField, freshAccount, openAccount } from '../evm/evmStack.js'
import { fillSend, openSend, sendForm, successToast } from '../send/sendPage.js'
import { openWalletConnect, PHONE_ACCOUNT, shownUri, walletConnectSession } from './walletConnectStack.js'

const session = walletConnectSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const sandbox = inject('sandbox')
const phone = sandbox.accounts[PHONE_ACCOUNT]!
const main = sandbox.networks[0]!
const node = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })

describe('Send over a WalletConnect session (the demo and the sandbox phone wallet)', () => {
  it('sends 0.75 ETH: the fee is estimated, the phone wallet is asked, and the node mines exactly 0.75 ETH to the receiver', async () => {
    const demo = await session.demo()
    const wallet = await session.phoneWallet()
    await openWalletConnect(demo.page)
    await pairWith(wallet.page, await shownUri(demo.page))
    await (await proposalCard(wallet.page)).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => demoField(demo.page, 'Status'), { timeout: 20_000 }).toBe('connected')
    expect(await demoField(demo.page, 'Address')).toBe(phone.address)

    const receiver = freshAccount().address
    await openAccount(demo.page)
    await openSend(demo.page)
    // Before the fix: "Network fee: could not be estimated", and Send alerted "The eip155 adapter does not support estimateFee".
    await fillSend(demo.page, { token: 'ETH', amount: '0.75', to: receiver }, { waitForFee: true })
    await saveScreenshot(demo.page, 'walletconnect/send-form')
    await sendForm(demo.page).submit.click()

    const request = await requestCard(wallet.page, 'eth_sendTransaction')
    const details = ((await request.getByLabel('Request details').textContent()) ?? '').toLowerCase()
    expect(details).toContain(`to: ${receiver.toLowerCase()}`)
    expect(details).toContain(`value: ${parseEther('0.75')} wei`)
    await request.getByRole('button', { name: 'Approve' }).click()

    const toast = await successToast(demo.page, 'Sent 0.75 ETH')
    const hash = /\/tx\/(0x[0-9a-f]{64})$/.exec(toast.link ?? '')?.[1] as Hash | undefined
    expect(hash).toBeDefined()
    const receipt = await node.waitForTransactionReceipt({ hash: hash!, timeout: 20_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(phone.address.toLowerCase())
    expect(await node.getBalance({ address: receiver })).toBe(parseEther('0.75'))

    expect(demo.offHostRequests).toEqual([])
    expect(demo.pageErrors).toEqual([])
    expect(wallet.pageErrors).toEqual([])
  })

  it('on the Solana side of a session whose wallet grants no Solana send, Send says so instead of offering a form that cannot send', async () => {
    const facts = sandbox.extensions['solana'] as { caipNetworkId?: string } | undefined
    expect(facts?.caipNetworkId, 'the sandbox runs its Solana stand-in').toBeDefined()
    const demo = await session.demo()
    const wallet = await session.phoneWallet()
    await openWalletConnect(demo.page)
    await pairWith(wallet.page, await shownUri(demo.page))
    await (await proposalCard(wallet.page)).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => demoField(demo.page, 'Status'), { timeout: 20_000 }).toBe('connected')
    // The phone wallet grants solana_signMessage only (sandbox/wallets/phone): no solana_signAndSendTransaction.
    await demo.page.getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => demoField(demo.page, 'Address'), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await openAccount(demo.page)
    await openSend(demo.page)
    const dialog = demo.page.getByRole('dialog')
    await dialog.getByText('Your wallet does not let this site send on this network. Send from your wallet app instead.').waitFor({ timeout: 15_000 })
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    expect(await dialog.getByRole('textbox', { name: 'Amount', exact: true }).count()).toBe(0)
    expect(demo.pageErrors).toEqual([])
  })
})
