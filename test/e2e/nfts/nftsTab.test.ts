import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { getJson, sdkQuery } from '../../integration/sandbox/helpers.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'
import { admin, airdropSpam, imageLoaded, mintHatchling, nftList, openNftsTab, uniqueTokenId, useProject } from './nftsStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

/** This file's own project id, so its data-service fault touches no other test. */
const PROJECT_ID = 'hatch-e2e-nfts'
afterEach(() => admin().clearFaults(undefined, PROJECT_ID))

describe('the NFTs tab of the Account view', () => {
  it('shows a token minted to the visitor with its name, collection and loaded image; the spam airdrop is hidden', async () => {
    const main = network(0)
    const account = freshAccount()
    const spammer = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    await fund(main, spammer.address, { wei: parseEther('1') })
    const tokenId = uniqueTokenId()
    const name = `Hatchling #${tokenId}`
    await mintHatchling(main, account.address, tokenId)
    await airdropSpam(main, spammer, account.address)
    // The service does report the spam token: hiding it is the tab's doing.
    const served = await getJson(`${sandbox().urls.data}/v1/account/${account.address}/nfts?${sdkQuery({ chainId: main.caipNetworkId })}`)
    expect(served.body.nfts.map((n: { name: string; flags: { is_spam: boolean } }) => [n.name, n.flags.is_spam])).toEqual([
      ['Claim Your Reward Pass', true],
      [name, false],
    ])

    const { page, pageErrors, offHostRequests } = await session.open([walletFor(account, { name: 'NFT Wallet', rdns: 'io.hatch.e2e.nfts', networks: [main] })])
    await connectThroughModal(page, 'NFT Wallet')
    await openAccount(page)
    const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity'])
    await openNftsTab(page)

    const item = nftList(page).getByRole('listitem', { name })
    await item.waitFor()
    expect(await item.textContent()).toContain('Hatch Sandbox Hatchlings')
    await expect.poll(() => imageLoaded(page, name), { timeout: 10_000 }).toBe(true)
    expect(await nftList(page).getByRole('listitem').count()).toBe(1)
    expect(await page.getByRole('dialog').getByText('Claim Your Reward Pass').count()).toBe(0)
    expect(await page.getByRole('img', { name: 'Claim Your Reward Pass' }).count()).toBe(0)

    await saveScreenshot(page, 'nfts/grid')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('a fresh account shows the empty state', async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'Empty NFT Wallet', rdns: 'io.hatch.e2e.nfts.empty', networks: [main] })])
    await connectThroughModal(page, 'Empty NFT Wallet')
    await openAccount(page)
    await openNftsTab(page)
    // Waits for the tab's answer, whichever it is, so a failure names what the visitor saw instead.
    const panel = page.getByRole('tabpanel')
    await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toMatch(/No NFTs yet|Failed to fetch NFTs/)
    expect(await panel.textContent()).toContain('No NFTs yet')
    expect(await panel.textContent()).toContain(`NFTs this account holds on ${main.name} show here.`)
    expect(await nftList(page).count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('a failing data service shows "Failed to fetch NFTs" with the cause; Try again shows the NFTs once it answers', async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    const tokenId = uniqueTokenId()
    await mintHatchling(main, account.address, tokenId)
    await admin().setProject(PROJECT_ID)
    await admin().setFault('data', { status: 503, projectId: PROJECT_ID, path: `/v1/account/${account.address}/nfts` })

    const { page } = await session.open(
      [walletFor(account, { name: 'Faulty NFT Wallet', rdns: 'io.hatch.e2e.nfts.fault', networks: [main] })],
      [useProject(PROJECT_ID)],
    )
    await connectThroughModal(page, 'Faulty NFT Wallet')
    await openAccount(page)
    await openNftsTab(page)
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch NFTs' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('HTTP status code: 503')
    expect(await nftList(page).count()).toBe(0)
    await saveScreenshot(page, 'nfts/error')

    await admin().clearFaults(undefined, PROJECT_ID)
    await page.getByRole('button', { name: 'Try again' }).click()
    await nftList(page)
      .getByRole('listitem', { name: `Hatchling #${tokenId}` })
      .waitFor()
    expect(await alert.count()).toBe(0)
    // The button is gone; focus went to the answer (the tab's content), not to the page's body.
    expect(await nftList(page).evaluate((list) => (list.getRootNode() as ShadowRoot).activeElement === list.parentElement)).toBe(true)
  })

  it('a picture that fails to load gives way to a "No image" tile; the name and collection stay', async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    const tokenId = uniqueTokenId()
    await mintHatchling(main, account.address, tokenId)
    await admin().setProject(PROJECT_ID)
    await admin().setFault('data', { status: 500, projectId: PROJECT_ID, path: '/v1/nft-image/*' })

    const { page } = await session.open(
      [walletFor(account, { name: 'Imageless NFT Wallet', rdns: 'io.hatch.e2e.nfts.noimage', networks: [main] })],
      [useProject(PROJECT_ID)],
    )
    await connectThroughModal(page, 'Imageless NFT Wallet')
    await openAccount(page)
    await openNftsTab(page)
    const item = nftList(page).getByRole('listitem', { name: `Hatchling #${tokenId}` })
    await item.getByText('No image', { exact: true }).waitFor()
    expect(await item.getByRole('img').count()).toBe(0)
    expect(await item.textContent()).toContain('Hatch Sandbox Hatchlings')
  })

  it('after a transaction the visitor sends through Hatch, the tab refreshes without waiting for its cache', async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('2') })
    const first = uniqueTokenId()
    await mintHatchling(main, account.address, first)
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'Tipping NFT Wallet', rdns: 'io.hatch.e2e.nfts.tips', networks: [main] })])
    await connectThroughModal(page, 'Tipping NFT Wallet')
    await openAccount(page)
    await openNftsTab(page)
    await nftList(page)
      .getByRole('listitem', { name: `Hatchling #${first}` })
      .waitFor()

    // A token arrives from outside Hatch: the 30 s cache does not know yet.
    const second = uniqueTokenId()
    await mintHatchling(main, account.address, second)
    // The visitor sends a tip with the demo's tip jar plugin, which emits transaction:sent.
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Tip' }).click()
    await page.getByRole('radio', { name: '0.01 ETH' }).check()
    await page.getByRole('button', { name: 'Send 0.01 ETH tip' }).click()
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Back' }).click()
    await openNftsTab(page)
    await nftList(page)
      .getByRole('listitem', { name: `Hatchling #${second}` })
      .waitFor()
    expect(await nftList(page).getByRole('listitem').count()).toBe(2)
    expect(pageErrors).toEqual([])
  })
})
