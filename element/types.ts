import type { Adapter, Hatch, HatchOptions, OpenOptions } from '../kernel/index.js'

/** A plugin of any state type, as `createHatch`'s `plugins` option holds them. */
export type AnyPlugin = NonNullable<HatchOptions['plugins']>[number]

/**
 * An adapter or plugin named instead of made: `'evm'`, or `{ name: 'walletconnect', options: { relayUrl } }`.
 * The name is looked up in the factories given to `defineHatchButton` (the browser bundle knows
 * every adapter and plugin of the package); `options` is what the factory takes (`walletConnect(options)`).
 */
export type NamedEntry = string | { name: string; options?: Record<string, unknown> }

/**
 * `createHatch`'s options, except that `adapters` and `plugins` may also be named ({@link NamedEntry}),
 * so they can be written as JSON in a page that has no build step.
 */
export interface HatchElementOptions extends Omit<HatchOptions, 'adapters' | 'plugins'> {
  adapters?: readonly (Adapter | NamedEntry)[]
  plugins?: readonly (AnyPlugin | NamedEntry)[]
}

/**
 * A function giving a factory such as `evm` or `send`, or loading it (`() => import('hatch/adapters/evm').then((m) => m.evm)`).
 * Each factory takes its own options (`walletConnect({ relayUrl })`), so the parameter is typed `never`: any factory fits.
 */
export type FactoryLoader<T> = () => ((options: never) => T) | Promise<(options: never) => T>

/** The adapters and plugins a page may name, by name. */
export interface NamedFactories {
  adapters?: Readonly<Record<string, FactoryLoader<Adapter>>>
  plugins?: Readonly<Record<string, FactoryLoader<AnyPlugin>>>
}

/** What the element passes to the React provider besides the instance. */
export interface HatchElementMessages {
  /** Messages that replace the English ones (see `HatchProvider`'s `messages`). */
  messages?: Readonly<Record<string, string>>
}

/**
 * The `<hatch-button>` element: attributes `config`, `project-id`, `theme-mode`, `adapters`,
 * `plugins`, `namespace`, `show-balance`, `initial-state` (docs/ssr.md); the properties and methods below; kernel events
 * re-dispatched as `hatch:<event>` DOM events (docs/web-component.md).
 */
export interface HatchButtonElement extends HTMLElement {
  /** The options the element creates its instance from (set it, or give the element a JSON config). */
  options: HatchElementOptions | undefined
  /**
   * The instance the element shows: the one it created from its options, or one the page made with
   * `createHatch` and set here (the element then never destroys it).
   */
  hatch: Hatch | undefined
  /**
   * The last problem reported as `hatch:error` (an INVALID_OPTIONS HatchError for a wrong option),
   * cleared when an instance starts: for a page script that may run after the event was dispatched.
   */
  readonly error: unknown
  /** Messages for the button and the modal (a locale); see `HatchProvider`. */
  messages: Readonly<Record<string, string>> | undefined
  /** Opens the modal, by the same rules as `hatch.open()`; before the instance exists it waits for it. */
  open(options?: OpenOptions): void
  /** Closes the modal unless its view forbids it; returns whether it closed (false with no instance). */
  close(): boolean
}
