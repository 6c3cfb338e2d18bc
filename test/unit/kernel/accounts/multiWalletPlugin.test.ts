import { describe, expect, it } from 'vitest'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { json, startLocalServer } from '../http/localServer.js'
import { multiWallet } from '../../../../plugins/multi-wallet/index.js'

/** A catalogue service answering the project configuration with multiWallet on or off. */
function configServer(on: boolean) {
  return startLocalServer({
    'GET /appkit/v1/config': json(200, { features: [{ id: 'multiWallet', isEnabled: on, config: null }] }),
    'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
  })
}

/** An instance with the real plugin, an EVM and a Solana wallet, against `server`'s configuration. */
function hatchWith(url: string) {
  return createTestHatch({
    basic: false,
    logger: { warn: () => undefined, error: () => undefined, debug: () => undefined },
    networks: [testNetworks.one, testNetworks.sol],
    adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana', { address: 'So1ana1111111111111111111111111111111111111' }).adapter],
    plugins: [multiWallet()],
    endpoints: { catalogue: url, data: url, analytics: url },
  })
}

describe('the multi-wallet plugin and the project configuration', () => {
  it('configuration on: the gate opens, ProfileWallets and the Wallets action are there, and the API lists connections', async () => {
    const server = await configServer(true)
    try {
      const hatch = hatchWith(server.url)
      await hatch.ready
      expect(hatch.context.isFeatureEnabled('multiWallet')).toBe(true)
      expect(hatch.context.router.isReachable('ProfileWallets')).toBe(true)
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      expect(hatch.context.extensions.visible('accountActions', 'eip155').map((a) => `${a.id}:${a.label}:${a.view}`)).toEqual([
        'wallets:Wallets:ProfileWallets',
      ])
      expect(hatch.getConnections().map((c) => `${c.connectorId}:${c.status}`)).toEqual(['eip155-wallet:connected'])
      expect(hatch.getState().alerts).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('configuration off: no view, no action, and the API raises the info alert', async () => {
    const server = await configServer(false)
    try {
      const hatch = hatchWith(server.url)
      await hatch.ready
      expect(hatch.context.router.isReachable('ProfileWallets')).toBe(false)
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      expect(hatch.context.extensions.visible('accountActions', 'eip155')).toEqual([])
      expect(hatch.getConnections()).toEqual([])
      expect(hatch.getState().alerts.map((a) => `${a.variant}:${a.description}`)).toEqual(['info:Multi-wallet is disabled: getConnections does nothing'])
    } finally {
      await server.close()
    }
  })

  it('a Disconnect from the Account view that keeps the modal open (another wallet remains) shows ProfileWallets, with Back to the Account of the wallet that took over', async () => {
    const server = await configServer(true)
    try {
      const hatch = hatchWith(server.url)
      await hatch.ready
      await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      hatch.open()
      expect(hatch.context.router.current()?.view).toBe('Account')
      await hatch.disconnect({ namespace: 'eip155' })
      expect(hatch.getState().modal.open).toBe(true)
      // The Solana wallet took over (the page is not left disconnected), and Back leads to its Account.
      expect(hatch.getState().activeNamespace).toBe('solana')
      expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Account', 'ProfileWallets'])
      // The last wallet: the modal closes as without the plugin.
      await hatch.disconnect({ namespace: 'solana' })
      expect(hatch.getState().modal.open).toBe(false)
    } finally {
      await server.close()
    }
  })
})
