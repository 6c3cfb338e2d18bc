import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, PreferredAccountType } from './chain.js'
import type { Connection, Connector } from './connector.js'

/** Connection status of one namespace (spec §4). */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** A token balance row (spec §3 "Token balance"). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/**
 * Per-namespace account state: the fields of spec §3 every wallet has. An adapter adds the fields of
 * its own accounts by augmenting it from `'hatch'` (the embedded wallet: `user`, `socialProvider`,
 * `farcasterUrl`).
 */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  smartAccountDeployed?: boolean
  currentTab: number
  tokenBalance?: TokenBalance[]
  connectedWalletInfo?: { name?: string; icon?: string; rdns?: string; type?: string }
  preferredAccountType?: PreferredAccountType
  status: AccountStatus
  addressLabels: Record<string, string>
  /** Id of the connector that holds this namespace's account, when connected. */
  connectorId?: string
}

/** Per-namespace network state (spec §3). */
export interface NetworkState {
  caipNetwork?: CaipNetwork
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /**
   * The chain the wallet reports when it is none of the configured networks (spec §4: the network
   * becomes an unsupported-network state); absent while the wallet is on a configured one.
   * `caipNetwork` keeps the last configured network, the one a switch back offers first.
   */
  unsupportedChainId?: string
}

/** Everything one namespace holds. */
export interface ChainState {
  account: AccountState
  network: NetworkState
}

/** One entry of the router's history. */
export interface RouteEntry {
  view: string
  params?: Record<string, unknown>
}

/** A toast (spec §4 "Toasts"). */
export interface Toast {
  id: number
  variant: 'loading' | 'success' | 'error'
  /** Catalogue id of the text, so the UI can translate it (for an error code, `error.<CODE>`). */
  messageId: string
  /**
   * Values of the text's `{name}` placeholders. The UI fills them when it shows the toast, in the
   * language shown then (an amount written in that language's digits and decimal sign).
   */
  values?: Record<string, ToastValue>
  /**
   * English text, for logs and for hosts that render toasts themselves; with `values`, it keeps
   * their `{name}` placeholders (the UI shows it, filled, when no catalogue has `messageId`).
   */
  message: string
  /** A link shown with the text (a transaction on the block explorer). */
  link?: ToastLink
}

/** A value of a toast's placeholder: a text, a number or a token amount. */
export type ToastValue = string | number | ToastAmount

/** A token amount in a toast, in base units, so each language writes it in its own digits. */
export interface ToastAmount {
  /** Base units as a decimal integer (`'250000000000000000'`); a string, as state holds no bigint. */
  units: string
  decimals: number
  /** Written after the amount (`0,25 ETH`). */
  symbol?: string
}

/** A link inside a toast; `label` is English (translated by the UI under `labelId` when given). */
export interface ToastLink {
  label: string
  url: string
  labelId?: string
}

/** An alert (spec §8 codes) or an info message. */
export interface Alert {
  id: number
  variant: 'error' | 'warning' | 'info'
  code?: string
  title: string
  description: string
}

/** Feature flags after merging host options and remote configuration. */
export type FeatureFlags = Record<string, unknown>

/** The whole state of one Hatch instance. */
export interface HatchState {
  modal: {
    open: boolean
    loading: boolean
    /** Bumped to ask the UI to shake the modal for 500 ms. */
    shake: number
    themeMode: 'light' | 'dark'
    themeVariables: Record<string, string>
    /** The language the host chose (`locale` option, `setLocale`); undefined: the browser's. */
    locale?: string
  }
  router: { stack: RouteEntry[] }
  activeNamespace?: ChainNamespace
  chains: Partial<Record<ChainNamespace, ChainState>>
  connectors: Connector[]
  connections: Connection[]
  /** Whether each feature is on (`true`/`false`), and the shell's settings (orders, `allWallets` …). */
  features: FeatureFlags
  /**
   * The value each feature resolved to, kept as given: a provider list (`['google', 'x']`), an
   * object, `true`, or `false` when off. Read it with `ctx.feature(key)`.
   */
  featureValues: FeatureFlags
  remoteConfig: { status: 'idle' | 'loading' | 'ready' | 'failed'; features?: Record<string, unknown> }
  toast?: Toast
  alerts: Alert[]
  plugins: Record<string, unknown>
}
