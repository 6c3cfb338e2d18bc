import type { ChainNamespace } from '../types/chain.js'
import { HatchError } from '../errors/HatchError.js'
import type { ErrorTextsLoader } from '../errors/errorTexts.js'
import type { AdapterCapability, AdapterRuntime } from './adapterRuntime.js'
import type { HatchContext, ServiceProviders, ViewEntry } from './context.js'
import type { ProviderSource } from './providerAccess.js'

export type { AdapterCapability, AdapterRuntime, ConnectResult } from './adapterRuntime.js'
export type { ProviderAccess, ProviderSource } from './providerAccess.js'

/** What an adapter contributes. The descriptor stays tiny; `load` brings the chain SDK. */
export interface AdapterDefinition {
  /**
   * The namespace this adapter is the own adapter of (`evm()` for eip155). Absent for a connector
   * adapter that spans namespaces (WalletConnect), which declares `namespaces` and `connectorIds`.
   */
  namespace?: ChainNamespace
  /** Namespaces served besides `namespace`: a connector adapter serves these for its connectors. */
  namespaces?: readonly ChainNamespace[]
  /**
   * Connector ids this adapter owns. The kernel routes connect, reconnect, disconnect and every
   * later call (`ctx.getAdapter`) for an account connected through one of them to this adapter,
   * on every namespace it serves, instead of the namespace's own adapter; and a namespace
   * adapter's `setConnectors` never removes these connectors.
   */
  connectorIds?: readonly string[]
  /** Display name for logs and errors, e.g. "EVM". */
  name: string
  /** Views the adapter adds (e.g. network views); loaded on first navigation. */
  views?: Record<string, ViewEntry>
  /**
   * Cheap work that must run at start without the chain SDK (wallet discovery, e.g. EIP-6963).
   * Returns a teardown.
   */
  setup?(ctx: HatchContext): (() => void) | void
  /**
   * Services the adapter provides to plugins (`ctx.getService(name)`), each loaded once on first
   * request, behind `import()`: calls outside the runtime's fixed capabilities (the embedded
   * wallet's e-mail login).
   */
  services?: ServiceProviders
  /**
   * The adapter's error entries, as a plugin's (`errors` in definePlugin): a loader of a module whose
   * default export is `{ CODE: 'English text' }`, registered when the instance is created and loaded
   * with the rest of the error texts when first needed. Declare the codes in `HatchErrorCodes`.
   */
  errors?: ErrorTextsLoader
  /** Loads the chain SDK and returns the runtime; called once, on first need. */
  load(ctx: HatchContext): Promise<AdapterRuntime>
  /**
   * The namespace's dapp-facing provider, what `hatch.getProvider(namespace)` returns (the
   * namespace adds its type to `HatchProviders` of kernel/provider/providerShell.ts): its methods
   * and fields are an implementation loaded on first use.
   */
  provider?: ProviderSource
}

/** A registered adapter. */
export interface Adapter extends AdapterDefinition {
  readonly kind: 'adapter'
}

/**
 * Declares a chain adapter.
 *
 * @example
 * ```ts
 * export const evm = () => defineAdapter({
 *   namespace: 'eip155', name: 'EVM',
 *   setup: (ctx) => watchAnnouncedWallets(ctx),
 *   load: async (ctx) => (await import('./runtime.js')).createEvmRuntime(ctx),
 * })
 * ```
 */
export function defineAdapter(definition: AdapterDefinition): Adapter {
  return { ...definition, kind: 'adapter' }
}

/** Narrows a runtime to one that has `capability`, or throws CAPABILITY_MISSING. */
export function requireCapability<C extends AdapterCapability>(
  runtime: AdapterRuntime,
  capability: C,
  namespace: ChainNamespace,
): asserts runtime is AdapterRuntime & Required<Pick<AdapterRuntime, C>> {
  if (typeof runtime[capability] !== 'function') {
    throw new HatchError('CAPABILITY_MISSING', { params: { namespace, capability } })
  }
}
