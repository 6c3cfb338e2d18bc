// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { HatchProvider, useProvider } from '../../../ui/index.js'
import type { HatchEip1193Provider } from '../../../kernel/provider/providerShell.js'
import { renderInDom, settle } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('useProvider', () => {
  it("is the instance's one eip155 provider on every render, and answers for the connected account", async () => {
    const hatch = createUiTestHatch()
    const seen: HatchEip1193Provider[] = []
    function Probe() {
      seen.push(useProvider('eip155'))
      return null
    }
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <Probe />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' }).then(() => undefined))
    await settle(() => hatch.setThemeMode('dark'))
    expect(seen.length).toBeGreaterThan(0)
    for (const provider of seen) expect(provider).toBe(hatch.getProvider('eip155'))
    expect(await seen[0]?.request({ method: 'eth_accounts' })).toEqual(['0x00000000000000000000000000000000000000a1'])
  })
})
