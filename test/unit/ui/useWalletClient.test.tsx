// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { getAddress, type WalletClient } from 'viem'
import { HatchProvider } from '../../../ui/index.js'
import { useWalletClient } from '../../../ui/viem/index.js'
import { testNetworks } from '../../fixtures/createTestHatch.js'
import { renderInDom, settle } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('useWalletClient (hatch/react/viem)', () => {
  it('is undefined until an EVM account connects, then a viem client for that account and network that asks through Hatch’s provider', async () => {
    const hatch = createUiTestHatch()
    let client: WalletClient | undefined
    function Probe() {
      client = useWalletClient()
      return null
    }
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <Probe />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    expect(client).toBeUndefined()

    await settle(() => hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' }).then(() => undefined))
    expect(client?.account?.address).toBe('0x00000000000000000000000000000000000000a1')
    expect(client?.chain?.id).toBe(testNetworks.one.id)
    expect(await client?.getAddresses()).toEqual([getAddress('0x00000000000000000000000000000000000000a1')])

    const first = client
    await settle(() => hatch.setThemeMode('dark'))
    expect(client).toBe(first)

    await settle(() => hatch.disconnect({ namespace: 'eip155' }))
    expect(client).toBeUndefined()
  })
})
