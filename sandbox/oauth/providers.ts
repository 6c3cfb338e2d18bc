/**
 * The six sandbox identity providers (spec §5: google, github, apple, facebook, x, discord). Each
 * is a real OAuth 2.0 authorization server (oidc-provider) on its own 127.0.0.1 port, with the
 * paths and profile shapes of the real provider, so the secure site's code for the real one runs
 * against it unchanged: google and apple are OpenID Connect (an ID token with the nonce), github,
 * discord, x and facebook are plain OAuth 2.0 plus their own "who am I" endpoint.
 */

/** A social provider's id, as the spec spells it. */
export type SandboxSocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** The providers, in spec §5's order. */
export const SANDBOX_SOCIAL_PROVIDERS: readonly SandboxSocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/** A seeded account of a sandbox provider. */
export interface SandboxSocialUser {
  /** The provider's stable id of the account (OpenID `sub`, GitHub's numeric id ...). */
  subject: string
  /** The visible name the consent page lists. */
  name: string
  /** The handle, where the provider has one (github login, discord / x username). */
  username?: string
  email?: string
}

/** How a provider is shaped: its routes and what it answers about the signed-in account. */
export interface SandboxProviderShape {
  /** The name on the consent page ("Google"). */
  displayName: string
  /** OpenID Connect (ID token) or plain OAuth 2.0 with a profile endpoint. */
  kind: 'oidc' | 'oauth2'
  /** Scopes the provider knows (besides OpenID's). */
  scopes: readonly string[]
  /** Where the authorization and token endpoints are (the real provider's paths). */
  routes: { authorization: string; token: string; userinfo?: string; jwks?: string }
  /** The profile endpoint of an OAuth 2.0 provider and its answer for a user. */
  profile?: { path: string; body(user: SandboxSocialUser): unknown }
  /** How the client authenticates at the token endpoint (as the real provider expects). */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  users: readonly SandboxSocialUser[]
}

/** The shapes of the six providers, each with three seeded users. */
export const SANDBOX_PROVIDER_SHAPES: Record<SandboxSocialProvider, SandboxProviderShape> = {
  google: {
    displayName: 'Google',
    kind: 'oidc',
    scopes: [],
    routes: { authorization: '/o/oauth2/v2/auth', token: '/token', userinfo: '/v1/userinfo', jwks: '/oauth2/v3/certs' },
    tokenAuth: 'client_secret_post',
    users: [
      { subject: '104857600000000000001', name: 'Ada Lovelace', email: 'ada@gmail.sandbox' },
      { subject: '104857600000000000002', name: 'Alan Turing', email: 'alan@gmail.sandbox' },
      { subject: '104857600000000000003', name: 'Grace Hopper', email: 'grace@gmail.sandbox' },
    ],
  },
  apple: {
    displayName: 'Apple',
    kind: 'oidc',
    scopes: [],
    routes: { authorization: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys' },
    tokenAuth: 'client_secret_post',
    users: [
      { subject: '001234.5f2a0c1e9b7d4e6f8a1b2c3d4e5f6a7b.0101', name: 'Katherine Johnson', email: 'katherine@privaterelay.apple.sandbox' },
      { subject: '001234.6e3b1d2f0c8e5f7a9b2c3d4e5f6a7b8c.0202', name: 'Dorothy Vaughan', email: 'dorothy@privaterelay.apple.sandbox' },
      { subject: '001234.7f4c2e3a1d9f6a8b0c3d4e5f6a7b8c9d.0303', name: 'Mary Jackson', email: 'mary@privaterelay.apple.sandbox' },
    ],
  },
  github: {
    displayName: 'GitHub',
    kind: 'oauth2',
    scopes: ['read:user', 'user:email'],
    routes: { authorization: '/login/oauth/authorize', token: '/login/oauth/access_token' },
    profile: { path: '/user', body: (u) => ({ id: Number(u.subject), login: u.username, name: u.name, email: u.email ?? null }) },
    tokenAuth: 'client_secret_post',
    users: [
      { subject: '5830001', name: 'Linus Torvalds', username: 'torvalds-sandbox' },
      { subject: '5830002', name: 'Margaret Hamilton', username: 'mhamilton' },
      { subject: '5830003', name: 'Ken Thompson', username: 'ken' },
    ],
  },
  discord: {
    displayName: 'Discord',
    kind: 'oauth2',
    scopes: ['identify', 'email'],
    routes: { authorization: '/oauth2/authorize', token: '/api/oauth2/token' },
    profile: { path: '/api/users/@me', body: (u) => ({ id: u.subject, username: u.username, global_name: u.name, email: u.email ?? null }) },
    tokenAuth: 'client_secret_basic',
    users: [
      // Spec §5's Discord rule: a username ending in 0 is shown without that digit.
      { subject: '801234567890123450', name: 'Hedy Lamarr', username: 'hedylamarr0' },
      { subject: '801234567890123451', name: 'Radia Perlman', username: 'radia' },
      { subject: '801234567890123452', name: 'Barbara Liskov', username: 'liskov' },
    ],
  },
  x: {
    displayName: 'X',
    kind: 'oauth2',
    scopes: ['users.read', 'tweet.read'],
    routes: { authorization: '/i/oauth2/authorize', token: '/2/oauth2/token' },
    profile: { path: '/2/users/me', body: (u) => ({ data: { id: u.subject, name: u.name, username: u.username } }) },
    tokenAuth: 'client_secret_basic',
    users: [
      { subject: '1650000000000000001', name: 'Tim Berners-Lee', username: 'timbl_sandbox' },
      { subject: '1650000000000000002', name: 'Frances Allen', username: 'fallen' },
      { subject: '1650000000000000003', name: 'John McCarthy', username: 'jmc' },
    ],
  },
  facebook: {
    displayName: 'Facebook',
    kind: 'oauth2',
    scopes: ['public_profile', 'email'],
    routes: { authorization: '/v19.0/dialog/oauth', token: '/v19.0/oauth/access_token' },
    profile: { path: '/me', body: (u) => ({ id: u.subject, name: u.name, ...(u.email ? { email: u.email } : {}) }) },
    tokenAuth: 'client_secret_post',
    users: [
      { subject: '10160000000000001', name: 'Annie Easley', email: 'annie@facebook.sandbox' },
      { subject: '10160000000000002', name: 'Claude Shannon', email: 'claude@facebook.sandbox' },
      { subject: '10160000000000003', name: 'Shafi Goldwasser', email: 'shafi@facebook.sandbox' },
    ],
  },
}
