import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SandboxNetwork } from '../../../sandbox/index.js'
import { saveScreenshot } from '../../fixtures/browser.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, sandbox, walletFor, type TestAccount } from '../evm/evmStack.js'
import { admin, openActivityTab, readWholeList, transactionList, useProject } from './activityPage.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

/** This file's own project id, so its data-service fault touches no other test. */
const PROJECT_ID = 'hatch-e2e-activity'
afterEach(() => admin().clearFaults(undefined, PROJECT_ID))

/** How a row shows an address: shortened, as the data service spells it (EVM: lower case). */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`.toLowerCase()

function clients(net: SandboxNetwork, account: TestAccount) {
  const chain = { id: net.id, name: net.name, nativeCurrency: net.nativeCurrency, rpcUrls: { default: { http: [net.rpcUrls.default.http[0] as string] } } }
  const transport = http(net.rpcUrls.default.http[0])
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(account.privateKey), chain, transport }),
    client: createPublicClient({ chain, transport }),
  }
}

/** The spam collection's public airdrop (sandbox/contracts/SandboxSpamNFT.sol). */
const airdropAbi = [
  {
    type: 'function',
    name: 'airdrop',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: 'tokenId', type: 'uint256' }],
  },
] as const

describe('activity: the Account tab lists what the chain mined for the account', () => {
  it('pages through 60 transfers by cursor with at most 30 rows in the DOM; the spam-only airdrop is not listed', async () => {
    const account = freshAccount()
    const peer = freshAccount()
    const spammer = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('10'), usdcUnits: 1_000_000_000n })
    await fund(main, peer.address, { wei: parseEther('10') })
    await fund(main, spammer.address, { wei: parseEther('1') })

    // 60 transfers mined on the node: 20 ETH and 20 USDC sent by the account, 20 ETH received.
    const mine = clients(main, account)
    const other = clients(main, peer)
    let last: Hex | undefined
    for (let i = 1; i <= 20; i++) {
      last = await mine.wallet.sendTransaction({ to: peer.address, value: parseEther(String(i / 1000)), nonce: i * 2 - 2 })
      last = await mine.wallet.writeContract({
        address: main.contracts.usdc.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [peer.address, BigInt(i) * 1_000_000n],
        nonce: i * 2 - 1,
      })
      await other.wallet.sendTransaction({ to: account.address, value: parseEther(String(i / 100)), nonce: i - 1 })
    }
    // A spam-only transaction: someone else airdrops the spam collection to the account.
    const spam = await clients(main, spammer).wallet.writeContract({
      address: main.contracts.spamNft.address,
      abi: airdropAbi,
      functionName: 'airdrop',
      args: [account.address],
    })
    await mine.client.waitForTransactionReceipt({ hash: last as Hex, pollingInterval: 50 })
    expect((await mine.client.waitForTransactionReceipt({ hash: spam, pollingInterval: 50 })).status).toBe('success')

    const { page, pageErrors, offHostRequests } = await session.open([
      walletFor(account, { name: 'Activity Wallet', rdns: 'io.hatch.e2e.activity', networks: [main] }),
    ])
    const cursors: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === `/v1/account/${account.address}/history`) cursors.push(url.searchParams.get('cursor') ?? '')
    })
    await connectThroughModal(page, 'Activity Wallet')
    await openAccount(page)
    await openActivityTab(page)
    await transactionList(page).getByRole('listitem').first().waitFor()
    await saveScreenshot(page, 'activity/evm')

    const { labels, maxRows } = await readWholeList(page)
    expect(maxRows).toBeLessThanOrEqual(30)
    // A row's name ends with how long ago it was mined, which may tick while the list is read.
    const rows = new Set(labels.map((label) => label.replace(/, Confirmed, [^,]+$/, '')))
    const expected = [
      ...Array.from({ length: 20 }, (_, i) => `Sent -${Number(((i + 1) / 1000).toFixed(3))} ETH to ${short(peer.address)}`),
      ...Array.from({ length: 20 }, (_, i) => `Sent -${i + 1} USDC to ${short(peer.address)}`),
      ...Array.from({ length: 20 }, (_, i) => `Received +${Number(((i + 1) / 100).toFixed(3))} ETH from ${short(peer.address)}`),
    ]
    expect([...rows].sort()).toEqual(expected.sort())
    expect(labels.every((label) => /, Confirmed, (now|\d+ seconds? ago|1 minute ago)$/.test(label))).toBe(true)
    // The data service does list the airdrop, flagged: the tab dropped it as spam-only (spec §5).
    const history = await fetch(
      `${sandbox().urls.data}/v1/account/${account.address}/history?${new URLSearchParams({ projectId: sandbox().projectId, st: 'e2e', sv: 'e2e', chainId: main.caipNetworkId, limit: '100' })}`,
    )
    const served = ((await history.json()) as { data: { metadata: { hash: string }; transfers: { nft_info?: { flags: { is_spam: boolean } } }[] }[] }).data
    expect(served).toHaveLength(61)
    expect(served.find((tx) => tx.metadata.hash === spam)?.transfers.map((t) => t.nft_info?.flags.is_spam)).toEqual([true])
    expect(labels.some((label) => label.includes('Claim Your Reward Pass'))).toBe(false)
    // Paged through the data service by cursor, not read at once.
    expect(cursors[0]).toBe('')
    expect(cursors.filter(Boolean).length).toBeGreaterThanOrEqual(2)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('shows a transfer sent through Hatch at once (transaction:sent), within the 15 s cache', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('2') })
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'Tip Activity Wallet', rdns: 'io.hatch.e2e.activity.tip', networks: [main] })])
    await connectThroughModal(page, 'Tip Activity Wallet')
    await openAccount(page)
    await openActivityTab(page)
    await page.getByRole('status').filter({ hasText: 'No transactions yet' }).waitFor()

    // The demo's tip jar (a host plugin) sends and emits transaction:sent.
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Tip' }).click()
    await page.getByRole('button', { name: 'Send 0.001 ETH tip' }).click()
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Back' }).click()
    await openActivityTab(page)
    const row = transactionList(page).getByRole('listitem')
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    expect(await row.first().getAttribute('aria-label')).toMatch(/^Sent -0\.001 ETH to 0x0000…7117, Confirmed, /)
    expect(await row.first().textContent()).toContain('Sent')
    expect(pageErrors).toEqual([])
  })

  it('lists only the active network; after a network switch, that network’s transfers', async () => {
    const account = freshAccount()
    const peer = freshAccount()
    const [main, layer] = [network(0), network(1)]
    for (const [net, amount] of [
      [main, '0.3'],
      [layer, '0.7'],
    ] as const) {
      await fund(net, peer.address, { wei: parseEther('1') })
      const { wallet, client } = clients(net, peer)
      await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: account.address, value: parseEther(amount) }), pollingInterval: 50 })
    }
    const { page, pageErrors } = await session.open([
      walletFor(account, { name: 'Networks Activity Wallet', rdns: 'io.hatch.e2e.activity.networks', networks: [main, layer] }),
    ])
    await connectThroughModal(page, 'Networks Activity Wallet')
    await openAccount(page)
    await openActivityTab(page)
    const rows = transactionList(page).getByRole('listitem')
    await rows.first().waitFor()
    expect(await rows.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')?.split(',')[0]))).toEqual([
      `Received +0.3 ETH from ${short(peer.address)}`,
    ])

    await page.getByRole('button', { name: `Network: ${main.name}` }).click()
    await page.getByRole('button', { name: layer.name, exact: true }).click()
    await page.getByRole('button', { name: `Network: ${layer.name}` }).waitFor()
    await openActivityTab(page)
    await expect
      .poll(() => rows.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')?.split(',')[0])))
      .toEqual([`Received +0.7 ETH from ${short(peer.address)}`])
    expect(pageErrors).toEqual([])
  })

  it("a data-service fault shows 'Failed to fetch transactions' and an empty list; Try again loads it once the service is back", async () => {
    const account = freshAccount()
    const peer = freshAccount()
    const main = network(0)
    await fund(main, peer.address, { wei: parseEther('1') })
    const sent = await clients(main, peer).wallet.sendTransaction({ to: account.address, value: parseEther('0.25') })
    await clients(main, peer).client.waitForTransactionReceipt({ hash: sent, pollingInterval: 50 })
    await admin().setProject(PROJECT_ID)
    await admin().setFault('data', { status: 503, projectId: PROJECT_ID, path: `/v1/account/${account.address}/history` })

    const { page } = await session.open(
      [walletFor(account, { name: 'Faulty Activity Wallet', rdns: 'io.hatch.e2e.activity.fault', networks: [main] })],
      [useProject(PROJECT_ID)],
    )
    await connectThroughModal(page, 'Faulty Activity Wallet')
    await openAccount(page)
    await openActivityTab(page)
    await page.getByText('Failed to fetch transactions', { exact: true }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'Transactions could not be loaded.' }).waitFor()
    expect(await transactionList(page).count()).toBe(0)
    await saveScreenshot(page, 'activity/failed')

    await admin().clearFaults(undefined, PROJECT_ID)
    await page.getByRole('button', { name: 'Try again' }).click()
    const row = transactionList(page).getByRole('listitem')
    await row.first().waitFor()
    expect(await row.first().getAttribute('aria-label')).toMatch(new RegExp(`^Received \\+0\\.25 ETH from ${short(peer.address)}, Confirmed, `))
  })
})
