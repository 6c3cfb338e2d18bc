import type { Connector } from '../../../kernel/types/connector.js'
import type { InjectedProvider } from './injected.js'
import type { AnnouncedWallet, ExternalConnector } from './types.js'

/** Id of the connector for a `window.ethereum` that no announced wallet accounts for. */
export const INJECTED_CONNECTOR_ID = 'injected'

/** The spec's connector-type order (§2), used unless the host sets `features.connectorTypeOrder`. */
export const defaultConnectorTypeOrder = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/** A group name of the connector-type order. */
export type ConnectorGroup = (typeof defaultConnectorTypeOrder)[number]

/** Everything discovery found, before ordering. */
export interface DiscoveredWallets {
  announced: readonly AnnouncedWallet[]
  injected?: InjectedProvider
  externals: readonly ExternalConnector[]
}

/**
 * Turns what discovery found into connectors (spec §3): one ANNOUNCED connector per announced
 * wallet (id = rdns, stable across reloads unlike the uuid), one INJECTED connector for
 * `window.ethereum` unless it is one of the announced providers (same object, or flags naming an
 * announced rdns), and one EXTERNAL connector per host-supplied connector not already announced.
 */
export function buildConnectors(found: DiscoveredWallets): Connector[] {
  const connectors: Connector[] = found.announced.map(({ info }) => ({
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name,
    chain: 'eip155',
    imageUrl: info.icon,
    info: { rdns: info.rdns, icon: info.icon, uuid: info.uuid },
  }))
  const announcedRdns = new Set(found.announced.map((w) => w.info.rdns))
  const injected = found.injected
  const injectedIsAnnounced =
    injected !== undefined &&
    (found.announced.some((w) => w.provider === injected.provider) || (injected.rdns !== undefined && announcedRdns.has(injected.rdns)))
  if (injected && !injectedIsAnnounced) {
    connectors.push({
      id: INJECTED_CONNECTOR_ID,
      type: 'INJECTED',
      name: injected.name ?? 'Browser Wallet',
      chain: 'eip155',
      ...(injected.rdns ? { info: { rdns: injected.rdns } } : {}),
    })
  }
  const seen = new Set(connectors.map((c) => c.id))
  for (const external of found.externals) {
    if (seen.has(external.id) || (external.rdns && announcedRdns.has(external.rdns))) continue
    seen.add(external.id)
    connectors.push({
      id: external.id,
      type: 'EXTERNAL',
      name: external.name,
      chain: 'eip155',
      ...(external.imageUrl ? { imageUrl: external.imageUrl } : {}),
      ...(external.rdns ? { info: { rdns: external.rdns } } : {}),
    })
  }
  return connectors
}

/** The group a connector falls in for ordering. */
function groupOf(connector: Connector, recentIds: readonly string[]): ConnectorGroup {
  if (recentIds.includes(connector.id)) return 'recent'
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'injected'
}

/**
 * Orders connectors by the connector-type order (recent wallets first by default, most recent
 * first; then announced and injected wallets in discovery order; then external ones). Groups the
 * order leaves out go last, in the default order. Stable within a group.
 */
export function orderConnectors(
  connectors: readonly Connector[],
  recentIds: readonly string[],
  order: readonly ConnectorGroup[] = defaultConnectorTypeOrder,
): Connector[] {
  const ranks = [...order, ...defaultConnectorTypeOrder.filter((g) => !order.includes(g))]
  const rank = (c: Connector) => {
    const group = groupOf(c, recentIds)
    const within = group === 'recent' ? recentIds.indexOf(c.id) : 0
    return ranks.indexOf(group) * 1000 + within
  }
  return connectors
    .map((connector, index) => ({ connector, index, rank: rank(connector) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.connector)
}
