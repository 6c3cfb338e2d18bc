import * as v from 'valibot'
import { chainNamespaces } from '../types/chain.js'

/**
 * Schemas of every key the kernel persists (spec §3 "Browser storage keys"). Plugins and adapters
 * declare their own keys with `storage.define` (a plugin's under `plugin:<id>:`, the embedded
 * wallet's under `adapter:embedded:`), so this list holds only what the kernel itself owns.
 *
 * Each value is checked on read: what the browser hands back may have been written by an older
 * version, another script on the page or a user in devtools.
 */

const namespace = v.picklist(chainNamespaces)
const caipNetworkId = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'not a CAIP-2 network id'))
const nonEmpty = v.pipe(v.string(), v.nonEmpty())
const preferredAccountType = v.picklist(['eoa', 'smartAccount', 'payment', 'ordinal'])
const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A wallet the visitor connected before, as shown in the "recent" row. */
const recentWallet = v.object({
  id: nonEmpty,
  name: nonEmpty,
  imageUrl: v.optional(v.string()),
  imageId: v.optional(v.string()),
})

const storedConnection = v.object({
  connectorId: nonEmpty,
  namespace,
  accounts: v.array(
    v.object({
      address: nonEmpty,
      type: v.optional(preferredAccountType),
      publicKey: v.optional(v.string()),
      path: v.optional(v.string()),
    }),
  ),
  /** The network object is not stored: it is looked up again among the configured networks. */
  caipNetworkId: v.optional(caipNetworkId),
  auth: v.optional(v.object({ name: v.optional(v.string()), username: v.optional(v.string()) })),
})

/** A cache is a map from a lookup key (address, name, token ...) to a timestamped value. */
function cacheOf<S extends v.GenericSchema>(value: S) {
  return v.record(v.string(), v.object({ timestamp, value }))
}

/** A token balance row as the blockchain data service returns it (spec §3 "Token balance"). */
export const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.optional(v.number()),
  price: v.number(),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.optional(v.string()),
})

/** Every kernel key, without the `hatch:` prefix, with the schema its value must satisfy. */
export const storageSchemas = {
  /** Id and name of the wallet last connected. */
  connectedWallet: v.object({ id: nonEmpty, name: nonEmpty }),
  /** CAIP-2 id of the active network. */
  activeNetwork: caipNetworkId,
  activeNamespace: namespace,
  /** Connector id connected on each namespace. */
  connectedConnectors: v.record(namespace, nonEmpty),
  /** Most recent first; at most two are kept (spec §9), see `rememberRecentWallet`. */
  recentWallets: v.pipe(v.array(recentWallet), v.maxLength(2, 'at most 2 recent wallets are kept')),
  /** The mobile or desktop link chosen for the wallet-connect deep link. */
  deepLinkChoice: v.object({ href: nonEmpty, name: nonEmpty }),
  connections: v.array(storedConnection),
  /** Connectors the visitor disconnected on purpose: not reconnected on the next start. */
  disconnectedConnectorIds: v.record(namespace, v.array(nonEmpty)),
  preferredAccountTypes: v.record(namespace, preferredAccountType),
  'cache:portfolio': cacheOf(v.array(tokenBalanceSchema)),
  'cache:nativeBalance': cacheOf(v.object({ balance: v.string(), symbol: v.string() })),
  'cache:identity': cacheOf(v.object({ name: v.nullable(v.string()), avatar: v.nullable(v.string()) })),
  'cache:tokenPrice': cacheOf(v.object({ price: v.number(), symbol: v.optional(v.string()) })),
  lastUsedChainId: v.union([v.string(), v.number()]),
} satisfies Record<string, v.GenericSchema>

/** The typed shape of every kernel key's value. */
export type StorageSchema = { [K in keyof typeof storageSchemas]: v.InferOutput<(typeof storageSchemas)[K]> }

/** A kernel storage key (without the prefix). */
export type StorageKey = keyof StorageSchema

export { storagePrefix } from './storageKeys.js'

/** Version of the stored envelope `{"v":1,"value":…}`; bump when a value's meaning changes. */
export const storageVersion = 1
