import * as v from 'valibot'
import { chainNamespaces, configurableNamespaces } from '../types/chain.js'
import { localeSchema } from './localeSchema.js'

/**
 * Valibot schemas of the host options (spec §5 "Configuration"). Messages are phrased to follow
 * the option path, e.g. `networks[0].rpcUrls.default.http: needs at least one URL`.
 */

const text = (message = 'must be a non-empty string') => v.pipe(v.string(message), v.nonEmpty(message))
const flag = v.optional(v.boolean('must be true or false'))
const url = v.pipe(v.string('must be a URL string'), v.url('must be a valid URL'))
const oneOf = <const T extends readonly string[]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`)
const listOf = <const T extends readonly string[]>(values: T) => v.optional(v.array(oneOf(values), `must be an array of ${values.join(', ')}`))

const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/

/** A configured network (spec §3 "Caip network"). */
export const caipNetworkSchema = v.pipe(
  v.looseObject(
    {
      id: v.union([v.pipe(v.number(), v.integer()), text()], 'must be an integer or a non-empty string'),
      name: text(),
      nativeCurrency: v.looseObject(
        {
          name: text(),
          symbol: text(),
          decimals: v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(0, 'must be 0 or more')),
        },
        'must be an object { name, symbol, decimals }',
      ),
      rpcUrls: v.looseObject(
        {
          default: v.looseObject(
            {
              http: v.pipe(v.array(url, 'must be an array of URLs'), v.minLength(1, 'needs at least one URL')),
              webSocket: v.optional(v.array(url, 'must be an array of URLs')),
            },
            'must be an object { http: string[] }',
          ),
        },
        'must be an object { default: { http: string[] } }',
      ),
      blockExplorers: v.optional(v.looseObject({ default: v.looseObject({ name: text(), url }) })),
      chainNamespace: oneOf(chainNamespaces),
      caipNetworkId: v.pipe(v.string('must be a string'), v.regex(caipNetworkIdPattern, 'must be a CAIP-2 id "namespace:reference"')),
      testnet: flag,
      deprecatedCaipNetworkId: v.optional(v.pipe(v.string(), v.regex(caipNetworkIdPattern, 'must be a CAIP-2 id'))),
      assets: v.optional(v.looseObject({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
    },
    'must be a network object (id, name, nativeCurrency, rpcUrls, chainNamespace, caipNetworkId)',
  ),
  v.forward(
    v.check(
      (n) => n.caipNetworkId.startsWith(`${n.chainNamespace}:`),
      (issue) => `must start with the chainNamespace "${(issue.input as { chainNamespace: string }).chainNamespace}:"`,
    ),
    ['caipNetworkId'],
  ),
)

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
const hasFunctions = (x: unknown, names: readonly string[]) => isObject(x) && names.every((name) => typeof x[name] === 'function')

const registered = (kind: 'adapter' | 'plugin', factory: string, check = (x: unknown) => isObject(x) && x.kind === kind) =>
  v.custom<Record<string, unknown>>(
    check,
    `must be ${kind === 'adapter' ? 'an adapter' : 'a plugin or a list of plugins'} (created with ${factory}; did you forget to call the factory, e.g. evm() rather than evm?)`,
  )

/** Catalogue wallet ids (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`). */
const walletIds = v.optional(v.array(v.pipe(v.string('must be a wallet id string'), v.nonEmpty('must not be an empty id')), 'must be an array of wallet ids'))

/** A list of ids (`features.walletFeaturesOrder` …), matched against registered ones later. */
const ids = v.optional(v.array(text('must be a non-empty id string'), 'must be an array of ids'))

/** A plugin, or a preset: a list of plugins and presets. */
const isPluginEntry = (x: unknown): boolean => (Array.isArray(x) ? x.every(isPluginEntry) : isObject(x) && x.kind === 'plugin')

const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const

/** Host features (spec §3) and remote features a host may set locally. Plugins may add more keys. */
export const featuresSchema = v.looseObject(
  {
    receive: flag,
    send: flag,
    emailShowWallets: flag,
    connectorTypeOrder: listOf(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
    analytics: flag,
    allWallets: flag,
    legalCheckbox: flag,
    smartSessions: flag,
    collapseWallets: flag,
    // Ids of the built-ins or of registered contributions: checked once the plugins are known (validateOrders.ts).
    walletFeaturesOrder: ids,
    connectMethodsOrder: ids,
    pay: flag,
    swaps: v.optional(v.union([v.boolean(), v.array(v.string())], 'must be true, false or a list of providers')),
    onramp: v.optional(v.union([v.boolean(), v.array(v.string())], 'must be true, false or a list of providers')),
    email: flag,
    socials: v.optional(v.union([v.literal(false), v.array(oneOf(socialProviders))], `must be false or an array of ${socialProviders.join(', ')}`)),
    activity: flag,
    reownBranding: flag,
    multiWallet: flag,
    emailCapture: v.optional(v.union([v.boolean(), v.array(v.string())], 'must be true, false or a list of fields')),
  },
  'must be an object',
)

/** Every top-level option; unknown keys are rejected before this runs (typo protection). */
export const optionsEntries = {
  // Absent or blank is not an option error: the instance starts and raises alert APKT008 'Project ID
  // Missing' (spec §8), which the visitor and the host both see. Only a wrong type is refused here.
  projectId: v.optional(v.string('must be a string: the project id')),
  networks: v.pipe(v.array(caipNetworkSchema, 'must be an array of networks'), v.minLength(1, 'needs at least one network')),
  defaultNetwork: v.optional(caipNetworkSchema),
  metadata: v.optional(
    v.object(
      {
        name: text(),
        description: v.string('must be a string'),
        url,
        icons: v.array(url, 'must be an array of URLs'),
      },
      'must be an object { name, description, url, icons }',
    ),
  ),
  adapters: v.optional(v.array(registered('adapter', 'defineAdapter'), 'must be an array of adapters')),
  // A nested list is a preset: plugins registered together.
  plugins: v.optional(v.array(registered('plugin', 'definePlugin', isPluginEntry), 'must be an array of plugins')),
  features: v.optional(featuresSchema),
  themeMode: v.optional(oneOf(['light', 'dark'])),
  themeVariables: v.optional(v.record(v.string(), v.string('must be a string'), 'must be an object of CSS values')),
  locale: v.optional(localeSchema),
  siweConfig: v.optional(v.looseObject({}, 'must be an object')),
  siwx: v.optional(v.looseObject({}, 'must be an object')),
  chainNamespace: v.optional(oneOf(configurableNamespaces)),
  solana: v.optional(
    v.looseObject(
      {
        preflightCommitment: v.optional(oneOf(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
      },
      'must be an object',
    ),
  ),
  enableReconnect: flag,
  basic: flag,
  manualWCControl: flag,
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  embedded: flag,
  endpoints: v.optional(
    v.strictObject(
      { catalogue: v.optional(url), data: v.optional(url), analytics: v.optional(url) },
      'must be an object { catalogue?, data?, analytics? } of URLs',
    ),
  ),
  sdkType: v.optional(text()),
  sdkVersion: v.optional(text()),
  clientId: v.optional(text()),
  storage: v.optional(v.custom<unknown>((x) => hasFunctions(x, ['getItem', 'setItem', 'removeItem']), 'must have getItem, setItem and removeItem functions')),
  logger: v.optional(v.custom<unknown>((x) => hasFunctions(x, ['debug', 'warn', 'error']), 'must have debug, warn and error functions')),
  isMobile: flag,
  // Wallet lists of the AllWallets view (docs/ui.md), sent to the catalogue service's GET /getWallets.
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  walletBadge: v.optional(oneOf(['certified', 'none'])),
}

/** Names of every accepted top-level option. */
export const optionNames = Object.keys(optionsEntries)
