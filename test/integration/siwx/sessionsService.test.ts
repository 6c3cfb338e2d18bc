import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { formatSiwxMessage } from '../../../plugins/siwx/messages/formatMessage.js'
import type { SiwxMessageData } from '../../../plugins/siwx/types.js'
import { getJson, sandbox, sdkQuery } from '../sandbox/helpers.js'

/** The site asking: sessions belong to the origin that made them. */
const ORIGIN = 'http://127.0.0.1:4173'
const HOST = '127.0.0.1:4173'
const data = () => sandbox().urls.data
let counter = 0

async function signed(overrides: Partial<SiwxMessageData> = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const now = Date.now()
  const fields: SiwxMessageData = {
    accountAddress: account.address,
    chainId: 'eip155:713101',
    domain: HOST,
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: `it${Date.now()}${(counter += 1)}x`,
    statement: 'Sign in to the integration test',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 60_000).toISOString(),
    ...overrides,
  }
  const message = await formatSiwxMessage(fields)
  return { account, message, signature: await account.signMessage({ message }) }
}

const add = (address: string, body: unknown, origin: string | null = ORIGIN) =>
  getJson(`${data()}/v1/sessions/${address}?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })
const list = (address: string, chainId?: string, origin: string = ORIGIN) =>
  getJson(`${data()}/v1/sessions/${address}?${sdkQuery(chainId ? { chainId } : {})}`, { headers: { origin } })
const revoke = (address: string, body: unknown) =>
  getJson(`${data()}/v1/sessions/${address}/revoke?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  })

describe('data service /v1/sessions (spec §7): sign-in sessions checked with the siwx server verifier', () => {
  it('adds a signed session for the calling site, lists it for that site and network only, and revokes it with its nonce and signature', async () => {
    const { account, message, signature } = await signed()
    const added = await add(account.address, { message, signature })
    expect(added.status).toBe(200)
    expect(added.body.session).toMatchObject({ message, signature, data: { accountAddress: account.address, chainId: 'eip155:713101', domain: HOST } })

    expect((await list(account.address.toLowerCase(), 'eip155:713101')).body.sessions).toHaveLength(1)
    expect((await list(account.address, 'eip155:1')).body.sessions).toEqual([])
    expect((await list(account.address, undefined, 'http://127.0.0.1:5999')).body.sessions).toEqual([])

    expect((await revoke(account.address, { pci: added.body.session.data.nonce, signature: '0xdead' })).status).toBe(404)
    const revoked = await revoke(account.address, { pci: added.body.session.data.nonce, signature })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    expect((await list(account.address, 'eip155:713101')).body.sessions).toEqual([])
  })

  it('refuses a tampered message, another domain, an expired message, a replayed nonce and a request without an Origin, naming why', async () => {
    const good = await signed()
    const tampered = good.message.replace('Sign in to the integration test', 'Sign in and pay')
    const res = await add(good.account.address, { message: tampered, signature: good.signature })
    expect(res.status).toBe(401)
    expect(res.body.reasons[0].description).toMatch(/signature is not .* signature of this message/)

    const elsewhere = await signed({ domain: 'evil.example', uri: 'https://evil.example/' })
    expect((await add(elsewhere.account.address, elsewhere)).body.reasons[0].description).toBe(`the message is for domain 'evil.example', not '${HOST}'`)

    const expired = await signed({ issuedAt: new Date(Date.now() - 120_000).toISOString(), expirationTime: new Date(Date.now() - 60_000).toISOString() })
    const late = await add(expired.account.address, expired)
    expect(late.status).toBe(401)
    expect(late.body.reasons[0].description).toMatch(/^the message expired at/)

    expect((await add(good.account.address, good)).status).toBe(200)
    const replay = await add(good.account.address, good)
    expect(replay.status).toBe(409)
    expect((await add(good.account.address, good, null)).status).toBe(400)
    expect((await add(good.account.address, { message: good.message })).status).toBe(400)
    expect((await list(good.account.address, 'eip155:713101')).body.sessions).toHaveLength(1)
  })
})
