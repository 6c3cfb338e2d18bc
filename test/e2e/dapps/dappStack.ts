/**
 * What the EVM dapp e2e tests (test/e2e/wagmi, test/e2e/ethers) share: a test dapp bundled and
 * served on 127.0.0.1 with one Chromium, the secure site of its own that the e-mail embedded wallet
 * needs (the sandbox's allows only the demo's origin), the sandbox phone wallet for WalletConnect,
 * and the steps a visitor takes in Hatch's modal for each way in.
 */
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { startOnMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { erc4337Addresses, sandboxSmartAccounts } from '../../../sandbox/bundler/index.js'
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from '../../fixtures/browser.js'
import { startAppServer, testPageConfig } from '../../fixtures/appServer.js'
import { openPhoneWallet, pairWith, proposalCard, requestCard, type PhoneWallet } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { codeOf, readMailbox } from '../email/emailStack.js'
import { network, sandbox } from '../evm/evmStack.js'
import { shownUri } from '../walletconnect/walletConnectStack.js'

/** A connect, a login or a mined transaction under load: past vitest's 1 s poll. */
export const SLOW = { timeout: 30_000 }

/** Which ways in the dapp's page offers besides announced wallets. */
export interface DappWays {
  /** WalletConnect through the sandbox relay. */
  walletConnect?: boolean
  /** The e-mail embedded wallet through a secure site of the test's own; `smartAccountChains`: chains where it offers smart accounts. */
  embedded?: { smartAccountChains?: readonly number[]; paymaster?: { urlFor(chainId: number): string } }
}

/** A running test dapp: its URL, its secure site when it has the embedded wallet, the browser, and pages to open. */
export interface Dapp {
  url: string
  site: RunningSecureSite | undefined
  browser: Browser
  /** Opens `path` (`/?to=…`) of the dapp; closed by {@link Dapp.stop}. */
  open(path: string, options?: OpenPageOptions): Promise<OpenedPage>
  /** Opens the sandbox phone wallet holding sandbox account `account`. */
  phone(account: number): Promise<PhoneWallet>
  stop(): Promise<void>
}

/**
 * Bundles and serves the dapp at `entry` (`window.__HATCH_PAGE__` is {@link testPageConfig} with
 * only the `ways` asked for) and launches Chromium; with `ways.embedded`, also starts a secure site
 * that allows the dapp's origin, sends mail to the sandbox mailbox and reads the sandbox chains
 * (with the sandbox bundler for `smartAccountChains`).
 */
export async function startDapp(options: { entry: string; title: string; outdirName: string; body?: string; ways?: DappWays }): Promise<Dapp> {
  const info = sandbox()
  const ways = options.ways ?? {}
  let site: RunningSecureSite | undefined
  const server = await startAppServer({
    entry: options.entry,
    title: options.title,
    outdirName: options.outdirName,
    ...(options.body !== undefined ? { body: options.body } : {}),
    config: () => ({
      ...testPageConfig(info),
      relayUrl: ways.walletConnect ? info.urls.relay : undefined,
      secureSiteUrl: ways.embedded ? site?.origin : undefined,
    }),
  })
  const opened: OpenedPage[] = []
  let browser: Browser | undefined
  try {
    ;[site, browser] = await Promise.all([
      ways.embedded ? startDappSecureSite(server.url, ways.embedded.smartAccountChains ?? [], ways.embedded.paymaster) : undefined,
      launchBrowser(),
    ])
  } catch (error) {
    await Promise.allSettled([server.stop(), site?.stop()])
    throw error
  }
  const chromium = browser
  return {
    url: server.url,
    site,
    browser: chromium,
    async open(path, pageOptions) {
      const page = await openPage(chromium, `${server.url}${path}`, pageOptions)
      opened.push(page)
      return page
    },
    async phone(account) {
      const page = await openPhoneWallet(chromium, info.urls.phoneWallet!, account)
      opened.push(page)
      return page
    },
    async stop() {
      await Promise.allSettled(opened.map((p) => p.close()))
      await Promise.allSettled([chromium.close(), server.stop(), site?.stop()])
    },
  }
}

/** A secure site for `origin`: the sandbox's chains and mailbox, smart accounts (the sandbox bundler, and `paymaster` when given) on `smartAccountChains`. */
async function startDappSecureSite(
  origin: string,
  smartAccountChains: readonly number[],
  paymaster?: { urlFor(chainId: number): string },
): Promise<RunningSecureSite> {
  const info = sandbox()
  const smtp = new URL(info.urls.smtp as string)
  const smartAccounts =
    smartAccountChains.length > 0
      ? sandboxSmartAccounts({ urlFor: (id) => `${info.urls.bundler}/${id}`, contracts: erc4337Addresses() }, smartAccountChains, paymaster)
      : undefined
  return startOnMigratedDatabase({
    listen: { host: '127.0.0.1', port: 0 },
    allowedOrigins: [origin],
    smtp: { host: smtp.hostname, port: Number(smtp.port), from: 'Hatch Wallet <wallet@hatch.sandbox>' },
    secrets: { otpPepper: randomBytes(32).toString('hex'), shareEncryptionKey: randomBytes(32).toString('hex') },
    rpcUrls: Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string])),
    ...(smartAccounts ? { smartAccounts } : {}),
  })
}

/** The text of the first element whose text starts with `prefix`. */
export const shownText = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)

/** A public client of sandbox network `index` (default the first, Hatch Mainnet). */
export const nodeClient = (index = 0): PublicClient => createPublicClient({ transport: http(network(index).rpcUrls.default.http[0]) })

/** The sandbox USDC balance of `who` on network `index`, as the node holds it. */
export const usdcOf = (who: Address, index = 0): Promise<bigint> =>
  nodeClient(index).readContract({ address: network(index).contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

/**
 * In Hatch's open modal on Connect: the e-mail login with the code from the sandbox mailbox.
 * Resolves once the code was confirmed (the modal moves on to Account).
 */
export async function logInByEmail(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Email', exact: true }).click(SLOW)
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).waitFor(SLOW)
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await readMailbox(page.context(), email, /^Your login code$/)))
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

/** In Hatch's open modal on Connect: WalletConnect, then the phone pairs with the uri shown and approves the session. */
export async function pairPhone(page: Page, phone: PhoneWallet): Promise<void> {
  await page.getByRole('button', { name: 'WalletConnect', exact: true }).click(SLOW)
  await page.getByRole('img', { name: 'QR code' }).waitFor(SLOW)
  await pairWith(phone.page, await shownUri(page))
  await (await proposalCard(phone.page, 30_000)).getByRole('button', { name: 'Approve' }).click()
}

/** Approves the phone's request card for `method`, and waits until it is answered. */
export async function approveOnPhone(phone: PhoneWallet, method: string): Promise<void> {
  const card = await requestCard(phone.page, method, 30_000)
  await card.getByRole('button', { name: 'Approve' }).click()
  await card.waitFor({ state: 'detached', timeout: 30_000 })
}
