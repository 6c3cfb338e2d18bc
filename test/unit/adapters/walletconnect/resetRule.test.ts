import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { walletConnect, type WalletConnectPairingState, type WalletConnectRuntime } from '../../../../adapters/walletconnect/index.js'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import { startRelay, type RelayHandle } from '../../../../sandbox/relay/index.js'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { installLoopbackGuard } from '../../../integration/relay/loopbackGuard.js'
import { memoryKeyValueStorage, startWallet } from '../../../integration/walletconnect/walletSide.js'

/**
 * Spec §4: "Resetting the wallet-connect connection clears the uri, linking, recent wallet and
 * transactions, sets disconnected, and deletes the stored deep link." Issue 19 item 5: the reset
 * left the wallet the pairing had stored (`connectedWallet`). Real SDKs on both sides, through the
 * sandbox's loopback relay.
 */

const ID = 'walletConnect'
const catalogueWallet = { id: 'wallet-phone', name: 'Phone Wallet', imageUrl: 'http://127.0.0.1:9/phone.png', mobileLink: 'phonewallet://' }
const evm = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe('walletConnect() reset rule (spec §4)', () => {
  let relay: RelayHandle
  let guard: ReturnType<typeof installLoopbackGuard>
  let wallet: Awaited<ReturnType<typeof startWallet>>
  let hatch: Hatch | undefined
  const previous = { vitest: process.env.IS_VITEST, globalCore: process.env.DISABLE_GLOBAL_CORE }

  beforeAll(async () => {
    process.env.IS_VITEST = 'true'
    process.env.DISABLE_GLOBAL_CORE = 'true'
    guard = installLoopbackGuard()
    relay = await startRelay({ port: 0 })
    wallet = await startWallet(relay.url, 'unit-wc-reset-wallet')
  })

  afterAll(async () => {
    hatch?.destroy()
    await wallet?.stop()
    await relay?.stop()
    guard?.uninstall()
    for (const [key, value] of [
      ['IS_VITEST', previous.vitest],
      ['DISABLE_GLOBAL_CORE', previous.globalCore],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  it('after a disconnect the pairing, its wallet, the stored wallet and the deep link are gone; the recent-wallets list stays', async () => {
    hatch = createHatch({
      projectId: 'hatch-sandbox',
      networks: [testNetworks.one],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      adapters: [walletConnect({ relayUrl: relay.url, storagePrefix: 'unit-wc-reset-dapp', storage: memoryKeyValueStorage() })],
    })
    const h = hatch
    const runtime = (await h.context.getAdapter('eip155', ID)) as WalletConnectRuntime
    runtime.setWallet(catalogueWallet)
    const connecting = h.connect({ namespace: 'eip155', connectorId: ID })
    const uri = await new Promise<string>((resolve) => {
      const check = () => {
        const found = (h.getState().plugins[ID] as WalletConnectPairingState | undefined)?.uri
        if (found) {
          stop()
          resolve(found)
        }
      }
      const stop = h.subscribe(check)
      check()
    })
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri })
    await wallet.approve(await proposal, { evm })
    await connecting
    h.context.storage.set('deepLinkChoice', { href: 'phonewallet://wc', name: 'Phone Wallet' })
    // What the pairing remembered: the stored wallet and the recent-wallets list.
    expect(h.context.storage.get('connectedWallet')).toEqual({ id: 'wallet-phone', name: 'Phone Wallet' })
    expect(h.context.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['wallet-phone'])

    await h.disconnect({ namespace: 'eip155' })

    expect(h.getState().plugins[ID]).toEqual({ status: 'disconnected', generation: expect.any(Number) })
    expect(h.context.storage.get('deepLinkChoice')).toBeUndefined()
    expect(h.context.storage.get('connectedWallet')).toBeUndefined()
    // The list is the visitor's history (the Connect view's "recent" group), not the pairing's state.
    expect(h.context.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['wallet-phone'])
  })
})
