/**
 * The embedded wallet's page side (adapters/embedded) inside a real Hatch instance, against a
 * scripted frame on a real MessageChannel, timers moved by hand: routing by connector, the
 * e-mail login service, the 20 s / 120 s / 3 s rules and their alerts, ApproveTransaction around
 * signing, RPC_ABORT on close for unsafe methods only, reconnect and sign-out.
 */
import { describe, expect, it } from 'vitest'
import { embedded } from '../../../../adapters/embedded/index.js'
import { createEmbeddedRuntime } from '../../../../adapters/embedded/runtime/createEmbeddedRuntime.js'
import { createEmbeddedService } from '../../../../adapters/embedded/runtime/createEmbeddedService.js'
import type { EmbeddedOptions } from '../../../../adapters/embedded/options.js'
import { encodeBase58 } from '../../../../kernel/units/base58.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { createTestHatch, memoryBackend, testNetworks } from '../../../fixtures/createTestHatch.js'
import { FRAME_ACCOUNT, flush, scriptedFrames, type ScriptOptions } from './scriptedFrame.js'

const ORIGIN = 'http://127.0.0.1:8787'

function setup(script: ScriptOptions = {}, more: { gate?: boolean; storage?: ReturnType<typeof memoryBackend>; options?: Partial<EmbeddedOptions> } = {}) {
  const frames = scriptedFrames(script)
  const options: EmbeddedOptions = { secureSiteUrl: `${ORIGIN}/`, timers: frames.timers, ...more.options }
  const deps = { openFrame: frames.openFrame }
  // The real descriptor; only the frame opener is the scripted one.
  const adapter = defineAdapter({
    ...embedded(options),
    load: async (ctx) => createEmbeddedRuntime(ctx, options, ORIGIN, deps),
    services: { embeddedWallet: async (ctx) => createEmbeddedService(ctx, options, ORIGIN, deps) },
  })
  const gate = definePlugin({ id: 'email-gate', gate: { key: 'email', source: 'host', default: more.gate ?? true } })
  const hatch = createTestHatch({
    networks: [testNetworks.one, testNetworks.two, testNetworks.sol],
    adapters: [adapter],
    plugins: [gate],
    ...(more.storage ? { storage: more.storage } : {}),
  })
  return { hatch, frames }
}

/** Runs `work` while letting the frame get ready. */
async function withFrame<T>(frames: ReturnType<typeof scriptedFrames>, work: Promise<T>): Promise<T> {
  await frames.settle()
  return work
}

async function login(hatch: Hatch, frames: ReturnType<typeof scriptedFrames>) {
  const wallet = await hatch.context.getService('embeddedWallet')
  expect(await withFrame(frames, wallet.requestCode('visitor@example.test'))).toEqual({ action: 'VERIFY_OTP', resendAt: expect.any(Number) })
  return wallet.verifyCode(FRAME_ACCOUNT.code)
}

const account = (hatch: Hatch, ns: 'eip155' | 'solana') => hatch.getState().chains[ns]?.account

describe('embedded(): the descriptor', () => {
  it('is a connector adapter for eip155 and solana owning the connector "embedded"', () => {
    const adapter = embedded({ secureSiteUrl: 'https://wallet.shop.example/some/path' })
    expect(adapter).toMatchObject({ kind: 'adapter', namespaces: ['eip155', 'solana'], connectorIds: ['embedded'] })
    expect(adapter.namespace).toBeUndefined()
    expect(Object.keys(adapter.views ?? {})).toEqual(['ApproveTransaction', 'Devices'])
    expect(Object.keys(adapter.services ?? {})).toEqual(['embeddedWallet'])
  })

  it('refuses a secure site URL that is not http(s), or plain http off the local machine, naming the option', () => {
    expect(() => (embedded as (options?: unknown) => unknown)()).toThrow(/Invalid option embedded.secureSiteUrl: is required/)
    expect(() => embedded({ secureSiteUrl: 'wallet.example' })).toThrow(/Invalid option embedded.secureSiteUrl: must be an http\(s\) URL, got "wallet.example"/)
    expect(() => embedded({ secureSiteUrl: 'http://wallet.example' })).toThrow(
      /embedded.secureSiteUrl: must be https \(plain http only for 127.0.0.1 or localhost\)/,
    )
    expect(() => embedded({ secureSiteUrl: ORIGIN, loadTimeoutMs: -1 })).toThrow(/embedded.loadTimeoutMs: must be a whole number of milliseconds/)
  })
})

describe('e-mail login through the embeddedWallet service', () => {
  it('injects no frame while the email feature is off', async () => {
    const { hatch, frames } = setup({}, { gate: false })
    await expect(hatch.context.getService('embeddedWallet').then((w) => w.requestCode('a@b.test'))).rejects.toMatchObject({ code: 'FEATURE_DISABLED' })
    expect(frames.opened).toEqual([])
  })

  it('opens the frame on the active EVM chain, sends a code, refuses a wrong one, and connects every namespace on the right one', async () => {
    const { hatch, frames } = setup()
    const wallet = await hatch.context.getService('embeddedWallet')
    expect(await withFrame(frames, wallet.requestCode(' Visitor@Example.test '))).toMatchObject({ action: 'VERIFY_OTP' })
    expect(frames.opened).toHaveLength(1)
    expect(frames.opened[0]).toMatchObject({ secureOrigin: ORIGIN, projectId: 'test-project', chainId: 1337 })
    expect(frames.received.find((r) => r.type === 'APP_CONNECT_EMAIL')?.payload).toEqual({ email: 'Visitor@Example.test' })

    await expect(wallet.verifyCode('000000')).rejects.toMatchObject({ code: 'OTP_INVALID', shortMessage: 'Invalid code' })
    expect(account(hatch, 'eip155')?.status).not.toBe('connected')

    expect(await wallet.verifyCode(' 123456 ')).toEqual({ email: 'Visitor@Example.test', address: FRAME_ACCOUNT.evm })
    expect(account(hatch, 'eip155')).toMatchObject({
      address: FRAME_ACCOUNT.evm,
      connectorId: 'embedded',
      status: 'connected',
      user: { email: 'Visitor@Example.test' },
    })
    expect(account(hatch, 'solana')).toMatchObject({ address: FRAME_ACCOUNT.solana, connectorId: 'embedded', status: 'connected' })
    expect(hatch.getState().activeNamespace).toBe('eip155')
    // Later calls on either namespace are routed to the embedded runtime.
    expect(await hatch.context.getAdapter('solana')).toHaveProperty('core')
  })

  it("refuses an invalid address before anything is sent, and gives the server's 30 s rule as 'Please try again after N seconds'", async () => {
    const { hatch, frames } = setup()
    const wallet = await hatch.context.getService('embeddedWallet')
    await expect(wallet.requestCode('not-an-address')).rejects.toMatchObject({ code: 'INVALID_EMAIL', shortMessage: 'Enter a valid e-mail address' })
    expect(frames.opened).toEqual([])
    await withFrame(frames, wallet.requestCode('visitor@example.test'))
    await expect(wallet.requestCode('visitor@example.test')).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      shortMessage: 'Please try again after 27 seconds',
    })
  })

  it("a frame that never gets ready gives 'Unable to load email login dependency' after 20 s with alert APKT003; the next try opens a fresh frame", async () => {
    const { hatch, frames } = setup({ neverReady: true })
    const wallet = await hatch.context.getService('embeddedWallet')
    const outcome = wallet.requestCode('visitor@example.test').then(
      () => 'sent',
      (e: { code: string; shortMessage: string }) => `${e.code}: ${e.shortMessage}`,
    )
    await flush()
    await frames.timers.advance(19_999)
    expect(hatch.getState().alerts).toEqual([])
    await frames.timers.advance(1)
    expect(await outcome).toBe('EMAIL_DEPENDENCY_LOAD_FAILED: Unable to load email login dependency')
    expect(hatch.getState().alerts).toMatchObject([{ code: 'APKT003', title: 'Network Error: Wallet Load Failed' }])
    void wallet.requestCode('visitor@example.test').catch(() => undefined)
    await flush()
    expect(frames.opened).toHaveLength(2)
  })

  it("a request without an answer fails after 120 s with 'iframe_request_timeout' and alert APKT004", async () => {
    const { hatch, frames } = setup({ silent: ['APP_CONNECT_EMAIL'] })
    const wallet = await hatch.context.getService('embeddedWallet')
    const outcome = wallet.requestCode('visitor@example.test').then(
      () => 'sent',
      (e: { code: string; shortMessage: string }) => `${e.code}: ${e.shortMessage}`,
    )
    await frames.settle()
    await frames.timers.advance(119_999)
    await frames.timers.advance(1)
    expect(await outcome).toBe('IFRAME_REQUEST_TIMEOUT: iframe_request_timeout')
    expect(hatch.getState().alerts).toMatchObject([{ code: 'APKT004', title: 'Wallet Request Timeout' }])
  })

  it('changes the e-mail with the primary then the secondary code; the Account state shows the new one', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const wallet = await hatch.context.getService('embeddedWallet')
    await wallet.updateEmail('new@example.test')
    await wallet.verifyPrimaryCode('111111')
    expect(await wallet.verifySecondaryCode('222222')).toEqual({ email: 'new@example.test' })
    expect(frames.received.map((r) => r.type).filter((t) => t.startsWith('UPDATE'))).toEqual([
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
    expect(account(hatch, 'eip155')?.user?.email).toBe('new@example.test')
    expect(account(hatch, 'solana')?.user?.email).toBe('new@example.test')
  })
})

describe('signing through ApproveTransaction', () => {
  it('opens the modal on ApproveTransaction while personal_sign waits, and closes it after the answer', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const runtime = await hatch.context.getAdapter('eip155')
    const signature = runtime.signMessage({ message: 'Hello Hatch', address: FRAME_ACCOUNT.evm })
    await flush()
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.getState().router.stack.at(-1)?.view).toBe('ApproveTransaction')
    const [request] = frames.pending('personal_sign')
    expect(request?.payload).toEqual({ method: 'personal_sign', params: ['0x48656c6c6f204861746368', FRAME_ACCOUNT.evm] })
    frames.answer(request!.id, { result: `0x${'ab'.repeat(65)}` })
    expect(await signature).toBe(`0x${'ab'.repeat(65)}`)
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('pushes ApproveTransaction over the open modal and pops it after; a Solana message is signed with solana_signMessage', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    hatch.open({ view: 'Account' })
    const runtime = await hatch.context.getAdapter('solana')
    const signature = runtime.signMessage({ message: 'Hi', address: FRAME_ACCOUNT.solana })
    await flush()
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Account', 'ApproveTransaction'])
    const [request] = frames.pending('solana_signMessage')
    expect(request?.payload).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('Hi')), pubkey: FRAME_ACCOUNT.solana },
    })
    frames.answer(request!.id, { result: { signature: '5sig' } })
    expect(await signature).toBe('5sig')
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Account'])
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('closing the modal aborts the waiting signature in the frame (RPC_ABORT naming it) but not a read', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const runtime = (await hatch.context.getAdapter('eip155')) as Awaited<ReturnType<typeof createEmbeddedRuntime>>
    const read = runtime.core.request('RPC_REQUEST', { method: 'eth_blockNumber', params: [] }).then(
      () => 'answered',
      (e: { code: string }) => e.code,
    )
    const sending = runtime.sendTransaction!({ to: '0x2222222222222222222222222222222222222222', value: 10n ** 17n }).then(
      () => 'sent',
      (e: { code: string; shortMessage: string }) => `${e.code}: ${e.shortMessage}`,
    )
    await flush()
    const [tx] = frames.pending('eth_sendTransaction')
    expect(tx?.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: FRAME_ACCOUNT.evm, to: '0x2222222222222222222222222222222222222222', value: '0x16345785d8a0000' }],
    })
    expect(hatch.close()).toBe(true)
    expect(await sending).toBe('RPC_REQUEST_ABORTED: Request was aborted')
    await flush()
    const aborts = frames.received.filter((r) => r.type === 'RPC_ABORT')
    expect(aborts.map((r) => r.payload)).toEqual([{ targetId: tx!.id }])
    const blockNumber = frames.received.find((r) => r.payload['method'] === 'eth_blockNumber')
    expect(aborts.some((r) => r.payload['targetId'] === blockNumber?.id)).toBe(false)
    expect(await Promise.race([read, flush().then(() => 'still running')])).toBe('still running')
  })

  it('refuses bad send parameters before asking the frame, naming the field', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const runtime = await hatch.context.getAdapter('eip155')
    await expect(runtime.sendTransaction!({ to: '0x12', value: 1n })).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      shortMessage: expect.stringContaining('to must be a 0x address'),
    })
    expect(frames.pending('eth_sendTransaction')).toEqual([])
  })

  it('a rejection in the frame (4001) is WALLET_REQUEST_REJECTED', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const runtime = await hatch.context.getAdapter('eip155')
    const signature = runtime.signMessage({ message: 'x', address: FRAME_ACCOUNT.evm })
    await flush()
    frames.answer(frames.pending('personal_sign')[0]!.id, { error: { message: 'Request rejected in the wallet', code: 4001 } })
    await expect(signature).rejects.toMatchObject({ code: 'WALLET_REQUEST_REJECTED' })
  })
})

describe('network, reconnect and sign-out', () => {
  it('switches the frame to a network it serves, and fails clearly on one it does not', async () => {
    const { hatch, frames } = setup({ chains: [1337, 1338] })
    await login(hatch, frames)
    const runtime = await hatch.context.getAdapter('eip155')
    await runtime.switchNetwork!({ network: testNetworks.two })
    expect(frames.state.chainId).toBe(1338)
    await expect(runtime.switchNetwork!({ network: { ...testNetworks.two, id: 999, caipNetworkId: 'eip155:999', name: 'Elsewhere' } })).rejects.toMatchObject({
      code: 'SWITCH_NETWORK_FAILED',
      message: expect.stringContaining('does not serve Elsewhere'),
    })
  })

  it('restores the session after a reload without a new code while the frame still has it', async () => {
    const storage = memoryBackend()
    const first = setup({}, { storage })
    await login(first.hatch, first.frames)
    first.hatch.destroy()
    const second = setup({ signedIn: true }, { storage })
    await second.frames.settle()
    await second.hatch.ready
    expect(account(second.hatch, 'eip155')).toMatchObject({
      address: FRAME_ACCOUNT.evm,
      connectorId: 'embedded',
      status: 'connected',
      user: { email: 'visitor@example.test' },
    })
    expect(second.frames.received.map((r) => r.type)).not.toContain('CONNECT_OTP')
  })

  it('does not restore when the frame has no session any more', async () => {
    const storage = memoryBackend()
    const first = setup({}, { storage })
    await login(first.hatch, first.frames)
    first.hatch.destroy()
    const second = setup({ signedIn: false }, { storage })
    await second.frames.settle()
    await second.hatch.ready
    expect(account(second.hatch, 'eip155')?.address).toBeUndefined()
  })

  it('sign-out ends the session once for every namespace', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    await hatch.disconnect({ namespace: 'eip155' })
    await flush()
    expect(frames.received.filter((r) => r.type === 'SIGN_OUT')).toHaveLength(1)
    expect(frames.state.signedIn).toBe(false)
    expect(account(hatch, 'eip155')?.address).toBeUndefined()
    await expect.poll(() => account(hatch, 'solana')?.address).toBeUndefined()
  })

  it('"Sign out everywhere" asks the secure site to end every session of the account; a plain sign-out does not', async () => {
    const { hatch, frames } = setup()
    await login(hatch, frames)
    const wallet = await hatch.context.getService('embeddedWallet')
    await wallet.signOut({ everywhere: true })
    await hatch.disconnect({ namespace: 'eip155' })
    await flush()
    const signOuts = frames.received.filter((r) => r.type === 'SIGN_OUT').map((r) => r.payload)
    expect(signOuts[0]).toEqual({ everywhere: true })
    // The disconnect that follows ends only this session (already ended): no second "everywhere".
    expect(signOuts.slice(1)).toEqual(signOuts.slice(1).map(() => ({})))
  })

  it('Disconnect with a silent frame forgets the account on the page within 3 s (SECURE-FRAME.md case 24)', async () => {
    const { hatch, frames } = setup({ silent: ['SIGN_OUT'] })
    await login(hatch, frames)
    let done = false
    const disconnected = hatch.disconnect({ namespace: 'eip155' }).then(() => (done = true))
    await flush()
    await frames.timers.advance(2_999)
    expect(done).toBe(false)
    expect(account(hatch, 'eip155')?.address).toBe(FRAME_ACCOUNT.evm)
    await frames.timers.advance(1)
    await disconnected
    expect(account(hatch, 'eip155')).toMatchObject({ status: 'disconnected' })
    expect(account(hatch, 'eip155')?.address).toBeUndefined()
    expect(account(hatch, 'eip155')?.user).toBeUndefined()
    await expect.poll(() => account(hatch, 'solana')?.address).toBeUndefined()
  })

  it('a page network the frame does not serve leaves the unsupported-network state (spec §4)', async () => {
    const { hatch, frames } = setup({ chains: [4242] })
    const unsupported: unknown[] = []
    hatch.on('network:unsupported', (event) => unsupported.push(event))
    await login(hatch, frames)
    expect(unsupported).toEqual([{ namespace: 'eip155', chainId: 4242 }])
  })

  it('a frame that stays silent on sign-out holds the service at most 3 s', async () => {
    const { hatch, frames } = setup({ silent: ['SIGN_OUT'] })
    await login(hatch, frames)
    const wallet = await hatch.context.getService('embeddedWallet')
    let done = false
    const signOut = wallet.signOut().then(() => (done = true))
    await frames.timers.advance(2_999)
    expect(done).toBe(false)
    await frames.timers.advance(1)
    await signOut
    expect(done).toBe(true)
  })
})
