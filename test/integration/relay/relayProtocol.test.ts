import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RelayHandle } from '../../../sandbox/relay/index.js'
import { RelayTestClient, signRelayAuth } from './relayTestClient.js'

const topic = () => randomBytes(32).toString('hex')

describe('relay wire protocol', () => {
  let relay: RelayHandle
  const clients: RelayTestClient[] = []
  const connect = async () => {
    const client = await RelayTestClient.connect(relay.url)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    relay = await startRelay({ port: 0, pingIntervalMs: 100 })
  })
  afterAll(async () => {
    for (const client of clients) client.close()
    await relay.stop()
  })

  it('refuses a connection without a valid auth token', async () => {
    await expect(RelayTestClient.connect(relay.url, '')).rejects.toThrow(/HTTP 401/)
    const forged = signRelayAuth(relay.url).replace(/\.[^.]+$/, `.${Buffer.alloc(64).toString('base64url')}`)
    await expect(RelayTestClient.connect(relay.url, `?auth=${forged}`)).rejects.toThrow(/HTTP 401/)
    await expect(RelayTestClient.connect(relay.url, `?auth=${signRelayAuth(relay.url, -60)}`)).rejects.toThrow(/HTTP 401/)
  })

  it('delivers a publish to other subscribers but never back to the sender', async () => {
    const [alice, bob] = [await connect(), await connect()]
    const t = topic()
    expect((await alice.call('irn_subscribe', { topic: t })).result).toMatch(/^[0-9a-f]{64}$/)
    expect((await bob.call('irn_subscribe', { topic: t })).result).toMatch(/^[0-9a-f]{64}$/)
    expect((await alice.call('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 1108 })).result).toBe(true)
    await bob.waitForDeliveries(1)
    expect(bob.deliveries[0]).toMatchObject({ topic: t, message: 'hello', tag: 1108 })
    await new Promise((r) => setTimeout(r, 50))
    expect(alice.deliveries).toEqual([])
  })

  it('holds messages for their TTL and delivers them to a later subscriber', async () => {
    const [sender, late] = [await connect(), await connect()]
    const t = topic()
    await sender.call('irn_publish', { topic: t, message: 'first', ttl: 300, tag: 1 })
    await sender.call('irn_publish', { topic: t, message: 'second', ttl: 300, tag: 1 })
    await late.call('irn_batchSubscribe', { topics: [t] })
    await late.waitForDeliveries(2)
    expect(late.deliveries.map((d) => d.message)).toEqual(['first', 'second'])
    const fetched = await late.call('irn_batchFetchMessages', { topics: [t] })
    expect(fetched.result).toMatchObject({ hasMore: false, messages: [{ message: 'first' }, { message: 'second' }] })
  })

  it('drops a message once its TTL has passed', async () => {
    let now = Date.now()
    const own = await startRelay({ port: 0, clock: () => now })
    const [sender, late] = [await RelayTestClient.connect(own.url), await RelayTestClient.connect(own.url)]
    const t = topic()
    await sender.call('irn_publish', { topic: t, message: 'short-lived', ttl: 10, tag: 1 })
    await sender.call('irn_publish', { topic: t, message: 'long-lived', ttl: 300, tag: 1 })
    expect(own.storedMessageCount()).toBe(2)
    now += 11_000
    await late.call('irn_subscribe', { topic: t })
    await late.waitForDeliveries(1)
    await new Promise((r) => setTimeout(r, 50))
    expect(late.deliveries.map((d) => d.message)).toEqual(['long-lived'])
    expect(own.storedMessageCount()).toBe(1)
    sender.close()
    late.close()
    await own.stop()
  })

  it('stops delivering after unsubscribe', async () => {
    const [sender, reader] = [await connect(), await connect()]
    const t = topic()
    const { result: id } = await reader.call('irn_subscribe', { topic: t })
    await reader.call('irn_unsubscribe', { topic: t, id })
    await sender.call('irn_publish', { topic: t, message: 'unheard', ttl: 300, tag: 1 })
    await new Promise((r) => setTimeout(r, 50))
    expect(reader.deliveries).toEqual([])
  })

  it('routes wc_proposeSession and wc_approveSession with their tags and subscribes the sender', async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    const pairing = topic()
    const session = topic()
    await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: pairing })
    await wallet.waitForDeliveries(1)
    expect(wallet.deliveries[0]).toMatchObject({ topic: pairing, message: 'proposal', tag: 1100 })
    const approve = await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approve.result).toBe(true)
    // The dapp was subscribed to the pairing topic by its proposal.
    await dapp.waitForDeliveries(1)
    expect(dapp.deliveries[0]).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    // The wallet was subscribed to the session topic by its approval: the dapp's traffic reaches it.
    await dapp.call('irn_subscribe', { topic: session })
    await dapp.waitForDeliveries(2)
    expect(dapp.deliveries[1]).toMatchObject({ topic: session, message: 'settle', tag: 1102 })
    await dapp.call('irn_publish', { topic: session, message: 'request', ttl: 300, tag: 1108 })
    await wallet.waitForDeliveries(2)
    expect(wallet.deliveries[1]).toMatchObject({ topic: session, message: 'request' })
  })

  it('answers bad input with a JSON-RPC error that names what was wrong', async () => {
    const client = await connect()
    const badTopic = await client.call('irn_publish', { topic: 'nope', message: 'x', ttl: 300 })
    expect(badTopic.error).toMatchObject({ code: -32602 })
    expect(badTopic.error?.message).toMatch(/topic: topic must be 64 lower-case hex characters/)
    const badTtl = await client.call('irn_publish', { topic: topic(), message: 'x', ttl: 1 })
    expect(badTtl.error?.message).toMatch(/ttl: ttl must be at least 10 seconds/)
    const unknown = await client.call('irn_teleport', {})
    expect(unknown.error).toEqual({ code: -32601, message: 'method not found: irn_teleport is not a relay method' })
  })

  it('pings connected clients on its interval', async () => {
    const client = await connect()
    await new Promise((r) => setTimeout(r, 350))
    expect(client.pings).toBeGreaterThanOrEqual(2)
  })

  it('closes every connection and frees the port on stop', async () => {
    const own = await startRelay({ port: 0 })
    const client = await RelayTestClient.connect(own.url)
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    await own.stop()
    expect(await closed).toBe(1001)
    await expect(RelayTestClient.connect(own.url)).rejects.toThrow(/ECONNREFUSED/)
  })
})
