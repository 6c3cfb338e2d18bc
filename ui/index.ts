/**
 * `hatch/react`: React 19 bindings. One provider, hooks on `useSyncExternalStore`, and a tiny
 * `ConnectButton`; the modal shell and every view load with `import()` on first open.
 * @packageDocumentation
 */
export { HatchProvider, type HatchProviderProps } from './provider/HatchProvider.js'
export { ConnectButton, type ConnectButtonProps } from './button/ConnectButton.js'
export { useHatch } from './hooks/useHatch.js'
export { useProvider } from './hooks/useProvider.js'
export { useAccount, type AccountInfo } from './hooks/useAccount.js'
export { useNetwork, type NetworkInfo } from './hooks/useNetwork.js'
export { useModal, type ModalControls } from './hooks/useModal.js'
export { useHatchState } from './hooks/useHatchState.js'
export { usePluginState } from './hooks/usePluginState.js'
export { usePluginController } from './hooks/usePluginController.js'
export { useRouter } from './hooks/useRouter.js'
export { useToasts } from './hooks/useToasts.js'
export { useAdapter } from './hooks/useAdapter.js'
export { useMessages, type ErrorMessageId } from './hooks/useMessages.js'
export { useLocale, type LocaleInfo } from './hooks/useLocale.js'
export type { ViewProps } from './modal/ViewProps.js'
export type { MessageId, Messages } from './messages/en.js'
