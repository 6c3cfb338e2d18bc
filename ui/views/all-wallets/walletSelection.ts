import type { ChainNamespace } from '../../../kernel/types/chain.js'
import type { Connector } from '../../../kernel/types/connector.js'
import type { WalletTileData } from './catalogueSchemas.js'

/** The view a non-installed catalogue wallet opens: pairing through WalletConnect (QR / deep link). */
export const WALLET_CONNECT_VIEW = 'ConnectingWalletConnect'
/** The view an installed (announced or injected) catalogue wallet opens. */
export const EXTERNAL_VIEW = 'ConnectingExternal'

/**
 * Params that AllWallets pushes with {@link WALLET_CONNECT_VIEW}: the catalogue entry (its
 * mobile_link, desktop_link and webapp_link drive the deep links) and, when the instance has a
 * wallet-connect connector, its id.
 */
export interface CatalogueWalletConnectParams {
  wallet: WalletTileData
  connectorId?: string
}

/** Params pushed with {@link EXTERNAL_VIEW}, the same shape the Connect view uses. */
export interface CatalogueExternalParams {
  connectorId: string
  namespace: ChainNamespace
}

/** Where choosing a catalogue wallet navigates. */
export type WalletSelectionTarget =
  { view: typeof EXTERNAL_VIEW; params: CatalogueExternalParams } | { view: typeof WALLET_CONNECT_VIEW; params: CatalogueWalletConnectParams }

/**
 * An installed wallet whose rdns (or injected id) matches an announced or injected connector
 * connects through that connector; any other wallet pairs through WalletConnect.
 */
export function walletSelectionTarget(wallet: WalletTileData, connectors: readonly Connector[]): WalletSelectionTarget {
  const ids = new Set([wallet.rdns, ...(wallet.injected ?? []).map((i) => i.injected_id)].filter((x): x is string => Boolean(x)))
  const external = wallet.installed
    ? connectors.find((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && c.info?.rdns && ids.has(c.info.rdns))
    : undefined
  if (external) return { view: EXTERNAL_VIEW, params: { connectorId: external.id, namespace: external.chain } }
  const walletConnect = connectors.find((c) => c.type === 'WALLET_CONNECT')
  return { view: WALLET_CONNECT_VIEW, params: { wallet, ...(walletConnect ? { connectorId: walletConnect.id } : {}) } }
}
