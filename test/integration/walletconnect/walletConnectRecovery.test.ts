import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { walletConnect, type WalletConnectPairingState, type WalletConnectRuntime } from '../../../adapters/walletconnect/index.js'
import type { PairingClock } from '../../../adapters/walletconnect/pairingSchedule.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '../../../adapters/walletconnect/client/bytes.js'
import { clientDid, newClientSeed, relayConnectUrl, signRelayJwt } from '../../../adapters/walletconnect/client/relayJwt.js'
import { createRelaySocket } from '../../../adapters/walletconnect/client/relaySocket.js'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import { startRelay, type RelayHandle } from '../../../sandbox/relay/index.js'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { installLoopbackGuard } from '../relay/loopbackGuard.js'
import { memoryKeyValueStorage, startWallet } from './walletSide.js'
import { sleepyClock } from './walletKitHarness.js'
import { timerClock } from '../../fixtures/timerClock.js'

const ID = 'walletConnect'
const evm = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

const manualClock = () => timerClock()

/**
 * Issue 30 item 1, through `createHatch` + `walletConnect()`: a relay that refuses the client's
 * auth (close code 4010, as the production relay does) ends the pairing with a visible reason and
 * no reconnect storm; a session whose expiry passed during a sleep disconnects when next used.
 */
describe('walletConnect(): a refusing relay, and a session that expired in a sleep', () => {
  let guard: ReturnType<typeof installLoopbackGuard>
  const hatches: Hatch[] = []
  const stops: (() => Promise<unknown>)[] = []
  const previous = { vitest: process.env.IS_VITEST, globalCore: process.env.DISABLE_GLOBAL_CORE }

  beforeAll(() => {
    process.env.IS_VITEST = 'true'
    process.env.DISABLE_GLOBAL_CORE = 'true'
    guard = installLoopbackGuard()
  })

  afterAll(async () => {
    for (const hatch of hatches) hatch.destroy()
    for (const stop of stops.reverse()) await stop()
    guard?.uninstall()
    for (const [key, value] of [
      ['IS_VITEST', previous.vitest],
      ['DISABLE_GLOBAL_CORE', previous.globalCore],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  const newHatch = (relay: RelayHandle, clock: PairingClock, projectId = 'hatch-sandbox') => {
    const hatch = createHatch({
      projectId,
      networks: [testNetworks.one],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      adapters: [walletConnect({ relayUrl: relay.url, storagePrefix: 'it-wc-recovery', storage: memoryKeyValueStorage(), clock })],
    })
    hatches.push(hatch)
    return hatch
  }
  const pairingOf = (hatch: Hatch) => hatch.getState().plugins[ID] as WalletConnectPairingState | undefined

  it('a relay closing with 4010 fails the pairing with the reason, and nothing reconnects', async () => {
    // The relay's clock is two days ahead: the client's day-long auth token has expired there.
    const relay = await startRelay({ port: 0, authFailure: 'close', clock: () => Date.now() + 2 * 86_400_000 })
    stops.push(() => relay.stop())
    const { clock, advance, delays } = manualClock()
    const hatch = newHatch(relay, clock)
    const failed = await hatch.connect({ namespace: 'eip155', connectorId: ID }).catch((e: unknown) => e)
    // The reason travels as params.reason, which the pairing view shows under "Failed to connect".
    expect(failed).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      params: { reason: expect.stringContaining('4010 unauthorized: Unauthorized: auth token has expired') as unknown },
    })
    expect(String((failed as { details?: string }).details)).toMatch(/closed the connection \(4010 unauthorized: Unauthorized: .+\)/)
    expect(pairingOf(hatch)).toMatchObject({ status: 'failed', error: expect.stringContaining('4010 unauthorized') as unknown })
    advance(120_000)
    // No backoff timer was ever set, and the relay saw one connection.
    expect(delays.filter((ms) => ms < 15_000)).toEqual([])
    expect(relay.acceptedCount()).toBe(1)
  })

  it('after a sleep past the session expiry, the next request ends the session: the kernel is disconnected and the request refused', async () => {
    const relay = await startRelay({ port: 0 })
    const wallet = await startWallet(relay.url, 'it-wc-recovery-wallet')
    stops.push(
      () => relay.stop(),
      () => wallet.stop(),
    )
    const { clock, sleep } = sleepyClock()
    const hatch = newHatch(relay, clock)
    const runtime = (await hatch.context.getAdapter('eip155', ID)) as WalletConnectRuntime
    const connecting = hatch.connect({ namespace: 'eip155', connectorId: ID })
    await expect.poll(() => pairingOf(hatch)?.uri).toBeTruthy()
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri: pairingOf(hatch)!.uri! })
    await wallet.approve(await proposal, { evm })
    await connecting
    expect(hatch.getState().chains.eip155?.account.address).toBe(evm.address)
    const ended: unknown[] = []
    runtime.provider.on('session_expire', (payload) => ended.push(payload))

    sleep(8 * 24 * 60 * 60 * 1000)
    const refused = await runtime.signMessage({ message: 'gm', address: evm.address }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' })
    expect(ended).toHaveLength(1)
    await expect.poll(() => hatch.getState().chains.eip155?.account.address).toBeUndefined()
    expect(pairingOf(hatch)).toMatchObject({ status: 'disconnected' })
  })

  it('stayed on 127.0.0.1', () => {
    expect(guard.foreign()).toEqual([])
  })
})

describe('the sandbox relay rate limit, met by Hatch’s relay socket', () => {
  it('a flood is closed with 1013 and the socket stops with the reason instead of reconnecting', async () => {
    const relay = await startRelay({ port: 0, rateLimit: { frames: 2, windowMs: 60_000 } })
    const seed = newClientSeed()
    const { clock, delays } = manualClock()
    const socket = createRelaySocket({
      url: () => relayConnectUrl(relay.url, 'hatch-sandbox', signRelayJwt(seed, relay.url)),
      name: relay.url,
      clock,
      onMessage: () => undefined,
    })
    try {
      const topics = ['a', 'b', 'c'].map((c) => c.repeat(64))
      const results = await Promise.allSettled(topics.map((topic) => socket.subscribe(topic)))
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
      expect(String((results[2] as PromiseRejectedResult).reason)).toContain(`the relay ${relay.url} closed the connection (1013 rate limited: rate limited)`)
      expect(delays.filter((ms) => ms < 15_000)).toEqual([])
      expect(relay.acceptedCount()).toBe(1)
    } finally {
      socket.close()
      await relay.stop()
    }
  })
})

describe('the sandbox relay’s unsubscribe id rule, met by Hatch’s relay socket', () => {
  it('a topic the relay subscribed us to (wc_proposeSession) is unsubscribed with the id the relay derives, and deliveries stop', async () => {
    const relay = await startRelay({ port: 0 })
    const seed = newClientSeed()
    const delivered: string[] = []
    const socket = createRelaySocket({
      url: () => relayConnectUrl(relay.url, 'hatch-sandbox', signRelayJwt(seed, relay.url)),
      name: relay.url,
      onMessage: ({ message }) => delivered.push(message),
      subscriptionId: (topic) => bytesToHex(sha256(utf8ToBytes(topic + clientDid(seed)))),
    })
    const publisher = createRelaySocket({
      url: () => relayConnectUrl(relay.url, 'hatch-sandbox', signRelayJwt(newClientSeed(), relay.url)),
      name: relay.url,
      onMessage: () => undefined,
    })
    try {
      const topic = 'd'.repeat(64)
      await socket.call('wc_proposeSession', { pairingTopic: topic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })
      socket.track(topic)
      await publisher.call('irn_publish', { topic, message: 'Zmlyc3Q=', ttl: 300, tag: 1 })
      await expect.poll(() => delivered).toEqual(['Zmlyc3Q='])
      await socket.unsubscribe(topic)
      await publisher.call('irn_publish', { topic, message: 'c2Vjb25k', ttl: 300, tag: 1 })
      // A round trip after the publish: had the subscription stayed, the delivery would be here by now.
      await socket.call('irn_batchFetchMessages', { topics: ['e'.repeat(64)] })
      expect(delivered).toEqual(['Zmlyc3Q='])
    } finally {
      socket.close()
      publisher.close()
      await relay.stop()
    }
  })
})
