import { connect, createConfig, disconnect, getConnection, switchChain } from '@wagmi/core'
import { defineChain, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../kernel/createHatch.js'
import { hatchConnector } from '../../../wagmi/index.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'

const A = '0x00000000000000000000000000000000000000A1'
const chains = [testNetworks.one, testNetworks.two].map((n) =>
  defineChain({ id: n.id, name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: n.rpcUrls }),
) as [ReturnType<typeof defineChain>, ReturnType<typeof defineChain>]

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

function setUp() {
  const scripted = scriptedAdapter('eip155', { address: A, switchNetwork: async () => undefined })
  hatch = createTestHatch({ adapters: [scripted.adapter] })
  const config = createConfig({
    chains,
    connectors: [hatchConnector(hatch)],
    transports: { [chains[0].id]: http(), [chains[1].id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return { hatch, config }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('hatchConnector: wagmi and Hatch follow each other', () => {
  it("wagmi's connect opens Hatch's modal on Connect and resolves with the account the visitor connects", async () => {
    const { hatch, config } = setUp()
    const connecting = connect(config, { connector: config.connectors[0] })
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect(connecting).resolves.toMatchObject({ accounts: [A], chainId: 1337 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: A, chainId: 1337 })
  })

  it('closing the modal rejects the connect with a user rejection (4001)', async () => {
    const { hatch, config } = setUp()
    const connecting = connect(config, { connector: config.connectors[0] })
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    hatch.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('a connection made in Hatch reaches wagmi, and a disconnect in Hatch disconnects wagmi', async () => {
    const { hatch, config } = setUp()
    await hatch.getProvider('eip155').request({ method: 'eth_chainId' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    expect(getConnection(config).address).toBe(A)
    await hatch.disconnect({ namespace: 'eip155' })
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
  })

  it("wagmi's disconnect disconnects Hatch; switchChain goes through Hatch's network rules", async () => {
    const { hatch, config } = setUp()
    const connecting = connect(config, { connector: config.connectors[0] })
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await connecting
    await switchChain(config, { chainId: 1338 })
    expect(hatch.getState().chains.eip155?.network.caipNetwork?.id).toBe(1338)
    await settle()
    expect(getConnection(config).chainId).toBe(1338)
    await disconnect(config)
    expect(hatch.getState().chains.eip155?.account.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
  })
})
