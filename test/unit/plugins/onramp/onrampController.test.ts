import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { onramp, type OnrampController, type OnrampState } from '../../../../plugins/onramp/index.js'
import { createTestHatch, scriptedAdapter, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { json, startLocalServer, type Handler } from '../../kernel/http/localServer.js'

const OWNER = '0x00000000000000000000000000000000000000a1'
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xc0' }] },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xeeee' }] },
    { id: 'pol', name: 'Polygon', symbol: 'POL', networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0xeeee' }] },
  ],
}
const QUOTE = {
  networkFee: { amount: '0.75', currency: 'USD' },
  paymentSubtotal: { amount: '49.25', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '49.25', currency: 'USDC' },
  quoteId: 'q-1',
}
const balance = (numeric: string) =>
  json(200, {
    balances: [{ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1337', address: 'eip155:1337:0xc0', price: 1, quantity: { decimals: '6', numeric } }],
  })

let server: Awaited<ReturnType<typeof startLocalServer>>
let hatch: Hatch
const routes: Record<string, Handler> = {}
const slice = () => hatch.getState().plugins['onramp'] as OnrampState

async function until<T>(read: () => T | undefined, what: string, ms = 2000): Promise<T> {
  for (let waited = 0; waited < ms; waited += 5) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`waited ${ms} ms for ${what}`)
}

async function start(chainId = 1337): Promise<OnrampController> {
  const { adapter } = scriptedAdapter('eip155', { address: OWNER, chainId })
  // The gate is remote: outside basic mode, with the project configuration unreachable, the host's value decides.
  hatch = createTestHatch({
    basic: false,
    features: { onramp: true },
    plugins: [onramp({ pollMs: 20, quoteDelayMs: 5 })],
    adapters: [adapter],
    endpoints: { ...unusedEndpoints, data: server.url },
  })
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const controller = await hatch.context.plugins.controller<OnrampController>('onramp')
  controller.open()
  await until(() => (slice().options !== 'loading' ? true : undefined), 'the options')
  return controller
}

beforeEach(async () => {
  server = await startLocalServer(routes)
})
afterEach(async () => {
  hatch?.destroy()
  for (const key of Object.keys(routes)) delete routes[key]
  await server.close()
})

describe('onramp controller', () => {
  it('offers the currencies sold on the active network, USDC first, and quotes once the amount is valid', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    routes['POST /v1/onramp/quote'] = json(200, QUOTE)
    const controller = await start()
    expect(controller.offered().currencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(slice()).toMatchObject({ options: 'service', purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentMethod: 'card' })
    controller.setAmount('50')
    const quote = await until(() => slice().quote, 'the quote')
    expect(quote).toMatchObject({ ...QUOTE, estimate: false })
    expect(JSON.parse(server.hits('/v1/onramp/quote')[0]?.body ?? '{}')).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'local-one',
      paymentMethod: 'card',
    })
  })

  it('names the limits of the chosen method and currency when the amount is out of range, and asks no quote', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    const controller = await start()
    controller.setAmount('9.99')
    expect(slice().errors.amount).toEqual({ code: 'ONRAMP_AMOUNT_OUT_OF_RANGE', params: { min: '10.00', max: '7500.00', currency: 'USD', method: 'card' } })
    controller.setPaymentCurrency('EUR')
    controller.setAmount('25000.01')
    controller.setPaymentMethod('ach_bank_account')
    expect(slice().errors.amount).toEqual({
      code: 'ONRAMP_AMOUNT_OUT_OF_RANGE',
      params: { min: '10.00', max: '25000.00', currency: 'EUR', method: 'bank account' },
    })
    controller.setAmount('1,5')
    expect(slice().errors.amount?.code).toBe('ONRAMP_INVALID_AMOUNT')
    let opened = 0
    expect(await controller.buy(() => (opened++, null))).toBe(false)
    expect(opened).toBe(0)
    await new Promise((r) => setTimeout(r, 30))
    expect(server.hits('/v1/onramp/quote')).toHaveLength(0)
  })

  it("offers spec §9's defaults when the options fail, and a labelled estimate (2% fee) when the quote fails", async () => {
    routes['GET /v1/onramp/options'] = json(503, { message: 'down' })
    routes['POST /v1/onramp/quote'] = json(503, { message: 'down' })
    const controller = await start()
    expect(slice().options).toBe('defaults')
    expect(controller.offered().currencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(slice().paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(controller.limit()).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
    controller.setAmount('100')
    const quote = await until(() => slice().quote, 'the estimate')
    expect(quote).toEqual({
      networkFee: { amount: '2.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '98', currency: 'USDC' },
      quoteId: 'estimate',
      estimate: true,
    })
    // The defaults name no networks: the quote named the active chain by its id.
    expect(JSON.parse(server.hits('/v1/onramp/quote')[0]?.body ?? '{}').network).toBe('1337')
  })

  it('opens the provider link, follows the balance until the purchase arrives, then emits transaction:sent', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    routes['POST /v1/onramp/quote'] = json(200, QUOTE)
    routes['POST /v1/generators/onrampurl'] = json(200, { url: 'http://127.0.0.1:1/buy?x=1' })
    routes['GET /v1/account/0x00000000000000000000000000000000000000a1/history'] = json(200, {
      data: [{ metadata: { hash: '0xabc', sentFrom: '0x00000000000000000000000000000000000000f1', sentTo: OWNER } }],
      next: null,
    })
    let held = '1.5'
    routes[`GET /v1/account/${OWNER}/balance`] = (req, res, seen) => balance(held)(req, res, seen)
    const sent: unknown[] = []
    const controller = await start()
    hatch.on('transaction:sent', (e) => sent.push(e))
    controller.setAmount('50')
    const popup = { location: { href: '' }, close() {} } as unknown as Window
    expect(await controller.buy(() => popup)).toBe(true)
    expect(popup.location.href).toBe('http://127.0.0.1:1/buy?x=1')
    expect(slice()).toMatchObject({ step: 'pending', purchase: { symbol: 'USDC', before: '1500000', address: OWNER } })
    const link = JSON.parse(server.hits('/v1/generators/onrampurl')[0]?.body ?? '{}')
    expect(link).toEqual({
      destinationWallets: [{ address: OWNER, blockchains: ['local-one'], assets: ['USDC'] }],
      defaultNetwork: 'local-one',
      partnerUserId: OWNER,
      defaultExperience: 'buy',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    })
    await new Promise((r) => setTimeout(r, 60))
    expect(slice().step).toBe('pending')
    held = '50.75'
    await until(() => (slice().step === 'arrived' ? true : undefined), 'the purchase to arrive')
    expect(slice().purchase?.received).toBe('49250000')
    await until(() => (sent.length ? true : undefined), 'transaction:sent')
    expect(sent).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:1337', hash: '0xabc', from: '0x00000000000000000000000000000000000000f1', to: OWNER }])
  })

  it('says when the provider window was closed while pending, and keeps following', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    routes['POST /v1/generators/onrampurl'] = json(200, { url: 'http://127.0.0.1:1/buy?x=2' })
    routes[`GET /v1/account/${OWNER}/balance`] = balance('0')
    const controller = await start()
    controller.setAmount('20')
    const popup = { location: { href: '' }, closed: false, close() {} } as { location: { href: string }; closed: boolean; close(): void }
    expect(await controller.buy(() => popup as unknown as Window)).toBe(true)
    await new Promise((r) => setTimeout(r, 1100))
    expect(slice().purchase?.windowClosed).toBeUndefined()
    popup.closed = true
    await until(() => (slice().purchase?.windowClosed ? true : undefined), 'the closed window to be noticed', 1500)
    expect(slice().step).toBe('pending')
  })

  it('on a network the provider does not sell on, nothing is offered and Continue names the network', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    const controller = await start(1338)
    expect(controller.offered().currencies).toEqual([])
    controller.setAmount('50')
    let opened = 0
    expect(await controller.buy(() => (opened++, null))).toBe(false)
    expect(opened).toBe(0)
    expect(slice().errors.form).toEqual({ code: 'ONRAMP_NETWORK_UNSUPPORTED', params: { network: 'Local Two' } })
  })

  it('a failing link call closes the window and keeps the form', async () => {
    routes['GET /v1/onramp/options'] = json(200, OPTIONS)
    routes['POST /v1/generators/onrampurl'] = json(503, { message: 'down' })
    routes[`GET /v1/account/${OWNER}/balance`] = balance('0')
    const controller = await start()
    controller.setAmount('50')
    let closed = false
    const popup = { location: { href: '' }, close: () => (closed = true) } as unknown as Window
    expect(await controller.buy(() => popup)).toBe(false)
    expect(closed).toBe(true)
    expect(slice()).toMatchObject({ step: 'form', amount: '50', errors: { form: { code: 'ONRAMP_LINK_FAILED', params: { reason: 'HTTP status code: 503' } } } })
  })
})
