import fc from 'fast-check'
import * as v from 'valibot'
import { vi, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../kernel/http/createHttpClient.js'
import { allowedOriginsSchema, projectConfigSchema } from '../../../kernel/remote-config/schemas.js'
import { tokenBalanceSchema } from '../../../kernel/storage/schema.js'
import { HistoryPageSchema } from '../../../plugins/activity/historySchema.js'
import { NftsReplySchema } from '../../../plugins/nfts/schema.js'
import { GetWalletsResponseSchema } from '../../../ui/views/all-wallets/catalogueSchemas.js'
import { expectTypedError, fuzzParams, hostileJson, hostileString, mutationsOf } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// Every service reply goes through the one HTTP client (spec §7): a body that is not JSON, or
// JSON that breaks the call's schema, must become INVALID_RESPONSE naming the URL and the first
// wrong field — never a TypeError deeper in the product. The fetch is the client's documented
// `fetch` option answering from memory: what is fuzzed here is the parse boundary, not the network
// (test/integration/fault drives real misbehaving servers).

const wallet = {
  id: 'w1',
  name: 'Amber',
  image_id: 'img',
  image_url: null,
  rdns: 'io.amber',
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: 'https://amber.test',
  injected: [{ namespace: 'eip155', injected_id: 'io.amber' }],
}
const transfer = {
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x.test/eth.png' } },
  direction: 'out',
  quantity: { numeric: '1.5' },
  sender: '0xa',
  recipient: '0xb',
}
const transaction = {
  id: 't1',
  metadata: { operationType: 'send', hash: '0x1', minedAt: '2026-11-21T10:00:00.000Z', sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', chain: 'eip155:1' },
  transfers: [transfer],
}
const nft = {
  chainId: 'eip155:1',
  collection: { address: 'eip155:1:0xc', name: 'Col', symbol: 'COL' },
  tokenId: '7',
  name: 'Seven',
  imageUrl: 'https://x.test/7.png',
  flags: { is_spam: false },
}
const token = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://x.test/e.png',
}

/** Each reply schema the product validates, with a valid body to mutate. */
const replies: { call: string; schema: v.GenericSchema; valid: unknown }[] = [
  { call: 'GET /appkit/v1/config', schema: projectConfigSchema, valid: { features: [{ id: 'swaps', isEnabled: true, config: null }] } },
  { call: 'GET /projects/v1/origins', schema: allowedOriginsSchema, valid: { allowedOrigins: ['https://a.test', '*.b.test'] } },
  { call: 'GET /getWallets', schema: GetWalletsResponseSchema, valid: { data: [wallet], count: 1 } },
  { call: 'GET /v1/account/{address}/history', schema: HistoryPageSchema, valid: { data: [transaction], next: 'cursor' } },
  { call: 'GET /v1/account/{address}/nfts', schema: NftsReplySchema, valid: { nfts: [nft] } },
  { call: 'GET /v1/account/{address}/balance', schema: v.object({ balances: v.array(tokenBalanceSchema) }), valid: { balances: [token] } },
]

/** A body as a broken or hostile server may send it: any text, any JSON, the valid body mutated, or cut short. */
const bodyFor = (valid: unknown) =>
  fc.oneof(
    hostileString,
    hostileJson.map((value) => JSON.stringify(value)),
    mutationsOf(valid, hostileJson).map((value) => JSON.stringify(value) ?? ''),
    fc.nat().map((cut) => JSON.stringify(valid).slice(0, cut % JSON.stringify(valid).length)),
  )

describe('fuzz: service replies (every reply schema, through the shared HTTP client)', () => {
  it.each(replies)('$call: a valid reply parses, anything else is INVALID_RESPONSE naming the field', async ({ schema, valid }) => {
    let body = JSON.stringify(valid)
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'fuzz',
      sdkType: 'hatch',
      sdkVersion: '0',
      fetch: async () => new Response(body, { status: 200 }),
    })
    await expect(client.get({ path: '/x', schema })).resolves.toBeDefined()
    await fc.assert(
      fc.asyncProperty(bodyFor(valid), async (text) => {
        body = text
        try {
          const value = await client.get({ path: '/x', schema })
          expect(v.safeParse(schema, value).success).toBe(true)
        } catch (error) {
          expectTypedError(error, ['INVALID_RESPONSE'])
          expect(error.params.url).toBe('http://127.0.0.1:9/x')
          const issues = String(error.params.issues)
          if (issues !== 'the body is not JSON') {
            // Names the first wrong field by its path, or says what the whole body should be.
            let parsed: unknown
            try {
              parsed = JSON.parse(text)
            } catch {
              parsed = undefined
            }
            const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
            if (isObject) expect(issues, issues).toMatch(/^[\w$.]+: |^Invalid type: Expected Object/)
          }
        }
      }),
      fuzzParams(),
    )
  })
})
