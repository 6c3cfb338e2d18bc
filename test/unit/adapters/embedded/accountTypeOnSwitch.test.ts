import { describe, expect, it } from 'vitest'
import { applyAccountTypeOnSwitch, authAccountType } from '../../../../adapters/embedded/accountTypeOnSwitch.js'
import { createTestHatch, memoryBackend, testNetworks } from '../../../fixtures/createTestHatch.js'

const A = '0xaaaa00000000000000000000000000000000000a'
const B = '0xbbbb00000000000000000000000000000000000b'
const user = {
  accounts: [
    { type: 'eoa' as const, address: A },
    { type: 'smartAccount' as const, address: B },
  ],
}

describe("the embedded wallet's account type when switchConnection makes it active again (spec §4)", () => {
  it('smartAccount only for the smart account address, with smart accounts enabled and the current type eoa', () => {
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B, true)).toBe('smartAccount')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B.toUpperCase().replace('0X', '0x'), true)).toBe('smartAccount')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B, false)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'smartAccount', user }, B, true)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, A, true)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'eoa' }, B, true)).toBe('eoa')
  })

  it('sets the account type and stores it for a reload; switching again from smartAccount goes back to eoa', async () => {
    const backend = memoryBackend()
    const hatch = createTestHatch({ networks: [testNetworks.one], storage: backend })
    await hatch.ready
    const chainId = Number(testNetworks.one.id)
    hatch.context.store.update((d) => {
      d.chains.eip155!.network.caipNetwork = testNetworks.one
      d.chains.eip155!.network.smartAccountEnabledNetworks = [chainId]
      d.chains.eip155!.account.preferredAccountType = 'eoa'
      d.chains.eip155!.account.user = user
    })
    applyAccountTypeOnSwitch(hatch.context, 'eip155', B)
    expect(hatch.getState().chains.eip155!.account.preferredAccountType).toBe('smartAccount')
    expect(JSON.parse(backend.getItem('hatch:preferredAccountTypes') ?? '{}')).toMatchObject({ value: { eip155: 'smartAccount' } })
    applyAccountTypeOnSwitch(hatch.context, 'eip155', B)
    expect(hatch.getState().chains.eip155!.account.preferredAccountType).toBe('eoa')
    expect(JSON.parse(backend.getItem('hatch:preferredAccountTypes') ?? '{}')).toMatchObject({ value: { eip155: 'eoa' } })
  })

  it('a network the secure site has not enabled smart accounts on (none recorded yet) keeps eoa', async () => {
    const hatch = createTestHatch({ networks: [testNetworks.one] })
    await hatch.ready
    hatch.context.store.update((d) => {
      d.chains.eip155!.network.caipNetwork = testNetworks.one
      d.chains.eip155!.account.preferredAccountType = 'eoa'
      d.chains.eip155!.account.user = user
    })
    applyAccountTypeOnSwitch(hatch.context, 'eip155', B)
    expect(hatch.getState().chains.eip155!.account.preferredAccountType).toBe('eoa')
  })
})
