/**
 * Feature switches (spec §3): the shell's settings here; each plugin adds its gate's key (and the
 * values it takes) by augmenting this interface from `'hatch'`. Host features are decided by the
 * host; remote features are decided by the project configuration when it is fetched, and a local
 * value is then ignored.
 */
export interface HatchFeatures {
  emailShowWallets?: boolean
  connectorTypeOrder?: Array<'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'>
  analytics?: boolean
  allWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  /** Account action ids: the built-in onramp, swaps, receive, send, or a registered plugin's action id. */
  walletFeaturesOrder?: Array<'onramp' | 'swaps' | 'receive' | 'send' | (string & {})>
  /** Connect methods: the built-in wallet, email, social, or a registered plugin's connect `method`. */
  connectMethodsOrder?: Array<'wallet' | 'email' | 'social' | (string & {})>
  reownBranding?: boolean
  [feature: string]: unknown
}
