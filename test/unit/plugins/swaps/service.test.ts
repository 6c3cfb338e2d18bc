import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../../kernel/http/createHttpClient.js'
import { SwapFailure } from '../../../../plugins/swaps/errors.js'
import { swapService } from '../../../../plugins/swaps/service.js'

/** A real HTTP server answering each path with a fixed status and body, recording the queries. */
const answers = new Map<string, { status: number; body: unknown }>()
const seen: URL[] = []
let server: Server
let service: ReturnType<typeof swapService>

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    seen.push(url)
    const answer = answers.get(url.pathname) ?? { status: 404, body: { message: 'no such route' } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  service = swapService(createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, projectId: 'p1', sdkType: 'hatch', sdkVersion: '0.1.0' }))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SwapFailure)
  return (error as SwapFailure).swapError
}

describe('the swap service client (spec §7 /v1/convert/*)', () => {
  it('reads the token list, marking the native placeholder, with projectId/st/sv on the query', async () => {
    answers.set('/v1/convert/tokens', {
      status: 200,
      body: {
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', decimals: 18 },
          {
            name: 'USD Coin',
            symbol: 'USDC',
            address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
            decimals: 6,
            logoUri: 'http://127.0.0.1/usdc.svg',
          },
        ],
      },
    })
    const tokens = await service.tokens('eip155:1')
    expect(tokens).toEqual([
      {
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        caip: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
        native: true,
      },
      {
        address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
        caip: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        native: false,
        logoUri: 'http://127.0.0.1/usdc.svg',
      },
    ])
    const query = seen.at(-1)!.searchParams
    expect([query.get('chainId'), query.get('projectId'), query.get('st'), query.get('sv')]).toEqual(['eip155:1', 'p1', 'hatch', '0.1.0'])
  })

  it('quotes in base units and passes amount, userAddress, from, to and gasPrice', async () => {
    answers.set('/v1/convert/quotes', {
      status: 200,
      body: { quotes: [{ id: null, fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] },
    })
    const quote = await service.quote({ amount: 5n * 10n ** 17n, userAddress: 'eip155:1:0xabc', from: 'eip155:1:0xeee', to: 'eip155:1:0xusdc', gasPrice: 7n })
    expect(quote).toEqual({ fromAmount: 5n * 10n ** 17n, toAmount: 1_488_081_911n, priceImpact: '0.79' })
    expect(Object.fromEntries(seen.at(-1)!.searchParams)).toMatchObject({
      amount: '500000000000000000',
      userAddress: 'eip155:1:0xabc',
      from: 'eip155:1:0xeee',
      to: 'eip155:1:0xusdc',
      gasPrice: '7',
    })
  })

  it("maps a 422 to SWAPS_INSUFFICIENT_LIQUIDITY with the service's reason", async () => {
    answers.set('/v1/convert/quotes', { status: 422, body: { message: 'Insufficient liquidity: this swap would take 60.0% of the pool' } })
    expect(await failureOf(service.quote({ amount: 1n, userAddress: 'u', from: 'a', to: 'b' }))).toEqual({
      code: 'SWAPS_INSUFFICIENT_LIQUIDITY',
      params: { reason: 'Insufficient liquidity: this swap would take 60.0% of the pool' },
    })
  })

  it('maps an unsupported chain to the spec messages: Swaps for the token list, Gas Price for the gas price', async () => {
    const unsupported = { status: 400, body: { message: "Unsupported chainId 'eip155:5': swaps are served on eip155:1" } }
    answers.set('/v1/convert/tokens', unsupported)
    answers.set('/v1/convert/gas-price', unsupported)
    expect(await failureOf(service.tokens('eip155:5'))).toEqual({ code: 'SWAPS_NETWORK_UNSUPPORTED' })
    expect(await failureOf(service.gasPrice('eip155:5'))).toEqual({ code: 'GAS_PRICE_NETWORK_UNSUPPORTED' })
  })

  it('maps any other failure to SWAPS_SERVICE_FAILED, naming the cause', async () => {
    answers.set('/v1/convert/allowance', { status: 503, body: { message: 'Service unavailable' } })
    expect(await failureOf(service.allowance('t', 'u'))).toEqual({ code: 'SWAPS_SERVICE_FAILED', params: { reason: 'Service unavailable' } })
    answers.set('/v1/convert/allowance', { status: 200, body: { allowance: 'lots' } })
    const bad = await failureOf(service.allowance('t', 'u'))
    expect(bad.code).toBe('SWAPS_SERVICE_FAILED')
    expect(String(bad.params?.reason)).toContain('allowance')
  })

  it('reads a built transaction: router, calldata, value and gas in base units', async () => {
    answers.set('/v1/convert/build-transaction', {
      status: 200,
      body: {
        tx: {
          from: 'eip155:1:0x1111111111111111111111111111111111111111',
          to: 'eip155:1:0x2222222222222222222222222222222222222222',
          data: '0x7ff36ab5',
          value: '500',
          eip155: { gas: '120000', gasPrice: '3' },
        },
      },
    })
    const tx = await service.buildTransaction({ amount: 500n, slippage: '1', projectId: 'p1', userAddress: 'u', from: 'a', to: 'b', disableEstimate: false })
    expect(tx).toEqual({ to: '0x2222222222222222222222222222222222222222', data: '0x7ff36ab5', value: 500n, gas: 120_000n, gasPrice: 3n })
  })
})
