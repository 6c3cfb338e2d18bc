/**
 * Smart accounts on the embedded wallet's page side (docs/smart-accounts.md; spec §3, §4, §6), in a
 * real Hatch instance against the scripted frame: the preferred type (default smartAccount) told to
 * the frame on a smart-account network, the accounts and enabled networks recorded, the switch and
 * its refusal elsewhere, and a stored preference honoured.
 */
import { describe, expect, it } from 'vitest'
import { embedded } from '../../../../adapters/embedded/index.js'
import { createEmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createEmbeddedService } from '../../../../adapters/embedded/runtime/createEmbeddedService.js'
import type { EmbeddedOptions } from '../../../../adapters/embedded/options.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { createTestHatch, memoryBackend, testNetworks } from '../../../fixtures/createTestHatch.js'
import { FRAME_ACCOUNT, FRAME_SMART_ACCOUNT, scriptedFrames } from './scriptedFrame.js'

const ORIGIN = 'http://127.0.0.1:8787'

/** A Hatch with the embedded adapter on a scripted frame whose chain 1337 has smart accounts (1338 has none). */
function setup(storage = memoryBackend(), script: { smartAccountUnavailable?: boolean } = {}) {
  const frames = scriptedFrames({ smartAccountChains: [1337], ...script })
  const options: EmbeddedOptions = { secureSiteUrl: `${ORIGIN}/`, timers: frames.timers }
  const deps = { openFrame: frames.openFrame }
  const adapter = defineAdapter({
    ...embedded(options),
    load: async (ctx) => createEmbeddedRuntime(ctx, options, ORIGIN, deps),
    services: { embeddedWallet: async (ctx) => createEmbeddedService(ctx, options, ORIGIN, deps) },
  })
  const gate = definePlugin({ id: 'email-gate', gate: { key: 'email', source: 'host', default: true } })
  const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.two], adapters: [adapter], plugins: [gate], storage })
  const login = async () => {
    const wallet = await hatch.context.getService('embeddedWallet')
    const asked = wallet.requestCode('visitor@example.test')
    await frames.settle()
    await asked
    await wallet.verifyCode(FRAME_ACCOUNT.code)
    return wallet
  }
  const evm = () => hatch.getState().chains.eip155
  const sent = (type: string) => frames.received.filter((r) => r.type === type).map((r) => r.payload)
  return { hatch, frames, login, evm, sent, storage }
}

describe('embedded smart accounts on the page', () => {
  it('on a smart-account network makes the smart account active by default (spec §6) and records both accounts', async () => {
    const { login, evm, sent } = setup()
    const user = await login()
    expect(sent('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'smartAccount' }])
    expect(evm()?.account.address).toBe(FRAME_SMART_ACCOUNT)
    expect(evm()?.account.user?.accounts).toEqual([
      { type: 'eoa', address: FRAME_ACCOUNT.evm },
      { type: 'smartAccount', address: FRAME_SMART_ACCOUNT },
    ])
    expect(evm()?.account).toMatchObject({ smartAccountDeployed: false, preferredAccountType: 'smartAccount' })
    expect(evm()?.network.smartAccountEnabledNetworks).toEqual([1337])
    expect(await user.getUser()).toEqual({ email: 'visitor@example.test', address: FRAME_SMART_ACCOUNT })
  })

  it('switches to the EOA and back, remembering the choice in storage', async () => {
    const { login, evm, hatch, storage } = setup()
    const wallet = await login()
    await wallet.setAccountType('eoa')
    expect(evm()?.account.address).toBe(FRAME_ACCOUNT.evm)
    expect(evm()?.account.caipAddress).toBe(`eip155:1337:${FRAME_ACCOUNT.evm}`)
    expect(hatch.context.storage.get('preferredAccountTypes')).toMatchObject({ eip155: 'eoa' })
    await wallet.setAccountType('smartAccount')
    expect(evm()?.account.address).toBe(FRAME_SMART_ACCOUNT)
    expect(hatch.context.storage.get('preferredAccountTypes')).toMatchObject({ eip155: 'smartAccount' })
    // The embedded wallet's own key, apart from the kernel's (issue 26).
    expect(storage.getItem('hatch:smartAccountEnabledNetworks')).toBeNull()
    expect(storage.getItem('hatch:adapter:embedded:smartAccountEnabledNetworks')).toBe(JSON.stringify({ v: 1, value: '1337' }))
  })

  it('shows the EOA on a network without smart accounts, and refuses the switch there naming the network', async () => {
    const { login, evm, hatch } = setup()
    const wallet = await login()
    const runtime = await hatch.context.getAdapter('eip155')
    await runtime.switchNetwork!({ network: testNetworks.two })
    expect(evm()?.account.address).toBe(FRAME_ACCOUNT.evm)
    expect(evm()?.account.user?.accounts).toEqual([{ type: 'eoa', address: FRAME_ACCOUNT.evm }])
    await expect(wallet.setAccountType('smartAccount')).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_NOT_ENABLED',
      shortMessage: 'Smart accounts are not enabled on Local Two',
    })
    expect(evm()?.account.address).toBe(FRAME_ACCOUNT.evm)
    // Back on the smart-account network the preference (still smartAccount) applies again.
    await runtime.switchNetwork!({ network: testNetworks.one })
    expect(evm()?.account.address).toBe(FRAME_SMART_ACCOUNT)
  })

  it('honours a stored preference for the EOA at login', async () => {
    const storage = memoryBackend()
    const first = setup(storage)
    await (await first.login()).setAccountType('eoa')
    const second = setup(storage)
    await second.login()
    expect(second.sent('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    expect(second.evm()?.account.address).toBe(FRAME_ACCOUNT.evm)
  })

  it('logs in with the EOA and says so when the frame could not look the smart account up (the factory lookup failed)', async () => {
    const { login, evm, hatch } = setup(memoryBackend(), { smartAccountUnavailable: true })
    const user = await login()
    expect(evm()?.account.address).toBe(FRAME_ACCOUNT.evm)
    expect(evm()?.account.user?.accounts).toEqual([{ type: 'eoa', address: FRAME_ACCOUNT.evm }])
    expect(await user.getUser()).toEqual({ email: 'visitor@example.test', address: FRAME_ACCOUNT.evm })
    expect(hatch.getState().toast).toMatchObject({
      variant: 'error',
      messageId: 'error.SMART_ACCOUNT_UNAVAILABLE',
      message: 'Your smart account could not be loaded, so your EOA is used',
    })
  })

  it("estimates the smart account's network fee as a user operation, asked of the frame", async () => {
    const { login, hatch, sent } = setup()
    await login()
    const runtime = await hatch.context.getAdapter('eip155')
    const to = '0x2222222222222222222222222222222222222222'
    expect(await runtime.estimateFee?.({ to, value: 10n })).toBe(7_300_000_000_000_000n)
    expect(sent('ESTIMATE_USER_OPERATION_FEE')).toEqual([{ to, value: '10' }])
  })
})
