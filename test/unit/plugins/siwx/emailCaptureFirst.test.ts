import { describe, expect, it, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { definePlugin, type CaipNetworkId } from '../../../../kernel/index.js'
import { siwx, type SiwxConfig, type SiwxSession } from '../../../../plugins/siwx/index.js'
import { formatSiwxMessage } from '../../../../plugins/siwx/messages/formatMessage.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'

/**
 * Spec §4: with e-mail capture on, the capture view comes first and SIWXSignMessage after it. The
 * siwx plugin knows the capture only by its bus events (`emailCapture:open`, `emailCapture:finished`,
 * and `emailCapture:announce`, which siwx emits when it starts so a capture announced before it
 * loaded is announced again). A host-authored plugin plays the capture side here, so the test
 * holds whichever controller loads first.
 */
function captureSide() {
  let pending: { namespace: string; address: string } | undefined
  const plugin = definePlugin({
    id: 'capture-side',
    on: {
      'account:connected': ({ namespace, address }, ctx) => {
        pending = { namespace, address }
        ctx.events.emit('emailCapture:open', pending)
      },
      'emailCapture:announce': (_payload, ctx) => {
        if (pending) ctx.events.emit('emailCapture:open', pending)
      },
    },
  })
  return {
    plugin,
    finish(hatch: ReturnType<typeof createTestHatch>, outcome: 'saved' | 'skipped') {
      const who = pending
      if (!who) throw new Error('no capture is pending')
      pending = undefined
      hatch.context.events.emit('emailCapture:finished', { ...who, outcome })
    },
  }
}

function backend(): { config: SiwxConfig; asked: () => number } {
  const kept = new Map<string, SiwxSession[]>()
  let asked = 0
  const config: SiwxConfig = {
    required: true,
    async createMessage({ accountAddress, chainId }) {
      asked += 1
      const data = { accountAddress, chainId, domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: `nonce${asked}abcdefgh` }
      return { data, message: await formatSiwxMessage(data) }
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      return kept.get(`${chainId}|${address}`) ?? []
    },
    async addSession(session) {
      kept.set(`${session.data.chainId}|${session.data.accountAddress}`, [session])
    },
    async revokeSession() {},
  }
  return { config, asked: () => asked }
}

const current = (hatch: ReturnType<typeof createTestHatch>) => hatch.getState().router.stack.at(-1)?.view

describe('siwx waits for a pending e-mail capture (spec §4)', () => {
  it.each([
    ['connected after both controllers started', false],
    ['connected before the siwx controller loaded (it learns of the capture through emailCapture:announce)', true],
  ])('%s: no SIWXSignMessage while the capture is pending; after it finished, sign-in is asked', async (_name, early) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const wallet = scriptedAdapter('eip155', { address: account.address, chainId: testNetworks.one.id })
    const side = captureSide()
    const signIn = backend()
    const hatch = createTestHatch({ adapters: [wallet.adapter], siwx: signIn.config, plugins: [side.plugin, siwx()] })
    if (!early) await hatch.context.plugins.controller('siwx')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await hatch.context.plugins.controller('siwx')
    await new Promise((r) => setTimeout(r, 100))
    expect(current(hatch)).not.toBe('SIWXSignMessage')
    expect(hatch.context.plugins.state<{ pending?: unknown }>('siwx')?.pending).toBeUndefined()
    expect(signIn.asked()).toBe(0)

    side.finish(hatch, 'skipped')
    await vi.waitFor(() => expect(current(hatch)).toBe('SIWXSignMessage'), { timeout: 5000 })
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.close()).toBe(false)
    hatch.destroy()
  })
})
