import type { ErrorTextsLoader } from '../errors/errorTexts.js'
import type { HatchEvents } from '../events/events.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchState } from '../types/state.js'
import type { PluginContext, ServiceProviders, ViewEntry } from './context.js'
import type { PluginContributions } from './extensions.js'

export type { ViewDefinition, ViewEntry, ViewLoader } from './context.js'

/**
 * The feature switch a plugin answers to. `source: 'remote'` features come from the project
 * configuration (spec §3 "Remote features"); `'host'` ones only from host options.
 */
export interface FeatureGate {
  key: string
  source: 'host' | 'remote'
  /** Value when neither host nor remote configuration sets it. */
  default: boolean
  /** Features forced off while this one is on (spec §5: pay disables email and socials). */
  disables?: readonly string[]
  /**
   * The values the feature takes: `'boolean'`; `'list'` (`true`, `false` or a list of names); a list
   * of names (`false` or a list of those, as `socials`); or a check returning the problem with a
   * value, if any. `createHatch` and `setFeature` refuse a value it objects to (INVALID_OPTIONS
   * `features.<key>`). Without it a gate takes `true`, `false`, a list or an object. Type the key by
   * augmenting `HatchFeatures` from `'hatch'`.
   */
  value?: 'boolean' | 'list' | readonly string[] | ((value: unknown) => string | undefined)
}

/** The bus's named events (its index signatures dropped, so each handler gets its event's payload type). */
type NamedEvent = keyof { [K in keyof HatchEvents as string extends K ? never : symbol extends K ? never : K]: true }

type EventHandlers<S> = { [K in NamedEvent]?: (payload: HatchEvents[K], ctx: PluginContext<S>) => void }

/**
 * When a plugin's controller starts, its gate permitting (a gated-off plugin never starts).
 *
 * - `'instance'` (the default): with the instance, as soon as the gate is on.
 * - On first use: a first `ctx.plugins.controller(id)` call (a view's `usePluginController`, a host
 *   API), a first navigation to one of the plugin's views, or one of the triggers below, whichever
 *   comes first. The controller's chunk is then not fetched before the visitor needs it.
 *
 * A trigger that fired once holds for the instance's life: a trigger that fires while the gate is
 * off (say, before the project configuration turned a remote gate on) starts the controller when
 * the gate turns on, and a controller stopped by its gate turning off starts again when it turns
 * back on. A controller started by a trigger missed that trigger itself: it reads the state it
 * starts in (an account already connected, say) rather than wait for the event.
 */
export type PluginStart = 'instance' | PluginStartTriggers

/** Triggers of a controller that starts on first use (see {@link PluginStart}). */
export interface PluginStartTriggers {
  /** Bus events: the first one emitted starts the controller. */
  on?: readonly NamedEvent[]
  /**
   * An account is connecting or connected: `true` for any namespace, or a list of namespaces. It
   * holds while a wallet is asked to connect and while start-up reconnects a stored connection (the
   * account is then `connecting`), so the controller loads while the wallet answers.
   */
  account?: true | readonly ChainNamespace[]
  /**
   * A predicate on the instance's state, checked when the plugin host starts and after every state
   * change until it first holds (e.g. an account is connecting or connected). Keep it cheap and pure.
   */
  when?: (state: HatchState) => boolean
}

/**
 * What a plugin's controller may return: a teardown function, or an API object for the plugin's
 * views (read with `usePluginController(id)` from `hatch/react`) with an optional `dispose()`.
 */
export type ControllerResult = (() => void) | object | void | undefined

/** What a plugin contributes. Everything heavy is loaded lazily. */
export interface PluginDefinition<S = unknown, C extends ControllerResult = ControllerResult> {
  id: string
  gate?: FeatureGate
  /**
   * Ids of the plugins or adapters this plugin needs (`['embedded']`); `createHatch` refuses the
   * options with INVALID_OPTIONS naming the plugin and the missing id. An adapter answers to its
   * namespace (`eip155`), its connector ids (`embedded`, `walletConnect`) and its name in lower
   * case (`evm`, `solana`).
   */
  requires?: readonly string[]
  /**
   * While the plugin's gate is on, the kernel keeps every wallet connected (not only each
   * namespace's newest), restores them on reload, and `hatch.getConnections`, `switchConnection`,
   * `deleteConnection` and `subscribeConnections` act (off, they raise an info alert and do nothing).
   */
  keepsConnections?: true
  /**
   * Top-level `createHatch` options this plugin reads, each with a check of its value that returns
   * the problem, if any (`siwx: (value) => … 'must be an object'`). With the plugin registered,
   * `createHatch` accepts them and refuses a value its check names a problem with (INVALID_OPTIONS
   * `Invalid option <key>: <issue>`); without it they are unknown options. Declare their types by
   * augmenting `HatchOptions` from `'hatch'`; read them from `ctx.options.raw`.
   */
  hostOptions?: Readonly<Record<string, (value: unknown, options: Readonly<Record<string, unknown>>) => string | undefined>>
  /** View ids (namespaced by convention, e.g. `swaps/form`) to loaders, loaded on first navigation. */
  views?: Record<string, ViewEntry>
  /**
   * Started when the gate turns on (at start or later; with `start`, at its first use) and stopped
   * when it turns off (its teardown or `dispose()` runs); started again when the gate turns back on.
   */
  controller?: (ctx: PluginContext<S>) => Promise<C> | C
  /** When the controller starts: with the instance (the default) or on first use; see {@link PluginStart}. */
  start?: PluginStart
  /** Initial value of the plugin's own state slice, `state.plugins[id]`. */
  state?: () => S
  /** Handlers for bus events; run while the gate is on, whether or not the controller has started. */
  on?: EventHandlers<S>
  /** Account tabs and actions and Connect methods, shown while the gate is on. */
  contributes?: PluginContributions
  /** Services the plugin provides to others (`ctx.getService(name)`), each loaded once on first request. */
  services?: ServiceProviders
  /**
   * The plugin's error entries: a loader of a module whose default export is `{ CODE: 'English text' }`
   * (`{name}` placeholders filled from the error's params), as a view's loader. Registered when the instance is created and loaded with the rest of
   * the error texts when first needed (never on the page's static path), so a
   * `new HatchError('CODE')` the plugin raises reads its text. Declare the codes in
   * `HatchErrorCodes` (`declare module 'hatch'`) so they type-check.
   *
   * @example
   * ```ts
   * errors: () => import('./errorTexts.js'), // export default { REWARDS_FAILED: 'Rewards could not be claimed: {reason}' }
   * ```
   */
  errors?: ErrorTextsLoader
}

/** A registered plugin, as the kernel keeps it. */
export interface Plugin<S = unknown, C extends ControllerResult = ControllerResult> extends PluginDefinition<S, C> {
  readonly kind: 'plugin'
}

/**
 * Declares a plugin. The descriptor is tiny; put views and controllers behind `import()`.
 *
 * @example
 * ```ts
 * export const swaps = () => definePlugin({
 *   id: 'swaps',
 *   gate: { key: 'swaps', source: 'remote', default: false },
 *   views: { 'swaps/form': () => import('./views/SwapForm.js') },
 *   contributes: { accountActions: [{ id: 'swaps', label: 'Swap', view: 'swaps/form' }] },
 * })
 * ```
 */
export function definePlugin<S, C extends ControllerResult = ControllerResult>(definition: PluginDefinition<S, C>): Plugin<S, C> {
  return { ...definition, kind: 'plugin' }
}
