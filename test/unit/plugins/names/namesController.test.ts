import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'
import { names, type NamesController, type NamesState } from '../../../../plugins/names/index.js'
import { SandboxControl } from '../../../../sandbox/control.js'
import { startDataService } from '../../../../sandbox/data/server.js'
import { DEFAULT_PROJECT_ID } from '../../../../sandbox/http/projects.js'
import type { RunningService } from '../../../../sandbox/http/service.js'
import { createTestHatch, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'

/** Waits (real time: the controller pauses 300 ms and makes real HTTP calls) until `read` gives a value. */
async function until<T>(read: () => T | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = read()
    if (value !== undefined && value !== false) return value
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`waited 15 s for ${what}`)
}

const freshLabel = (stem: string) => `${stem}-${Math.random().toString(36).slice(2, 7)}`

let service: RunningService
let hatch: Hatch
let wallet: PrivateKeyAccount
let signed: string[]

/** A hatch on the real sandbox name service, with a wallet that signs with a real key (or throws `signError`). */
async function start(options: { networks?: CaipNetwork[]; signError?: Error } = {}) {
  wallet = privateKeyToAccount(generatePrivateKey())
  signed = []
  const { adapter, runtime } = scriptedAdapter('eip155', { address: wallet.address, chainId: Number(options.networks?.[0]?.id ?? 1337) })
  runtime.signMessage = async ({ message }) => {
    if (options.signError) throw options.signError
    signed.push(message)
    return wallet.signMessage({ message })
  }
  hatch = createTestHatch({
    projectId: DEFAULT_PROJECT_ID,
    plugins: [names()],
    adapters: [adapter],
    endpoints: { ...unusedEndpoints, data: service.url },
    ...(options.networks ? { networks: options.networks } : {}),
  })
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  hatch.context.router.push('RegisterAccountName')
  return hatch.context.plugins.controller<NamesController>('names')
}

const slice = () => hatch.getState().plugins['names'] as NamesState
const account = () => hatch.getState().chains.eip155?.account

async function registerElsewhere(name: string) {
  const other = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const res = await fetch(`${service.url}/v1/profile/account?projectId=${DEFAULT_PROJECT_ID}&st=t&sv=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: other.address, message, signature: await other.signMessage({ message }) }),
  })
  expect(res.status).toBe(200)
  return other
}

beforeEach(async () => {
  const control = new SandboxControl()
  service = await startDataService({ host: '127.0.0.1', faults: control.faultStore, projects: control.projects, state: control.data, catalogueUrl: () => '' })
})

afterEach(async () => {
  hatch?.destroy()
  await service.stop()
})

describe('names controller: the name as the visitor types it', () => {
  it('names a wrong character at once and a short name once typing pauses', async () => {
    const controller = await start()
    controller.setLabel('ab_')
    expect(slice().rule).toBe('characters')
    controller.setLabel('abc')
    expect(slice().rule).toBeUndefined()
    expect(await until(() => slice().rule, 'the rule')).toBe('tooShort')
    expect(slice().availability).toBe('idle')
  })

  it('asks the name service: free, or taken with free names near it', async () => {
    const controller = await start()
    const label = freshLabel('free')
    controller.setLabel(label)
    expect(await until(() => slice().availability === 'available' && slice(), 'free')).toMatchObject({ name: `${label}.hatch.id` })
    controller.setLabel('Alice')
    const taken = await until(() => slice().suggestions.length > 0 && slice(), 'suggestions')
    expect(taken.availability).toBe('taken')
    expect(taken.name).toBe('alice.hatch.id')
    expect(taken.suggestions[0]).toBe('alice-1.hatch.id')
    controller.useSuggestion('alice-1.hatch.id')
    expect(slice().label).toBe('alice-1')
    expect(await until(() => slice().availability === 'available' && slice().name, 'the suggestion checked')).toBe('alice-1.hatch.id')
  })
})

describe('names controller: registering (spec §4 "Name registration")', () => {
  it('signs the message, registers it, sets the profile name and identity cache, and shows RegisterAccountNameSuccess', async () => {
    const controller = await start()
    const events: unknown[] = []
    hatch.on('names:registered', (e) => events.push(e))
    const label = freshLabel('Reg')
    controller.setLabel(label)
    expect(await controller.register()).toBe(true)
    const name = `${label.toLowerCase()}.hatch.id`
    expect(JSON.parse(signed[0] ?? '')).toEqual({ name, attributes: {}, timestamp: expect.any(Number) })
    expect(account()?.profileName).toBe(name)
    expect(hatch.context.storage.get('cache:identity')?.[wallet.address.toLowerCase()]?.value).toEqual({ name, avatar: null })
    expect(hatch.context.router.current()).toEqual({ view: 'RegisterAccountNameSuccess', params: { name } })
    expect(slice()).toMatchObject({ label: '', registering: false, registered: name })
    expect(events).toEqual([{ namespace: 'eip155', address: wallet.address, name }])
    const reverse = (await (
      await fetch(`${service.url}/v1/profile/reverse/${wallet.address}?projectId=${DEFAULT_PROJECT_ID}&st=t&sv=0&apiVersion=2`)
    ).json()) as { name: string }[]
    expect(reverse.map((e) => e.name)).toEqual([name])
  })

  it('refuses a broken rule without asking the wallet', async () => {
    const controller = await start()
    controller.setLabel('abc')
    expect(await controller.register()).toBe(false)
    expect(slice().rule).toBe('tooShort')
    expect(signed).toEqual([])
  })

  it("refuses a chain id of 2^31 or more with 'Invalid chainId' before the wallet signs", async () => {
    const big: CaipNetwork = { ...testNetworks.one, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` }
    const controller = await start({ networks: [big] })
    const errors: { code: string }[] = []
    hatch.on('error', (e) => errors.push(e))
    controller.setLabel(freshLabel('chain'))
    expect(await controller.register()).toBe(false)
    expect(slice().formError).toEqual({ code: 'INVALID_CHAIN_ID', detail: 'chain id 2147483648 is 2^31 or more' })
    expect(errors.map((e) => e.code)).toEqual(['INVALID_CHAIN_ID'])
    expect(signed).toEqual([])
  })

  it("keeps the visitor on RegisterAccountName with the wallet's words when it refuses to sign", async () => {
    const controller = await start({ signError: new Error('User rejected the request.') })
    const label = freshLabel('nosig')
    controller.setLabel(label)
    expect(await controller.register()).toBe(false)
    expect(slice()).toMatchObject({
      label,
      registering: false,
      formError: { code: 'NAME_REGISTER_FAILED', params: { name: `${label}.hatch.id` }, detail: 'User rejected the request.' },
    })
    expect(hatch.context.router.current()?.view).toBe('RegisterAccountName')
    expect(account()?.profileName ?? undefined).toBeUndefined()
  })

  it('does not ask the wallet to sign for a name the service already said is taken', async () => {
    const controller = await start()
    controller.setLabel('Alice')
    await until(() => slice().availability === 'taken', 'taken')
    expect(await controller.register()).toBe(false)
    expect(signed).toEqual([])
    expect(slice()).toMatchObject({ availability: 'taken', registering: false })
    expect(slice().formError).toBeUndefined()
  })

  it("keeps the code of a wallet's Hatch error beside its English words, so the view can say it in the visitor's language", async () => {
    const controller = await start({ signError: new HatchError('WALLET_REQUEST_REJECTED') })
    const label = freshLabel('nosig')
    controller.setLabel(label)
    expect(await controller.register()).toBe(false)
    expect(slice().formError).toEqual({
      code: 'NAME_REGISTER_FAILED',
      params: { name: `${label}.hatch.id` },
      detail: 'Request rejected in the wallet',
      detailCode: 'WALLET_REQUEST_REJECTED',
    })
  })

  it("shows the service's first reason when it refuses, and offers free names for a name taken meanwhile", async () => {
    const controller = await start()
    const label = freshLabel('race')
    await registerElsewhere(`${label}.hatch.id`)
    controller.setLabel(label)
    expect(await controller.register()).toBe(false)
    expect(slice().formError).toEqual({
      code: 'NAME_REGISTER_FAILED',
      params: { name: `${label}.hatch.id` },
      reason: `${label}.hatch.id is already registered`,
    })
    expect(await until(() => slice().suggestions[0], 'suggestions')).toBe(`${label}-1.hatch.id`)
  })
})

describe("names controller: the connected account's name", () => {
  it('reads the name of a connected EVM account from the name service, so the button and Account show it', async () => {
    const label = freshLabel('known')
    // Register for the wallet the next hatch connects: a second hatch on the same service.
    await start()
    const owner = wallet
    const controller = await hatch.context.plugins.controller<NamesController>('names')
    controller.setLabel(label)
    expect(await controller.register()).toBe(true)
    hatch.destroy()

    const { adapter } = scriptedAdapter('eip155', { address: owner.address })
    hatch = createTestHatch({ projectId: DEFAULT_PROJECT_ID, plugins: [names()], adapters: [adapter], endpoints: { ...unusedEndpoints, data: service.url } })
    await hatch.context.plugins.controller<NamesController>('names')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await until(() => account()?.profileName, 'the profile name')).toBe(`${label}.hatch.id`)
  })
})
