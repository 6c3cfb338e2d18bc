/**
 * Social-login configuration from the environment (docs/socials.md): a provider is on with its
 * client id and secret and the real provider's endpoints; endpoints may be replaced; a bad value
 * names its variable; Farcaster needs a way to read custody addresses.
 */
import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../../secure-site/index.js'
import { resolveProviders } from '../../../secure-site/oauth/providerSettings.js'

const base = {
  SECURE_SITE_ALLOWED_ORIGINS: 'https://shop.example',
  SMTP_HOST: 'smtp.example',
  SMTP_FROM: 'Wallet <wallet@shop.example>',
  SECURE_SITE_OTP_PEPPER: 'ab'.repeat(32),
  SECURE_SITE_SHARE_KEY: 'cd'.repeat(32),
}

describe('social providers from the environment', () => {
  it('turns on a provider with its client id and secret, with the real endpoints', () => {
    const config = configFromEnv({
      ...base,
      SECURE_SITE_OAUTH_GOOGLE_CLIENT_ID: 'gid.apps.googleusercontent.com',
      SECURE_SITE_OAUTH_GOOGLE_CLIENT_SECRET: 'gsecret',
      SECURE_SITE_OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc',
      SECURE_SITE_OAUTH_GITHUB_CLIENT_SECRET: 'ghsecret',
    })
    const providers = resolveProviders(config.oauth)
    expect([...providers.keys()]).toEqual(['google', 'github'])
    expect(providers.get('google')).toMatchObject({
      clientId: 'gid.apps.googleusercontent.com',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      profile: 'oidc',
    })
    expect(providers.get('github')).toMatchObject({
      profileEndpoint: 'https://api.github.com/user',
      profile: 'github',
      tokenEndpointAuthMethod: 'client_secret_post',
    })
    expect(config.oauth.farcaster).toBeUndefined()
  })

  it('takes other endpoints for a provider', () => {
    const config = configFromEnv({
      ...base,
      SECURE_SITE_OAUTH_DISCORD_CLIENT_ID: 'd',
      SECURE_SITE_OAUTH_DISCORD_CLIENT_SECRET: 's',
      SECURE_SITE_OAUTH_DISCORD_TOKEN_ENDPOINT: 'https://discord.internal.example/api/oauth2/token',
    })
    expect(resolveProviders(config.oauth).get('discord')).toMatchObject({
      tokenEndpoint: 'https://discord.internal.example/api/oauth2/token',
      authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    })
  })

  it('names the variable of a bad value', () => {
    expect(() =>
      configFromEnv({
        ...base,
        SECURE_SITE_OAUTH_X_CLIENT_ID: 'x',
        SECURE_SITE_OAUTH_X_CLIENT_SECRET: 's',
        SECURE_SITE_OAUTH_X_TOKEN_ENDPOINT: 'http://api.x.example/2/oauth2/token',
      }),
    ).toThrow('SECURE_SITE_OAUTH_X_TOKEN_ENDPOINT (oauth.providers.x.tokenEndpoint: must be https (plain http only on 127.0.0.1 / localhost))')
    expect(() => configFromEnv({ ...base, SECURE_SITE_OAUTH_APPLE_CLIENT_ID: 'com.shop.wallet' })).toThrow(
      'SECURE_SITE_OAUTH_APPLE_CLIENT_SECRET (oauth.providers.apple.clientSecret:',
    )
  })

  it('turns on Farcaster with an OP Mainnet RPC, and refuses it without a way to read custody addresses', () => {
    const config = configFromEnv({ ...base, SECURE_SITE_FARCASTER_OPTIMISM_RPC_URL: 'https://optimism.rpc.example' })
    expect(config.oauth.farcaster).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      optimismRpcUrl: 'https://optimism.rpc.example',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    })
    expect(() => configFromEnv({ ...base, SECURE_SITE_FARCASTER_RELAY_URL: 'https://relay.example' })).toThrow(
      'needs optimismRpcUrl (or custodyUrl) to read custody addresses',
    )
  })
})
