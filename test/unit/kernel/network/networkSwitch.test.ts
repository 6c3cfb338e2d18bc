import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'

const top = (hatch: ReturnType<typeof createTestHatch>) => hatch.getState().router.stack.at(-1)

describe('network switch (spec §4)', () => {
  it('the same network does nothing', () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    hatch.switchNetwork(testNetworks.one)
    expect(hatch.getState().modal.open).toBe(false)
    expect(hatch.getState().router.stack).toEqual([])
  })

  it('another network of the namespace opens SwitchNetwork with the target', () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    hatch.switchNetwork('eip155:1338')
    expect(top(hatch)).toEqual({ view: 'SwitchNetwork', params: { network: 'eip155:1338' } })
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('inside an open modal the switch view is pushed on the history', () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    hatch.open()
    hatch.switchNetwork(testNetworks.two)
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect', 'SwitchNetwork'])
  })

  it('connected on another namespace with no account on the target pushes SwitchActiveChain', async () => {
    const hatch = createTestHatch({
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana').adapter],
    })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open()
    hatch.switchNetwork(testNetworks.sol)
    expect(top(hatch)?.view).toBe('SwitchActiveChain')
  })

  it('the auth connector always confirms with SwitchNetwork', async () => {
    const hatch = createTestHatch({
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana').adapter],
    })
    hatch.context.setConnectors('solana', [{ id: 'auth', type: 'AUTH', name: 'Email', chain: 'solana' }])
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.setAccount('solana', { connectorId: 'auth' })
    hatch.switchNetwork(testNetworks.sol)
    expect(top(hatch)?.view).toBe('SwitchNetwork')
  })

  it('an unconfigured network id is "Network not found"', async () => {
    const hatch = createTestHatch()
    expect(() => hatch.switchNetwork('eip155:999')).toThrow(/Network not found/)
    await expect(hatch.setNetwork('eip155:999')).rejects.toThrow(/Network not found/)
  })

  it('an unconfigured network also raises alert APKT001 "Network Not Found" (spec §8), once', async () => {
    const hatch = createTestHatch()
    expect(() => hatch.switchNetwork('eip155:999')).toThrow(/Network not found/)
    await expect(hatch.setNetwork('solana:unknown')).rejects.toThrow(/Network not found/)
    expect(hatch.getState().alerts).toEqual([expect.objectContaining({ code: 'APKT001', title: 'Network Not Found' })])
    // A network object of a namespace the host did not configure is refused the same way.
    const foreign = { ...testNetworks.sol }
    expect(() => hatch.switchNetwork(foreign)).toThrow(/Network not found/)
    expect(hatch.getState().alerts.map((a) => a.code)).toEqual(['APKT001'])
  })

  it('a wallet that refuses the switch leaves the network unchanged', async () => {
    const { adapter } = scriptedAdapter('eip155', { switchNetwork: () => Promise.reject(new Error('Chain is not supported')) })
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await expect(hatch.setNetwork(testNetworks.two)).rejects.toThrow(/Chain is not supported/)
    expect(hatch.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:1337')
  })

  it('performing the switch asks the wallet, then records network and caip address and remembers it', async () => {
    const switchNetwork = vi.fn(async () => {})
    const { adapter } = scriptedAdapter('eip155', { switchNetwork })
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const changed = vi.fn()
    hatch.on('network:changed', changed)
    await hatch.setNetwork(testNetworks.two)
    expect(switchNetwork).toHaveBeenCalledWith({ network: testNetworks.two })
    expect(hatch.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:1338')
    expect(hatch.getState().chains.eip155!.account.caipAddress).toMatch(/^eip155:1338:0x/)
    expect(changed).toHaveBeenCalledOnce()
    expect(hatch.context.storage.get('activeNetwork')).toBe('eip155:1338')
  })
})

describe('chain changed by the wallet (spec §4 "Unsupported chain")', () => {
  it('a configured chain becomes the active network', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 1338)
    expect(hatch.getState().chains.eip155!.network.caipNetwork?.id).toBe(1338)
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('an unknown chain opens UnsupportedChain', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 4242)
    expect(top(hatch)).toEqual({ view: 'UnsupportedChain', params: { chainId: '4242' } })
  })

  it('the network stays unsupported until the wallet is back on a listed chain: reopening shows UnsupportedChain, not Account', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 4242)
    expect(hatch.getState().chains.eip155!.network.unsupportedChainId).toBe('4242')
    hatch.close()
    hatch.open()
    expect(top(hatch)?.view).toBe('UnsupportedChain')

    // The wallet's own UI moves it back to a listed chain.
    hatch.context.handleChainChanged('eip155', testNetworks.one.id)
    expect(hatch.getState().chains.eip155!.network.unsupportedChainId).toBeUndefined()
    hatch.close()
    hatch.open()
    expect(top(hatch)?.view).toBe('Account')
  })

  it('while unsupported, the last listed network is a switch like any other, and the switch ends the state', async () => {
    const switchNetwork = vi.fn(async () => {})
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155', { switchNetwork }).adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const last = hatch.getState().chains.eip155!.network.caipNetwork!
    hatch.context.handleChainChanged('eip155', 4242)
    hatch.close()
    hatch.switchNetwork(last)
    expect(top(hatch)).toEqual({ view: 'SwitchNetwork', params: { network: last.caipNetworkId } })
    await hatch.setNetwork(last)
    expect(switchNetwork).toHaveBeenCalledWith({ network: last })
    expect(hatch.getState().chains.eip155!.network.unsupportedChainId).toBeUndefined()
  })

  it('a disconnect ends the unsupported state', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 4242)
    await hatch.disconnect()
    expect(hatch.getState().chains.eip155!.network.unsupportedChainId).toBeUndefined()
  })

  it('with unsupported chains allowed, the state is kept but opening shows Account', async () => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter], allowUnsupportedChain: true })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 4242)
    expect(hatch.getState().chains.eip155!.network.unsupportedChainId).toBe('4242')
    hatch.open()
    expect(top(hatch)?.view).toBe('Account')
  })

  it.each([
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['switching is disabled', { enableNetworkSwitch: false }],
    ['it is the basic wallet-connect mode', { manualWCControl: true }],
  ])('UnsupportedChain does not open when %s', async (_label, overrides) => {
    const hatch = createTestHatch({ adapters: [scriptedAdapter('eip155').adapter], ...overrides })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const unsupported = vi.fn()
    hatch.on('network:unsupported', unsupported)
    hatch.context.handleChainChanged('eip155', 4242)
    expect(hatch.getState().modal.open).toBe(false)
    expect(unsupported).toHaveBeenCalledWith({ namespace: 'eip155', chainId: 4242 })
  })
})
