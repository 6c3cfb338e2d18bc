import { describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createMemoryBackend } from '../../../../kernel/storage/backends.js'
import { defaultEndpoints } from '../../../../kernel/options/defaults.js'
import { validateOptions } from '../../../../kernel/options/validateOptions.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'

const local = {
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
} as const
const other = { ...local, id: 31338, name: 'Other', caipNetworkId: 'eip155:31338' } as const

const base = { projectId: 'p1', networks: [local] }

/** The error's path and issue, so assertions read like the message a host sees. */
function errorOf(input: unknown): { path: string; issue: string; message: string } {
  try {
    validateOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(HatchError)
    const e = error as HatchError
    expect(e.code).toBe('INVALID_OPTIONS')
    return { path: String(e.params.path), issue: String(e.params.issue), message: e.message }
  }
  throw new Error('validateOptions accepted invalid input')
}

describe('validateOptions: accepted input and defaults', () => {
  it('accepts the minimum and applies defaults', () => {
    const o = validateOptions(base)
    expect(o.projectId).toBe('p1')
    expect(o.networks).toHaveLength(1)
    expect(o.enableReconnect).toBe(true)
    expect(o.enableNetworkSwitch).toBe(true)
    expect(o.sdkType).toBe('hatch')
    expect(o.sdkVersion).toMatch(/^hatch-\d+\.\d+\.\d+$/)
    expect(o.endpoints).toEqual(defaultEndpoints)
  })

  it('keeps explicit values, merges partial endpoints and trims trailing slashes', () => {
    const o = validateOptions({
      ...base,
      enableReconnect: false,
      enableNetworkSwitch: false,
      sdkType: 'custom',
      endpoints: { catalogue: 'http://127.0.0.1:4000/' },
    })
    expect(o.enableReconnect).toBe(false)
    expect(o.enableNetworkSwitch).toBe(false)
    expect(o.sdkType).toBe('custom')
    expect(o.endpoints).toEqual({ ...defaultEndpoints, catalogue: 'http://127.0.0.1:4000' })
  })

  it('accepts every documented option at once', () => {
    const o = validateOptions({
      ...base,
      networks: [local, other],
      defaultNetwork: other,
      metadata: { name: 'Demo', description: 'A demo', url: 'http://127.0.0.1:3000', icons: ['http://127.0.0.1:3000/i.png'] },
      adapters: [defineAdapter({ namespace: 'eip155', name: 'EVM', load: async () => ({}) as never })],
      plugins: [definePlugin({ id: 'swaps' })],
      features: { pay: true, socials: ['google', 'x'], swaps: true, connectMethodsOrder: ['email', 'wallet'], custom: 1 },
      themeMode: 'dark',
      themeVariables: { '--hatch-accent': '#f00' },
      siwx: {},
      chainNamespace: 'bip122',
      solana: { preflightCommitment: 'singleGossip' },
      basic: true,
      manualWCControl: true,
      allowUnsupportedChain: true,
      embedded: true,
      sdkVersion: 'hatch-test',
      clientId: 'c1',
      storage: createMemoryBackend(),
      logger: console,
      isMobile: true,
    })
    expect(o.defaultNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(o.features?.custom).toBe(1)
  })
})

describe('validateOptions: rules of spec §5, each error names the option', () => {
  it.each([
    ['projectId that is not a string', { projectId: 7, networks: [local] }, 'projectId', /must be a string/],
    ['no networks', { projectId: 'p' }, 'networks', /is required/],
    ['empty networks', { projectId: 'p', networks: [] }, 'networks', /at least one network/],
    ['siweConfig and siwx together', { ...base, siweConfig: {}, siwx: {} }, 'siwx', /siweConfig/],
    ['unknown chainNamespace', { ...base, chainNamespace: 'sui' }, 'chainNamespace', /eip155, solana, polkadot, bip122, cosmos/],
    [
      'bad preflightCommitment',
      { ...base, solana: { preflightCommitment: 'fast' } },
      'solana.preflightCommitment',
      /processed, confirmed, finalized, recent, single, singleGossip, root, max/,
    ],
    ['bad themeMode', { ...base, themeMode: 'blue' }, 'themeMode', /light, dark/],
    ['non-boolean enableReconnect', { ...base, enableReconnect: 'yes' }, 'enableReconnect', /true or false/],
    ['bad endpoint URL', { ...base, endpoints: { data: 'not a url' } }, 'endpoints.data', /URL/],
    ['unknown endpoint', { ...base, endpoints: { pulse: 'http://127.0.0.1' } }, 'endpoints.pulse', /not an accepted key/],
    ['bare adapter factory', { ...base, adapters: [() => ({})] }, 'adapters[0]', /defineAdapter/],
    ['plugin object without kind', { ...base, plugins: [{ id: 'x' }] }, 'plugins[0]', /definePlugin/],
    ['bad social provider', { ...base, features: { socials: ['myspace'] } }, 'features.socials', /google/],
    ['connectMethodsOrder that is no list', { ...base, features: { connectMethodsOrder: 'email' } }, 'features.connectMethodsOrder', /array of ids/],
    ['storage without the methods', { ...base, storage: {} }, 'storage', /getItem/],
    ['logger without the methods', { ...base, logger: { log() {} } }, 'logger', /warn/],
    ['metadata without url', { ...base, metadata: { name: 'x', description: '', icons: [] } }, 'metadata.url', /is required/],
    ['network that is not an object', { projectId: 'p', networks: ['eip155:1'] }, 'networks[0]', /network object/],
    ['nativeCurrency missing', { projectId: 'p', networks: [{ ...local, nativeCurrency: undefined }] }, 'networks[0].nativeCurrency', /is required/],
  ])('%s', (_label, input, path, issue) => {
    const error = errorOf(input)
    expect(error.path).toBe(path)
    expect(error.issue).toMatch(issue)
    expect(error.message).toContain(`Invalid option ${path}:`)
  })

  it.each([
    ['id', { ...local, id: 1.5 }, 'networks[0].id'],
    ['name', { ...local, name: '' }, 'networks[0].name'],
    ['nativeCurrency', { ...local, nativeCurrency: { name: 'E', symbol: 'E' } }, 'networks[0].nativeCurrency.decimals'],
    ['rpc URLs', { ...local, rpcUrls: { default: { http: [] } } }, 'networks[0].rpcUrls.default.http'],
    ['rpc URL', { ...local, rpcUrls: { default: { http: ['127.0.0.1:8545'] } } }, 'networks[0].rpcUrls.default.http[0]'],
    ['chainNamespace', { ...local, chainNamespace: 'tron' }, 'networks[0].chainNamespace'],
    ['caipNetworkId format', { ...local, caipNetworkId: '31337' }, 'networks[0].caipNetworkId'],
    ['caipNetworkId namespace', { ...local, caipNetworkId: 'solana:31337' }, 'networks[0].caipNetworkId'],
  ])('rejects a network with a wrong %s', (_label, network, path) => {
    expect(errorOf({ projectId: 'p', networks: [network] }).path).toBe(path)
  })

  it('says which namespace a caipNetworkId must start with', () => {
    expect(errorOf({ projectId: 'p', networks: [{ ...local, caipNetworkId: 'solana:1' }] }).issue).toContain('"eip155:"')
  })

  it('rejects a defaultNetwork that is not among networks', () => {
    const e = errorOf({ ...base, defaultNetwork: other })
    expect(e.path).toBe('defaultNetwork')
    expect(e.issue).toContain('eip155:31338')
  })

  it('rejects two adapters for one namespace and a plugin registered twice', () => {
    const evm = () => defineAdapter({ namespace: 'eip155', name: 'EVM', load: async () => ({}) as never })
    expect(errorOf({ ...base, adapters: [evm(), evm()] }).path).toBe('adapters')
    expect(errorOf({ ...base, plugins: [definePlugin({ id: 'a' }), definePlugin({ id: 'a' })] }).path).toBe('plugins')
  })

  it('accepts connector adapters (no namespace of their own) beside chain adapters', () => {
    const evm = defineAdapter({ namespace: 'eip155', name: 'EVM', load: async () => ({}) as never })
    const connector = (id: string) => defineAdapter({ namespaces: ['eip155'], connectorIds: [id], name: id, load: async () => ({}) as never })
    expect(validateOptions({ ...base, adapters: [evm, connector('walletConnect'), connector('other')] }).adapters).toHaveLength(3)
  })

  it('accepts a missing or blank projectId as "" (start-up then raises alert APKT008, see projectIdMissing.test.ts)', () => {
    expect(validateOptions({ networks: [local] }).projectId).toBe('')
    expect(validateOptions({ projectId: '  ', networks: [local] }).projectId).toBe('')
    expect(validateOptions({ projectId: ' p1 ', networks: [local] }).projectId).toBe('p1')
  })

  it('rejects unknown top-level options, suggesting the intended one', () => {
    const e = errorOf({ ...base, projectID: 'p', themmeMode: 'dark' })
    expect(e.path).toBe('projectID')
    expect(e.issue).toContain('did you mean "projectId"?')
    expect(e.message).toContain('themmeMode')
  })

  it('rejects input that is not an object', () => {
    expect(errorOf(undefined).path).toBe('(options)')
    expect(errorOf([base]).path).toBe('(options)')
  })

  it('lists every problem in the details', () => {
    const e = errorOf({ projectId: '', networks: [], themeMode: 'x' })
    expect(e.message).toContain('networks: needs at least one network')
    expect(e.message).toContain('themeMode: must be one of light, dark')
  })
})
