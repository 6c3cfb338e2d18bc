/**
 * Shared set-up of the EVM end-to-end tests: the sandbox's demo page (its own test wallets off),
 * our injected test wallets holding fresh accounts whose balances we set on the real anvil nodes,
 * and helpers that read what the node reports.
 */
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, encodeAbiParameters, erc20Abi, formatUnits, http, keccak256, numberToHex, pad, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, inject } from 'vitest'
import type { SandboxInfo, SandboxNetwork } from '../../../sandbox/index.js'
import { testWalletIcon, type EvmTestWalletConfig } from '../../../sandbox/wallets/evm/index.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { whatTheModalShows } from '../../fixtures/modalReport.js'

/** A fresh account, unknown to every other test, funded on the sandbox chains by {@link fund}. */
export interface TestAccount {
  privateKey: Hex
  address: Address
}

export function sandbox(): SandboxInfo {
  return inject('sandbox')
}

export function network(index: number): SandboxNetwork {
  const found = sandbox().networks[index]
  if (!found) throw new Error(`the sandbox has no network #${index}`)
  return found
}

export function freshAccount(): TestAccount {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAddress(privateKey) }
}

async function rpc(net: SandboxNetwork, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(net.rpcUrls.default.http[0] as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method} on ${net.name}: ${body.error.message}`)
  return body.result
}

/**
 * Gives `account` `ether` wei of native currency and `usdc` base units of the sandbox USDC on
 * `net`, by writing the node's state (anvil_setBalance, and the token's `balanceOf` slot 1), so
 * no shared sandbox account has to send anything.
 */
export async function fund(net: SandboxNetwork, account: Address, amounts: { wei: bigint; usdcUnits?: bigint }): Promise<void> {
  await rpc(net, 'anvil_setBalance', [account, numberToHex(amounts.wei)])
  if (amounts.usdcUnits !== undefined) {
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, 1n]))
    await rpc(net, 'anvil_setStorageAt', [net.contracts.usdc.address, slot, pad(numberToHex(amounts.usdcUnits), { size: 32 })])
  }
}

/** What the node reports right now, floored to three decimals as the spec displays it (and grouped, as English writes it: `1,488.081`). */
export async function nodeBalances(net: SandboxNetwork, account: Address): Promise<{ native: string; usdc: string }> {
  const client = createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })
  const [wei, units] = await Promise.all([
    client.getBalance({ address: account }),
    client.readContract({ address: net.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
  ])
  return { native: floor3(formatUnits(wei, net.nativeCurrency.decimals)), usdc: floor3(formatUnits(units, net.contracts.usdc.decimals)) }
}

function floor3(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return `${BigInt(whole).toLocaleString('en')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** A test wallet for `account`, knowing the given sandbox networks (first = active). */
export function walletFor(
  account: TestAccount,
  options: { name: string; rdns: string; networks: SandboxNetwork[]; mode?: EvmTestWalletConfig['mode']; setWindowEthereum?: boolean },
): EvmTestWalletConfig {
  const [first] = options.networks
  if (!first) throw new Error('walletFor needs at least one network')
  return {
    name: options.name,
    rdns: options.rdns,
    icon: testWalletIcon('#0f766e', options.name.slice(0, 2).toUpperCase()),
    privateKey: account.privateKey,
    chains: options.networks.map((n) => ({ chainId: n.id, name: n.name, rpcUrl: n.rpcUrls.default.http[0] as string, symbol: n.nativeCurrency.symbol })),
    chainId: first.id,
    mode: options.mode ?? 'approve',
    ...(options.setWindowEthereum ? { setWindowEthereum: true } : {}),
  }
}

/** The demo page without the sandbox's own wallets, so only the test's wallets exist. */
export function demoUrl(): string {
  const demo = sandbox().urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  return `${demo}/?testWallets=off`
}

/** One browser for a test file, and the pages it opened (closed together). */
export function browserSession() {
  let browser: Browser | undefined
  const pages: OpenedPage[] = []
  return {
    async start() {
      browser = await launchBrowser()
    },
    async open(wallets: EvmTestWalletConfig[], initScripts: string[] = []): Promise<OpenedPage> {
      if (!browser) throw new Error('browserSession: start() first')
      const opened = await openPage(browser, demoUrl(), { wallets, initScripts })
      pages.push(opened)
      return opened
    },
    async stop() {
      await Promise.allSettled(pages.map((p) => p.close()))
      await browser?.close()
    },
  }
}

/** The modal's parts (Playwright's CSS and role locators reach into the open shadow root). */
export const modal = {
  view: (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`),
  walletButtons: (page: Page) => page.locator('[data-testid="hatch-wallet-list"] button'),
}

/**
 * Opens the modal and connects the wallet named `walletName`, approving (wallet in approve mode).
 * `connectLabel`: the Connect button's text in the page's language (default English).
 */
export async function connectThroughModal(page: Page, walletName: string, connectLabel = 'Connect Wallet'): Promise<void> {
  await page.getByRole('button', { name: connectLabel, exact: connectLabel !== 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName, exact: true }).click()
  // The first connect loads the adapter's runtime chunk before the status changes at all: past
  // vitest's default 1 s poll on a loaded 2-core machine. A failed connect never turns "connected".
  try {
    await expect.poll(() => demoField(page, 'Status'), { timeout: 40_000 }).toBe('connected')
  } catch (error) {
    // Name what the visitor saw, so a failure on CI says more than 'disconnected'.
    throw new Error(`"${walletName}" did not connect within 40 s; ${await whatTheModalShows(page)}`, { cause: error })
  }
}

/**
 * Clicks the modal's button named `name`; when it does not show, fails naming what the dialog
 * showed instead and the demo's event log (a late navigation, an error), not only the timeout.
 */
export async function clickInDialog(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('button', { name, exact: true }).click({ timeout: 20_000 })
  } catch (error) {
    throw new Error(`no "${name}" button within 20 s; ${await whatTheModalShows(page)}`, { cause: error })
  }
}

/** Reads a field of the demo page's connection summary (Status, Address, Network). */
export function demoField(page: Page, label: 'Status' | 'Address' | 'Network'): Promise<string> {
  return page.evaluate((name) => {
    const terms = [...document.querySelectorAll('dl[aria-label="Connection"] dt')]
    const term = terms.find((dt) => dt.textContent === name)
    return term?.nextElementSibling?.textContent ?? ''
  }, label)
}

/** Opens the Account view through the connected account button. */
export async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account / }).click()
  await page.locator('[data-testid="hatch-account-view"]').waitFor({ state: 'visible' })
}
