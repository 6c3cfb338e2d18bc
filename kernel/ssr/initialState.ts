import * as v from 'valibot'
import { chainNamespaces, type CaipNetworkId, type ChainNamespace } from '../types/chain.js'

/** The account a server-rendered page shows for one namespace until the wallet confirms it. */
export interface InitialAccount {
  address: string
  /** The connector that held it (the wallet the client asks to reconnect). */
  connectorId: string
  caipNetworkId?: CaipNetworkId
  /** The network's icon, from the host's configured networks, when it has one. */
  networkImageUrl?: string
  /** The network's name, from the host's configured networks: the icon's accessible name. */
  networkName?: string
}

/**
 * What `cookieToInitialState` reads from the visitor's cookie, for `HatchProvider`'s `initialState`
 * (and `<hatch-button initial-state>`). It only chooses what the button shows until the wallet
 * answers: it is never a session, nothing is signed or sent for its addresses.
 */
export interface HatchInitialState {
  activeNamespace: ChainNamespace
  accounts: Partial<Record<ChainNamespace, InitialAccount>>
}

/** How each namespace writes an address; a namespace not listed takes any letters and digits. */
const addressFormats: Partial<Record<ChainNamespace, RegExp>> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^[0-9A-Za-z]{25,90}$/,
}
const anyAddress = /^[0-9A-Za-z]{1,128}$/

/** Whether `address` is written as `namespace` writes addresses. */
export const isAddressOf = (namespace: ChainNamespace, address: string) => (addressFormats[namespace] ?? anyAddress).test(address)

const account = v.object({
  address: v.pipe(v.string(), v.maxLength(128)),
  connectorId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  caipNetworkId: v.optional(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'not a CAIP-2 network id'))),
  networkImageUrl: v.optional(v.pipe(v.string(), v.url())),
  networkName: v.optional(v.pipe(v.string(), v.maxLength(100))),
})

/** A {@link HatchInitialState} as it arrives from outside (an attribute, a cookie): each address and network of its namespace. */
export const initialStateSchema = v.pipe(
  v.object({ activeNamespace: v.picklist(chainNamespaces), accounts: v.record(v.picklist(chainNamespaces), account) }),
  v.check(
    (s) =>
      Object.entries(s.accounts).every(
        ([namespace, a]) => isAddressOf(namespace as ChainNamespace, a.address) && (!a.caipNetworkId || a.caipNetworkId.startsWith(`${namespace}:`)),
      ),
    'an address or network does not belong to its namespace',
  ),
  v.check((s) => s.accounts[s.activeNamespace] !== undefined, 'the active namespace has no account'),
)

/** The first problem valibot found, as `path: message`. */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (!first) return 'invalid value'
  const path = v.getDotPath(first)
  return path ? `${path}: ${first.message}` : first.message
}
