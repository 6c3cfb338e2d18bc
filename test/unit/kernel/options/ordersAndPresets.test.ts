import { describe, expect, it, vi } from 'vitest'
import { createTestHatch } from '../../../fixtures/createTestHatch.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { email } from '../../../../plugins/email/index.js'
import { send } from '../../../../plugins/send/index.js'

const view = () => Promise.resolve({ default: null })

/** A host plugin with its own Account action and Connect method, as docs/plugins.md shows. */
const rewards = () =>
  definePlugin({
    id: 'rewards',
    views: { 'rewards/home': view },
    contributes: {
      accountActions: [{ id: 'rewards', label: 'Rewards', view: 'rewards/home' }],
      connectMethods: [{ id: 'passkey', method: 'passkey', label: 'Passkey', view: 'rewards/home' }],
    },
  })

const embeddedAdapter = () => defineAdapter({ name: 'Embedded wallet', connectorIds: ['embedded'], namespaces: ['eip155'], load: async () => ({}) as never })

describe('the order lists take registered contribution ids (issue 26 item 5)', () => {
  it("walletFeaturesOrder and connectMethodsOrder accept a host plugin's action and method beside the shipped plugins' and the wallet list", async () => {
    const hatch = createTestHatch({
      plugins: [rewards(), send(), email()],
      features: { walletFeaturesOrder: ['rewards', 'send'], connectMethodsOrder: ['passkey', 'wallet', 'email'] },
    })
    expect(hatch.getState().features['walletFeaturesOrder']).toEqual(['rewards', 'send'])
    expect(hatch.context.feature('connectMethodsOrder')).toEqual(['passkey', 'wallet', 'email'])
    await expect(hatch.ready).resolves.toBeUndefined()
  })

  it('an id no registered contribution has is INVALID_OPTIONS naming it and listing the valid ids: ready rejects, the error event and the logger say it', async () => {
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const hatch = createTestHatch({ plugins: [rewards(), send()], features: { walletFeaturesOrder: ['send', 'rewardz'] }, logger })
    const errors: string[] = []
    hatch.on('error', (e) => errors.push(e.code))
    await expect(hatch.ready).rejects.toThrow('Invalid option features.walletFeaturesOrder[1]: "rewardz" is not registered (valid: rewards, send)')
    await expect(createTestHatch({ features: { connectMethodsOrder: ['passkey'] }, logger }).ready).rejects.toThrow(
      'Invalid option features.connectMethodsOrder[0]: "passkey" is not registered (valid: wallet)',
    )
    // A shipped plugin's id orders nothing when that plugin is not registered: the kernel knows no plugin's ids.
    await expect(createTestHatch({ features: { walletFeaturesOrder: ['swaps'] }, logger }).ready).rejects.toThrow(
      'Invalid option features.walletFeaturesOrder[0]: "swaps" is not registered (valid: none is registered)',
    )
    expect(errors).toEqual(['INVALID_OPTIONS'])
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"rewardz" is not registered'), expect.anything())
  })
})

describe('plugin presets and requires (issue 26 item 5)', () => {
  const a = () => definePlugin({ id: 'a', state: () => ({ n: 1 }) })
  const b = () => definePlugin({ id: 'b', state: () => ({ n: 2 }) })

  it('nested lists are flattened in order', () => {
    const hatch = createTestHatch({ plugins: [[a(), [b()]], rewards()] })
    expect(hatch.context.plugins.ids()).toEqual(['a', 'b', 'rewards'])
    expect(hatch.context.plugins.state('b')).toEqual({ n: 2 })
    expect(hatch.context.extensions.all('accountActions').map((x) => x.id)).toEqual(['rewards'])
  })

  it('a plugin twice across presets, or something else in a preset, is INVALID_OPTIONS', () => {
    expect(() => createTestHatch({ plugins: [[a(), b()], a()] })).toThrow(/Invalid option plugins: has two plugins with the id "a"/)
    expect(() => createTestHatch({ plugins: [[a(), { id: 'x' }]] as never })).toThrow(
      /Invalid option plugins\[0\]: must be a plugin or a list of plugins \(created with definePlugin/,
    )
  })

  it("a plugin's requires names the plugin and the missing id; a registered plugin or adapter satisfies it", () => {
    const needsEmbedded = definePlugin({ id: 'socials-plus', requires: ['embedded'] })
    expect(() => createTestHatch({ plugins: [needsEmbedded] })).toThrow(
      'Invalid option plugins: plugin "socials-plus" requires "embedded", which is not registered',
    )
    expect(createTestHatch({ plugins: [needsEmbedded], adapters: [embeddedAdapter()] }).context.plugins.ids()).toEqual(['socials-plus'])
    const needsA = definePlugin({ id: 'needs-a', requires: ['a'] })
    expect(createTestHatch({ plugins: [[needsA], a()] }).context.plugins.ids()).toEqual(['needs-a', 'a'])
  })
})
