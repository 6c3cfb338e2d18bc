import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { startDiscovery, type EvmDiscovery } from '../../../../adapters/evm/discovery/createDiscovery.js'
import type { DiscoveryTarget, Eip1193Provider } from '../../../../adapters/evm/discovery/types.js'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'

const icon = 'data:image/svg+xml,<svg/>'
const provider = (): Eip1193Provider => ({ request: async () => null })

/** A page (happy-dom) where wallets announce themselves as real EIP-6963 wallets do. */
function page() {
  const win = new Window({ url: 'http://127.0.0.1/' })
  const target = win as unknown as DiscoveryTarget
  const announce = (rdns: string, name: string, p: Eip1193Provider = provider(), uuid = `${rdns}-uuid`) => {
    const send = () =>
      target.dispatchEvent(
        new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid, name, icon, rdns }, provider: p }) }) as unknown as Event,
      )
    target.addEventListener('eip6963:requestProvider', send)
    send()
    return p
  }
  return { win, target, announce }
}

const stops: EvmDiscovery[] = []
afterEach(() => {
  for (const d of stops.splice(0)) d.stop()
})

function discover(target: DiscoveryTarget, hatch = createTestHatch()) {
  const discovery = startDiscovery(hatch.context, [], target)
  stops.push(discovery)
  return {
    discovery,
    hatch,
    ids: () =>
      hatch
        .getState()
        .connectors.filter((c) => c.chain === 'eip155')
        .map((c) => c.id),
  }
}

describe('EVM wallet discovery', () => {
  it('asks wallets to announce and lists wallets that announced before discovery started', () => {
    const { target, announce } = page()
    announce('io.one', 'One')
    announce('io.two', 'Two')
    const { ids } = discover(target)
    expect(ids()).toEqual(['io.one', 'io.two'])
  })

  it('adds wallets that announce later, once each even when they announce again', () => {
    const { win, target, announce } = page()
    const { ids } = discover(target)
    expect(ids()).toEqual([])
    const p = announce('io.late', 'Late')
    target.dispatchEvent(new win.Event('eip6963:requestProvider') as unknown as Event)
    announce('io.late', 'Late', p)
    expect(ids()).toEqual(['io.late'])
  })

  it('shows two announced wallets plus window.ethereum once each, announced first', () => {
    const { win, target, announce } = page()
    const shared = announce('io.one', 'One')
    announce('io.two', 'Two')
    ;(target as unknown as { ethereum: unknown }).ethereum = shared
    const same = discover(target)
    expect(same.ids()).toEqual(['io.one', 'io.two'])

    ;(target as unknown as { ethereum: unknown }).ethereum = provider()
    target.dispatchEvent(new win.Event('ethereum#initialized') as unknown as Event)
    expect(same.ids()).toEqual(['io.one', 'io.two', 'injected'])
  })

  it('ignores a malformed announcement and reports which field was wrong', () => {
    const { win, target } = page()
    const hatch = createTestHatch()
    const errors: string[] = []
    hatch.on('error', (e) => errors.push(e.message))
    const { ids } = discover(target, hatch)
    target.dispatchEvent(
      new win.CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'u', name: 'Bad', icon: 'http://x/icon.png', rdns: 'io.bad' }, provider: provider() },
      }) as unknown as Event,
    )
    expect(ids()).toEqual([])
    expect(errors.join('\n')).toContain('info.icon: icon must be a data:image/ URI')
  })

  it('remembers connected wallets as recent (at most 2, most recent first) and lists them first', () => {
    const { target, announce } = page()
    for (const rdns of ['io.a', 'io.b', 'io.c']) announce(rdns, rdns)
    const { hatch, ids } = discover(target)
    const connected = (connectorId: string) => hatch.context.events.emit('account:connected', { namespace: 'eip155', address: '0x1', connectorId })
    connected('io.c')
    expect(ids()).toEqual(['io.c', 'io.a', 'io.b'])
    connected('io.b')
    connected('io.a')
    expect(hatch.context.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['io.a', 'io.b'])
    expect(ids()).toEqual(['io.a', 'io.b', 'io.c'])
  })

  it('waits for a wallet that announces after a reload started reconnecting, and gives up after the wait', async () => {
    const { target, announce } = page()
    const { discovery } = discover(target)
    const waiting = discovery.waitForProvider('io.slow', 1000)
    const p = announce('io.slow', 'Slow')
    await expect(waiting).resolves.toBe(p)
    await expect(discovery.waitForProvider('io.never', 50)).resolves.toBeUndefined()
  })
})
