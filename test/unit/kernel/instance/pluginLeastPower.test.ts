import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTestHatch, memoryBackend, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { PluginContext } from '../../../../kernel/contracts/context.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'

/** A plugin that hands its context out, to look at what plugins get. */
function probe(id = 'probe') {
  let context: PluginContext | undefined
  const plugin = definePlugin({
    id,
    controller: (ctx) => {
      context = ctx
      return () => undefined
    },
  })
  return {
    plugin,
    ctx: async (hatch: { context: { plugins: { controller(id: string): Promise<unknown> } } }) => {
      await hatch.context.plugins.controller(id)
      if (!context) throw new Error('the controller did not start')
      return context
    },
  }
}

describe('least power (issue 26 item 3): what a plugin context holds', () => {
  it('has no account writes: setAccount, applyConnected, setConnectors and the handle* methods are absent at run time', async () => {
    const { plugin, ctx } = probe()
    const hatch = createTestHatch({ plugins: [plugin] })
    const context = await ctx(hatch)
    for (const name of ['setAccount', 'applyConnected', 'setConnectors', 'handleChainChanged', 'handleAccountsChanged', 'handleDisconnected']) {
      expect(name in context, name).toBe(false)
    }
    // The instance's own context (the UI's, the adapters') keeps them.
    expect(typeof hatch.context.setAccount).toBe('function')
  })

  it('reads core state but cannot write it: a write throws CORE_STATE_READ_ONLY naming the plugin and changes nothing', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const { plugin, ctx } = probe()
    const hatch = createTestHatch({ adapters: [adapter], plugins: [plugin] })
    const context = await ctx(hatch)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const address = hatch.getState().chains.eip155?.account.address
    expect(context.store.getState().chains.eip155?.account.address).toBe(address)

    const writable = context.store as unknown as { update(recipe: (d: { chains: { eip155: { account: { address: string } } } }) => void): void }
    let refused: unknown
    try {
      writable.update((d) => void (d.chains.eip155.account.address = '0xbad'))
    } catch (error) {
      refused = error
    }
    expect(isHatchError(refused, 'CORE_STATE_READ_ONLY')).toBe(true)
    expect(String(refused)).toMatch(/Plugin "probe" cannot write the core state/)
    expect(hatch.getState().chains.eip155?.account.address).toBe(address)
  })

  it('opens the modal on a view with showView, announcing modal:open once', async () => {
    const { plugin, ctx } = probe()
    const hatch = createTestHatch({ plugins: [plugin] })
    const context = await ctx(hatch)
    const opened: string[] = []
    hatch.on('modal:open', ({ view }) => opened.push(view))
    context.showView('Connect')
    context.showView('Connect')
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.getState().router.stack).toEqual([{ view: 'Connect' }])
    expect(opened).toEqual(['Connect'])
  })

  it('records a profile for the connected account only, in the identity cache the Account view reads', async () => {
    const { adapter } = scriptedAdapter('eip155', { address: '0x00000000000000000000000000000000000000A1' })
    const { plugin, ctx } = probe()
    const hatch = createTestHatch({ adapters: [adapter], plugins: [plugin] })
    const context = await ctx(hatch)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await context.profiles.set('eip155', '0x00000000000000000000000000000000000000b2', { name: 'other.eth', avatar: null })
    expect(hatch.getState().chains.eip155?.account.profileName).toBeUndefined()
    await context.profiles.set('eip155', '0x00000000000000000000000000000000000000a1', { name: 'alice.eth', avatar: null })
    expect(hatch.getState().chains.eip155?.account.profileName).toBe('alice.eth')
    expect(hatch.context.storage.get('cache:identity')?.['0x00000000000000000000000000000000000000a1']?.value).toEqual({ name: 'alice.eth', avatar: null })
    expect(await context.profiles.get('eip155', '0x00000000000000000000000000000000000000B2')).toEqual({ name: 'other.eth', avatar: null })
  })
})

describe('least power: plugin storage is namespaced plugin:<id>:', () => {
  it('keeps each key under hatch:plugin:<id>:<key>, apart from another plugin declaring the same key', async () => {
    const backend = memoryBackend()
    const a = probe('a')
    const b = probe('b')
    const hatch = createTestHatch({ plugins: [a.plugin, b.plugin], storage: backend })
    const schema = v.string()
    ;(await a.ctx(hatch)).storage.define('choice', schema).set('from a')
    ;(await b.ctx(hatch)).storage.define('choice', schema).set('from b')
    expect(JSON.parse(backend.getItem('hatch:plugin:a:choice') ?? 'null')).toEqual({ v: 1, value: 'from a' })
    expect(JSON.parse(backend.getItem('hatch:plugin:b:choice') ?? 'null')).toEqual({ v: 1, value: 'from b' })
    expect(backend.getItem('hatch:choice')).toBeNull()
  })

  it('moves a value stored under the former key once (read, written under the new key, removed)', async () => {
    const backend = memoryBackend()
    backend.setItem('hatch:old:answered', JSON.stringify({ v: 1, value: ['eip155:0xabc'] }))
    const { plugin, ctx } = probe()
    const hatch = createTestHatch({ plugins: [plugin], storage: backend })
    const schema = v.array(v.string())
    const slot = (await ctx(hatch)).storage.define('answered', schema, { formerKey: 'old:answered' })
    expect(slot.get()).toEqual(['eip155:0xabc'])
    expect(backend.getItem('hatch:old:answered')).toBeNull()
    expect(JSON.parse(backend.getItem('hatch:plugin:probe:answered') ?? 'null')).toEqual({ v: 1, value: ['eip155:0xabc'] })
  })
})

describe('least power: reserved and duplicate plugin ids are refused at createHatch', () => {
  const named = (id: string) => definePlugin({ id })

  it.each([
    ['ui', 'the UI'],
    ['kernel', 'the kernel'],
  ])('refuses the id "%s"', (id, owner) => {
    expect(() => createTestHatch({ plugins: [named(id)] })).toThrow(
      `Invalid option plugins: uses the id "${id}", which is reserved for ${owner}; give the plugin another id`,
    )
  })

  it("refuses a registered adapter's id (a namespace or a connector id it owns)", () => {
    const { adapter } = scriptedAdapter('eip155')
    const walletConnectLike = {
      ...adapter,
      namespace: undefined,
      namespaces: ['eip155'],
      connectorIds: ['walletConnect'],
      name: 'WalletConnect',
    } as typeof adapter
    expect(() => createTestHatch({ adapters: [adapter], plugins: [named('eip155')] })).toThrow(
      /uses the id "eip155", which is reserved for the test-eip155 adapter/,
    )
    expect(() => createTestHatch({ adapters: [adapter, walletConnectLike], plugins: [named('walletConnect')] })).toThrow(
      /Invalid option plugins: uses the id "walletConnect", which is reserved for the WalletConnect adapter/,
    )
    // Without that adapter the id is free.
    expect(() => createTestHatch({ adapters: [adapter], plugins: [named('walletConnect')] })).not.toThrow()
  })

  it('refuses two plugins with one id, naming it', () => {
    expect(() => createTestHatch({ plugins: [named('rewards'), definePlugin({ id: 'rewards', state: () => 1 })] })).toThrow(
      'Invalid option plugins: has two plugins with the id "rewards"; register each plugin once, with its own id',
    )
  })
})
