import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { definePlugin, type Plugin } from '../../../../kernel/contracts/definePlugin.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { optionNames } from '../../../../kernel/options/schema.js'
import { readWalletListOptions } from '../../../../ui/views/all-wallets/walletListRules.js'
import { siwx } from '../../../../plugins/siwx/index.js'

/**
 * Issue 19 item 1: docs/ui.md documented wallet-list options that `createHatch` rejected, and no test
 * noticed because the tests handed the lists to the controller directly. These tests go through
 * `createHatch`, for every option docs/configuration.md names.
 */

const docs = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8')
const section = (title: string) => {
  const start = docs.indexOf(`\n## ${title}\n`)
  const end = docs.indexOf('\n## ', start + 1)
  return docs.slice(start, end === -1 ? undefined : end)
}

/** Option names in the first column of the Options table (`solana.preflightCommitment` included). */
const optionsTable = section('Options').split('\n### ')[0] as string
const documentedOptions = [...optionsTable.matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1] as string)
/** Feature keys in the "Host features (…):" and "Remote features (…):" sentences. */
const documentedFeatures = [...section('Features').matchAll(/^(?:Host|Remote) features \([^)]*\): ([^\n]+(?:\n[^\n]+)*?)\.\n/gm)].flatMap((m) =>
  [...(m[1] as string).matchAll(/`(\w+)`/g)].map((k) => k[1] as string),
)

/** A value a host would really pass for each documented option. */
const samples: Record<string, Record<string, unknown>> = {
  projectId: { projectId: 'shop' },
  networks: { networks: [testNetworks.one, testNetworks.two] },
  defaultNetwork: { defaultNetwork: testNetworks.two },
  metadata: { metadata: { name: 'Shop', description: 'My shop', url: 'https://shop.example.com', icons: ['https://shop.example.com/icon.png'] } },
  adapters: { adapters: [scriptedAdapter('eip155').adapter] },
  plugins: { plugins: [definePlugin({ id: 'tips', state: () => ({}) })] },
  features: { features: { send: true } },
  themeMode: { themeMode: 'dark' },
  themeVariables: { themeVariables: { '--hatch-accent': '#3355ff' } },
  locale: { locale: 'ar' },
  // Options of the siwx plugin: accepted with it registered.
  siweConfig: { siweConfig: { statement: 'Sign in' }, plugins: [siwx()] },
  siwx: { siwx: { statement: 'Sign in' }, plugins: [siwx()] },
  chainNamespace: { chainNamespace: 'solana' },
  'solana.preflightCommitment': { solana: { preflightCommitment: 'confirmed' } },
  enableReconnect: { enableReconnect: false },
  basic: { basic: true },
  manualWCControl: { manualWCControl: true },
  allowUnsupportedChain: { allowUnsupportedChain: true },
  enableNetworkSwitch: { enableNetworkSwitch: false },
  embedded: { embedded: true },
  endpoints: { endpoints: { catalogue: 'http://127.0.0.1:9', data: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9' } },
  sdkType: { sdkType: 'shop-sdk' },
  sdkVersion: { sdkVersion: 'shop-1.2.3' },
  clientId: { clientId: 'client-1' },
  storage: { storage: memoryBackend() },
  logger: { logger: { debug: () => undefined, warn: () => undefined, error: () => undefined } },
  isMobile: { isMobile: true },
  featuredWalletIds: { featuredWalletIds: ['wallet-a', 'wallet-b'] },
  includeWalletIds: { includeWalletIds: ['wallet-a'] },
  excludeWalletIds: { excludeWalletIds: ['wallet-c'] },
  walletBadge: { walletBadge: 'certified' },
}

const featureSamples: Record<string, unknown> = {
  connectorTypeOrder: ['injected', 'walletConnect'],
  walletFeaturesOrder: ['send', 'receive'],
  connectMethodsOrder: ['wallet', 'email', 'social'],
  socials: ['google', 'x'],
  swaps: ['1inch'],
  onramp: true,
  emailCapture: ['name'],
}

const quietLogger = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('every option docs/configuration.md names is accepted by createHatch', () => {
  it('the docs table was read', () => {
    expect(documentedOptions).toEqual(expect.arrayContaining(['projectId', 'networks', 'logger', 'featuredWalletIds', 'walletBadge']))
    expect(documentedFeatures).toEqual(expect.arrayContaining(['receive', 'pay', 'swaps', 'multiWallet', 'emailCapture']))
  })

  it.each(documentedOptions)('%s', (name) => {
    const sample = samples[name]
    expect(sample, `no sample value for the documented option ${name}: add one to this test`).toBeDefined()
    const hatch = createTestHatch({ logger: quietLogger(), ...sample })
    const raw = hatch.context.options.raw
    for (const [key, value] of Object.entries(sample!)) expect(raw[key]).toEqual(value)
    hatch.destroy()
  })

  it('every accepted option is documented there', () => {
    const documentedTop = new Set(documentedOptions.map((name) => name.split('.')[0]))
    expect(optionNames.filter((name) => !documentedTop.has(name))).toEqual([])
  })

  it.each(documentedFeatures)('features.%s', (key) => {
    const value = featureSamples[key] ?? true
    const hatch = createTestHatch({ logger: quietLogger(), features: { [key]: value } })
    expect((hatch.context.options.raw.features as Record<string, unknown>)[key]).toEqual(value)
    hatch.destroy()
  })
})

describe('wallet-list options reach the AllWallets view through createHatch', () => {
  it('the lists and the badge given to createHatch are what the view reads', () => {
    const hatch = createTestHatch({
      featuredWalletIds: ['wallet-a', 'wallet-b'],
      includeWalletIds: ['wallet-a', 'wallet-b', 'wallet-c'],
      excludeWalletIds: ['wallet-d'],
      walletBadge: 'certified',
    })
    expect(readWalletListOptions(hatch.context.options.raw)).toEqual({
      featured: ['wallet-a', 'wallet-b'],
      include: ['wallet-a', 'wallet-b', 'wallet-c'],
      exclude: ['wallet-d'],
      badge: 'certified',
    })
  })

  it.each([
    [{ featuredWalletIds: 'wallet-a' }, 'featuredWalletIds', /array of wallet ids/],
    [{ excludeWalletIds: ['ok', ''] }, 'excludeWalletIds[1]', /empty/],
    [{ includeWalletIds: [42] }, 'includeWalletIds[0]', /must be a wallet id string/],
    [{ walletBadge: 'gold' }, 'walletBadge', /certified.*none/],
  ])('a bad value is INVALID_OPTIONS naming it: %j', (bad, path, issue) => {
    const error = (() => {
      try {
        createTestHatch(bad as never)
      } catch (e) {
        return e
      }
    })()
    expect(isHatchError(error, 'INVALID_OPTIONS')).toBe(true)
    expect((error as { params: { path: string } }).params.path).toBe(path)
    expect((error as Error).message).toMatch(issue)
  })
})

// Every plugin the package exports (`hatch/plugins/<name>`), by the feature key its gate answers to.
const shipped = new Map<string, () => Plugin>()
const packageJson = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> }
for (const key of Object.keys(packageJson.exports)) {
  const name = /^\.\/plugins\/([\w-]+)$/.exec(key)?.[1]
  if (!name) continue
  const module = (await import(`../../../../plugins/${name}/index.ts`)) as Record<string, unknown>
  const factory = module[name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] as (() => Plugin) | undefined
  const gate = factory?.().gate
  if (factory && gate) shipped.set(gate.key, factory)
}

describe('the "Answered by" table of docs/configuration.md holds (issue 19 item 3)', () => {
  const table = (section('Features').split('What answers each key today')[1] ?? '').split('\n### ')[0] as string
  const rows = [...table.matchAll(/^\| ((?:`\w+`(?:, )?)+) \| ([^|]+) \|$/gm)].map((m) => ({
    keys: [...(m[1] as string).matchAll(/`(\w+)`/g)].map((k) => k[1] as string),
    answer: (m[2] as string).trim(),
  }))
  const warned = (features: Record<string, unknown>, plugins: Plugin[] = []) => {
    const logger = quietLogger()
    createTestHatch({ logger, features, plugins }).destroy()
    return logger.warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('no registered plugin provides'))
  }

  it('the table was read', () => {
    expect(rows.map((r) => r.keys[0])).toEqual(expect.arrayContaining(['receive', 'activity', 'nfts', 'analytics', 'allWallets', 'emailShowWallets']))
  })

  it.each(rows.flatMap((r) => r.keys.map((key) => [key, r.answer] as const)))('features.%s: %s', (key, answer) => {
    const value = featureSamples[key] ?? true
    if (answer.startsWith('nothing shipped yet')) {
      expect(shipped.has(key), `the package exports a plugin whose gate is ${key}: move it out of "nothing shipped yet"`).toBe(false)
      expect(warned({ [key]: value })).toEqual([
        expect.stringContaining(`features.${key} is on in the host options, but no registered plugin provides "${key}"`),
      ])
    } else if (answer.includes('plugin')) {
      const plugin = shipped.get(key)
      expect(plugin, `docs say a plugin answers ${key}, but no shipped plugin is named ${key}`).toBeDefined()
      expect(warned({ [key]: value }, [plugin!()])).toEqual([])
      expect(warned({ [key]: value })).toHaveLength(1)
    } else {
      expect(warned({ [key]: value })).toEqual([])
    }
  })
})

describe('options docs/configuration.md says have no effect yet are reported, not silently inert', () => {
  const inert = [...optionsTable.matchAll(/^\| `([\w.]+)` \|[^\n]*\*\*No effect yet\*\*/gm)].map((m) => m[1] as string)

  it('the table marks them', () => {
    expect(inert).toEqual(expect.arrayContaining(['chainNamespace', 'solana.preflightCommitment']))
  })

  it.each(inert)('%s: one logger warning naming it', (name) => {
    const logger = quietLogger()
    createTestHatch({ logger, ...samples[name] }).destroy()
    const messages = logger.warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('has no effect'))
    expect(messages).toEqual([expect.stringMatching(new RegExp(`^${name.replace('.', '\\.')} is set, but`))])
  })

  it.each(['siweConfig', 'siwx'])(
    '%s: an option of the siwx plugin, refused without it (issue 26: the kernel knows no plugin option), silent with it',
    (name) => {
      const { plugins: _plugin, ...withoutPlugin } = samples[name]!
      expect(() => createTestHatch({ logger: quietLogger(), ...withoutPlugin })).toThrow(
        `Invalid option ${name}: is not an option of createHatch or of a registered plugin`,
      )
      const withPlugin = quietLogger()
      createTestHatch({ logger: withPlugin, ...samples[name] }).destroy()
      expect(withPlugin.warn).not.toHaveBeenCalled()
    },
  )

  it('options that work say nothing', () => {
    const logger = quietLogger()
    createTestHatch({ logger, ...samples['themeMode'], ...samples['featuredWalletIds'] }).destroy()
    expect(logger.warn).not.toHaveBeenCalled()
  })
})
