import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { fetchJsonRpc, rpcRetryPolicy } from '../../../kernel/http/fetchJsonRpc.js'
import { readNativeBalance } from '../../../adapters/walletconnect/runtime/walletRequests.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { sandbox } from '../sandbox/helpers.js'
import { FaultProxy, type Fault } from './helpers/faultProxy.js'
import { firstLine, underFault, type FaultCase } from './helpers/faultCases.js'

// Chain RPC under faults (spec §7 "Chain RPC", §9 "HTTP RPC defaults"): statuses 403, 408, 413,
// 429, 500, 502, 503, 504, timeouts and dropped connections are retried 3 times with 150 ms
// doubling (a Retry-After replaces the delay); a malformed or foreign body fails at once; once the
// node answers again the call succeeds. Real anvil behind a real misbehaving proxy; the waits
// between attempts go through the injectable sleep and the 10 s deadline through a fake clock.

let proxy: FaultProxy
beforeAll(async () => {
  proxy = await FaultProxy.start(sandbox().networks[0]!.rpcUrls.default.http[0]!)
})
afterAll(() => proxy?.close())

const chainIdHex = () => `0x${sandbox().networks[0]!.id.toString(16)}`

/** Calls eth_chainId through the proxy, recording the waits the retry policy asks for. */
function call(onSleep: (ms: number, waits: number[]) => void | Promise<void> = () => {}) {
  const waits: number[] = []
  const result = fetchJsonRpc(proxy.url, { method: 'eth_chainId' }, rpcRetryPolicy, {
    sleep: async (ms) => {
      waits.push(ms)
      await onSleep(ms, waits)
    },
  })
  return { waits, result }
}

const clockCase = (name: string, fault: Fault): FaultCase => ({
  name,
  fault,
  code: 'HTTP_TIMEOUT',
  message: () => /timed out after 10000 ms/,
  needsClock: true,
})

describe('chain RPC (JSON-RPC POST) under faults', () => {
  it.each([
    ['503', { kind: 'status', status: 503 }],
    ['500', { kind: 'status', status: 500 }],
    ['502', { kind: 'status', status: 502 }],
    ['408', { kind: 'status', status: 408 }],
    ['dropped connection', { kind: 'reset' }],
  ] as [string, Fault][])('%s twice: retried after 150 and 300 ms, then the answer', async (_name, fault) => {
    await proxy.set(fault, 2)
    const before = proxy.seen.length
    const { waits, result } = call()
    await expect(result).resolves.toBe(chainIdHex())
    expect(waits).toEqual([150, 300])
    expect(proxy.seen.length - before).toBe(3)
  })

  it('429 with Retry-After: 2 waits 2000 ms instead of the backoff, then the answer', async () => {
    await proxy.set({ kind: 'status', status: 429, retryAfter: '2' }, 1)
    const { waits, result } = call()
    await expect(result).resolves.toBe(chainIdHex())
    expect(waits).toEqual([2000])
  })

  it("a lasting 503: 4 attempts (150, 300, 600 ms apart), then 'HTTP status code: 503'; the next call after recovery succeeds", async () => {
    await proxy.set({ kind: 'status', status: 503 })
    const before = proxy.seen.length
    const { waits, result } = call()
    const error = await result.catch((e: unknown) => e)
    expect(isHatchError(error, 'HTTP_STATUS')).toBe(true)
    expect(firstLine(error)).toBe('HTTP status code: 503')
    expect(waits).toEqual([150, 300, 600])
    expect(proxy.seen.length - before).toBe(4)
    await proxy.heal()
    await expect(call().result).resolves.toBe(chainIdHex())
  })

  it('a refused connection is retried; the node coming back during the backoff completes the call', async () => {
    await proxy.set({ kind: 'refused' })
    const { waits, result } = call(async (_ms, all) => {
      if (all.length === 2) await proxy.heal()
    })
    await expect(result).resolves.toBe(chainIdHex())
    expect(waits).toEqual([150, 300])
  })

  it("a refused connection that lasts: 'Request to … failed: fetch failed: connect ECONNREFUSED' after 3 retries", async () => {
    await proxy.set({ kind: 'refused' })
    try {
      const { waits, result } = call()
      const error = await result.catch((e: unknown) => e)
      expect(isHatchError(error, 'HTTP_NETWORK')).toBe(true)
      expect(firstLine(error)).toMatch(/^Request to http:\/\/127\.0\.0\.1:\d+\/? failed: fetch failed: connect ECONNREFUSED/)
      expect(waits).toEqual([150, 300, 600])
    } finally {
      await proxy.heal()
    }
  })

  it.each([
    ['hang', clockCase('hang', { kind: 'hang' })],
    ['slow drip', clockCase('slow drip', { kind: 'drip', everyMs: 40 })],
  ])('%s past the 10 s timeout: the attempt is abandoned and retried after 150 ms, then the answer', async (_name, fault) => {
    await proxy.set(fault.fault, 1)
    const { waits, result } = await underFault(proxy, fault, '/', () => call())
    await expect(result).resolves.toBe(chainIdHex())
    expect(waits).toEqual([150])
  })

  it.each([
    ['truncated JSON', { kind: 'truncated' }, /: the body is not JSON$/],
    [
      'huge body (16 MiB)',
      { kind: 'huge', bytes: 16 * 1024 * 1024 },
      /^Invalid response from http:\/\/127\.0\.0\.1:\d+\/?: Invalid type: Expected Object but received Array$/,
    ],
    ['400 (not retryable)', { kind: 'status', status: 400 }, /^HTTP status code: 400$/],
  ] as [string, Fault, RegExp][])('%s: fails at once with a clear message, no retry; the next call succeeds', async (_name, fault, message) => {
    await proxy.set(fault, 1)
    const before = proxy.seen.length
    const { waits, result } = call()
    const error = await result.catch((e: unknown) => e)
    expect(isHatchError(error, 'INVALID_RESPONSE') || isHatchError(error, 'HTTP_STATUS')).toBe(true)
    expect(firstLine(error)).toMatch(message)
    expect(waits).toEqual([])
    expect(proxy.seen.length - before).toBe(1)
    await expect(call().result).resolves.toBe(chainIdHex())
  })

  it('wrong schema (every field retyped): the caller that checks the result fails with a typed error naming the call; then the balance reads', async () => {
    // fetchJsonRpc passes any `result` on (each caller knows its shape): the check is the caller's,
    // here the native-balance read the WalletConnect adapter uses.
    const network = { ...sandbox().networks[0]!, rpcUrls: { default: { http: [proxy.url] } } } as unknown as CaipNetwork
    const address = sandbox().accounts[0]!.address
    await proxy.set({ kind: 'wrongSchema' }, 1)
    const error = await readNativeBalance(network, address).catch((e: unknown) => e)
    expect(isHatchError(error, 'WALLET_REQUEST_FAILED')).toBe(true)
    expect(firstLine(error)).toContain('eth_getBalance')
    const healed = await readNativeBalance(network, address)
    expect(healed.symbol).toBe(sandbox().networks[0]!.nativeCurrency.symbol)
    expect(healed.balance).toMatch(/^\d+(\.\d+)?$/)
  })
})
