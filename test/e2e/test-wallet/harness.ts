/**
 * Shared set-up for the test-wallet e2e tests: three real anvil nodes (two the wallets know, one
 * they must be told about), a page on 127.0.0.1 that collects EIP-6963 announcements and provider
 * events, and Chromium.
 */
import type { Browser, Page } from 'playwright-core'
import { startAnvil, type AnvilNode } from '../../../sandbox/chains/anvil.js'
import { sandboxAccounts } from '../../../sandbox/chains/accounts.js'
import { testWalletIcon, type EvmTestWalletConfig } from '../../../sandbox/wallets/evm/index.js'
import { launchBrowser } from '../../fixtures/browser.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'

export const CHAIN_A = 31_401
export const CHAIN_B = 31_402
export const CHAIN_EXTRA = 31_403

/** The dapp page: records announcements and every provider event, and offers `call(rdns, method, params)`. */
const DAPP_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Test wallet dapp</title></head>
<body><h1>Test wallet dapp</h1>
<script>
  window.announced = [];
  window.providers = {};
  window.events = [];
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = event.detail;
    if (window.providers[info.rdns]) return;
    window.providers[info.rdns] = provider;
    window.announced.push({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns });
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      provider.on(name, (payload) => window.events.push({
        rdns: info.rdns, name,
        payload: payload instanceof Error ? { code: payload.code, message: payload.message } : payload,
      }));
    }
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.call = async (rdns, method, params) => {
    try { return { result: await window.providers[rdns].request({ method, params }) }; }
    catch (error) { return { error: { code: error.code, message: error.message } }; }
  };
</script></body></html>`

/** Result of `window.call` in the dapp page. */
export type CallResult = { result: unknown; error?: undefined } | { result?: undefined; error: { code: number; message: string } }

export interface Harness {
  browser: Browser
  server: HtmlServer
  nodes: Record<'a' | 'b' | 'extra', AnvilNode>
  /** Private keys of the two wallets' accounts (anvil accounts 8 and 9). */
  keys: { first: `0x${string}`; second: `0x${string}` }
  addresses: { first: `0x${string}`; second: `0x${string}` }
  /** Config of the first wallet (knows chains A and B), with overrides. */
  firstWallet(overrides?: Partial<EvmTestWalletConfig>): EvmTestWalletConfig
  /** Config of the second wallet (knows chain A only), with overrides. */
  secondWallet(overrides?: Partial<EvmTestWalletConfig>): EvmTestWalletConfig
  stop(): Promise<void>
}

/** Starts nodes, page server and browser in parallel. */
export async function startHarness(): Promise<Harness> {
  const [a, b, extra, server, browser] = await Promise.all([
    startAnvil({ chainId: CHAIN_A }),
    startAnvil({ chainId: CHAIN_B }),
    startAnvil({ chainId: CHAIN_EXTRA }),
    startHtmlServer({ '/': DAPP_HTML }),
    launchBrowser(),
  ])
  const accounts = sandboxAccounts()
  const first = accounts[8]
  const second = accounts[9]
  if (!first || !second) throw new Error('harness: anvil accounts 8 and 9 are missing')
  return {
    browser,
    server,
    nodes: { a, b, extra },
    keys: { first: first.privateKey, second: second.privateKey },
    addresses: { first: first.address, second: second.address },
    firstWallet: (overrides = {}) => ({
      name: 'Sandbox Wallet',
      rdns: 'io.hatch.sandbox',
      icon: testWalletIcon('#2f6fed', 'SW'),
      uuid: '7d1f9a2c-5b3e-4c8d-9f01-23456789abcd',
      privateKey: first.privateKey,
      chains: [
        { chainId: CHAIN_A, name: 'Sandbox A', rpcUrl: a.url },
        { chainId: CHAIN_B, name: 'Sandbox B', rpcUrl: b.url },
      ],
      chainId: CHAIN_A,
      mode: 'approve',
      ...overrides,
    }),
    secondWallet: (overrides = {}) => ({
      name: 'Second Wallet',
      rdns: 'io.hatch.second',
      icon: testWalletIcon('#c2410c', 'W2'),
      privateKey: second.privateKey,
      chains: [{ chainId: CHAIN_A, name: 'Sandbox A', rpcUrl: a.url }],
      chainId: CHAIN_A,
      mode: 'approve',
      ...overrides,
    }),
    async stop() {
      await Promise.allSettled([browser.close(), server.stop(), a.stop(), b.stop(), extra.stop()])
    },
  }
}

/** Calls `provider.request` of the wallet with this rdns inside the page. */
export function call(page: Page, rdns: string, method: string, params?: unknown): Promise<CallResult> {
  return page.evaluate(([r, m, p]) => (window as unknown as { call: (r: string, m: string, p: unknown) => Promise<CallResult> }).call(r, m, p), [
    rdns,
    method,
    params,
  ] as const)
}

/** Provider events the page has heard so far. */
export function events(page: Page): Promise<{ rdns: string; name: string; payload: unknown }[]> {
  return page.evaluate(() => (window as unknown as { events: { rdns: string; name: string; payload: unknown }[] }).events)
}
