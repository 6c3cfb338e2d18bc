import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createChainTransport, fallbackRankOptions, httpTransportOptions, toViemChain } from '../../../../adapters/evm/runtime/chainTransport.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'

interface RpcServer {
  url: string
  /** Every HTTP body received, parsed: an object for one call, an array for a batch. */
  bodies: unknown[]
  close(): Promise<void>
}

/** A JSON-RPC server on 127.0.0.1 that answers eth_chainId / eth_blockNumber, or fails `failFirst` times with `status`. */
async function rpcServer(options: { status?: number; failFirst?: number } = {}): Promise<RpcServer> {
  const bodies: unknown[] = []
  let failures = options.failFirst ?? 0
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
    })
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.parse(await readBody(req)) as { id: number; method: string } | Array<{ id: number; method: string }>
    bodies.push(body)
    if (failures > 0) {
      failures -= 1
      res.writeHead(options.status ?? 503).end('unavailable')
      return
    }
    const answer = (call: { id: number; method: string }) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_chainId' ? '0x539' : '0x10' })
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
  }
  const server: Server = createServer((req, res) => void respond(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

const network = (urls: string[]): CaipNetwork => ({
  id: 1337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: urls } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1337',
})

const servers: RpcServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

describe('chain RPC transport', () => {
  it("holds the spec's figures: retry 3, delay 150 ms, timeout 10 s, batch 1000; rank 4 s, 10 samples, 1 s ping, 0.7/0.3", () => {
    expect(httpTransportOptions).toEqual({ retryCount: 3, retryDelay: 150, timeout: 10_000, batch: { batchSize: 1000 } })
    expect(fallbackRankOptions).toEqual({ interval: 4000, sampleCount: 10, timeout: 1000, weights: { stability: 0.7, latency: 0.3 } })
    const transport = createChainTransport(network(['http://127.0.0.1:1/', 'http://127.0.0.1:2/']))({ chain: toViemChain(network(['http://127.0.0.1:1/'])) })
    expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
    const inner = (transport.value as { transports: Array<{ config: { type: string; timeout: number }; value: { url: string } }> }).transports
    expect(inner.map((t) => [t.config.type, t.config.timeout, t.value.url])).toEqual([
      ['http', 10_000, 'http://127.0.0.1:1/'],
      ['http', 10_000, 'http://127.0.0.1:2/'],
    ])
  })

  it('batches concurrent calls into one HTTP request', async () => {
    const server = await rpcServer()
    servers.push(server)
    const client = createPublicClient({ chain: toViemChain(network([server.url])), transport: createChainTransport(network([server.url])) })
    const [chainId, block] = await Promise.all([client.getChainId(), client.getBlockNumber()])
    expect([chainId, block]).toEqual([1337, 16n])
    expect(server.bodies).toHaveLength(1)
    expect(Array.isArray(server.bodies[0])).toBe(true)
  })

  it('retries a retryable status (503) and succeeds on a later attempt', async () => {
    const server = await rpcServer({ status: 503, failFirst: 2 })
    servers.push(server)
    const client = createPublicClient({ transport: createChainTransport(network([server.url])) })
    const started = Date.now()
    await expect(client.getBlockNumber({ cacheTime: 0 })).resolves.toBe(16n)
    expect(server.bodies).toHaveLength(3)
    // Delays double from 150 ms: at least 150 + 300 ms passed before the third attempt.
    expect(Date.now() - started).toBeGreaterThanOrEqual(440)
  })

  it('falls back to the next RPC URL when the first one refuses connections', async () => {
    const dead = await rpcServer()
    await dead.close()
    const live = await rpcServer()
    servers.push(live)
    const net = network([dead.url, live.url])
    const client = createPublicClient({ chain: toViemChain(net), transport: createChainTransport(net) })
    await expect(client.getBlockNumber({ cacheTime: 0 })).resolves.toBe(16n)
    expect(live.bodies.length).toBeGreaterThanOrEqual(1)
  })

  it('names the network when it has no usable RPC URL', () => {
    expect(() => createChainTransport(network([]))).toThrow(/eip155:1337 has no RPC URL/)
    expect(() => createChainTransport(network(['ws://127.0.0.1:1']))).toThrow(/not http\(s\): ws:\/\/127.0.0.1:1/)
  })
})
