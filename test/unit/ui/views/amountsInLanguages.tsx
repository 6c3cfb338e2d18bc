import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { activity } from '../../../../plugins/activity/index.js'
import { multiWallet } from '../../../../plugins/multi-wallet/index.js'
import { onramp } from '../../../../plugins/onramp/index.js'
import { pay, requestPayment } from '../../../../plugins/pay/index.js'
import { send } from '../../../../plugins/send/index.js'
import { swaps } from '../../../../plugins/swaps/index.js'
import { ConnectButton, HatchProvider } from '../../../../ui/index.js'
import { formatDecimal } from '../../../../kernel/units/formatDecimal.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle } from '../renderInDom.js'

/**
 * Every number a visitor reads in the modal goes through `Intl` in the modal's language: the
 * views are rendered for real (happy-dom, the whole modal in its shadow root) in each of the 20
 * shipped languages, with balances, values, quotes and history in the thousands and millions from
 * a data service on 127.0.0.1, and no text or accessible name may hold a run of Latin digits in a
 * whole number longer than the language writes ungrouped (`29.999.655,39 $`, `۲۹٬۹۹۹`,
 * `2,99,99,655`; `1234` only where grouping starts at 10 000). Fraction digits are not grouped by
 * any language, and addresses are not numbers. The test files (amountsInLanguages.*.test.tsx)
 * each take a few languages, so CI runs them side by side.
 */

const OWNER = '0x00000000000000000000000000000000000000a1'
const PEER = '0x00000000000000000000000000000000000000b2'
const CHAIN = testNetworks.one.caipNetworkId
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const LIMITS = [{ id: 'card', min: '10.00', max: '7500.00' }]

const routes: Array<[RegExp, () => unknown]> = [
  [/^\/projects\/v1\/origins$/, () => ({ allowedOrigins: [] })],
  [
    /^\/v1\/account\/[^/]+\/balance$/,
    () => ({
      balances: [
        { name: 'Ether', symbol: 'ETH', chainId: CHAIN, price: 1000, value: 29999655.386, quantity: { decimals: '18', numeric: '29999.655386' } },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: CHAIN,
          address: `${CHAIN}:${USDC}`,
          price: 1,
          value: 1234567.891,
          quantity: { decimals: '6', numeric: '1234567.891' },
        },
      ],
    }),
  ],
  [
    /^\/v1\/account\/[^/]+\/history$/,
    () => ({
      data: [
        {
          id: `${CHAIN}:0x01`,
          metadata: { operationType: 'send', minedAt: '2026-11-25T01:00:00.000Z', sentFrom: OWNER, sentTo: USDC, status: 'confirmed', chain: CHAIN },
          transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'out', sender: OWNER, recipient: PEER, quantity: { numeric: '123456.5' } }],
        },
        {
          id: `${CHAIN}:0x02`,
          metadata: { operationType: 'receive', minedAt: '2026-11-24T01:00:00.000Z', sentFrom: PEER, sentTo: OWNER, status: 'confirmed', chain: CHAIN },
          transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', sender: PEER, recipient: OWNER, quantity: { numeric: '2500.25' } }],
        },
      ],
    }),
  ],
  [
    /^\/v1\/convert\/tokens$/,
    () => ({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: `${CHAIN}:${NATIVE}`, decimals: 18 },
        { name: 'USD Coin', symbol: 'USDC', address: `${CHAIN}:${USDC}`, decimals: 6 },
      ],
    }),
  ],
  [/^\/v1\/convert\/gas-price$/, () => ({ standard: '1000000000', fast: '1100000000', instant: '1200000000' })],
  // 1,500 ETH buys 4,464,245.733 USDC: every figure of the quote is in the thousands.
  [/^\/v1\/convert\/quotes$/, () => ({ quotes: [{ fromAmount: '1500000000000000000000', toAmount: '4464245733000', priceImpact: '1234.5' }] })],
  [/^\/v1\/convert\/allowance$/, () => ({ allowance: '0' })],
  [/^\/v1\/fungible\/price$/, () => ({ fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2976.16 }] })],
  [/^\/v1\/identity\/[^/]+$/, () => ({ name: null, avatar: null })],
  [
    /^\/v1\/onramp\/options$/,
    () => ({
      paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }],
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xc0' }],
        },
      ],
    }),
  ],
  [
    /^\/v1\/onramp\/quote$/,
    () => ({
      networkFee: { amount: '12.75', currency: 'USD' },
      paymentSubtotal: { amount: '4987.25', currency: 'USD' },
      paymentTotal: { amount: '5000.00', currency: 'USD' },
      purchaseAmount: { amount: '4987.25', currency: 'USDC' },
      quoteId: 'q-1',
    }),
  ],
]

async function startService(features: Record<string, boolean>): Promise<{ url: string; close: () => Promise<void> }> {
  const config = { features: Object.entries(features).map(([id, isEnabled]) => ({ id, isEnabled, config: null })) }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }
    // A DOM test's fetch is cross-origin: answer its preflight.
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const answer = url.pathname === '/appkit/v1/config' ? () => config : routes.find(([pattern]) => pattern.test(url.pathname))?.[1]
    if (!answer) return void res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"message":"not found"}')
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Lets React and the services work until `check` returns a value (at most 5 s). */
async function until<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
}

/** Types into a React-controlled input as a visitor's keystrokes do. */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  await settle(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await settle(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(select), 'value')?.set?.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

interface Scene {
  name: string
  view: string
  options: Partial<HatchOptions>
  features?: Record<string, boolean>
  act?: (root: ShadowRoot, hatch: Hatch, locale: string) => Promise<void>
  /** What must be on screen before the numbers are read (by structure, never by text). */
  ready: (root: ShadowRoot) => boolean
}

/** The language's decimal sign, which digits may follow without grouping. */
const decimalSign = (locale: string) => new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'

const scenes: Scene[] = [
  {
    name: 'Account: balance and the Tokens tab with dollar values',
    view: 'Account',
    options: { plugins: [activity()], basic: false },
    ready: (root) => root.querySelectorAll('[data-testid="hatch-token-row"]').length === 2,
  },
  {
    name: 'Activity: amounts and their accessible names',
    view: 'activity/list',
    options: { plugins: [activity()], basic: false },
    ready: (root) => root.querySelectorAll('[aria-posinset]').length === 2,
  },
  {
    name: 'Send: balance, network balance and more than the balance',
    view: 'send/main',
    options: { plugins: [send()], basic: false },
    act: async (root, _hatch, locale) => {
      const token = await until(() => root.querySelector('select'), 'the token picker').catch((error: Error) => {
        throw new Error(`${error.message}; it shows: ${root.textContent}`)
      })
      // The native currency (the data service's tokens are the Account view's to load).
      await choose(token, [...token.options].find((o) => o.textContent?.startsWith('ETH'))?.value ?? 'native')
      const [amount, receiver] = root.querySelectorAll<HTMLInputElement>('input')
      await type(amount!, formatDecimal('2345678.5', { locale, precision: 'exact' }))
      await type(receiver!, PEER)
      await settle(() => root.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click())
    },
    ready: (root) => root.querySelector('[aria-invalid="true"]') !== null,
  },
  {
    name: 'Swap: balance, You receive, Minimum received, Rate, Price impact, fee',
    view: 'swaps/main',
    options: { plugins: [swaps({ chainIds: [testNetworks.one.id], quoteDelayMs: 0 })], basic: false },
    features: { swaps: true },
    act: async (root, _hatch, locale) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input'), 'the amount field')
      await type(amount, formatDecimal('1500', { locale, precision: 'exact' }))
    },
    ready: (root) => root.querySelectorAll('[role="status"] p').length >= 4,
  },
  {
    name: 'Buy: limits and the quote',
    view: 'onramp/buy',
    options: { plugins: [onramp({ quoteDelayMs: 0 })], basic: false },
    features: { onramp: true },
    act: async (root, _hatch, locale) => {
      const amount = await until(() => root.querySelector<HTMLInputElement>('input[inputmode="decimal"]'), 'the amount field')
      await type(amount, formatDecimal('5000', { locale, precision: 'exact' }))
    },
    ready: (root) => root.querySelectorAll('section li').length === 4,
  },
  {
    name: 'Wallets (multi-wallet): each wallet’s balance',
    view: 'ProfileWallets',
    options: { plugins: [multiWallet()], basic: false },
    features: { multiWallet: true },
    // The balance has been read (a digit in the row, in any script).
    ready: (root) => [...root.querySelectorAll('li')].some((li) => /\p{Nd}{2}/u.test(li.textContent ?? '')),
  },
  {
    name: 'Pay: the amount asked',
    view: 'pay/main',
    options: { plugins: [pay()], basic: false, features: { pay: true } },
    act: async (_root, hatch) => {
      await settle(() => void requestPayment(hatch, { recipient: PEER, amount: '1234.5', asset: 'native', network: CHAIN }).catch(() => undefined))
    },
    ready: (root) => root.querySelectorAll('li').length >= 3,
  },
]

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Renders a scene in `locale` with the Connect button beside it; the strings a visitor reads or hears. */
async function show(scene: Scene, locale: string): Promise<string[]> {
  const service = await startService(scene.features ?? {})
  cleanups.push(service.close)
  const wallet = scriptedAdapter('eip155', { address: OWNER, chainId: testNetworks.one.id })
  // A wallet holding 29,999.655386 ETH that sends ETH and tokens and tells the fee
  // (0.000025376582721 ETH) before signing.
  Object.assign(wallet.runtime, {
    getBalance: async () => ({ balance: '29999.655386', symbol: 'ETH' }),
    sendTransaction: async () => `0x${'1'.repeat(64)}`,
    writeContract: async () => `0x${'2'.repeat(64)}`,
    estimateFee: async () => 25_376_582_721_000n,
  })
  const hatch = createHatch({
    projectId: 'amounts-in-languages',
    networks: [testNetworks.one],
    adapters: [wallet.adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: service.url, data: service.url, analytics: service.url },
    logger: quiet,
    locale,
    ...scene.options,
  })
  cleanups.push(() => hatch.destroy())
  if (scene.features) hatch.context.store.update((draft) => void Object.assign(draft.features, scene.features))
  await hatch.ready.catch(() => undefined)
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  // The wallet's balance has arrived (the Connect button, Account and Send show it).
  await until(() => hatch.getState().chains.eip155?.account.balance, 'the balance')
  const before = document.querySelectorAll('hatch-modal').length
  const page = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <ConnectButton />
    </HatchProvider>,
  )
  cleanups.push(
    page.unmount,
    () => document.querySelectorAll('hatch-modal').forEach((el) => el.remove()),
    () => settle(() => void hatch.close()),
  )
  await settle(() => hatch.open(scene.view === 'Account' ? undefined : ({ view: scene.view } as never)))
  const root = await until(() => document.querySelectorAll('hatch-modal')[before]?.shadowRoot, `the modal of ${scene.name}`)
  await until(() => root.querySelector(`[lang="${locale}"]`), `${locale} in ${scene.name}`)
  await until(() => !root.querySelector('.loading'), `${scene.name} to load`)
  await scene.act?.(root, hatch, locale)
  await until(() => scene.ready(root), `${scene.name} in ${locale}`).catch((error: Error) => {
    throw new Error(`${error.message}; it shows: ${root.textContent}`)
  })
  // The Connect button shows the balance once the language has reached it.
  const button = await until(() => page.container.querySelector('button[aria-label]'), 'the connected Connect button')
  const strings = [button.textContent ?? '', button.getAttribute('aria-label') ?? '']
  for (const element of [root, ...root.querySelectorAll('*')]) {
    // A date (Activity's tooltip) is not an amount; an address's hex digits are not a number.
    if (element instanceof Element && element.closest('time')) continue
    if (element instanceof Element) for (const name of ['aria-label', 'title', 'placeholder']) strings.push(element.getAttribute(name) ?? '')
    for (const node of element.childNodes) if (node.nodeType === 3) strings.push(node.textContent ?? '')
  }
  return strings.map((text) => text.replace(/0x[0-9a-fA-F]+(…[0-9a-fA-F]+)?/g, '0x…')).filter((text) => /\S/.test(text))
}

/**
 * The longest run of Latin digits the language writes in a whole number without grouping: 3, or 4
 * where its grouping starts at 10 000 (`es`, `it`, `pl` write `1234` but `12.345`).
 */
const longestWholeRun = (locale: string) => (/^[0-9]{4}$/.test(new Intl.NumberFormat(locale).format(1234)) ? 4 : 3)

/** Runs of Latin digits in a whole number longer than the language writes them: what it would have grouped. */
function ungrouped(strings: string[], locale: string): string[] {
  const decimal = decimalSign(locale)
  const run = new RegExp(`[0-9]{${longestWholeRun(locale) + 1},}`, 'g')
  return strings.filter((text) => [...text.matchAll(run)].some((found) => text[(found.index ?? 0) - 1] !== decimal))
}

/** The digits `Intl` writes in `locale` when they are not Latin (Persian's `۰-۹`), else undefined. */
function nativeDigits(locale: string): RegExp | undefined {
  const digits = [...new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890)].filter((c) => !/[0-9]/.test(c))
  return digits.length ? new RegExp(`[${digits.join('')}]`) : undefined
}

/**
 * Every scene in each of `locales`: no ungrouped run of Latin digits in a whole number, the
 * language's thousands separator on screen, and its own digits where `Intl` writes them.
 */
export function describeAmountsInLanguages(locales: readonly string[]): void {
  describe.each(locales)('every number in %s goes through Intl (grouped, the language’s digits)', (locale) => {
    it.each(scenes.map((scene) => [scene.name, scene] as const))(
      '%s',
      async (_name, scene) => {
        const strings = await show(scene, locale)
        expect(ungrouped(strings, locale)).toEqual([])
        // The walk read numbers at all: the millions are on screen, grouped as the language groups them.
        const thousand = new Intl.NumberFormat(locale).formatToParts(1234567).find((p) => p.type === 'group')?.value ?? ','
        expect(strings.some((text) => text.includes(thousand))).toBe(true)
        const native = nativeDigits(locale)
        if (native) expect(strings.join(' ')).toMatch(native)
      },
      30_000,
    )
  })
}

/** In a right-to-left language, an amount keeps its order inside the sentence (the Swap view). */
export function describeAmountsKeepTheirOrder(locales: readonly string[]): void {
  describe.each(locales)('right to left (%s): an amount keeps its order inside the sentence', (locale) => {
    it('the Swap rate, quote and price impact are isolated runs (U+2068 … U+2069), so "1 ETH" never reads "ETH … 1"', async () => {
      const strings = await show(
        scenes.find((scene) => scene.view === 'swaps/main')!,
        locale,
      )
      const one = new Intl.NumberFormat(locale).format(1)
      expect(strings).toContainEqual(expect.stringMatching(new RegExp(`\u2068${one} ETH\u2069 = \u2068[^\u2069]+ USDC\u2069`)))
      expect(strings).toContainEqual(expect.stringMatching(/\u2068[^\u2069]+ USDC\u2069$/))
      expect(strings).toContainEqual(expect.stringMatching(/\u2068[^\u2069]+[%٪]\u200e?\u2069$/))
    }, 30_000)
  })
}
