import * as v from 'valibot'

/** The social providers of spec §5 (farcaster has its own flow). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How the signed-in account is read: an OpenID ID token, or the provider's own profile endpoint. */
export type ProfileShape = 'oidc' | 'github' | 'discord' | 'x' | 'facebook'

/** The endpoints and habits of a provider (the real one's by default; the sandbox's in the sandbox). */
export interface ProviderPreset {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri?: string
  profileEndpoint?: string
  scope: string
  profile: ProfileShape
  tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post'
  /** Whether the provider sends RFC 9207's `iss` with the authorization response. */
  sendsIssuer: boolean
}

/**
 * The real providers' endpoints (their published documentation), used when a provider is
 * configured with only a client id and secret. Apple's client secret is the ES256 JWT you sign
 * with your key (it expires after at most six months).
 */
export const REAL_PROVIDERS: Record<SocialProvider, ProviderPreset> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid',
    profile: 'oidc',
    tokenEndpointAuthMethod: 'client_secret_post',
    sendsIssuer: true,
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    // Only `openid`: asking for name or email makes Apple require response_mode=form_post.
    scope: 'openid',
    profile: 'oidc',
    tokenEndpointAuthMethod: 'client_secret_post',
    sendsIssuer: false,
  },
  github: {
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    profileEndpoint: 'https://api.github.com/user',
    scope: 'read:user',
    profile: 'github',
    tokenEndpointAuthMethod: 'client_secret_post',
    sendsIssuer: false,
  },
  discord: {
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    profileEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify',
    profile: 'discord',
    tokenEndpointAuthMethod: 'client_secret_basic',
    sendsIssuer: false,
  },
  x: {
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    profileEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    profile: 'x',
    tokenEndpointAuthMethod: 'client_secret_basic',
    sendsIssuer: false,
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileEndpoint: 'https://graph.facebook.com/me',
    scope: 'public_profile',
    profile: 'facebook',
    tokenEndpointAuthMethod: 'client_secret_post',
    sendsIssuer: false,
  },
}

const endpoint = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.check(
    (u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(`${u}/`),
    'must be https (plain http only on 127.0.0.1 / localhost)',
  ),
)

/** One provider's settings: a client id and secret, and optionally other endpoints than the real provider's. */
export const ProviderSettingsSchema = v.strictObject({
  clientId: v.pipe(v.string(), v.minLength(1, 'must be the client id the provider gave you')),
  clientSecret: v.pipe(v.string(), v.minLength(1, 'must be the client secret the provider gave you')),
  issuer: v.optional(endpoint),
  authorizationEndpoint: v.optional(endpoint),
  tokenEndpoint: v.optional(endpoint),
  jwksUri: v.optional(endpoint),
  profileEndpoint: v.optional(endpoint),
  scope: v.optional(v.pipe(v.string(), v.regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, 'must be space-separated scope tokens'))),
  tokenEndpointAuthMethod: v.optional(v.picklist(['client_secret_basic', 'client_secret_post'])),
  sendsIssuer: v.optional(v.boolean()),
})
export type ProviderSettings = v.InferOutput<typeof ProviderSettingsSchema>

/** The Farcaster ID registry on OP Mainnet (custodyOf(fid) names the key that signs for an account). */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * Sign In With Farcaster: the relay that carries the request to the visitor's Farcaster app, and
 * where the custody address of an fid is read: an OP Mainnet RPC (the ID registry contract), or an
 * HTTP endpoint answering `GET <custodyUrl>/<fid>` → `{ custodyAddress }` (the sandbox's).
 */
export const FarcasterSettingsSchema = v.pipe(
  v.strictObject({
    relayUrl: v.optional(endpoint, 'https://relay.farcaster.xyz'),
    optimismRpcUrl: v.optional(endpoint),
    idRegistry: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address')), FARCASTER_ID_REGISTRY),
    custodyUrl: v.optional(endpoint),
  }),
  v.check((f) => Boolean(f.optimismRpcUrl || f.custodyUrl), 'needs optimismRpcUrl (or custodyUrl) to read custody addresses'),
)
export type FarcasterSettings = v.InferOutput<typeof FarcasterSettingsSchema>

/** `oauth` in the secure site's configuration: the enabled providers and the life of a flow. */
export const OAuthSettingsSchema = v.strictObject({
  providers: v.optional(
    v.strictObject(
      Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, v.optional(ProviderSettingsSchema)])) as Record<
        SocialProvider,
        v.OptionalSchema<typeof ProviderSettingsSchema, undefined>
      >,
    ),
    {},
  ),
  /** Sign In With Farcaster; absent = off. */
  farcaster: v.optional(FarcasterSettingsSchema),
  /** A sign-in must finish within this (10 minutes, SECURE-FRAME.md). */
  flowTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1_000), v.maxValue(3_600_000)), 600_000),
  /** Sign-ins (social and Farcaster) one client IP may begin per hour; each writes a row and may open a relay channel. */
  beginsPerHourPerIp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 60),
})
export type OAuthSettings = v.InferOutput<typeof OAuthSettingsSchema>

/** A configured provider: the preset with the configuration's overrides. */
export interface ResolvedProvider extends ProviderPreset {
  provider: SocialProvider
  clientId: string
  clientSecret: string
}

/** The providers that have a client id, with their endpoints resolved. */
export function resolveProviders(settings: OAuthSettings): Map<SocialProvider, ResolvedProvider> {
  const resolved = new Map<SocialProvider, ResolvedProvider>()
  for (const provider of SOCIAL_PROVIDERS) {
    const own = settings.providers[provider]
    if (!own) continue
    const preset = REAL_PROVIDERS[provider]
    const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined))
    resolved.set(provider, { ...preset, ...defined, provider } as ResolvedProvider)
  }
  return resolved
}
