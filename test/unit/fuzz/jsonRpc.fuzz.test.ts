import fc from 'fast-check'
import { vi, describe, expect, it } from 'vitest'
import { fetchJsonRpc, rpcRetryPolicy } from '../../../kernel/http/fetchJsonRpc.js'
import { expectTypedError, fuzzParams, hostileJson, hostileString, mutationsOf } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// Chain RPC replies (Solana, Bitcoin and the WalletConnect adapter's reads go through
// fetchJsonRpc): any body becomes a result, RPC_ERROR (the node's own error), or INVALID_RESPONSE.
// Retries are switched off here (statuses and retry timing are the fault matrix's job).
const noRetry = { ...rpcRetryPolicy, retryCount: 0 }

const reply = fc.oneof(
  hostileString,
  hostileJson.map((value) => JSON.stringify(value)),
  mutationsOf({ jsonrpc: '2.0', id: 1, result: { value: 5 } }, hostileJson).map((value) => JSON.stringify(value) ?? ''),
  mutationsOf({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'boom', data: null } }, hostileJson).map((value) => JSON.stringify(value) ?? ''),
)

describe('fuzz: JSON-RPC replies (fetchJsonRpc)', () => {
  it('any reply: its result, RPC_ERROR with the node message, or INVALID_RESPONSE', async () => {
    await fc.assert(
      fc.asyncProperty(reply, async (text) => {
        const fetch = async () => new Response(text, { status: 200 })
        try {
          await fetchJsonRpc('http://127.0.0.1:9/rpc', { method: 'getSlot' }, noRetry, { fetch })
        } catch (error) {
          expectTypedError(error, ['RPC_ERROR', 'INVALID_RESPONSE'])
          if (error.code === 'RPC_ERROR') expect(typeof error.params.message).toBe('string')
          else expect(String(error.params.issues).length).toBeGreaterThan(0)
        }
      }),
      fuzzParams(),
    )
  })
})
