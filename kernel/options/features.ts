/** Social providers a host may list in `features.socials`. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/**
 * Feature switches (spec §3). Host features are decided by the host; remote features
 * (swaps, onramp, email, socials, activity, reownBranding, multiWallet, emailCapture) are
 * decided by the project configuration when it is fetched, and a local value is then ignored.
 * Plugins may read further keys.
 */
export interface HatchFeatures {
  receive?: boolean
  send?: boolean
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
  /** When on, email and socials are off (spec §5). */
  pay?: boolean
  swaps?: boolean | string[]
  onramp?: boolean | string[]
  email?: boolean
  socials?: false | SocialProvider[]
  activity?: boolean
  reownBranding?: boolean
  multiWallet?: boolean
  emailCapture?: boolean | string[]
  [feature: string]: unknown
}
