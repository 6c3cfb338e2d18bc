import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the service answers for one quote request. */
export type QuoteAnswer = { status: number; body: unknown }

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

/** What the network's node answers for `eth_getTransactionReceipt` of a sent swap: null while it is not mined. */
export type ReceiptAnswer = { status: '0x1' | '0x0'; blockNumber: string } | null

/**
 * A catalogue and data service on 127.0.0.1 for the swap view's DOM tests: the project
 * configuration (swaps on), the token list and gas price of `chainId`, quotes the test scripts and
 * the swap's transaction; it records every convert call. `POST /rpc` is the network's node as the
 * swap follows its transaction there: the receipt is what `receipt` answers at the time.
 */
export async function convertService(options: { chainId: string; quote: (query: URLSearchParams) => QuoteAnswer; receipt?: () => ReceiptAnswer }) {
  const calls: URL[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const json = (body: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
    // A DOM test's fetch is cross-origin: answer its preflight, and count only the real calls.
    if (req.method === 'OPTIONS') return void res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end()
    if (url.pathname === '/appkit/v1/config') return json({ features: [{ id: 'swaps', isEnabled: true, config: null }] })
    if (url.pathname === '/projects/v1/origins') return json({ allowedOrigins: [] })
    if (url.pathname.startsWith('/v1/convert/')) calls.push(url)
    if (url.pathname === '/v1/convert/tokens') {
      return json({
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: `${options.chainId}:${NATIVE}`, decimals: 18 },
          { name: 'USD Coin', symbol: 'USDC', address: `${options.chainId}:${USDC}`, decimals: 6 },
        ],
      })
    }
    if (url.pathname === '/v1/convert/gas-price') return json({ standard: '1000000000', fast: '1100000000', instant: '1200000000' })
    if (url.pathname === '/v1/convert/quotes') {
      const { status, body } = options.quote(url.searchParams)
      return json(body, status)
    }
    if (url.pathname === '/v1/convert/build-transaction') {
      const to = `${options.chainId}:0x00000000000000000000000000000000000000b2`
      return json({ tx: { to, data: '0x', value: '500000000000000000', eip155: { gas: '21000', gasPrice: '1000000000' } } })
    }
    if (url.pathname === '/rpc') {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        const { method } = JSON.parse(body) as { method: string }
        const result =
          method === 'eth_getTransactionReceipt' ? (options.receipt?.() ?? null) : method === 'eth_getTransactionByHash' ? { from: '0xa1', nonce: '0x0' } : null
        json({ jsonrpc: '2.0', id: 1, result })
      })
      return
    }
    if (url.pathname === '/v1/fungible/price') return json({ fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] })
    return json({ message: 'not found' }, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
