import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeKey, getECPair, REGTEST, sandboxBitcoinKey } from '../../../sandbox/bitcoin/index.js'
import { getJson, sandbox, sdkQuery } from '../sandbox/helpers.js'

const REGTEST_CAIP = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

function freshAddresses() {
  return describeKey(getECPair().fromPrivateKey(Uint8Array.from(randomBytes(32)), { network: REGTEST }))
}

async function faucet(address: string, sats: number): Promise<string> {
  const response = await fetch(`${sandbox().urls['bitcoin']}/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, sats }),
  })
  const body = (await response.json()) as { txid: string }
  expect(response.status).toBe(200)
  return body.txid
}

const dataUrl = (path: string, query: Record<string, string> = {}) => `${sandbox().urls.data}${path}?${sdkQuery(query)}`

describe('blockchain data service: Bitcoin balance and history from the local backend', () => {
  it('balance: the BTC the backend holds for the address, exact to the satoshi, with or without chainId', async () => {
    const { paymentAddress } = freshAddresses()
    await faucet(paymentAddress, 123_456_789)
    await faucet(paymentAddress, 1_000)
    const expected = [{ name: 'Bitcoin', symbol: 'BTC', chainId: REGTEST_CAIP, quantity: { decimals: '8', numeric: '1.23457789' } }]
    const withChain = await getJson(dataUrl(`/v1/account/${paymentAddress}/balance`, { currency: 'usd', chainId: REGTEST_CAIP }))
    expect(withChain.status).toBe(200)
    expect((withChain.body as { balances: unknown[] }).balances).toMatchObject(expected)
    const inferred = await getJson(dataUrl(`/v1/account/${paymentAddress}/balance`, { currency: 'usd' }))
    expect((inferred.body as { balances: unknown[] }).balances).toMatchObject(expected)
  })

  it('balance: an empty list for an address that holds nothing; 400s naming a bad address or chain', async () => {
    const { ordinalAddress } = freshAddresses()
    expect((await getJson(dataUrl(`/v1/account/${ordinalAddress}/balance`, { currency: 'usd' }))).body).toEqual({ balances: [] })
    const bad = await getJson(dataUrl('/v1/account/bcrt1qnotanaddress/balance', { currency: 'usd', chainId: REGTEST_CAIP }))
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('bcrt1qnotanaddress')
    const chain = await getJson(dataUrl(`/v1/account/${ordinalAddress}/balance`, { currency: 'usd', chainId: 'bip122:000000000019d6689c085ae165831e93' }))
    expect(chain.status).toBe(400)
    expect(JSON.stringify(chain.body)).toContain(`supported Bitcoin chains: ${REGTEST_CAIP}`)
  })

  it('history: received payments newest first, with amounts, and a cursor that pages through them', async () => {
    const { paymentAddress } = freshAddresses()
    const first = await faucet(paymentAddress, 50_000)
    const second = await faucet(paymentAddress, 70_000)
    const page1 = await getJson(dataUrl(`/v1/account/${paymentAddress}/history`, { chainId: REGTEST_CAIP, limit: '1' }))
    const body1 = page1.body as {
      data: {
        id: string
        metadata: { operationType: string; hash: string; sentTo: string }
        transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }[]
      }[]
      next: string | null
    }
    expect(body1.data).toHaveLength(1)
    expect(body1.data[0]).toMatchObject({ id: `${REGTEST_CAIP}:${second}`, metadata: { operationType: 'receive', hash: second, sentTo: paymentAddress } })
    expect(body1.data[0]?.transfers).toMatchObject([{ direction: 'in', quantity: { numeric: '0.0007' }, fungible_info: { symbol: 'BTC' } }])
    expect(body1.next).toBe(second)
    const page2 = await getJson(dataUrl(`/v1/account/${paymentAddress}/history`, { chainId: REGTEST_CAIP, limit: '1', cursor: body1.next! }))
    const body2 = page2.body as typeof body1
    expect(body2.data.map((t) => t.metadata.hash)).toEqual([first])
    expect(body2.next).toBeNull()
  })

  it('history: a payment reads as what the recipient got (0.0005 BTC), not that plus the fee', async () => {
    const { paymentAddress } = freshAddresses()
    const txid = await faucet(paymentAddress, 50_000)
    // The faucet's side of the same transaction: one input, the payment, its change and a fee.
    const payer = describeKey(sandboxBitcoinKey('faucet'), REGTEST).paymentAddress
    const page = await getJson(dataUrl(`/v1/account/${payer}/history`, { chainId: REGTEST_CAIP, limit: '100' }))
    const sent = (page.body as { data: { metadata: { hash: string }; transfers: unknown[] }[] }).data.find((t) => t.metadata.hash === txid)
    expect(sent).toMatchObject({ metadata: { operationType: 'send', sentFrom: payer, sentTo: paymentAddress } })
    expect(sent?.transfers).toMatchObject([{ direction: 'out', quantity: { numeric: '0.0005' }, fungible_info: { symbol: 'BTC' } }])
  })
})
