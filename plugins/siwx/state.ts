import type { SiwxMessage } from './types.js'

/** The siwx plugin's state slice (`state.plugins.siwx`), read by its view and its close rule. */
export interface SiwxState {
  /** A `siwx` or `siweConfig` option is set (otherwise the plugin does nothing: 'SIWX is not enabled'). */
  enabled: boolean
  /** Sign-in is required: while a sign-in is pending the modal cannot be closed (spec §2). */
  required: boolean
  /** The sign-in SIWXSignMessage asks for, when one is pending: who, on which network, and the message once created. */
  pending?: { chainId: `${string}:${string}`; address: string; message?: SiwxMessage }
  /** 'preparing': creating the message; 'signing': waiting for the wallet and the backend. */
  status: 'idle' | 'preparing' | 'signing'
}
