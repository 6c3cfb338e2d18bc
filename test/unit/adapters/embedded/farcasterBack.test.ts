/**
 * Spec §2: going back from ConnectingFarcaster while not connected clears the Farcaster url and
 * reloads the auth provider after 100 ms — the embedded service's farcasterUrl / cancelFarcaster,
 * against the scripted frame on a real MessageChannel.
 */
import { describe, expect, it } from 'vitest'
import { embedded } from '../../../../adapters/embedded/index.js'
import { createEmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createEmbeddedService } from '../../../../adapters/embedded/runtime/createEmbeddedService.js'
import type { EmbeddedOptions } from '../../../../adapters/embedded/options.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'
import { FRAME_ACCOUNT, scriptedFrames } from './scriptedFrame.js'

const ORIGIN = 'http://127.0.0.1:8787'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function setup() {
  const frames = scriptedFrames()
  const options: EmbeddedOptions = { secureSiteUrl: ORIGIN, timers: frames.timers }
  const deps = { openFrame: frames.openFrame }
  const adapter = defineAdapter({
    ...embedded(options),
    load: async (ctx) => createEmbeddedRuntime(ctx, options, ORIGIN, deps),
    services: { embeddedWallet: async (ctx) => createEmbeddedService(ctx, options, ORIGIN, deps) },
  })
  const gate = definePlugin({ id: 'socials-gate', gate: { key: 'socials', source: 'host', default: true } })
  const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [adapter], plugins: [gate] })
  return { hatch, frames }
}

describe('ConnectingFarcaster going back (spec §2)', () => {
  it('clears the url at once and reloads the frame after 100 ms, ending the waiting request', async () => {
    const { hatch, frames } = setup()
    const wallet = await hatch.context.getService('embeddedWallet')
    const asked = wallet.farcasterUrl()
    await frames.settle()
    const url = await asked
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\/~\/siwf\?channelToken=/)
    expect(hatch.getState().chains.eip155?.account.farcasterUrl).toBe(url)
    const waiting = wallet.connectFarcaster().catch((error: unknown) => error)

    wallet.cancelFarcaster()
    expect(hatch.getState().chains.eip155?.account.farcasterUrl).toBeUndefined()
    await sleep(40)
    expect(frames.opened).toHaveLength(1)
    await sleep(120)
    // A fresh frame: the old one (and the flow it kept) is gone, its waiting request rejected.
    expect(frames.opened).toHaveLength(2)
    expect(await waiting).toMatchObject({ name: 'HatchError', code: 'FARCASTER_CONNECT_FAILED' })
    expect(hatch.getState().chains.eip155?.account.status).toBe('disconnected')
  })

  it('while connected it only clears the url: the frame serving the session stays', async () => {
    const { hatch, frames } = setup()
    const wallet = await hatch.context.getService('embeddedWallet')
    const asked = wallet.farcasterUrl()
    await frames.settle()
    await asked
    // The kernel has the embedded account connected (as after an e-mail or social login).
    hatch.context.applyConnected('eip155', 'embedded', { address: FRAME_ACCOUNT.evm, chainId: 1337 })
    wallet.cancelFarcaster()
    await sleep(160)
    expect(frames.opened).toHaveLength(1)
    expect(hatch.getState().chains.eip155?.account.farcasterUrl).toBeUndefined()
    expect(hatch.getState().chains.eip155?.account.address).toBe(FRAME_ACCOUNT.evm)
  })
})
