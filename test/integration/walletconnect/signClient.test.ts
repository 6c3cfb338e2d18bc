import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import type { Session } from '../../../adapters/walletconnect/client/types.js'
import { startRelay } from '../../../sandbox/relay/index.js'
import { memoryKeyValueStorage, startWallet } from './walletSide.js'
import { walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } }
const metadata = { name: 'Hatch sign client test', description: 'test', url: 'http://127.0.0.1', icons: [] }

/**
 * Hatch's own sign client against the official WalletKit (on @walletconnect/core) through the
 * loopback relay: the interop proof that it speaks the real protocol.
 */
describe('Hatch sign client ⇄ WalletKit through the loopback relay', () => {
  const providers: WalletConnectProvider[] = []
  const kit = walletKitOnRelay('it-sign-wallet', () => providers.forEach((p) => p.close()))
  const warnings: string[] = []

  async function newProvider(storage = memoryKeyValueStorage(), relayUrl = kit.relay.url) {
    const provider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl,
      metadata,
      storagePrefix: 'it-sign',
      storage,
      pairingLifetimeMs: 240_000,
      warn: (message) => warnings.push(message),
    })
    providers.push(provider)
    return provider
  }

  async function pair(provider: WalletConnectProvider): Promise<Session> {
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    const received = await proposal
    expect(received.params.proposer.metadata.name).toBe(metadata.name)
    expect(received.params.optionalNamespaces).toEqual(NAMESPACES)
    await kit.wallet.approve(received, { evm })
    return connecting
  }

  it('pairs, the wallet approves, and personal_sign is answered with a signature viem verifies', async () => {
    const provider = await newProvider()
    const session = await pair(provider)
    expect(session.namespaces['eip155']?.accounts).toEqual([`${CHAIN}:${evm.address}`])
    expect(session.peer.metadata.name).toBe('Hatch phone wallet')
    expect(Object.keys(kit.wallet.kit.getActiveSessions())).toContain(session.topic)

    const request = kit.wallet.nextRequest()
    const signing = provider.request<`0x${string}`>({ method: 'personal_sign', params: ['0x676d', evm.address] }, CHAIN)
    const event = await request
    expect(event.params).toMatchObject({ chainId: CHAIN, request: { method: 'personal_sign', params: ['0x676d', evm.address] } })
    // The official client's request expiry: 15 minutes from now.
    expect(event.params.request.expiryTimestamp! - Date.now() / 1000).toBeGreaterThan(890)
    await kit.wallet.answer(event, await evm.signMessage({ message: { raw: '0x676d' } }))
    expect(await verifyMessage({ address: evm.address, message: 'gm', signature: await signing })).toBe(true)
  })

  it("a declined request rejects with the wallet's code 5000", async () => {
    const provider = await newProvider()
    await pair(provider)
    const request = kit.wallet.nextRequest()
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', evm.address] }, CHAIN).catch((e: unknown) => e)
    const event = await request
    await kit.wallet.kit.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
    })
    expect(await signing).toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it("a rejected proposal rejects connect with the wallet's code", async () => {
    const provider = await newProvider()
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: NAMESPACES }).catch((e: unknown) => e)
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    await kit.wallet.reject(await proposal)
    expect(await connecting).toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(provider.session).toBeUndefined()
  })

  it('hears session events, updates, extends and the wallet ending the session', async () => {
    const provider = await newProvider()
    const session = await pair(provider)
    const seen: string[] = []
    provider.on('session_event', ({ params }) => seen.push(`${params.event.name}:${JSON.stringify(params.event.data)}`))
    const updated = new Promise<unknown>((resolve) => provider.on('session_update', ({ params }) => resolve(params.namespaces)))
    const other = `${CHAIN}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`
    await kit.wallet.kit.emitSessionEvent({ topic: session.topic, event: { name: 'chainChanged', data: 31337 }, chainId: CHAIN })
    const namespaces = { eip155: { chains: [CHAIN], accounts: [other], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } }
    await kit.wallet.kit.updateSession({ topic: session.topic, namespaces })
    expect(await updated).toEqual(namespaces)
    expect(provider.session?.namespaces['eip155']?.accounts).toEqual([other])
    expect(seen).toEqual(['chainChanged:31337'])
    const extended = new Promise<void>((resolve) => provider.on('session_extend', () => resolve()))
    await kit.wallet.kit.extendSession({ topic: session.topic })
    await extended

    const deleted = new Promise<string>((resolve) => provider.on('session_delete', ({ topic }) => resolve(topic)))
    await kit.wallet.kit.disconnectSession({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(session.topic)
    expect(provider.session).toBeUndefined()
  })

  it('disconnect ends the session on the wallet side too', async () => {
    const provider = await newProvider()
    const session = await pair(provider)
    const gone = new Promise<string>((resolve) => kit.wallet.kit.once('session_delete', ({ topic }) => resolve(topic)))
    await provider.disconnect()
    expect(await gone).toBe(session.topic)
    expect(provider.session).toBeUndefined()
  })

  it('a reload restores the session from storage, applies no event twice, and requests still reach the wallet', async () => {
    const storage = memoryKeyValueStorage()
    const first = await newProvider(storage)
    const session = await pair(first)
    const heard = new Promise<unknown>((resolve) => first.on('session_event', ({ params }) => resolve(params.event.data)))
    await kit.wallet.kit.emitSessionEvent({ topic: session.topic, event: { name: 'accountsChanged', data: [`${CHAIN}:${evm.address}`] }, chainId: CHAIN })
    expect(await heard).toEqual([`${CHAIN}:${evm.address}`])
    await new Promise((resolve) => setTimeout(resolve, 200))
    first.close()

    const again = await newProvider(storage)
    expect(again.session?.topic).toBe(session.topic)
    // The relay still holds that event (5 minutes) and delivers it to the new connection: it was
    // handled before the reload, so it is not applied again.
    const replayed: unknown[] = []
    again.on('session_event', ({ params }) => replayed.push(params.event.data))
    const request = kit.wallet.nextRequest()
    const signing = again.request<string>({ method: 'personal_sign', params: ['0x01', evm.address] }, CHAIN)
    const event = await request
    await kit.wallet.answer(event, '0xabc')
    expect(await signing).toBe('0xabc')
    expect(replayed).toEqual([])
  })

  it('survives the relay going away: it reconnects, subscribes again, and the session still works', async () => {
    const own = await startRelay({ port: 0 })
    const ownWallet = await startWallet(own.url, 'it-sign-wallet-own')
    const provider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl: own.url,
      metadata,
      storagePrefix: 'it-sign-own',
      storage: memoryKeyValueStorage(),
      pairingLifetimeMs: 240_000,
      warn: (message) => warnings.push(message),
    })
    providers.push(provider)
    try {
      const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
      const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
      const proposal = ownWallet.nextProposal()
      await ownWallet.kit.pair({ uri: await uri })
      await ownWallet.approve(await proposal, { evm })
      const session = await connecting

      await own.stop()
      const back = await startRelay({ port: own.port })
      try {
        const events = new Promise<unknown>((resolve) => provider.on('session_event', ({ params }) => resolve(params.event.data)))
        // The wallet's SDK reconnects on its own schedule; keep emitting until the dapp hears it.
        const deadline = Date.now() + 30_000
        let heard: unknown
        void events.then((data) => (heard = data))
        while (heard === undefined && Date.now() < deadline) {
          await ownWallet.kit
            .emitSessionEvent({ topic: session.topic, event: { name: 'accountsChanged', data: [`${CHAIN}:${evm.address}`] }, chainId: CHAIN })
            .catch(() => undefined)
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
        expect(heard).toEqual([`${CHAIN}:${evm.address}`])
      } finally {
        await ownWallet.stop()
        await back.stop()
      }
    } finally {
      provider.close()
    }
  }, 60_000)

  it('stayed on 127.0.0.1 and read every message it got', () => {
    expect(kit.guard.foreign()).toEqual([])
    expect(warnings.filter((w) => /dropped|could not/.test(w))).toEqual([])
  })
})
