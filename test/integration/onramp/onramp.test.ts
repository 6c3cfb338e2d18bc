import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { freshAccount } from '../../e2e/evm/evmStack.js'
import { encodeBase58 } from '../../../sandbox/solana/base58.js'
import { getJson, sandbox, sdkQuery } from '../sandbox/helpers.js'

const main = () => sandbox().networks[0]!
const url = (path: string) => `${sandbox().urls.data}${path}?${sdkQuery()}`
const post = (path: string, body: unknown) =>
  getJson(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const solana = () => sandbox().extensions['solana'] as { caipNetworkId: string }

/** What a visitor's browser does on the provider page: open the link, then submit the form. */
async function openLink(link: string): Promise<{ status: number; html: string; orderId: string }> {
  const response = await fetch(link)
  const html = await response.text()
  return { status: response.status, html, orderId: /name="orderId" value="([^"]+)"/.exec(html)?.[1] ?? '' }
}
async function submit(link: string, orderId: string, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const params = Object.fromEntries(new URL(link).searchParams)
  const response = await fetch(new URL('/buy', link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, orderId, ...fields }).toString(),
  })
  return { status: response.status, html: await response.text() }
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')

async function usdcOf(address: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(main().rpcUrls.default.http[0]) })
  return client.readContract({ address: main().contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

async function linkFor(address: string, asset: string, network: string, presetFiatAmount = '50.00', fiatCurrency = 'USD'): Promise<string> {
  const res = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
    defaultNetwork: network,
    partnerUserId: address.slice(0, 20),
    defaultExperience: 'buy',
    presetFiatAmount,
    fiatCurrency,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.url
}

describe('data service on-ramp calls (spec §7)', () => {
  it('options: USD and EUR with the card and bank-account limits of spec §5; USDC and ETH on the EVM main chains, SOL on Solana', async () => {
    const res = await getJson(url('/v1/onramp/options'))
    expect(res.status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(res.body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    const bySymbol = Object.fromEntries(res.body.purchaseCurrencies.map((c: { symbol: string }) => [c.symbol, c]))
    expect(Object.keys(bySymbol)).toEqual(['USDC', 'ETH', 'SOL'])
    expect(bySymbol.USDC.networks).toContainEqual({
      name: 'hatch-mainnet',
      display_name: main().name,
      chain_id: String(main().id),
      contract_address: main().contracts.usdc.address,
    })
    // Balances (and so purchases a visitor can see arrive) exist only on non-test networks (spec §9).
    expect(bySymbol.ETH.networks.map((n: { chain_id: string }) => n.chain_id)).toEqual(
      sandbox()
        .networks.filter((n) => !n.testnet)
        .map((n) => String(n.id)),
    )
    expect(bySymbol.SOL.networks).toEqual([expect.objectContaining({ name: 'solana', chain_id: solana().caipNetworkId.split(':')[1] })])
    expect((await getJson(`${sandbox().urls.data}/v1/onramp/options`)).status).toBe(400)
  })

  it('quote: 50 USD of USDC is 0.75 fee (1.5%), 49.25 subtotal and 49.25 USDC; EUR buys ETH at the price table', async () => {
    const usdc = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50.00', network: 'hatch-mainnet' })
    expect(usdc.status).toBe(200)
    expect(usdc.body).toMatchObject({
      networkFee: { amount: '0.75', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
    })
    expect(usdc.body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
    // 100 EUR: 1.50 fee, 98.50 × 1.08 USD/EUR ÷ 3000 USD/ETH = 0.03546 ETH.
    const eth = await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '100', network: 'hatch-mainnet' })
    expect(eth.body).toMatchObject({
      networkFee: { amount: '1.50', currency: 'EUR' },
      paymentSubtotal: { amount: '98.50' },
      purchaseAmount: { amount: '0.03546', currency: 'ETH' },
    })
  })

  it('quote: amounts outside the payment method limits are refused naming them; bad fields are named', async () => {
    const below = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '9.99', network: 'hatch-mainnet' })
    expect(below.status).toBe(400)
    expect(below.body.reasons[0].description).toBe('amount must be from 10.00 to 7500.00 USD for card payments')
    const aboveCard = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '7500.01', network: 'hatch-mainnet' })
    expect(aboveCard.body.reasons[0].description).toBe('amount must be from 10.00 to 7500.00 EUR for card payments')
    const bank = await post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '20000',
      network: 'hatch-mainnet',
      paymentMethod: 'ach_bank_account',
    })
    expect(bank.status).toBe(200)
    const aboveBank = await post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '25000.01',
      network: 'hatch-mainnet',
      paymentMethod: 'ach_bank_account',
    })
    expect(aboveBank.body.reasons[0].description).toBe('amount must be from 10.00 to 25000.00 USD for bank account payments')
    const wrong = await post('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'GBP', amount: '5.123', network: 'hatch-mainnet' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('paymentCurrency must be one of USD, EUR')
    expect(wrong.body.message).toContain('amount must be a decimal amount with at most 2 decimals')
    const nowhere = await post('/v1/onramp/quote', { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', network: 'hatch-mainnet' })
    expect(nowhere.body.reasons[0].description).toBe("SOL is not sold on network 'hatch-mainnet'; it is sold on solana")
  })

  it('onrampurl: a provider link with publicKey, destinationCurrencyCode, walletAddress and externalCustomerId; a wrong wallet is refused', async () => {
    const account = freshAccount()
    const link = new URL(await linkFor(account.address, 'USDC', 'hatch-mainnet'))
    expect(link.origin).toBe(sandbox().urls.onramp)
    expect(Object.fromEntries(link.searchParams)).toEqual({
      publicKey: sandbox().projectId,
      destinationCurrencyCode: 'USDC',
      walletAddress: account.address,
      externalCustomerId: account.address.slice(0, 20),
      network: 'hatch-mainnet',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
    })
    const bad = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: 'not-an-address', blockchains: ['hatch-mainnet'], assets: ['USDC'] }],
      partnerUserId: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.reasons[0].description).toBe("'not-an-address' is not a EVM address")
  })
})

describe('the sandbox on-ramp provider page', () => {
  it('refuses a wrong card and an amount outside the card limits without crediting; the test card credits 49.25 USDC once', async () => {
    const account = freshAccount()
    const link = await linkFor(account.address, 'USDC', 'hatch-mainnet')
    const opened = await openLink(link)
    expect(opened.status).toBe(200)
    expect(text(opened.html)).toContain('Buy USDC')
    expect(opened.html).toContain('<label for="cardNumber">Card number</label>')
    expect(opened.html).toContain('value="50.00"')

    const declined = await submit(link, opened.orderId, { amount: '50.00', cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' })
    expect(declined.status).toBe(422)
    expect(text(declined.html)).toContain('Card declined: this sandbox provider takes only the test card 4242 4242 4242 4242.')
    expect(declined.html).toContain('value="4000 0000 0000 0002"')
    const tooMuch = await submit(link, opened.orderId, { amount: '7600', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
    expect(tooMuch.status).toBe(422)
    expect(text(tooMuch.html)).toContain('The amount must be from 10.00 to 7500.00 USD for card payments.')
    expect(await usdcOf(account.address)).toBe(0n)

    const paid = await submit(link, opened.orderId, { amount: '50.00', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
    expect(paid.status).toBe(200)
    const receipt = text(paid.html)
    expect(receipt).toContain('Purchase complete')
    expect(receipt).toContain('You paid 50.00 USD Fee 0.75 USD You received 49.25 USDC')
    expect(await usdcOf(account.address)).toBe(parseUnits('49.25', 6))

    // The same order submitted again (a reload) shows its receipt and pays nothing more.
    const again = await submit(link, opened.orderId, { amount: '50.00', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
    expect(text(again.html)).toContain('Purchase complete')
    expect(await usdcOf(account.address)).toBe(parseUnits('49.25', 6))
  })

  it('credits ETH on the EVM chain and SOL on the Solana cluster', async () => {
    const account = freshAccount()
    const ethLink = await linkFor(account.address, 'ETH', 'hatch-mainnet', '30.00')
    const ethPage = await openLink(ethLink)
    expect((await submit(ethLink, ethPage.orderId, { amount: '30.00', cardNumber: '4242424242424242', expiry: '01/40', cvc: '999' })).status).toBe(200)
    const client = createPublicClient({ transport: http(main().rpcUrls.default.http[0]) })
    // 30 − 0.45 fee = 29.55 USD at 3000 USD/ETH.
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.00985'))

    const owner = encodeBase58(randomBytes(32))
    const solLink = await linkFor(owner, 'SOL', 'solana', '15.00')
    const solPage = await openLink(solLink)
    expect((await submit(solLink, solPage.orderId, { amount: '15.00', cardNumber: '4242424242424242', expiry: '01/40', cvc: '999' })).status).toBe(200)
    const rpc = sandbox().urls['solana'] as string
    const balance = await fetch(rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
    })
    // 15 − 0.23 fee (1.5% rounded up to the cent) = 14.77 USD at 150 USD/SOL = 0.098466666 SOL.
    expect(((await balance.json()) as { result: { value: number } }).result.value).toBe(98_466_666)
  })

  it('names what is wrong with a broken link', async () => {
    const res = await fetch(`${sandbox().urls.onramp}/buy?destinationCurrencyCode=DOGE&walletAddress=0x1&externalCustomerId=a&network=hatch-mainnet`)
    expect(res.status).toBe(400)
    expect(text(await res.text())).toContain('publicKey is missing')
  })
})
