import type { Connector, ConnectorType } from '../../../kernel/types/connector.js'

/** Connector-type groups in spec §2's default order. */
export const defaultConnectorTypeOrder = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/** One connector-type group. */
export type WalletGroup = (typeof defaultConnectorTypeOrder)[number]

/** Connect methods (spec §2 "Ordering and presentation"), or a host plugin's own `method`. */
export type ConnectMethod = 'email' | 'social' | 'wallet' | (string & {})

/** The default connect-method order. */
export const defaultConnectMethodOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** The order when an injected or announced wallet is shown. */
export const walletFirstConnectMethodOrder: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/** A row of the wallet list. */
export interface WalletEntry {
  id: string
  name: string
  icon?: string
  group: WalletGroup
  connector: Connector
}

const groupOfType: Partial<Record<ConnectorType, WalletGroup>> = {
  WALLET_CONNECT: 'walletConnect',
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
}

/**
 * The group a connector is listed in; undefined for connectors that are not wallet rows (AUTH is
 * the email/social login, shown by its own section).
 */
export function groupOfConnector(connector: Connector, recentIds: ReadonlySet<string>): WalletGroup | undefined {
  const group = groupOfType[connector.type]
  if (!group) return undefined
  return recentIds.has(connector.id) && group !== 'walletConnect' ? 'recent' : group
}

/**
 * The effective group order: the host's `features.connectorTypeOrder` first (unknown names
 * dropped), then any group it left out, in the default order.
 */
export function resolveConnectorTypeOrder(hostOrder: unknown): WalletGroup[] {
  const known = new Set<string>(defaultConnectorTypeOrder)
  const chosen = Array.isArray(hostOrder) ? hostOrder.filter((g): g is WalletGroup => typeof g === 'string' && known.has(g)) : []
  const unique = [...new Set(chosen)]
  return [...unique, ...defaultConnectorTypeOrder.filter((g) => !unique.includes(g))]
}

/**
 * The wallet rows to show: one per wallet (a wallet announced on several namespaces is listed once,
 * preferring its connector on `activeNamespace`), sorted by group order, stable within a group.
 */
export function orderWallets(
  connectors: readonly Connector[],
  options: { order: readonly WalletGroup[]; recentIds?: ReadonlySet<string>; activeNamespace?: string },
): WalletEntry[] {
  const recent = options.recentIds ?? new Set<string>()
  const byWallet = new Map<string, WalletEntry>()
  for (const connector of connectors) {
    const group = groupOfConnector(connector, recent)
    if (!group) continue
    const key = connector.info?.rdns ?? `${connector.type}:${connector.name}`
    const existing = byWallet.get(key)
    // Keep the first connector of a wallet unless this one is on the active namespace.
    if (existing && connector.chain !== options.activeNamespace) continue
    const icon = connector.imageUrl ?? connector.info?.icon
    const entry: WalletEntry = { id: connector.id, name: connector.name, group, connector, ...(icon ? { icon } : {}) }
    if (existing?.group === 'recent') entry.group = 'recent'
    byWallet.set(key, entry)
  }
  const rank = (group: WalletGroup) => options.order.indexOf(group)
  return [...byWallet.values()]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.group) - rank(b.entry.group) || a.index - b.index)
    .map(({ entry }) => entry)
}

/**
 * The order of the connect methods: the host's `features.connectMethodsOrder` when set (missing
 * methods appended in the default order); otherwise wallet first when an injected or announced
 * wallet is shown, else email, social, wallet. Plugins' own methods (`contributed`) that the host's
 * order does not place follow, in registration order.
 */
export function resolveConnectMethodOrder(hostOrder: unknown, showsInjectedWallet: boolean, contributed: readonly string[] = []): ConnectMethod[] {
  const own = contributed.filter((m) => !(defaultConnectMethodOrder as readonly string[]).includes(m))
  const base = showsInjectedWallet ? walletFirstConnectMethodOrder : defaultConnectMethodOrder
  if (!Array.isArray(hostOrder) || hostOrder.length === 0) return [...new Set([...base, ...own])]
  const chosen = [...new Set(hostOrder.filter((m): m is string => typeof m === 'string'))]
  return [...chosen, ...[...defaultConnectMethodOrder, ...own].filter((m) => !chosen.includes(m))]
}

/** True when the list shows an injected or announced wallet (which moves wallets first). */
export function showsInjectedWallet(entries: readonly WalletEntry[]): boolean {
  return entries.some((e) => e.connector.type === 'ANNOUNCED' || e.connector.type === 'INJECTED')
}
