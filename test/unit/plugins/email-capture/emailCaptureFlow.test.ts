import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { isHatchError, type CaipNetworkId } from '../../../../kernel/index.js'
import { emailCapture, type EmailCaptureController, type EmailCaptureOptions, type EmailCaptureState } from '../../../../plugins/email-capture/index.js'
import { siwx, type SiwxConfig, type SiwxController, type SiwxSession } from '../../../../plugins/siwx/index.js'
import { formatSiwxMessage } from '../../../../plugins/siwx/messages/formatMessage.js'
import { SandboxControl } from '../../../../sandbox/control.js'
import { startCatalogueService } from '../../../../sandbox/catalogue/server.js'
import { startDataService } from '../../../../sandbox/data/server.js'
import type { RunningService } from '../../../../sandbox/http/service.js'
import { createTestHatch, memoryBackend, scriptedAdapter, unusedEndpoints } from '../../../fixtures/createTestHatch.js'

/**
 * The email-capture plugin against the sandbox's real catalogue service (the project
 * configuration that decides the remote `emailCapture` feature) and data service (the endpoint
 * that stores the address), with a headless instance: no browser, the real HTTP round trips.
 */
const control = new SandboxControl()
let catalogue: RunningService
let data: RunningService
beforeAll(async () => {
  ;[catalogue, data] = await Promise.all([
    startCatalogueService({
      faults: control.faultStore,
      projects: control.projects,
      state: control.catalogue,
      chains: { eip155: ['eip155:1337'], solana: [], bip122: [] },
    }),
    startDataService({ faults: control.faultStore, projects: control.projects, state: control.data, catalogueUrl: () => '' }),
  ])
})
afterAll(async () => {
  await Promise.allSettled([catalogue?.stop(), data?.stop()])
})

const hatches: Hatch[] = []
afterEach(() => {
  for (const h of hatches.splice(0)) h.destroy()
  control.clearFaults()
})

let projects = 0
/** A project of its own, with the remote `emailCapture` feature on or off. */
function project(emailCaptureOn: boolean): string {
  const id = `email-capture-unit-${(projects += 1)}`
  control.projects.upsert(id, { features: [{ id: 'emailCapture', isEnabled: emailCaptureOn, config: null }] })
  return id
}

function start(
  projectId: string,
  options: { capture?: EmailCaptureOptions; siwx?: SiwxConfig; storage?: ReturnType<typeof memoryBackend>; address?: string } = {},
) {
  const account = privateKeyToAccount(generatePrivateKey())
  const wallet = scriptedAdapter('eip155', { address: options.address ?? account.address, chainId: 1337 })
  wallet.runtime.signMessage = async ({ message }) => account.signMessage({ message })
  const hatch = createTestHatch({
    projectId,
    basic: false,
    adapters: [wallet.adapter],
    endpoints: { ...unusedEndpoints, catalogue: catalogue.url, data: data.url },
    plugins: [emailCapture(options.capture), ...(options.siwx ? [siwx()] : [])],
    ...(options.siwx ? { siwx: options.siwx } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  })
  hatches.push(hatch)
  return { hatch, address: options.address ?? account.address }
}

/** An error's message without the Details / Docs lines HatchError adds. */
const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]
const current = (hatch: Hatch) => hatch.getState().router.stack.at(-1)?.view
const slice = (hatch: Hatch) => hatch.getState().plugins['email-capture'] as EmailCaptureState
const connect = (hatch: Hatch) => hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
/** Connects once the project configuration is in (the gate decided), as a visitor clicking Connect would. */
async function connectWhenReady(hatch: Hatch) {
  await hatch.started
  await vi.waitFor(() => expect(hatch.getState().remoteConfig.status).toBe('ready'), { timeout: 5000 })
  await connect(hatch)
}
const captureShows = (hatch: Hatch) => vi.waitFor(() => expect(current(hatch)).toBe('DataCapture'), { timeout: 5000 })
const stored = (projectId: string) => control.data.emailCaptures.list({ projectId })

describe('email-capture: DataCapture after connect while the remote emailCapture feature is on', () => {
  it('on: DataCapture opens after connect; an invalid address is refused with the problem named and nothing stored; a valid one is stored by the data service and the wallet is not asked again', async () => {
    const projectId = project(true)
    const storage = memoryBackend()
    const { hatch, address } = start(projectId, { storage })
    await connectWhenReady(hatch)
    await captureShows(hatch)
    expect(hatch.getState().modal.open).toBe(true)
    const controller = await hatch.context.plugins.controller<EmailCaptureController>('email-capture')

    controller.setEmail('ada.example.com')
    const refused = await controller.submit().catch((e: unknown) => e)
    expect(isHatchError(refused, 'EMAIL_CAPTURE_INVALID')).toBe(true)
    expect(firstLine(refused)).toBe('Invalid e-mail address: it has no @ (as in name@example.com)')
    expect(slice(hatch).problem).toBe('it has no @ (as in name@example.com)')
    // Checked as the visitor types from now on.
    controller.setEmail('ada@example')
    expect(slice(hatch).problem).toBe("the domain 'example' has no dot (as in example.com)")
    expect(stored(projectId)).toEqual([])

    const finished: unknown[] = []
    hatch.context.events.on('emailCapture:finished', (p) => finished.push(p))
    controller.setEmail('  Ada@Example.com ')
    await controller.submit()
    expect(stored(projectId)).toEqual([expect.objectContaining({ projectId, email: 'Ada@example.com', address, chainId: 'eip155:1337' })])
    expect(finished).toEqual([{ namespace: 'eip155', address, outcome: 'saved', email: 'Ada@example.com' }])
    expect(slice(hatch)).toMatchObject({ pending: undefined, saved: 'Ada@example.com' })
    // DataCapture stays to thank the visitor; closing ends that.
    expect(current(hatch)).toBe('DataCapture')
    expect(hatch.close()).toBe(true)
    expect(slice(hatch).saved).toBeUndefined()

    // The same wallet in this browser later (a reload): not asked again.
    const again = start(projectId, { storage, address })
    await connectWhenReady(again.hatch)
    await new Promise((r) => setTimeout(r, 200))
    expect(current(again.hatch)).not.toBe('DataCapture')
    expect(slice(again.hatch).pending).toBeUndefined()
  })

  it("a wallet that answered before storage was namespaced is not asked again: its answer moves to the plugin's own key", async () => {
    const projectId = project(true)
    const storage = memoryBackend()
    const address = privateKeyToAccount(generatePrivateKey()).address
    storage.setItem('hatch:emailCapture:answered', JSON.stringify({ v: 1, value: [`eip155:${address.toLowerCase()}`] }))
    const { hatch } = start(projectId, { storage, address })
    await connectWhenReady(hatch)
    await hatch.context.plugins.controller('email-capture')
    expect(slice(hatch).pending).toBeUndefined()
    expect(current(hatch)).not.toBe('DataCapture')
    expect(storage.getItem('hatch:emailCapture:answered')).toBeNull()
    expect(JSON.parse(storage.getItem('hatch:plugin:email-capture:answered') ?? 'null')).toEqual({ v: 1, value: [`eip155:${address.toLowerCase()}`] })
  })

  it('off: connecting never opens DataCapture', async () => {
    const { hatch } = start(project(false))
    await connectWhenReady(hatch)
    await new Promise((r) => setTimeout(r, 200))
    expect(hatch.context.isFeatureEnabled('emailCapture')).toBe(false)
    expect(current(hatch)).not.toBe('DataCapture')
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('a failing endpoint: EMAIL_CAPTURE_FAILED with the reason, the typed address kept, and Continue again saves it', async () => {
    const projectId = project(true)
    const { hatch, address } = start(projectId)
    await connectWhenReady(hatch)
    await captureShows(hatch)
    const controller = await hatch.context.plugins.controller<EmailCaptureController>('email-capture')
    control.setFault('data', { status: 503, projectId, path: '/v1/email-capture' })
    controller.setEmail('grace@example.com')
    const failed = await controller.submit().catch((e: unknown) => e)
    expect(isHatchError(failed, 'EMAIL_CAPTURE_FAILED')).toBe(true)
    expect(firstLine(failed)).toBe('Your e-mail address could not be saved: HTTP status code: 503')
    expect(slice(hatch)).toMatchObject({ email: 'grace@example.com', failure: 'HTTP status code: 503', status: 'idle', pending: { address } })
    expect(current(hatch)).toBe('DataCapture')
    expect(stored(projectId)).toEqual([])

    control.clearFaults('data', projectId)
    await controller.submit()
    expect(stored(projectId).map((e) => e.email)).toEqual(['grace@example.com'])
  })

  it("the data service refuses an address that is not one, in the plugin's words (a host endpoint's reason is shown as given)", async () => {
    const projectId = project(true)
    const { hatch, address } = start(projectId, { capture: { endpoint: `${data.url}/v1/email-capture` } })
    await connectWhenReady(hatch)
    await captureShows(hatch)
    const response = await fetch(`${data.url}/v1/email-capture?projectId=${projectId}&st=t&sv=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody', address, chainId: 'eip155:1337' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ reasons: [{ field: 'email', description: 'Invalid e-mail address: it has no @ (as in name@example.com)' }] })
    // The absolute endpoint option is used as given.
    const controller = await hatch.context.plugins.controller<EmailCaptureController>('email-capture')
    controller.setEmail('linus@example.org')
    await controller.submit()
    expect(stored(projectId).map((e) => e.email)).toEqual(['linus@example.org'])
  })

  it('Skip (or closing the modal) ends the capture without storing, and the wallet is not asked again; required: no Skip and no closing', async () => {
    const optional = start(project(true))
    await connectWhenReady(optional.hatch)
    await captureShows(optional.hatch)
    expect(optional.hatch.close()).toBe(true)
    expect(slice(optional.hatch).pending).toBeUndefined()
    await connect(optional.hatch) // the same wallet again
    await new Promise((r) => setTimeout(r, 100))
    expect(current(optional.hatch)).not.toBe('DataCapture')

    const required = start(project(true), { capture: { required: true } })
    await connectWhenReady(required.hatch)
    await captureShows(required.hatch)
    const controller = await required.hatch.context.plugins.controller<EmailCaptureController>('email-capture')
    expect(controller.skip()).toBe(false)
    expect(required.hatch.close()).toBe(false)
    required.hatch.context.router.push('Account')
    expect(current(required.hatch)).toBe('DataCapture')
    await required.hatch.disconnect()
    expect(slice(required.hatch).pending).toBeUndefined()
    expect(required.hatch.getState().modal.open).toBe(false)
  })

  it('another view taking the modal over ends the capture unanswered: the wallet is asked again at its next connect', async () => {
    const { hatch, address } = start(project(true))
    await connectWhenReady(hatch)
    await captureShows(hatch)
    const finished: unknown[] = []
    hatch.context.events.on('emailCapture:finished', (p) => finished.push(p))
    hatch.context.router.reset('Account')
    expect(finished).toEqual([{ namespace: 'eip155', address, outcome: 'ended' }])
    expect(slice(hatch).pending).toBeUndefined()
    expect(hatch.close()).toBe(true)
    await hatch.disconnect()
    await connect(hatch)
    await captureShows(hatch)
  })

  it('refuses a wrong option, naming it', async () => {
    const { hatch } = start(project(true), { capture: { endpoint: 'ftp://example.com' } })
    await hatch.started
    await vi.waitFor(() => expect(hatch.context.isFeatureEnabled('emailCapture')).toBe(true), { timeout: 5000 })
    const error = await hatch.context.plugins.controller('email-capture').catch((e: unknown) => e)
    expect(String((error as Error)?.message ?? error)).toContain('Invalid option emailCapture.endpoint: must be a path starting with / or an http(s) URL')
  })
})

/** A host sign-in backend in memory (sessions kept per network and address). */
function hostSignIn(): SiwxConfig {
  const kept = new Map<string, SiwxSession[]>()
  let n = 0
  return {
    required: true,
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'shop.example',
        uri: 'https://shop.example/',
        version: '1',
        nonce: `nonce${(n += 1)}abcdefgh`,
        issuedAt: new Date().toISOString(),
      }
      return { data, message: await formatSiwxMessage(data) }
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      return kept.get(`${chainId}|${address}`) ?? []
    },
    async addSession(session) {
      kept.set(`${session.data.chainId}|${session.data.accountAddress}`, [session])
    },
    async revokeSession() {},
  }
}

describe('email-capture and sign-in (spec §4): the e-mail capture view first, then SIWXSignMessage', () => {
  it('with sign-in required, DataCapture shows after connect and the sign-in waits; once the address is saved SIWXSignMessage follows', async () => {
    const projectId = project(true)
    const { hatch } = start(projectId, { siwx: hostSignIn() })
    await connectWhenReady(hatch)
    await captureShows(hatch)
    await new Promise((r) => setTimeout(r, 200))
    expect(current(hatch)).toBe('DataCapture')
    expect(hatch.context.plugins.state<{ pending?: unknown }>('siwx')?.pending).toBeUndefined()
    const controller = await hatch.context.plugins.controller<EmailCaptureController>('email-capture')
    controller.setEmail('ada@example.com')
    await controller.submit()
    // The sign-in takes the open modal over from DataCapture's thanks.
    await vi.waitFor(() => expect(current(hatch)).toBe('SIWXSignMessage'), { timeout: 5000 })
    expect(hatch.getState().modal.open).toBe(true)
    const signIn = await hatch.context.plugins.controller<SiwxController>('siwx')
    await vi.waitFor(() => expect(hatch.context.plugins.state<{ pending?: { message?: unknown } }>('siwx')?.pending?.message).toBeDefined())
    await signIn.signIn()
    expect(hatch.close()).toBe(true)
  })

  it('skipping the capture lets the sign-in follow too; with the feature off the sign-in comes straight after connect', async () => {
    const skipped = start(project(true), { siwx: hostSignIn() })
    await connectWhenReady(skipped.hatch)
    await captureShows(skipped.hatch)
    const controller = await skipped.hatch.context.plugins.controller<EmailCaptureController>('email-capture')
    expect(controller.skip()).toBe(true)
    await vi.waitFor(() => expect(current(skipped.hatch)).toBe('SIWXSignMessage'), { timeout: 5000 })

    const off = start(project(false), { siwx: hostSignIn() })
    await connectWhenReady(off.hatch)
    await vi.waitFor(() => expect(current(off.hatch)).toBe('SIWXSignMessage'), { timeout: 5000 })
  })
})
