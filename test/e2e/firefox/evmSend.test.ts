/**
 * Issue 30 item 4, in Firefox (Debian's firefox-esr over WebDriver BiDi): a visitor of the sandbox
 * demo connects the injected EVM test wallet through the modal and sends ETH from Account; the local
 * node shows the receiver's balance, and nothing left 127.0.0.1.
 */
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchFirefox, type FirefoxSession } from '../../fixtures/firefox.js'
import { demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { connectWallet, demoField, openAccount, sendFromAccount } from './firefoxStack.js'

let firefox: FirefoxSession
beforeAll(async () => {
  firefox = await launchFirefox()
})
afterAll(() => firefox?.close())

const main = network(0)

it('connects the EVM test wallet and sends 0.1 ETH; the node shows it arrived', async () => {
  const sender = freshAccount()
  const receiver = freshAccount().address
  await fund(main, sender.address, { wei: parseEther('1') })
  const opened = await firefox.open(demoUrl(), {
    wallets: [walletFor(sender, { name: 'Firefox Wallet', rdns: 'io.hatch.e2e.firefox-wallet', networks: [main] })],
  })
  const { page } = opened

  await connectWallet(page, 'Firefox Wallet')
  expect(await demoField(page, 'Address')).toBe(sender.address)
  await openAccount(page, sender.address)
  await sendFromAccount(page, { token: 'ETH', amount: '0.1', to: receiver })

  const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
  await expect.poll(() => client.getBalance({ address: receiver }), { timeout: 20_000 }).toBe(parseEther('0.1'))
  expect(opened.pageErrors).toEqual([])
  expect(firefox.offHostRequests).toEqual([])
})

it('refuses and records what a page aims at another host, over HTTP and WebSocket (after the flow, which must record none)', async () => {
  const opened = await firefox.open(demoUrl())
  const outcome = await opened.page.evaluate(async () => {
    const socket = new WebSocket('wss://relay.offhost.example/')
    const closed = new Promise<string>((resolve) => socket.addEventListener('close', () => resolve('closed')))
    const fetched = await fetch('http://offhost.example/probe').then(
      (response) => `status ${response.status}`,
      () => 'refused',
    )
    return [fetched, await closed]
  })
  expect(outcome).toEqual(['refused', 'closed'])
  expect(firefox.offHostRequests).toEqual(expect.arrayContaining(['http://offhost.example/probe', 'relay.offhost.example:443']))
})
