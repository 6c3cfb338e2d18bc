import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Plugin, PluginContext } from '../../../kernel/index.js'
import { activity } from '../../../plugins/activity/index.js'
import { emailCapture } from '../../../plugins/email-capture/index.js'
import { names } from '../../../plugins/names/index.js'
import { nfts } from '../../../plugins/nfts/index.js'
import { onramp } from '../../../plugins/onramp/index.js'
import { pay } from '../../../plugins/pay/index.js'
import { send } from '../../../plugins/send/index.js'
import { siwx } from '../../../plugins/siwx/index.js'
import { swaps } from '../../../plugins/swaps/index.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'
import { json, startLocalServer } from '../kernel/http/localServer.js'

/**
 * The nine plugins with controllers, as shipped, each controller wrapped to record when the plugin
 * host starts it (the real controller then runs): a fresh visitor's page must start none of them
 * before a connection or a use (issue 18: no controller chunk is fetched before the click).
 */
function shipped() {
  const started: string[] = []
  const record = (plugin: Plugin): Plugin => ({
    ...plugin,
    controller: (ctx: PluginContext) => {
      started.push(plugin.id)
      return plugin.controller?.(ctx)
    },
  })
  const plugins = [activity(), emailCapture(), names(), nfts(), onramp(), pay(), send(), siwx(), swaps()].map((p) => record(p as Plugin))
  return { plugins, started }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the shipped plugins start on first use, not with the instance', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>
  beforeAll(async () => {
    // The project configuration turns every remote feature on, so only the start triggers decide.
    server = await startLocalServer({
      'GET /appkit/v1/config': json(200, {
        features: ['activity', 'swaps', 'onramp', 'emailCapture'].map((id) => ({ id, isEnabled: true, config: null })),
      }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
  })
  afterAll(() => server.close())

  const instance = (plugins: Plugin[]) =>
    createTestHatch({
      basic: false,
      features: { pay: true },
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana', { address: 'So1ana1111111111111111111111111111111111111' }).adapter],
      plugins,
      endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
    })

  it('a fresh visitor (no connection, nothing used) starts none, even with every gate on and the modal open', async () => {
    const { plugins, started } = shipped()
    const hatch = instance(plugins)
    await hatch.ready
    hatch.open()
    await settle()
    expect(['activity', 'swaps', 'onramp', 'emailCapture', 'pay', 'send', 'names', 'nfts'].filter((key) => !hatch.context.isFeatureEnabled(key))).toEqual([])
    expect(started).toEqual([])
  })

  it('connecting an EVM account starts sign-in, e-mail capture, activity and names, once each; the on-use plugins still wait', async () => {
    const { plugins, started } = shipped()
    const hatch = instance(plugins)
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    await settle()
    expect([...started].sort()).toEqual(['activity', 'email-capture', 'names', 'siwx'])
  })

  it('a Solana account alone does not start names (it reads EVM names only)', async () => {
    const { plugins, started } = shipped()
    const hatch = instance(plugins)
    await hatch.ready
    await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    await settle()
    expect([...started].sort()).toEqual(['activity', 'email-capture', 'siwx'])
  })

  it('opening Send, Swap or Buy starts that plugin alone; the NFTs tab and a host call start theirs', async () => {
    const { plugins, started } = shipped()
    const hatch = instance(plugins)
    await hatch.ready
    hatch.open()
    for (const view of ['send/main', 'swaps/main', 'onramp/buy'] as const) {
      hatch.context.router.push(view)
      await settle()
    }
    expect(started).toEqual(['send', 'swaps', 'onramp'])
    // What the NFTs tab and requestPayment do.
    await hatch.context.plugins.controller('nfts')
    await hatch.context.plugins.controller('pay')
    expect(started).toEqual(['send', 'swaps', 'onramp', 'nfts', 'pay'])
  })
})
