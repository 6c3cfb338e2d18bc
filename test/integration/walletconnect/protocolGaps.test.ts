import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import type { SocketClock } from '../../../adapters/walletconnect/client/relaySocket.js'
import type { Session } from '../../../adapters/walletconnect/client/types.js'
import { walletRequestError } from '../../../adapters/walletconnect/runtime/walletRequests.js'
import { memoryKeyValueStorage } from './walletSide.js'
import { sleepyClock, walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } }
const metadata = { name: 'Hatch protocol gaps test', description: 'test', url: 'http://127.0.0.1', icons: [] }

/**
 * Issue 30 item 1: the gaps of Hatch's own WalletConnect client, against the official WalletKit
 * (on @walletconnect/core) through the sandbox's loopback relay.
 */
describe('Hatch sign client ⇄ WalletKit: refusals, expiry, one session, ping', () => {
  const providers: WalletConnectProvider[] = []
  const kit = walletKitOnRelay('it-gaps-wallet', () => providers.forEach((p) => p.close()))

  async function newProvider(storage = memoryKeyValueStorage(), clock?: SocketClock) {
    const provider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl: kit.relay.url,
      metadata,
      storagePrefix: 'it-gaps',
      storage,
      pairingLifetimeMs: 240_000,
      warn: () => undefined,
      ...(clock ? { clock } : {}),
    })
    providers.push(provider)
    return provider
  }

  async function pair(provider: WalletConnectProvider): Promise<Session> {
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    await kit.wallet.approve(await proposal, { evm })
    return connecting
  }

  it('refuses a chain or a method the session does not hold at once, without asking the wallet', async () => {
    const provider = await newProvider()
    await pair(provider)
    const seen: string[] = []
    kit.wallet.kit.on('session_request', (event) => seen.push(`${event.params.chainId} ${event.params.request.method}`))
    const otherChain = await provider.request({ method: 'personal_sign', params: ['0x00', evm.address] }, 'eip155:1').catch((e: unknown) => e)
    expect(otherChain).toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(String((otherChain as { details?: string }).details)).toContain('does not hold eip155:1 (it holds eip155:31337)')
    const otherMethod = await provider.request({ method: 'eth_sign', params: [evm.address, '0x00'] }, CHAIN).catch((e: unknown) => e)
    expect(otherMethod).toMatchObject({ code: 'FRAME_METHOD_UNSUPPORTED', params: { method: 'eth_sign' } })

    // What the session holds still goes out, and is the first request the wallet sees.
    const request = kit.wallet.nextRequest()
    const signing = provider.request<string>({ method: 'personal_sign', params: ['0x01', evm.address] }, CHAIN)
    await kit.wallet.answer(await request, '0xabc')
    expect(await signing).toBe('0xabc')
    expect(seen).toEqual([`${CHAIN} personal_sign`])
  })

  it('an error answer without a code, `{}`, is the wallet refusing: the request ends at once as rejected', async () => {
    const provider = await newProvider()
    await pair(provider)
    const request = kit.wallet.nextRequest()
    const signing = provider.request({ method: 'personal_sign', params: ['0x02', evm.address] }, CHAIN).catch((e: unknown) => e)
    const event = await request
    await kit.wallet.kit.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', error: {} as { code: number; message: string } },
    })
    const error = await signing
    expect(error).toMatchObject({ code: 5000 })
    expect(walletRequestError('personal_sign', error)).toMatchObject({ code: 'WALLET_REQUEST_REJECTED' })
  })

  it('a session whose expiry passed while the laptop slept ends when next used: session_expire, then the request is refused', async () => {
    const { clock, sleep } = sleepyClock()
    const provider = await newProvider(memoryKeyValueStorage(), clock)
    const session = await pair(provider)
    const expiredTopics: string[] = []
    provider.on('session_expire', ({ topic }) => expiredTopics.push(topic))
    sleep(8 * 24 * 60 * 60 * 1000)
    const refused = await provider.request({ method: 'personal_sign', params: ['0x03', evm.address] }, CHAIN).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' })
    expect(expiredTopics).toEqual([session.topic])
    expect(provider.session).toBeUndefined()
  })

  it('a second session ends the first with the wallet: no cross-talk, and a reload brings back only the newer one', async () => {
    const storage = memoryKeyValueStorage()
    const provider = await newProvider(storage)
    const first = await pair(provider)
    const firstGone = new Promise<string>((resolve) => kit.wallet.kit.on('session_delete', ({ topic }) => topic === first.topic && resolve(topic)))
    const second = await pair(provider)
    expect(await firstGone).toBe(first.topic)
    expect(provider.session?.topic).toBe(second.topic)
    expect(Object.keys(kit.wallet.kit.getActiveSessions())).not.toContain(first.topic)
    const storedTopics = async () => ((await storage.getItem<Session[]>('it-gaps:wc@2:sessions')) ?? []).map((s) => s.topic)
    await expect.poll(storedTopics).toEqual([second.topic])
    provider.close()

    const reloaded = await newProvider(storage)
    expect(reloaded.session?.topic).toBe(second.topic)
    const deleted = new Promise<string>((resolve) => reloaded.on('session_delete', ({ topic }) => resolve(topic)))
    await kit.wallet.kit.disconnectSession({ topic: second.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(second.topic)
    await expect.poll(storedTopics).toEqual([])
    reloaded.close()
    expect((await newProvider(storage)).session).toBeUndefined()
  })

  it('ping() is answered by the wallet', async () => {
    const provider = await newProvider()
    await pair(provider)
    await expect(provider.ping()).resolves.toBeUndefined()
  })

  it('stayed on 127.0.0.1', () => {
    expect(kit.guard.foreign()).toEqual([])
  })
})
