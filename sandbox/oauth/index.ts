export {
  SANDBOX_PROVIDER_SHAPES,
  SANDBOX_SOCIAL_PROVIDERS,
  type SandboxProviderShape,
  type SandboxSocialProvider,
  type SandboxSocialUser,
} from './providers.js'
export { startOAuthProvider, type RunningOAuthProvider, type SandboxOAuthClient, type SandboxProviderEndpoints } from './startOAuthProvider.js'
export { startOAuthProviders, type RunningOAuthProviders } from './startOAuthProviders.js'
export { providerUrlKey, sandboxProviderSettings, type SecureSiteProviderSettings } from './secureSiteSettings.js'
export { SANDBOX_FARCASTER_ACCOUNTS, type SandboxFarcasterAccount } from './farcaster/accounts.js'
export { startFarcasterRelay, type RunningFarcasterRelay } from './farcaster/startFarcasterRelay.js'
