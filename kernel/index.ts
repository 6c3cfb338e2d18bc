/**
 * `hatch`: the framework-free kernel. Import adapters from `hatch/adapters/<name>` (`evm`, `solana`,
 * `bitcoin`, `walletconnect`, `embedded`), feature plugins from `hatch/plugins/<name>` (`receive`, `send`,
 * `activity`, `nfts`, `names`, `siwx`, `swaps`, `onramp`, `pay`, `multi-wallet`, `email-capture`, `email`, `socials`, `passkey`) and React bindings from
 * `hatch/react`.
 * @packageDocumentation
 */
export { createHatch, type Hatch } from './createHatch.js'
export { preloadHatch } from './instance/startLoader.js'
export type { HatchOptions } from './instance/resolveCoreOptions.js'
// Augmentable: a plugin declares the value its gate takes (`rewards?: boolean | RewardList[]`).
export type { ConnectMethodIds, HatchFeatures, WalletFeatureIds } from './options/features.js'
export {
  definePlugin,
  type Plugin,
  type PluginDefinition,
  type ControllerResult,
  type FeatureGate,
  type ViewEntry,
  type ViewLoader,
  type ViewDefinition,
} from './contracts/definePlugin.js'
export type {
  AccountActionContribution,
  AccountTabContribution,
  AccountTabProps,
  ConnectMethodContribution,
  ExtensionPoint,
  ExtensionRegistry,
  PluginContributions,
  RegisteredContribution,
} from './contracts/extensions.js'
export type { PluginRegistry, PluginStateHandle, HatchPlugins, RegisteredPluginId, PluginStateOf, PluginControllerOf } from './contracts/pluginHandle.js'
export type { ViewParams, ViewId, ParamsOf, NavigateArgs } from './router/viewParams.js'
export {
  defineAdapter,
  requireCapability,
  type Adapter,
  type AdapterDefinition,
  type AdapterRuntime,
  type AdapterCapability,
  type ConnectResult,
} from './contracts/defineAdapter.js'
export type {
  HatchContext,
  PluginContext,
  PluginStorage,
  PluginStorageKeyOptions,
  Profile,
  Profiles,
  ReadonlyStore,
  AccountWrites,
  CoreOptions,
  Endpoints,
  RegisteredView,
  ViewRegistry,
  ServiceProviders,
} from './contracts/context.js'
export type { HatchServices, ServiceName } from './contracts/services.js'
export type { OpenOptions } from './modal/modalController.js'
export type { ConnectionTarget, MultiWalletApi, WalletConnection } from './accounts/multiWallet.js'
export type { HatchEvents, PluginHook } from './events/events.js'
export type { ErrorTexts, ErrorTextsLoader } from './errors/errorTexts.js'
export type { HatchEip1193Provider, ProviderEvent, RequestArguments } from './provider/providerShell.js'
export { ProviderRpcError } from './provider/rpcErrorClass.js'
export type { Store } from './store/createStore.js'
export type { Router } from './router/createRouter.js'
export {
  HatchError,
  isHatchError,
  errorCatalogue,
  alertCatalogue,
  formatMessage,
  type ErrorCode,
  type KernelErrorCode,
  type HatchErrorCodes,
  type AlertCode,
} from './errors/index.js'
export * from './types/index.js'
// Server rendering (docs/ssr.md); the server side is `hatch/ssr`. A page that does not import it pays nothing for it.
export { cookieStorage, type CookieStorageOptions } from './ssr/cookieStorage.js'
export type { HatchInitialState, InitialAccount } from './ssr/initialState.js'
