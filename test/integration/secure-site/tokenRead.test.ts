/**
 * The secure frame reads an ERC-20's symbol and decimals from its own endpoint (tokenRead.ts),
 * against the sandbox's anvil: the sandbox USDC reads as USDC with 6 decimals; an address without
 * code, a contract whose symbol would pose as part of the prompt's sentence, an endpoint that is
 * down and one that never answers are each a TokenReadError (the prompt then shows the raw call
 * and says the token could not be read), never a hang or another error.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { concat, createPublicClient, encodeAbiParameters, http, numberToHex, size, type Hex } from 'viem'
import { privateKeyToAddress, generatePrivateKey } from 'viem/accounts'
import { readToken, TokenReadError } from '../../../secure-site/frame/tokenRead.js'

const info = inject('sandbox')
const network = info.networks[0]!
const url = network.rpcUrls.default.http[0] as string
const client = createPublicClient({ transport: http(url) })
const signal = new AbortController().signal
const servers: Server[] = []
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))))

/** Code answering every call with `answer`: PUSH2 len, DUP1, PUSH1 12, PUSH1 0, CODECOPY, PUSH1 0, RETURN, then the answer. */
const returning = (answer: Hex): Hex => concat([`0x61${numberToHex(size(answer), { size: 2 }).slice(2)}80600c600039` as Hex, '0x6000f3', answer])

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('reading a token from the frame’s endpoint', () => {
  it('the sandbox USDC: its symbol and decimals as the chain answers them', async () => {
    expect(await readToken(url, network.contracts.usdc.address, signal)).toEqual({ symbol: 'USDC', decimals: 6 })
  })

  it('an address without code is a TokenReadError', async () => {
    expect(await failure(readToken(url, privateKeyToAddress(generatePrivateKey()), signal))).toBeInstanceOf(TokenReadError)
  })

  it('a symbol that would read as part of the sentence ("USDC to 0x…") is a TokenReadError', async () => {
    const token = privateKeyToAddress(generatePrivateKey())
    const answer = encodeAbiParameters([{ type: 'string' }], [`USDC to ${info.accounts[3]!.address}`])
    await client.request({ method: 'anvil_setCode' as never, params: [token, returning(answer)] as never })
    expect(await client.request({ method: 'eth_call', params: [{ to: token, data: '0x95d89b41' }, 'latest'] })).toBe(answer)
    const error = await failure(readToken(url, token, signal))
    expect(error).toBeInstanceOf(TokenReadError)
    expect((error as Error).message).toBe(`the token's symbol is not one a prompt can show`)
  })

  it('an endpoint that is down, or that never answers, is a TokenReadError (the latter after the timeout)', async () => {
    const silent = createServer(() => {})
    servers.push(silent)
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const token = network.contracts.usdc.address
    expect(await failure(readToken('http://127.0.0.1:9', token, signal))).toBeInstanceOf(TokenReadError)
    const started = Date.now()
    expect(await failure(readToken(silentUrl, token, signal, 300))).toBeInstanceOf(TokenReadError)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
