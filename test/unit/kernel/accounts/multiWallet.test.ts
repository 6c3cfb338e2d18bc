import { describe, expect, it } from 'vitest'
import { createTestHatch, memoryBackend, testNetworks } from '../../../fixtures/createTestHatch.js'
import { defineAdapter, type AdapterRuntime, type ConnectResult } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { authAccountType } from '../../../../kernel/accounts/connectionActions.js'
import type { ChainNamespace } from '../../../../kernel/types/chain.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

const A = '0xaaaa00000000000000000000000000000000000a'
const A2 = '0xaaaa00000000000000000000000000000000000b'
const B = '0xbbbb00000000000000000000000000000000000b'
const SOL = 'So1ana1111111111111111111111111111111111111'

/**
 * A namespace adapter with several wallets, which, like the EVM runtime, talks to one wallet at a
 * time (`active`): connect and reconnect make a wallet the one it talks to. `grants` says which
 * wallets still grant the site (a silent reconnect answers undefined for the others).
 */
function walletsAdapter(
  namespace: ChainNamespace,
  wallets: Record<string, string[]>,
  chainId: number | string = 1337,
  types: Record<string, 'AUTH' | 'ANNOUNCED'> = {},
) {
  const calls: string[] = []
  const grants = new Set(Object.keys(wallets))
  const state = { active: undefined as string | undefined }
  const result = (connectorId: string): ConnectResult => {
    const addresses = wallets[connectorId] ?? []
    return { address: addresses[0] ?? '', chainId, accounts: addresses.map((address) => ({ address })) }
  }
  const runtime: AdapterRuntime = {
    async connect({ connectorId }) {
      calls.push(`connect:${connectorId}`)
      grants.add(connectorId)
      state.active = connectorId
      return result(connectorId)
    },
    async reconnect({ connectorId }) {
      calls.push(`reconnect:${connectorId}`)
      if (!grants.has(connectorId)) return undefined
      state.active = connectorId
      return result(connectorId)
    },
    async disconnect({ connectorId }) {
      calls.push(`disconnect:${connectorId}`)
      grants.delete(connectorId)
      if (state.active === connectorId) state.active = undefined
    },
    getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
    signMessage: async () => '0x',
  }
  const adapter = defineAdapter({
    namespace,
    name: `wallets-${namespace}`,
    setup: (ctx) =>
      ctx.setConnectors(
        namespace,
        Object.keys(wallets).map((id) => ({ id, type: types[id] ?? ('ANNOUNCED' as const), name: `Wallet ${id}`, chain: namespace })),
      ),
    load: async () => runtime,
  })
  return { adapter, calls, grants, state }
}

/** The multiWallet gate, host-decided here (the plugin's own tests cover the remote gate). */
const multiWalletGate = (on: boolean) =>
  definePlugin({ id: 'multi-wallet-test', gate: { key: 'multiWallet', source: 'host', default: on }, keepsConnections: true })

function setup(options: { on?: boolean; backend?: ReturnType<typeof memoryBackend>; grants?: string[]; extra?: Partial<HatchOptions> } = {}) {
  const evm = walletsAdapter('eip155', { a: [A, A2], b: [B] })
  const sol = walletsAdapter('solana', { phantom: [SOL] }, testNetworks.sol.id)
  if (options.grants) for (const id of ['a', 'b']) if (!options.grants.includes(id)) evm.grants.delete(id)
  const hatch = createTestHatch({
    networks: [testNetworks.one, testNetworks.two, testNetworks.sol],
    adapters: [evm.adapter, sol.adapter],
    plugins: [multiWalletGate(options.on ?? true)],
    ...(options.backend ? { storage: options.backend } : {}),
    ...options.extra,
  })
  return { hatch, evm, sol }
}

const summary = (hatch: ReturnType<typeof createTestHatch>, namespace?: ChainNamespace) =>
  hatch.getConnections(namespace).map((c) => `${c.namespace}:${c.connectorId}:${c.status}`)

describe('several wallets at once (multiWallet on)', () => {
  it('a second wallet on a namespace joins the first: the new one is active, the first stays live', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    expect(summary(hatch)).toEqual(['eip155:b:connected', 'solana:phantom:connected', 'eip155:a:active'])
    expect(summary(hatch, 'eip155')).toEqual(['eip155:b:connected', 'eip155:a:active'])
    const listed = hatch.getConnections('eip155')[1]
    expect(listed).toMatchObject({ name: 'Wallet a', accounts: [{ address: A }, { address: A2 }] })
    expect(listed?.caipNetwork?.caipNetworkId).toBe('eip155:1337')
    expect(hatch.getState().chains.eip155?.account.address).toBe(B)
  })

  it('switchConnection makes the other wallet active without a prompt: account, connector and wallet name follow', async () => {
    const { hatch, evm } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    evm.calls.length = 0
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(evm.calls).toEqual(['reconnect:a'])
    expect(evm.state.active).toBe('a')
    const account = hatch.getState().chains.eip155!.account
    expect({ address: account.address, connectorId: account.connectorId, name: account.connectedWalletInfo?.name }).toEqual({
      address: A,
      connectorId: 'a',
      name: 'Wallet a',
    })
    expect(summary(hatch, 'eip155')).toEqual(['eip155:a:connected', 'eip155:b:active'])
  })

  it('switching to a Solana connection makes Solana the active namespace', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    expect(hatch.getState().activeNamespace).toBe('eip155')
    await hatch.switchConnection({ namespace: 'solana', connectorId: 'phantom' })
    expect(hatch.getState().activeNamespace).toBe('solana')
  })

  it('switchConnection with an address picks that account of the wallet; an address the wallet does not hold is refused', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'a', address: A2 })
    expect(hatch.getState().chains.eip155!.account.address).toBe(A2)
    expect(hatch.getState().chains.eip155!.account.caipAddress).toBe(`eip155:1337:${A2}`)
    const error = await hatch.switchConnection({ namespace: 'eip155', connectorId: 'b', address: A }).catch((e: unknown) => e)
    expect(isHatchError(error, 'INVALID_PARAMETERS')).toBe(true)
    expect((error as Error).message).toMatch(`address ${A} is not an account of b`)
  })

  it('a live wallet that no longer grants the site is connected again (the wallet asks the visitor)', async () => {
    const { hatch, evm } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    evm.grants.delete('a')
    evm.calls.length = 0
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(evm.calls).toEqual(['reconnect:a', 'connect:a'])
    expect(hatch.getState().chains.eip155!.account.connectorId).toBe('a')
  })

  it('switching while a connect is under way on the namespace is the invalid-status error', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    hatch.context.setAccount('eip155', { status: 'connecting' })
    const error = await hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' }).catch((e: unknown) => e)
    expect(isHatchError(error, 'INVALID_CONNECTION_STATUS')).toBe(true)
    expect((error as Error).message).toMatch(/^Invalid connection status: connecting/)
  })

  it('bad arguments name what was wrong and change nothing', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    const before = hatch.getState()
    const badNamespace = await hatch.switchConnection({ namespace: 'tron' as ChainNamespace, connectorId: 'a' }).catch((e: unknown) => e)
    expect(isHatchError(badNamespace, 'INVALID_PARAMETERS')).toBe(true)
    expect((badNamespace as Error).message).toMatch(/^Invalid switchConnection parameters: namespace: namespace must be one of eip155, solana/)
    const emptyId = await hatch.deleteConnection({ namespace: 'eip155', connectorId: '' }).catch((e: unknown) => e)
    expect((emptyId as Error).message).toMatch(/^Invalid deleteConnection parameters: connectorId: connectorId must not be empty/)
    const unknown = await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'nope' }).catch((e: unknown) => e)
    expect((unknown as Error).message).toMatch(/^Invalid deleteConnection parameters: no connection of nope on eip155/)
    expect(() => hatch.getConnections('tron' as ChainNamespace)).toThrow(/Invalid getConnections parameters: namespace must be one of/)
    expect(hatch.getState().connections).toBe(before.connections)
  })

  it('deleteConnection of a live wallet beside the active one signs it out and forgets it; the active one stays', async () => {
    const { hatch, evm } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(evm.calls).toContain('disconnect:a')
    expect(summary(hatch)).toEqual(['eip155:b:connected', 'solana:phantom:connected'])
    expect(hatch.getState().chains.eip155!.account.address).toBe(B)
  })

  it('deleting the active wallet hands the namespace to the other live one, silently, and keeps the modal open', async () => {
    const { hatch, evm } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    hatch.open()
    evm.calls.length = 0
    const disconnected: string[] = []
    hatch.on('account:disconnected', (e) => disconnected.push(e.connectorId))
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'b' })
    expect(evm.calls).toEqual(['disconnect:b', 'reconnect:a'])
    expect(disconnected).toEqual(['b'])
    expect(hatch.getState().chains.eip155!.account.address).toBe(A)
    expect(summary(hatch)).toEqual(['eip155:a:connected'])
    expect(hatch.getState().modal.open).toBe(true)
    // The last one: the namespace is disconnected and the modal closes (spec §4 "Disconnect").
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(hatch.getState().chains.eip155!.account.status).toBe('disconnected')
    expect(summary(hatch)).toEqual([])
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('deleting the active wallet when only another namespace has one makes that namespace active: the page is not left disconnected', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    hatch.open()
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(hatch.getState().activeNamespace).toBe('solana')
    expect(hatch.getState().chains.solana!.account.address).toBe(SOL)
    expect(summary(hatch)).toEqual(['solana:phantom:connected'])
    expect(hatch.getState().modal.open).toBe(true)
  })

  it("deleting another namespace's wallet while Solana is in use hands that namespace to its next wallet and leaves Solana active", async () => {
    const { hatch, evm } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await hatch.switchConnection({ namespace: 'solana', connectorId: 'phantom' })
    expect(hatch.getState().activeNamespace).toBe('solana')
    const changed: string[] = []
    hatch.on('namespace:changed', (e) => changed.push(e.namespace))
    evm.calls.length = 0
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'b' })
    expect(evm.calls).toEqual(['disconnect:b', 'reconnect:a'])
    expect(hatch.getState().chains.eip155!.account.address).toBe(A)
    expect(hatch.getState().activeNamespace).toBe('solana')
    expect(hatch.getState().chains.solana!.account.address).toBe(SOL)
    expect(changed).toEqual(['solana'])
  })

  it('disconnect ends only the active wallet: the other of the namespace stays live, and the modal stays open', async () => {
    const { hatch } = setup()
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    hatch.open()
    await hatch.disconnect({ namespace: 'eip155' })
    expect(hatch.getState().chains.eip155!.account.status).toBe('disconnected')
    expect(summary(hatch)).toEqual(['eip155:a:active'])
    expect(hatch.getState().modal.open).toBe(true)
  })

  it('subscribeConnections hears each change of the list or of a status, until unsubscribed', async () => {
    const { hatch } = setup()
    await hatch.ready
    const heard: string[][] = []
    const off = hatch.subscribeConnections((list) => heard.push(list.map((c) => `${c.connectorId}:${c.status}`)))
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' })
    off()
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'b' })
    expect(heard).toEqual([['a:connected'], ['b:connected', 'a:active'], ['a:connected', 'b:active']])
  })
})

describe('restored on reload (multiWallet on)', () => {
  it('every stored wallet comes back without a prompt, the active one reconnected last, and the namespace last used stays active', async () => {
    const backend = memoryBackend()
    const before = setup({ backend })
    await before.hatch.ready
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await before.hatch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await before.hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(before.hatch.getState().activeNamespace).toBe('eip155')

    const after = setup({ backend })
    await after.hatch.ready
    expect(summary(after.hatch)).toEqual(['eip155:a:connected', 'solana:phantom:connected', 'eip155:b:active'])
    expect(after.evm.calls).toEqual(['reconnect:b', 'reconnect:a'])
    expect(after.evm.state.active).toBe('a')
    expect(after.sol.calls).toEqual(['reconnect:phantom'])
    expect(after.hatch.getState().activeNamespace).toBe('eip155')
    expect(after.hatch.getState().chains.eip155!.account.address).toBe(A)
  })

  it('a deleted wallet is not restored', async () => {
    const backend = memoryBackend()
    const before = setup({ backend })
    await before.hatch.ready
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    await before.hatch.deleteConnection({ namespace: 'eip155', connectorId: 'a' })
    const after = setup({ backend })
    await after.hatch.ready
    expect(after.evm.calls).toEqual(['reconnect:b'])
    expect(summary(after.hatch)).toEqual(['eip155:b:connected'])
  })

  it('a wallet that no longer grants the site is listed as disconnected; switching to it connects it again', async () => {
    const backend = memoryBackend()
    const before = setup({ backend })
    await before.hatch.ready
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    const after = setup({ backend, grants: ['b'] })
    await after.hatch.ready
    expect(summary(after.hatch)).toEqual(['eip155:b:connected', 'eip155:a:disconnected'])
    expect(after.hatch.getConnections('eip155')[1]?.accounts).toEqual([{ address: A }, { address: A2 }])
    after.evm.calls.length = 0
    await after.hatch.switchConnection({ namespace: 'eip155', connectorId: 'a' })
    expect(after.evm.calls).toEqual(['connect:a'])
    expect(summary(after.hatch)).toEqual(['eip155:a:connected', 'eip155:b:active'])
  })

  it('when the active wallet does not come back, another restored wallet of the namespace leads', async () => {
    const backend = memoryBackend()
    const before = setup({ backend })
    await before.hatch.ready
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    const after = setup({ backend, grants: ['a'] })
    await after.hatch.ready
    expect(after.hatch.getState().chains.eip155!.account.connectorId).toBe('a')
    expect(summary(after.hatch)).toEqual(['eip155:a:connected', 'eip155:b:disconnected'])
  })

  it('with reconnect off, every stored wallet is signed out and forgotten', async () => {
    const backend = memoryBackend()
    const before = setup({ backend })
    await before.hatch.ready
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await before.hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    const after = setup({ backend, extra: { enableReconnect: false } })
    await after.hatch.ready
    expect(after.evm.calls.sort()).toEqual(['disconnect:a', 'disconnect:b'])
    expect(summary(after.hatch)).toEqual([])
  })
})

describe('multiWallet off (spec §6); the API at start-up', () => {
  it('each function raises the info alert naming it and changes nothing', async () => {
    const { hatch, evm } = setup({ on: false })
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    const state = hatch.getState()
    evm.calls.length = 0
    const raised: string[] = []
    hatch.on('alert:raised', (alert) => raised.push(`${alert.variant}|${alert.title}|${alert.description}`))

    expect(hatch.getConnections()).toEqual([])
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'b' })
    await hatch.deleteConnection({ namespace: 'eip155', connectorId: 'a' })
    let heard = 0
    const off = hatch.subscribeConnections(() => heard++)
    expect(typeof off).toBe('function')

    expect(raised).toEqual([
      'info|Multi-wallet is off|Multi-wallet is disabled: getConnections does nothing',
      'info|Multi-wallet is off|Multi-wallet is disabled: switchConnection does nothing',
      'info|Multi-wallet is off|Multi-wallet is disabled: deleteConnection does nothing',
      'info|Multi-wallet is off|Multi-wallet is disabled: subscribeConnections does nothing',
    ])
    // One alert on screen, the last call's, not four stacked.
    expect(hatch.getState().alerts.map((a) => a.description)).toEqual(['Multi-wallet is disabled: subscribeConnections does nothing'])
    expect(evm.calls).toEqual([])
    expect(hatch.getState().chains).toBe(state.chains)
    expect(hatch.getState().connections).toBe(state.connections)
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    off()
    expect(heard).toBe(0)
  })

  it('one connection per namespace, as without the feature: a second wallet replaces the first, in the state and in storage', async () => {
    const backend = memoryBackend()
    const { hatch } = setup({ on: false, backend })
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'b' })
    expect(hatch.getState().connections.map((c) => c.connectorId)).toEqual(['b'])
    const after = setup({ on: true, backend })
    await after.hatch.ready
    expect(after.evm.calls).toEqual(['reconnect:b'])
  })

  it('subscribeConnections called right after createHatch hears the first connection', async () => {
    const { hatch } = setup()
    const heard: number[] = []
    const off = hatch.subscribeConnections((list) => heard.push(list.length))
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    off()
    expect(heard).toEqual([1])
  })
})

describe('the auth connector switches account type (spec §4)', () => {
  it('switching to an auth connection whose address is the smart account, on a smart-account network, from eoa: smartAccount, stored', async () => {
    const backend = memoryBackend()
    const evm = walletsAdapter('eip155', { embedded: [B], a: [A] }, 1337, { embedded: 'AUTH' })
    const hatch = createTestHatch({ adapters: [evm.adapter], plugins: [multiWalletGate(true)], storage: backend })
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'embedded' })
    await hatch.connect({ namespace: 'eip155', connectorId: 'a' })
    hatch.context.store.update((d) => {
      d.chains.eip155!.account.preferredAccountType = 'eoa'
      d.chains.eip155!.account.user = {
        accounts: [
          { type: 'eoa', address: A },
          { type: 'smartAccount', address: B },
        ],
      }
      d.chains.eip155!.network.smartAccountEnabledNetworks = [1337]
    })
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'embedded' })
    expect(hatch.getState().chains.eip155!.account.preferredAccountType).toBe('smartAccount')
    expect(hatch.getState().chains.eip155!.account.connectorId).toBe('embedded')
    expect(JSON.parse(backend.getItem('hatch:preferredAccountTypes') ?? '{}')).toMatchObject({ value: { eip155: 'smartAccount' } })
    // Switching again from smartAccount goes back to eoa (spec: "otherwise to eoa").
    await hatch.switchConnection({ namespace: 'eip155', connectorId: 'embedded' })
    expect(hatch.getState().chains.eip155!.account.preferredAccountType).toBe('eoa')
  })

  const user = {
    accounts: [
      { type: 'eoa' as const, address: A },
      { type: 'smartAccount' as const, address: B },
    ],
  }
  it('smartAccount only for the smart account address, with smart accounts enabled and the current type eoa', () => {
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B, true)).toBe('smartAccount')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B.toUpperCase().replace('0X', '0x'), true)).toBe('smartAccount')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, B, false)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'smartAccount', user }, B, true)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'eoa', user }, A, true)).toBe('eoa')
    expect(authAccountType({ preferredAccountType: 'eoa' }, B, true)).toBe('eoa')
  })
})
