/**
 * Helpers of the NFTs tests: tokens minted on the real sandbox nodes (the sandbox's collection
 * through its owner, account 0, which anvil signs for; the spam collection's public airdrop from
 * any funded account), and the NFTs tab found as a visitor finds it.
 */
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import type { SandboxNetwork } from '../../../sandbox/index.js'
import { createSandboxAdmin, type SandboxAdmin } from '../../../sandbox/adminClient.js'
import { sandbox, type TestAccount } from '../evm/evmStack.js'

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
const airdropAbi = [
  {
    type: 'function',
    name: 'airdrop',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: 'tokenId', type: 'uint256' }],
  },
] as const
const transferAbi = [
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

function chainOf(net: SandboxNetwork) {
  return { id: net.id, name: net.name, nativeCurrency: net.nativeCurrency, rpcUrls: { default: { http: [net.rpcUrls.default.http[0] as string] } } }
}

async function mined(net: SandboxNetwork, hash: Hex): Promise<void> {
  const receipt = await createPublicClient({ chain: chainOf(net), transport: http(net.rpcUrls.default.http[0]) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  expect(receipt.status).toBe('success')
}

/** A token id no other test (or run) uses, so a mint never collides with an existing token. */
export function uniqueTokenId(): bigint {
  return BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000))
}

/**
 * Mints `tokenId` of the sandbox collection ("Hatch Sandbox Hatchlings") to `to`. Only its owner
 * (account 0) may mint; the transaction goes through the node's unlocked account (eth_sendTransaction),
 * so the node assigns the nonce and no other test's transactions from account 0 can clash with it.
 */
export async function mintHatchling(net: SandboxNetwork, to: Address, tokenId: bigint): Promise<void> {
  const owner = sandbox().accounts[0]?.address as Address
  const wallet = createWalletClient({ account: owner, chain: chainOf(net), transport: http(net.rpcUrls.default.http[0]) })
  await mined(net, await wallet.writeContract({ address: net.contracts.nft.address, abi: mintAbi, functionName: 'mint', args: [to, tokenId] }))
}

/** A spammer's airdrop of the spam collection ("Claim Your Reward Pass") to `to`. */
export async function airdropSpam(net: SandboxNetwork, spammer: TestAccount, to: Address): Promise<void> {
  const wallet = createWalletClient({ account: privateKeyToAccount(spammer.privateKey), chain: chainOf(net), transport: http(net.rpcUrls.default.http[0]) })
  await mined(net, await wallet.writeContract({ address: net.contracts.spamNft.address, abi: airdropAbi, functionName: 'airdrop', args: [to] }))
}

/** Sends a held token of the sandbox collection from `holder` to `to`. */
export async function transferHatchling(net: SandboxNetwork, holder: TestAccount, to: Address, tokenId: bigint): Promise<void> {
  const wallet = createWalletClient({ account: privateKeyToAccount(holder.privateKey), chain: chainOf(net), transport: http(net.rpcUrls.default.http[0]) })
  await mined(
    net,
    await wallet.writeContract({ address: net.contracts.nft.address, abi: transferAbi, functionName: 'transferFrom', args: [holder.address, to, tokenId] }),
  )
}

export function admin(): SandboxAdmin {
  return createSandboxAdmin(sandbox().urls.admin)
}

/** An init script that gives the demo page `projectId` (scopes sandbox faults to one test file). */
export function useProject(projectId: string): string {
  return `(() => { let config; Object.defineProperty(window, '__HATCH_SANDBOX__', { configurable: true,
    get: () => config, set: (value) => { config = { ...value, projectId: ${JSON.stringify(projectId)} } } }) })()`
}

/** Selects the Account view's NFTs tab. */
export async function openNftsTab(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'NFTs' }).click()
}

/** The grid of NFTs. */
export const nftList = (page: Page) => page.getByRole('list', { name: 'NFTs' })

/** Whether the image named `name` has loaded and has a size (a broken image has naturalWidth 0). */
export function imageLoaded(page: Page, name: string): Promise<boolean> {
  return page.getByRole('img', { name, exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
}
