import { describe, expect, it } from 'vitest'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'

const view = (hatch: ReturnType<typeof createTestHatch>) => hatch.getState().router.stack.at(-1)?.view

describe('opening the modal (spec §2 rules 1–5)', () => {
  it('rule 1: manual wallet-connect control opens ConnectingWalletConnectBasic on desktop', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ manualWCControl: true, adapters: [adapter], isMobile: false })
    hatch.open()
    expect(view(hatch)).toBe('ConnectingWalletConnectBasic')
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('rule 1: with no adapters and no address it opens AllWallets on mobile', () => {
    const hatch = createTestHatch({ isMobile: true })
    hatch.open()
    expect(view(hatch)).toBe('AllWallets')
  })

  it('rule 1 takes precedence over a requested view', () => {
    const hatch = createTestHatch({ isMobile: false })
    hatch.open({ view: 'Account' })
    expect(view(hatch)).toBe('ConnectingWalletConnectBasic')
  })

  it('rule 2: a requested view is shown, with its params', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open({ view: 'SwitchNetwork', params: { network: 'eip155:1' } })
    expect(hatch.getState().router.stack).toEqual([{ view: 'SwitchNetwork', params: { network: 'eip155:1' } }])
  })

  it('rule 3: a connected address opens Account', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open()
    expect(view(hatch)).toBe('Account')
  })

  it('rule 4: otherwise Connect', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open()
    expect(view(hatch)).toBe('Connect')
  })

  it('rule 5: opening for another namespace triggers a network switch instead', async () => {
    const evm = scriptedAdapter('eip155')
    const sol = scriptedAdapter('solana', { address: 'So1111', chainId: testNetworks.sol.id })
    const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [evm.adapter, sol.adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.open({ namespace: 'solana' })
    // Connected on eip155, no account on solana: the switch asks to connect there (SwitchActiveChain).
    expect(view(hatch)).toBe('SwitchActiveChain')
    expect(hatch.getState().router.stack.at(-1)?.params).toEqual({ network: testNetworks.sol.caipNetworkId })
  })

  it('rule 5 does not apply to the active namespace', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    hatch.open({ namespace: 'eip155' })
    expect(view(hatch)).toBe('Connect')
  })

  it('emits modal:open once and modal:close once', () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ adapters: [adapter] })
    const seen: string[] = []
    hatch.on('modal:open', ({ view: v }) => seen.push(`open:${v}`))
    hatch.on('modal:close', () => seen.push('close'))
    hatch.open()
    hatch.open({ view: 'AllWallets' })
    hatch.close()
    hatch.close()
    expect(seen).toEqual(['open:Connect', 'close'])
  })
})
