import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import { memoryKeyValueStorage } from './walletSide.js'
import { walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const metadata = { name: 'Hatch comparison test', description: 'test', url: 'http://127.0.0.1', icons: [] }
/** A closed loopback port: where UniversalProvider sends what is not a wallet method (nothing answers, nothing leaves the machine). */
const DEAD_RPC = 'http://127.0.0.1:9'
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'], rpcMap: { '31337': DEAD_RPC } } }

/** What each dapp side offers the comparison: the same calls on Hatch's provider and on UniversalProvider. */
interface DappSide {
  name: string
  connect(): Promise<string>
  request(method: string, params: unknown[], chain: string): Promise<unknown>
  topic(): string | undefined
  onDelete(listener: (topic: string) => void): void
  disconnect(): Promise<void>
}

/** How a call ended, in words the comparison can hold side by side. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    return `answered ${JSON.stringify(await call)}`
  } catch (error) {
    // A catalogue error by its code (its text depends on the loaded locale); anything else by name and message.
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string') return `refused: ${code}`
    return `refused: ${error instanceof Error ? `${error.name} ${error.message}` : JSON.stringify(error)}`
  }
}

/**
 * Issue 30: where Hatch's client and the official `@walletconnect/universal-provider` should behave
 * alike, both run in one test against the same WalletKit through the sandbox relay, and the test
 * holds their outcomes side by side. Intended differences are asserted as such, each with its reason.
 */
describe('Hatch provider and UniversalProvider against one WalletKit', () => {
  const closers: (() => void)[] = []
  const kit = walletKitOnRelay('it-compare-wallet', () => closers.forEach((close) => close()))

  async function hatchSide(): Promise<DappSide> {
    const provider: WalletConnectProvider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl: kit.relay.url,
      metadata,
      storagePrefix: 'it-compare',
      storage: memoryKeyValueStorage(),
      pairingLifetimeMs: 240_000,
      warn: () => undefined,
    })
    closers.push(() => provider.close())
    return {
      name: 'Hatch',
      async connect() {
        const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
        const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
        await pairAndApprove(await uri)
        return (await connecting).topic
      },
      request: (method, params, chain) => provider.request({ method, params }, chain),
      topic: () => provider.session?.topic,
      onDelete: (listener) => provider.on('session_delete', ({ topic }) => listener(topic)),
      disconnect: () => provider.disconnect(),
    }
  }

  async function universalSide(): Promise<DappSide> {
    const provider = await UniversalProvider.init({
      projectId: 'hatch-sandbox',
      relayUrl: kit.relay.url,
      metadata,
      logger: 'silent',
      customStoragePrefix: 'it-compare-up',
      storage: memoryKeyValueStorage(),
      telemetryEnabled: false,
    })
    closers.push(() => void provider.client.core.relayer.transportClose().catch(() => undefined))
    return {
      name: 'UniversalProvider',
      async connect() {
        const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
        const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
        await pairAndApprove(await uri)
        return (await connecting)!.topic
      },
      request: (method, params, chain) => provider.request({ method, params }, chain),
      topic: () => provider.session?.topic,
      onDelete: (listener) => provider.on('session_delete', ({ topic }: { topic: string }) => listener(topic)),
      disconnect: () => provider.disconnect(),
    }
  }

  async function pairAndApprove(uri: string) {
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri })
    await kit.wallet.approve(await proposal, { evm })
  }

  /** Runs `scenario` on a freshly paired Hatch provider, then on a freshly paired UniversalProvider; returns both results by name. */
  async function onBoth<T>(scenario: (side: DappSide, topic: string, seen: string[]) => Promise<T>): Promise<{ Hatch: T; UniversalProvider: T }> {
    const results: Record<string, T> = {}
    for (const side of [await hatchSide(), await universalSide()]) {
      const topic = await side.connect()
      const seen: string[] = []
      const onRequest = (event: { topic: string; params: { chainId: string; request: { method: string } } }) =>
        event.topic === topic && seen.push(`${event.params.chainId} ${event.params.request.method}`)
      kit.wallet.kit.on('session_request', onRequest)
      try {
        results[side.name] = await scenario(side, topic, seen)
      } finally {
        kit.wallet.kit.off('session_request', onRequest)
      }
    }
    return results as { Hatch: T; UniversalProvider: T }
  }

  it('a chain the session does not hold: both refuse at once, and the wallet is not asked', async () => {
    const results = await onBoth(async (side, _topic, seen) => ({
      outcome: await outcome(side.request('personal_sign', ['0x00', evm.address], 'eip155:1')),
      seen: [...seen],
    }))
    expect(results.Hatch).toEqual({ outcome: 'refused: UNSUPPORTED_CHAIN', seen: [] })
    expect(results.UniversalProvider).toEqual({ outcome: 'refused: Error Missing or invalid. request() chainId: eip155:1', seen: [] })
  })

  it("a method the wallet did not grant: neither asks the wallet; UniversalProvider sends it to the chain's RPC, Hatch refuses it (intended)", async () => {
    const results = await onBoth(async (side, _topic, seen) => ({
      outcome: await outcome(side.request('eth_sign', [evm.address, '0x00'], CHAIN)),
      seen: [...seen],
    }))
    // Hatch reads through the network's own RPC, never through the provider: a method the wallet
    // did not grant has nowhere to go and is refused with the catalogue's FRAME_METHOD_UNSUPPORTED.
    expect(results.Hatch).toEqual({ outcome: 'refused: FRAME_METHOD_UNSUPPORTED', seen: [] })
    expect(results.UniversalProvider).toEqual({ outcome: `refused: Error Unavailable HTTP RPC url at ${DEAD_RPC}`, seen: [] })
  })

  it('an error answer without a code, `{}`: both end the request at once as refused (Hatch names it 5000, intended)', async () => {
    const results = await onBoth(async (side) => {
      const request = kit.wallet.nextRequest()
      const pending = outcome(side.request('personal_sign', ['0x02', evm.address], CHAIN))
      const event = await request
      await kit.wallet.kit.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: {} as { code: number; message: string } },
      })
      return pending
    })
    // UniversalProvider hands on the bare `{}`; Hatch gives it the code of a refusal, so Send shows "rejected" (WALLET_REQUEST_REJECTED).
    expect(results).toEqual({ Hatch: 'refused: WalletRpcError Rejected by the wallet.', UniversalProvider: 'refused: {}' })
  })

  it('the wallet deletes the session: both hear session_delete for it, drop it, and refuse the next request without asking the wallet', async () => {
    const results = await onBoth(async (side, topic, seen) => {
      const deleted = new Promise<string>((resolve) => side.onDelete(resolve))
      await kit.wallet.kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
      const deletedTopic = await deleted
      return {
        deletedIsSession: deletedTopic === topic,
        sessionAfter: side.topic(),
        next: (await outcome(side.request('personal_sign', ['0x03', evm.address], CHAIN))).startsWith('refused'),
        seen: [...seen],
      }
    })
    const same = { deletedIsSession: true, sessionAfter: undefined, next: true, seen: [] }
    expect(results).toEqual({ Hatch: same, UniversalProvider: same })
  })

  it('the dapp disconnects: the wallet hears the delete from both and holds no session', async () => {
    const results = await onBoth(async (side, topic) => {
      const heard = new Promise<string>((resolve) => kit.wallet.kit.on('session_delete', (event) => event.topic === topic && resolve(event.topic)))
      await side.disconnect()
      return { heard: (await heard) === topic, walletHolds: topic in kit.wallet.kit.getActiveSessions(), sessionAfter: side.topic() }
    })
    const same = { heard: true, walletHolds: false, sessionAfter: undefined }
    expect(results).toEqual({ Hatch: same, UniversalProvider: same })
  })

  it('stayed on 127.0.0.1', () => {
    expect(kit.guard.foreign()).toEqual([])
  })
})
