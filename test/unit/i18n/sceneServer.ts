import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The scripted wallet's address (the account every connected scene shows). */
export const OWNER = '0x00000000000000000000000000000000000000a1'
/** Another account: a receiver, a sender. */
export const PEER = '0x00000000000000000000000000000000000000b2'
const CHAIN = 'eip155:1337'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** What the data service answers, by path (a function of the path's match for parameterised ones). */
const routes: Array<[RegExp, (match: RegExpExecArray, query: URLSearchParams) => unknown]> = [
  [/^\/projects\/v1\/origins$/, () => ({ allowedOrigins: [] })],
  [
    /^\/v1\/account\/[^/]+\/balance$/,
    () => ({
      balances: [
        { name: 'Ether', symbol: 'ETH', chainId: CHAIN, price: 3000, quantity: { decimals: '18', numeric: '1.5' } },
        { name: 'USD Coin', symbol: 'USDC', chainId: CHAIN, address: `${CHAIN}:${USDC}`, price: 1, quantity: { decimals: '6', numeric: '1234.5' } },
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
          transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'out', sender: OWNER, recipient: PEER, quantity: { numeric: '42.5' } }],
        },
        {
          id: `${CHAIN}:0x02`,
          metadata: { operationType: 'receive', minedAt: '2026-11-24T01:00:00.000Z', sentFrom: PEER, sentTo: OWNER, status: 'failed', chain: CHAIN },
          transfers: [
            { fungible_info: { symbol: 'ETH' }, direction: 'in', sender: PEER, recipient: OWNER, quantity: { numeric: '0.25' } },
            { fungible_info: { symbol: 'USDC' }, direction: 'in', sender: PEER, recipient: OWNER, quantity: { numeric: '3' } },
            { fungible_info: { symbol: 'USDC' }, direction: 'in', sender: PEER, recipient: OWNER, quantity: { numeric: '4' } },
          ],
        },
      ],
    }),
  ],
  [
    /^\/v1\/account\/[^/]+\/nfts$/,
    () => ({
      nfts: ['1', '2'].map((tokenId) => ({
        chainId: CHAIN,
        collection: { address: `${CHAIN}:0x00000000000000000000000000000000000000c3`, name: 'Test Hatchlings', symbol: 'TEST' },
        tokenId,
        name: `Hatchling #${tokenId}`,
        imageUrl: `http://127.0.0.1:1/v1/nft-image/${CHAIN}/0xc3/${tokenId}`,
        flags: { is_spam: false },
      })),
    }),
  ],
  [
    /^\/v1\/onramp\/options$/,
    () => ({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: LIMITS },
        { id: 'EUR', payment_method_limits: LIMITS },
      ],
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xc0' }],
        },
        { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xeeee' }] },
      ],
    }),
  ],
  [
    /^\/v1\/onramp\/quote$/,
    () => ({
      networkFee: { amount: '0.75', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
      quoteId: 'q-1',
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
  [/^\/v1\/convert\/quotes$/, () => ({ quotes: [{ fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] })],
  [/^\/v1\/fungible\/price$/, () => ({ fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] })],
  [/^\/v1\/identity\/[^/]+$/, () => ({ name: null, avatar: null })],
  [/^\/v1\/profile\/reverse\/[^/]+$/, () => []],
  [/^\/v1\/profile\/suggestions\/([^/]+)$/, (m) => ({ suggestions: [{ name: `${m[1]}-wallet.hatch.id`, registered: false }] })],
]

/**
 * The data service and catalogue the walked views talk to (`failures`: paths answered with an
 * error status): a real HTTP server on 127.0.0.1 with
 * realistic answers (balances, history, NFTs, the on-ramp's options and quote, swap tokens and
 * quotes). Unknown paths get 404, as the real service answers them.
 */
export async function startSceneServer(
  features: Record<string, boolean> = {},
  failures: Record<string, number> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  // The project configuration: the remote features the scene turns on (every other keeps its default).
  const config = { features: Object.entries(features).map(([id, isEnabled]) => ({ id, isEnabled, config: null })) }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }
    // A DOM test's fetch is cross-origin: answer its preflight.
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    // A path the scene makes fail (429, 503 …), as the real service does under load.
    const failure = failures[url.pathname]
    if (failure) return void res.writeHead(failure, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ message: 'failed' }))
    if (url.pathname === '/appkit/v1/config') return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(config))
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(url.pathname)
      if (match) return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer(match, url.searchParams)))
    }
    res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ message: 'not found' }))
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
