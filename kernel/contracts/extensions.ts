import type { ViewId, ViewParams } from '../router/viewParams.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ViewLoader } from './viewTypes.js'

/**
 * The shell's extension points: places in the UI a plugin fills without the shell naming it.
 * Each contribution is shown only while its feature is on (the plugin's gate unless it names
 * another) and, when it lists namespaces, only while the active namespace is one of them
 * (spec §9 "Supported sets").
 */
interface Contribution {
  /** Stable id, unique within its extension point. */
  id: string
  /** Visible label, in English (a locale may translate it under `extension.<point>.<id>`). */
  label: string
  /** Namespaces it supports; absent = every namespace. */
  namespaces?: readonly ChainNamespace[]
  /** Feature key that must be on; defaults to the contributing plugin's gate. */
  feature?: string
}

/** What an Account tab's panel component receives. */
export interface AccountTabProps {
  namespace: ChainNamespace
  address: string
}

/**
 * An Account tab (spec §2: Tokens, NFTs, Activity). `load` brings the panel component (the
 * module's default export, given {@link AccountTabProps}) when the tab is first selected.
 */
export interface AccountTabContribution extends Contribution {
  /** Position among the tabs: the shell's Tokens tab is 10; NFTs use 20 and Activity 30. */
  order: number
  load: ViewLoader
}

/**
 * A wallet-feature action on the Account view (spec §9: onramp, swaps, receive, send), ordered by
 * the host's `features.walletFeaturesOrder` (ids not listed there follow, in registration order).
 */
export interface AccountActionContribution<V extends ViewId = ViewId> extends Contribution {
  /** The view the action opens. */
  view: V
  params?: ViewParams[V]
  /** An icon as SVG path data in a 24×24 box (stroked with the current colour). */
  icon?: string
}

/** A way to connect offered on the Connect view besides wallets (spec §2: e-mail, social). */
export interface ConnectMethodContribution<V extends ViewId = ViewId> extends Contribution {
  /** The method's place in `features.connectMethodsOrder`: 'email' | 'social' or a host's own. */
  method: string
  view: V
  params?: ViewParams[V]
  /**
   * Rendered inline in the Connect view instead of one link to `view` (the module's default
   * export, no props): the social buttons must sit on Connect itself, since a sign-in popup opens
   * only in the visitor's own click.
   */
  section?: ViewLoader
}

/** What a plugin contributes to the shell's extension points. */
export interface PluginContributions {
  accountTabs?: readonly AccountTabContribution[]
  accountActions?: readonly AccountActionContribution[]
  connectMethods?: readonly ConnectMethodContribution[]
}

/** The extension points by name. */
export type ExtensionPoint = keyof PluginContributions

/** A contribution as the registry keeps it: with its owner and the feature that gates it. */
export type RegisteredContribution<P extends ExtensionPoint> = NonNullable<PluginContributions[P]>[number] & {
  owner: string
  feature?: string
}

/** The contributions of one instance's plugins. */
export interface ExtensionRegistry {
  /** Adds a plugin's contributions; a duplicate id within one point is an error naming both owners. */
  register(owner: string, contributions: PluginContributions, feature?: string): void
  /** Every contribution to `point`, in registration order, gated or not. */
  all<P extends ExtensionPoint>(point: P): ReadonlyArray<RegisteredContribution<P>>
  /** The contributions to `point` shown now for `namespace` (feature on, namespace supported). */
  visible<P extends ExtensionPoint>(point: P, namespace: ChainNamespace | undefined): ReadonlyArray<RegisteredContribution<P>>
}
