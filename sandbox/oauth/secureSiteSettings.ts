import { SANDBOX_PROVIDER_SHAPES, SANDBOX_SOCIAL_PROVIDERS, type SandboxSocialProvider } from './providers.js'

/** One provider's settings as the secure site's `oauth.providers.<name>` takes them. */
export interface SecureSiteProviderSettings {
  clientId: string
  clientSecret: string
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri?: string
  profileEndpoint?: string
  scope: string
  tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post'
  sendsIssuer: boolean
}

/**
 * The secure site's `oauth.providers` for the sandbox providers at `urls` (each provider's base
 * URL): the same paths the real providers use, on 127.0.0.1, with one client id and secret.
 */
export function sandboxProviderSettings(
  urls: Partial<Record<SandboxSocialProvider, string>>,
  client: { clientId: string; clientSecret: string },
): Partial<Record<SandboxSocialProvider, SecureSiteProviderSettings>> {
  const settings: Partial<Record<SandboxSocialProvider, SecureSiteProviderSettings>> = {}
  for (const provider of SANDBOX_SOCIAL_PROVIDERS) {
    const url = urls[provider]
    if (!url) continue
    const shape = SANDBOX_PROVIDER_SHAPES[provider]
    settings[provider] = {
      ...client,
      issuer: url,
      authorizationEndpoint: `${url}${shape.routes.authorization}`,
      tokenEndpoint: `${url}${shape.routes.token}`,
      ...(shape.kind === 'oidc' ? { jwksUri: `${url}${shape.routes.jwks}` } : {}),
      ...(shape.profile ? { profileEndpoint: `${url}${shape.profile.path}` } : {}),
      scope: shape.kind === 'oidc' ? 'openid' : shape.scopes.join(' '),
      tokenEndpointAuthMethod: shape.tokenAuth,
      // oidc-provider sends RFC 9207's iss with every authorization response; the secure site checks it.
      sendsIssuer: true,
    }
  }
  return settings
}

/** The sandbox URL key of a provider (`urls.oauthGoogle` ...). */
export const providerUrlKey = (provider: SandboxSocialProvider) => `oauth${provider === 'x' ? 'X' : provider[0]?.toUpperCase() + provider.slice(1)}`
