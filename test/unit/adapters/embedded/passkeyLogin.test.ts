/**
 * Issue 31 item 1, the page side of passkey login (adapters/embedded/runtime/passkeyLogin.ts and
 * hatch/plugins/passkey) against the scripted frame on a real MessageChannel: the Connect method
 * `passkey` opens ApproveTransaction, the service connects the account as an e-mail login does and
 * names the wallet "Passkey" (again after a reload), "Add a passkey" updates the account's count,
 * and the frame's waiting prompt is aborted by name when the visitor leaves.
 */
import { describe, expect, it } from 'vitest'
import { embedded } from '../../../../adapters/embedded/index.js'
import { createEmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createEmbeddedService } from '../../../../adapters/embedded/runtime/createEmbeddedService.js'
import type { EmbeddedOptions } from '../../../../adapters/embedded/options.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { checkOrders } from '../../../../kernel/options/checkOrders.js'
import { passkey } from '../../../../plugins/passkey/index.js'
import { createTestHatch, memoryBackend, testNetworks } from '../../../fixtures/createTestHatch.js'
import { FRAME_ACCOUNT, flush, scriptedFrames, type ScriptOptions } from './scriptedFrame.js'

const ORIGIN = 'http://127.0.0.1:8787'

function setup(script: ScriptOptions = {}, storage = memoryBackend()) {
  const frames = scriptedFrames(script)
  const options: EmbeddedOptions = { secureSiteUrl: ORIGIN, timers: frames.timers }
  const deps = { openFrame: frames.openFrame }
  const adapter = defineAdapter({
    ...embedded(options),
    load: async (ctx) => createEmbeddedRuntime(ctx, options, ORIGIN, deps),
    services: { embeddedWallet: async (ctx) => createEmbeddedService(ctx, options, ORIGIN, deps) },
  })
  // The feature as a host gate: the tests run in basic mode, which turns remote features (passkey's) off.
  const gate = definePlugin({ id: 'passkey-gate', gate: { key: 'passkey', source: 'host', default: true } })
  const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [adapter], plugins: [gate], storage })
  return { hatch, frames, storage }
}

describe('hatch/plugins/passkey', () => {
  it('contributes the Connect method `passkey`, opening ApproveTransaction for the frame’s passkey prompt, and connectMethodsOrder accepts it', async () => {
    const hatch = createTestHatch({ plugins: [passkey()] })
    await hatch.ready
    const [method] = hatch.context.extensions.all('connectMethods')
    expect(method).toMatchObject({
      id: 'passkey',
      method: 'passkey',
      label: 'Continue with a passkey',
      view: 'ApproveTransaction',
      params: { kind: 'passkey' },
    })
    expect(() => checkOrders({ connectMethodsOrder: ['passkey', 'wallet'] }, hatch.context.extensions)).not.toThrow()
    expect(() => checkOrders({ connectMethodsOrder: ['passkeys'] }, hatch.context.extensions)).toThrow(
      /"passkeys" is not registered \(valid: wallet, passkey\)/,
    )
    // A remote feature: basic mode turns it off.
    expect(hatch.context.isFeatureEnabled('passkey')).toBe(false)
    hatch.destroy()
  })
})

describe('passkey login through the embeddedWallet service', () => {
  it('connects the account on every namespace once the frame’s prompt logged in, named "Passkey", also after a reload', async () => {
    const { hatch, frames, storage } = setup({ passkeyAnswers: true })
    const wallet = await hatch.context.getService('embeddedWallet')
    const logging = wallet.connectPasskey()
    await frames.settle()
    expect(await logging).toEqual({ email: null, address: FRAME_ACCOUNT.evm, newUser: true, newDevice: false })
    const evm = hatch.getState().chains.eip155?.account
    expect(evm).toMatchObject({ status: 'connected', address: FRAME_ACCOUNT.evm, connectedWalletInfo: { name: 'Passkey', type: 'AUTH' } })
    expect(evm?.user).toMatchObject({ email: null, passkeys: 1 })
    expect(hatch.getState().chains.solana?.account).toMatchObject({ status: 'connected', address: FRAME_ACCOUNT.solana })
    hatch.destroy()

    // A reload: the frame still has its session; the page names the wallet as before.
    const again = setup({ passkeyAnswers: true, signedIn: true, passkeys: 1 }, storage)
    await again.frames.settle()
    await again.hatch.ready
    expect(again.hatch.getState().chains.eip155?.account).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'Passkey', type: 'AUTH' } })
    again.hatch.destroy()
  })

  it('"Add a passkey" records the account’s new count', async () => {
    const { hatch, frames } = setup({ passkeyAnswers: true })
    const wallet = await hatch.context.getService('embeddedWallet')
    const logging = wallet.connectPasskey()
    await frames.settle()
    await logging
    frames.state.passkeys = 0 // as an e-mail account without one
    expect(await wallet.addPasskey()).toBe(1)
    expect(hatch.getState().chains.eip155?.account.user?.passkeys).toBe(1)
    expect(hatch.getState().chains.solana?.account.user?.passkeys).toBe(1)
    hatch.destroy()
  })

  it('aborts the waiting prompt by its id when the visitor leaves (abortPending), and the request rejects', async () => {
    const { hatch, frames } = setup()
    const wallet = await hatch.context.getService('embeddedWallet')
    const logging = wallet.connectPasskey().catch((error: unknown) => error)
    await frames.settle()
    const asked = frames.received.find((r) => r.type === 'CONNECT_PASSKEY')
    expect(asked).toBeDefined()
    wallet.abortPending()
    await flush()
    expect(frames.received.find((r) => r.type === 'RPC_ABORT')?.payload).toEqual({ targetId: asked?.id })
    expect(await logging).toMatchObject({ name: 'HatchError' })
    expect(hatch.getState().chains.eip155?.account.status).not.toBe('connected')
    hatch.destroy()
  })
})
