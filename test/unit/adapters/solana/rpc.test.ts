import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineSolanaNetwork } from '../../../../adapters/solana/networks.js'
import { createSolanaRpc } from '../../../../adapters/shared/solana/rpc.js'
import { isHatchError, type HatchError } from '../../../../kernel/errors/HatchError.js'

const KEY = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

/** A JSON-RPC server on 127.0.0.1 that answers each method with the result set for it, and records the requests. */
let answers: Record<string, unknown> = {}
const requests: { method: string; params: unknown[] }[] = []
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      requests.push({ method: request.method, params: request.params })
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: answers[request.method] ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const rpc = () => createSolanaRpc(defineSolanaNetwork({ genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Checked', rpcUrl: url }))
const failure = async (promise: Promise<unknown>) => (await promise.catch((e: unknown) => e)) as HatchError

describe('the Solana runtime’s JSON-RPC answers are checked at the boundary', () => {
  it('reads exact lamports and blockhashes, and sends the confirmed commitment', async () => {
    answers = { getBalance: { context: { slot: 1 }, value: 7_000_000_123 }, getLatestBlockhash: { value: { blockhash: KEY, lastValidBlockHeight: 150 } } }
    expect(await rpc().getBalance(MINT)).toBe(7_000_000_123n)
    expect(requests.at(-1)).toEqual({ method: 'getBalance', params: [MINT, { commitment: 'confirmed' }] })
    expect(await rpc().getLatestBlockhash('finalized')).toEqual({ blockhash: KEY, lastValidBlockHeight: 150n })
    expect(requests.at(-1)).toEqual({ method: 'getLatestBlockhash', params: [{ commitment: 'finalized' }] })
  })

  it('an answer of another shape is INVALID_RESPONSE naming the method and the field', async () => {
    answers = { getBalance: { value: 1.5 }, getLatestBlockhash: { value: { blockhash: 'abc', lastValidBlockHeight: 1 } } }
    const balance = await failure(rpc().getBalance(MINT))
    expect(isHatchError(balance, 'INVALID_RESPONSE')).toBe(true)
    expect(balance.shortMessage).toMatch(/^Invalid response from http:\/\/127\.0\.0\.1:\d+\/: getBalance: value: /)
    const blockhash = await failure(rpc().getLatestBlockhash('confirmed'))
    expect(blockhash.shortMessage).toMatch(/getLatestBlockhash: value\.blockhash: expected 32 bytes in base58$/)
  })

  it('lists parsed SPL token accounts exactly and leaves out the ones it cannot read', async () => {
    const parsed = (amount: string, decimals: number) => ({ data: { parsed: { info: { mint: MINT, tokenAmount: { amount, decimals } } } } })
    answers = {
      getTokenAccountsByOwner: {
        value: [
          { pubkey: KEY, account: parsed('18446744073709551615', 6) },
          { pubkey: MINT, account: { data: ['AAAA', 'base64'] } },
          { pubkey: MINT, account: parsed('1.5', 6) },
        ],
      },
    }
    expect(await rpc().getTokenAccountsByOwner(MINT, { mint: MINT })).toEqual([
      { mint: MINT, tokenAccount: KEY, decimals: 6, amount: 18_446_744_073_709_551_615n },
    ])
    expect(requests.at(-1)).toEqual({ method: 'getTokenAccountsByOwner', params: [MINT, { mint: MINT }, { commitment: 'confirmed', encoding: 'jsonParsed' }] })
  })

  it('sends signed bytes as base64 with the options, and prices a message as base64', async () => {
    answers = { sendTransaction: 'sig', getFeeForMessage: { value: null } }
    expect(await rpc().sendTransaction(Uint8Array.of(1, 2, 3), { preflightCommitment: 'processed', skipPreflight: true })).toBe('sig')
    expect(requests.at(-1)).toEqual({
      method: 'sendTransaction',
      params: ['AQID', { encoding: 'base64', preflightCommitment: 'processed', skipPreflight: true }],
    })
    expect(await rpc().getFeeForMessage(Uint8Array.of(255), 'confirmed')).toBeNull()
    expect(requests.at(-1)).toEqual({ method: 'getFeeForMessage', params: ['/w==', { commitment: 'confirmed' }] })
  })
})
