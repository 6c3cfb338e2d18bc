import type { Adapter } from '../contracts/defineAdapter.js'
import type { Plugin } from '../contracts/definePlugin.js'
import type { KeyValueBackend } from '../storage/types.js'
import type { CaipNetwork, configurableNamespaces } from '../types/chain.js'
import type { HatchFeatures } from './features.js'
import type { Logger } from './logger.js'

// In features.ts: the plugin context reads a feature's type, and contracts/ may not import this file (a cycle through Adapter and Plugin).
export type { HatchFeatures, SocialProvider } from './features.js'

/** A plugin, or a preset: a list of plugins (and presets) registered together. */
// Each plugin has its own state type (Plugin<SendState> …): the list holds any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginEntry = Plugin<any> | readonly PluginEntry[]

/** Base URLs of the services of spec §7. */
export interface HatchEndpoints {
  /** Wallet catalogue service (also serves project configuration). */
  catalogue: string
  /** Blockchain data service. */
  data: string
  /** Analytics service (`POST /e`). */
  analytics: string
}

/** What a host passes to `createHatch` (see docs/configuration.md for every rule). */
export interface HatchOptions {
  /**
   * Required (spec §5). Without one (absent or blank) the instance still starts, fetches no project
   * configuration and raises alert APKT008 'Project ID Missing'.
   */
  projectId: string
  /** At least one. */
  networks: readonly CaipNetwork[]
  /** Must be one of `networks`. */
  defaultNetwork?: CaipNetwork
  metadata?: { name: string; description: string; url: string; icons: string[] }
  adapters?: readonly Adapter[]
  /**
   * The plugins; a nested list is a preset (`[[send(), receive()], rewards()]`), flattened in order.
   * A plugin's `requires` ids must each name a registered plugin or adapter.
   */
  plugins?: readonly PluginEntry[]
  features?: HatchFeatures
  themeMode?: 'light' | 'dark'
  themeVariables?: Record<string, string>
  /**
   * The modal's language, a BCP 47 tag (`'ar'`, `'pt-BR'`); default: the best match of the
   * browser's languages (`navigator.languages`), else English. Changed later with `hatch.setLocale`.
   */
  locale?: string
  /** Sign-in with Ethereum (older form). Cannot be combined with `siwx`. */
  siweConfig?: Record<string, unknown>
  /** Sign-in with X. Cannot be combined with `siweConfig`. */
  siwx?: Record<string, unknown>
  chainNamespace?: (typeof configurableNamespaces)[number]
  solana?: { preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | 'recent' | 'single' | 'singleGossip' | 'root' | 'max' }
  /** Default true. */
  enableReconnect?: boolean
  /** Basic mode: every remote feature off, no project configuration fetch. */
  basic?: boolean
  manualWCControl?: boolean
  allowUnsupportedChain?: boolean
  /** Default true. */
  enableNetworkSwitch?: boolean
  embedded?: boolean
  /** Service base URLs; each defaults to the production host. */
  endpoints?: Partial<HatchEndpoints>
  /** Default `hatch`. */
  sdkType?: string
  sdkVersion?: string
  clientId?: string
  /** Where Hatch persists its keys. Default: localStorage, or memory. */
  storage?: KeyValueBackend
  logger?: Logger
  /** Overrides mobile detection. */
  isMobile?: boolean
  /** Catalogue wallet ids AllWallets shows first, in this order. */
  featuredWalletIds?: string[]
  /** When set, AllWallets lists only these catalogue wallets. */
  includeWalletIds?: string[]
  /** Catalogue wallets AllWallets never lists. */
  excludeWalletIds?: string[]
  /** `'certified'` lists only certified wallets (sent as `badge_type`). */
  walletBadge?: 'certified' | 'none'
}

/** Options after validation, with defaults applied. */
export interface ResolvedHatchOptions extends Omit<
  HatchOptions,
  'networks' | 'endpoints' | 'sdkType' | 'sdkVersion' | 'enableReconnect' | 'enableNetworkSwitch' | 'plugins'
> {
  /** The plugins, presets flattened. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugins: Plugin<any>[]
  networks: CaipNetwork[]
  endpoints: HatchEndpoints
  sdkType: string
  sdkVersion: string
  enableReconnect: boolean
  enableNetworkSwitch: boolean
}
