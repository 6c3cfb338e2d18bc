import UniversalProvider from '@walletconnect/universal-provider'
import { ed25519 } from '@noble/curves/ed25519'
import { Verifier } from 'bip322-js'
import type { Browser } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../sandbox/solana/base58.js'
import { launchBrowser, saveScreenshot } from '../../fixtures/browser.js'
import { lastEvent, openPhoneWallet, pairWith, proposalCard, requestCard, walletField, type PhoneWallet } from './phoneWalletDriver.js'

// Account 6 is this file's (the phone wallet's default, 5, belongs to the WalletConnect e2e tests).
const ACCOUNT = 6
const DAPP_NAME = 'Phone wallet integration dapp'

const sandbox = inject('sandbox')
const account = sandbox.accounts[ACCOUNT]!
const main = sandbox.networks[0]!
const solana = sandbox.extensions.solana as { caipNetworkId: string; accounts: string[] }
const bitcoin = sandbox.extensions.bitcoin as { caipNetworkId: string; accounts: { paymentAddress: string }[] }
const rpcMap = Object.fromEntries(
  sandbox.networks.flatMap((n) => [
    [String(n.id), n.rpcUrls.default.http[0]!],
    [n.caipNetworkId, n.rpcUrls.default.http[0]!],
  ]),
)

describe('sandbox phone wallet page (WalletKit in Chromium) with a UniversalProvider dapp on the sandbox relay', () => {
  let browser: Browser
  let wallet: PhoneWallet
  let dapp: InstanceType<typeof UniversalProvider>
  const previousTestSwitch = process.env.IS_VITEST

  beforeAll(async () => {
    process.env.IS_VITEST = 'true' // the Node dapp's verify switch (docs/stand-ins.md)
    browser = await launchBrowser()
    wallet = await openPhoneWallet(browser, sandbox.urls.phoneWallet!, ACCOUNT)
    dapp = await UniversalProvider.init({
      projectId: sandbox.projectId,
      relayUrl: sandbox.urls.relay,
      metadata: { name: DAPP_NAME, description: 'test', url: 'http://127.0.0.1', icons: [] },
      customStoragePrefix: 'hatch-phone-wallet-it',
      telemetryEnabled: false,
      logger: 'silent',
    })
  }, 60_000)

  afterAll(async () => {
    await dapp?.client.core.relayer.transportClose().catch(() => undefined)
    await wallet?.close()
    await browser?.close()
    if (previousTestSwitch === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previousTestSwitch
  })

  /** Starts a connection and pastes its uri into the phone wallet. */
  async function connectThroughPage() {
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
    const connecting = dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [...sandbox.networks.map((n) => n.caipNetworkId), 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTransaction'],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap,
        },
        solana: { chains: [solana.caipNetworkId], methods: ['solana_signMessage'], events: [], rpcMap: { [solana.caipNetworkId]: sandbox.urls.solana! } },
        bip122: { chains: [bitcoin.caipNetworkId], methods: ['signMessage'], events: [], rpcMap: { [bitcoin.caipNetworkId]: sandbox.urls.bitcoin! } },
      },
    })
    await pairWith(wallet.page, await uri)
    return connecting
  }

  it('refuses a malformed uri with a message naming what is wrong', async () => {
    await pairWith(wallet.page, 'wc:not-a-topic@2?relay-protocol=irn')
    await expect.poll(() => wallet.page.getByRole('alert').textContent()).toBe('The WalletConnect URI must look like wc:<64 hex topic>@2?… (WalletConnect v2)')
    await pairWith(wallet.page, 'https://example.com')
    await expect.poll(() => wallet.page.getByRole('alert').textContent()).toBe("The WalletConnect URI must start with 'wc:'")
  })

  it('rejecting the proposal in the page carries the rejection to the dapp', async () => {
    const connecting = connectThroughPage()
    const settled = connecting.then(
      () => 'approved',
      (error: Error) => error.message,
    )
    const card = await proposalCard(wallet.page)
    await card.getByRole('button', { name: 'Reject' }).click()
    expect(await settled).toBe('User rejected.')
    await expect.poll(() => wallet.page.getByRole('region', { name: 'Session proposal' }).count()).toBe(0)
    expect(await lastEvent(wallet.page).textContent()).toBe(`Session rejected for ${DAPP_NAME}`)
  })

  it('shows the proposal (dapp, requested chains); Approve answers with the account on every sandbox chain, Solana and Bitcoin; the session is listed', async () => {
    expect(await walletField(wallet.page, 'Account').textContent()).toBe(account.address)
    const connecting = connectThroughPage()
    const card = await proposalCard(wallet.page)
    await expect.poll(() => card.locator('dt:text-is("Dapp") + dd').textContent()).toBe(DAPP_NAME)
    const chains = await card.getByRole('list', { name: 'Requested chains' }).getByRole('listitem').allTextContents()
    expect(chains).toEqual([...sandbox.networks.map((n) => n.caipNetworkId), 'eip155:1', solana.caipNetworkId, bitcoin.caipNetworkId])
    await saveScreenshot(wallet.page, 'phone-wallet/proposal')
    await card.getByRole('button', { name: 'Approve' }).click()
    await connecting

    const namespaces = dapp.session!.namespaces
    // eip155:1 is not a sandbox chain, so it is left out; eth_signTransaction is not a method the page answers.
    expect(namespaces.eip155?.accounts).toEqual(sandbox.networks.map((n) => `${n.caipNetworkId}:${account.address}`))
    expect(namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(namespaces.solana?.accounts).toEqual([`${solana.caipNetworkId}:${solana.accounts.at(-1)}`])
    expect(namespaces.bip122?.accounts).toEqual([`${bitcoin.caipNetworkId}:${bitcoin.accounts.at(-1)!.paymentAddress}`])

    const sessions = wallet.page.getByRole('listitem', { name: DAPP_NAME })
    await expect.poll(() => sessions.count()).toBe(1)
    expect(
      await sessions
        .getByRole('list', { name: `Accounts shared with ${DAPP_NAME}` })
        .getByRole('listitem')
        .allTextContents(),
    ).toContain(`${main.caipNetworkId}:${account.address}`)
  })

  it('answers personal_sign after Approve in the page; viem verifies the signature', async () => {
    const message = 'Sign in to the Hatch sandbox'
    const signing = dapp.request<`0x${string}`>({ method: 'personal_sign', params: [toHex(message), account.address] }, main.caipNetworkId)
    const card = await requestCard(wallet.page, 'personal_sign')
    expect(await card.getByLabel('Request details').textContent()).toBe(message)
    expect(await card.locator('dt:text-is("Dapp") + dd').textContent()).toBe(DAPP_NAME)
    await card.getByRole('button', { name: 'Approve' }).click()
    const signature = await signing
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('Reject on a request returns a user-rejected error to the dapp', async () => {
    const signing = dapp.request({ method: 'personal_sign', params: [toHex('do not sign'), account.address] }, main.caipNetworkId)
    const outcome = signing.then(
      () => 'signed',
      (error: Error) => error.message,
    )
    const card = await requestCard(wallet.page, 'personal_sign')
    await card.getByRole('button', { name: 'Reject' }).click()
    expect(await outcome).toBe('User rejected the request.')
    await expect.poll(() => wallet.page.getByRole('region', { name: 'Request: personal_sign' }).count()).toBe(0)
  })

  it('sends an approved eth_sendTransaction to the sandbox node; the recipient receives the value', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    const sending = dapp.request<`0x${string}`>(
      { method: 'eth_sendTransaction', params: [{ from: account.address, to: recipient, value: toHex(parseEther('0.25')) }] },
      main.caipNetworkId,
    )
    const card = await requestCard(wallet.page, 'eth_sendTransaction')
    expect(await card.getByLabel('Request details').textContent()).toBe(`To: ${recipient}\nValue: ${parseEther('0.25')} wei`)
    await card.getByRole('button', { name: 'Approve' }).click()
    const hash = await sending
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  it('signs solana_signMessage with the Solana account it shared; the ed25519 signature verifies', async () => {
    const pubkey = solana.accounts.at(-1)!
    const message = new TextEncoder().encode('Hatch on Solana')
    const signing = dapp.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey } },
      solana.caipNetworkId,
    )
    const card = await requestCard(wallet.page, 'solana_signMessage')
    await card.getByRole('button', { name: 'Approve' }).click()
    const { signature } = await signing
    expect(ed25519.verify(decodeBase58(signature), message, decodeBase58(pubkey))).toBe(true)
  })

  it('signs a bip122 signMessage (BIP-322) with the Bitcoin payment address it shared; bip322-js verifies it', async () => {
    const address = bitcoin.accounts.at(-1)!.paymentAddress
    const message = 'Hatch on Bitcoin'
    const signing = dapp.request<{ address: string; signature: string }>(
      { method: 'signMessage', params: { account: address, address, message, protocol: 'ecdsa' } },
      bitcoin.caipNetworkId,
    )
    const card = await requestCard(wallet.page, 'signMessage')
    expect(await card.getByLabel('Request details').textContent()).toBe(message)
    await card.getByRole('button', { name: 'Approve' }).click()
    const answer = await signing
    expect(answer.address).toBe(address)
    expect(Verifier.verifySignature(address, message, answer.signature)).toBe(true)
    expect(Verifier.verifySignature(address, `${message}!`, answer.signature)).toBe(false)
  })

  it('Disconnect ends the session on both sides', async () => {
    const deleted = new Promise<void>((resolve) => dapp.once('session_delete', () => resolve()))
    await wallet.page.getByRole('listitem', { name: DAPP_NAME }).getByRole('button', { name: 'Disconnect' }).click()
    await deleted
    await expect.poll(() => wallet.page.getByText('No active sessions').count()).toBe(1)
  })

  it('sent no request off 127.0.0.1 (HTTP or WebSocket), and threw nothing', () => {
    expect(wallet.requestedUrls.some((url) => url.startsWith(sandbox.urls.relay!))).toBe(true)
    expect(wallet.requestedUrls.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
    expect(wallet.offHostRequests).toEqual([])
    expect(wallet.pageErrors).toEqual([])
  })
})
