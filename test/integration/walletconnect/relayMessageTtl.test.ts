import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import { memoryKeyValueStorage } from './walletSide.js'
import { sleepyClock, walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } }
const MINUTE = 60_000

/**
 * Issue 30: the relay keeps a message at most its TTL (15 minutes for a request, 5 for a
 * proposal), so a wallet that comes online later never sees an expired one. The relay and Hatch
 * share one clock that the test moves forward (a laptop that slept), WalletKit is the wallet.
 */
describe('relay message TTLs: a request that expires before the wallet comes online', () => {
  const { clock, sleep } = sleepyClock()
  const providers: WalletConnectProvider[] = []
  const kit = walletKitOnRelay('it-ttl-wallet', () => providers.forEach((p) => p.close()), { clock: clock.now })

  it('the wallet never sees it and Hatch ends it as expired; a request still inside its TTL reaches the wallet', async () => {
    const provider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl: kit.relay.url,
      metadata: { name: 'Hatch TTL test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      storagePrefix: 'it-ttl',
      storage: memoryKeyValueStorage(),
      pairingLifetimeMs: 240_000,
      warn: () => undefined,
      clock,
    })
    providers.push(provider)
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    await kit.wallet.approve(await proposal, { evm })
    await connecting

    const seen: unknown[] = []
    kit.wallet.kit.on('session_request', (event) => seen.push(event.params.request.params))
    await kit.wallet.kit.core.relayer.transportClose()
    const stored = kit.relay.storedMessageCount()
    const outcome = (promise: Promise<unknown>) => {
      const result: { settled?: string } = {}
      promise.then(
        (value) => (result.settled = `answered ${String(value)}`),
        (error: unknown) => (result.settled = `failed: ${(error as Error).message}`),
      )
      return result
    }
    const early = outcome(provider.request({ method: 'personal_sign', params: ['0x0a', evm.address] }, CHAIN))
    await expect.poll(() => kit.relay.storedMessageCount()).toBe(stored + 1)
    sleep(10 * MINUTE)
    const late = outcome(provider.request({ method: 'personal_sign', params: ['0x0b', evm.address] }, CHAIN))
    // The first request, 10 minutes old, is still held; the session's set-up messages (5 minutes) are gone.
    await expect.poll(() => kit.relay.storedMessageCount()).toBe(2)
    sleep(6 * MINUTE)
    expect(kit.relay.storedMessageCount()).toBe(1)

    const request = kit.wallet.nextRequest()
    await kit.wallet.kit.core.relayer.transportOpen()
    await kit.wallet.answer(await request, '0xbbb')
    await expect.poll(() => late.settled).toBe('answered 0xbbb')
    expect(early.settled).toBe('failed: Request expired. Please try again.')
    expect(seen).toEqual([['0x0b', evm.address]])
  })
})
