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
  /** Account action ids of the registered plugins (each plugin names its own in {@link WalletFeatureIds}). */
  walletFeaturesOrder?: Array<keyof WalletFeatureIds | (string & {})>
  /** Connect methods: `wallet` (the shell's wallet list) or a registered plugin's connect `method` ({@link ConnectMethodIds}). */
  connectMethodsOrder?: Array<keyof ConnectMethodIds | (string & {})>
  reownBranding?: boolean
  [feature: string]: unknown
}

/**
 * The Account action ids `features.walletFeaturesOrder` suggests: each plugin that contributes an
 * action adds its id by augmenting this interface from `'hatch'` (the kernel names none).
 */
export interface WalletFeatureIds {}

/** The connect methods `features.connectMethodsOrder` suggests: the shell's wallet list, and each plugin's own `method`. */
export interface ConnectMethodIds {
  wallet: true
}
