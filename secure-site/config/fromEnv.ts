import { parseSecureSiteConfig, SecureSiteConfigError, type SecureSiteConfig } from './schema.js'
import { SOCIAL_PROVIDERS } from '../oauth/providerSettings.js'

/** The environment variables the secure site reads, by configuration path (docs/secure-site.md). */
export const ENV_VARIABLES = {
  'listen.host': 'SECURE_SITE_HOST',
  'listen.port': 'SECURE_SITE_PORT',
  publicOrigin: 'SECURE_SITE_PUBLIC_ORIGIN',
  allowedOrigins: 'SECURE_SITE_ALLOWED_ORIGINS',
  projects: 'SECURE_SITE_PROJECTS',
  'database.url': 'DATABASE_URL',
  'database.pgliteDataDir': 'SECURE_SITE_PGLITE_DIR',
  'smtp.host': 'SMTP_HOST',
  'smtp.port': 'SMTP_PORT',
  'smtp.secure': 'SMTP_SECURE',
  'smtp.user': 'SMTP_USER',
  'smtp.pass': 'SMTP_PASS',
  'smtp.from': 'SMTP_FROM',
  'secrets.otpPepper': 'SECURE_SITE_OTP_PEPPER',
  'secrets.shareEncryptionKey': 'SECURE_SITE_SHARE_KEY',
  'secrets.previousShareEncryptionKeys': 'SECURE_SITE_SHARE_KEY_PREVIOUS',
  rpcUrls: 'SECURE_SITE_RPC_URLS',
  networkNames: 'SECURE_SITE_NETWORK_NAMES',
  trustProxy: 'SECURE_SITE_TRUST_PROXY',
  smartAccounts: 'SECURE_SITE_SMART_ACCOUNTS',
  twoStep: 'SECURE_SITE_TWO_STEP',
  'passkeys.enabled': 'SECURE_SITE_PASSKEYS',
  'passkeys.rpName': 'SECURE_SITE_PASSKEY_RP_NAME',
  'passkeys.origin': 'SECURE_SITE_PASSKEY_ORIGIN',
} as const

/** Settings of one social provider, by field: `SECURE_SITE_OAUTH_<PROVIDER>_<SUFFIX>` (docs/socials.md). */
export const OAUTH_ENV_SUFFIXES = {
  clientId: 'CLIENT_ID',
  clientSecret: 'CLIENT_SECRET',
  issuer: 'ISSUER',
  authorizationEndpoint: 'AUTHORIZATION_ENDPOINT',
  tokenEndpoint: 'TOKEN_ENDPOINT',
  jwksUri: 'JWKS_URI',
  profileEndpoint: 'PROFILE_ENDPOINT',
  scope: 'SCOPE',
  tokenEndpointAuthMethod: 'TOKEN_AUTH_METHOD',
} as const

/** Sign In With Farcaster from the environment: on when any of its variables is set. */
export const FARCASTER_ENV = {
  relayUrl: 'SECURE_SITE_FARCASTER_RELAY_URL',
  optimismRpcUrl: 'SECURE_SITE_FARCASTER_OPTIMISM_RPC_URL',
  idRegistry: 'SECURE_SITE_FARCASTER_ID_REGISTRY',
  custodyUrl: 'SECURE_SITE_FARCASTER_CUSTODY_URL',
} as const

function farcasterSettings(env: Env): Record<string, string> | undefined {
  const fields = Object.entries(FARCASTER_ENV).flatMap(([field, name]) => {
    const value = text(env[name])
    return value === undefined ? [] : [[field, value] as const]
  })
  return fields.length ? Object.fromEntries(fields) : undefined
}

/** The configured social providers from the environment: a provider is on when its client id is set. */
function oauthProviders(env: Env): Record<string, Record<string, string>> | undefined {
  const providers: Record<string, Record<string, string>> = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SECURE_SITE_OAUTH_${provider.toUpperCase()}_`
    const fields = Object.entries(OAUTH_ENV_SUFFIXES).flatMap(([field, suffix]) => {
      const value = text(env[`${prefix}${suffix}`])
      return value === undefined ? [] : [[field, value] as const]
    })
    if (fields.length) providers[provider] = Object.fromEntries(fields)
  }
  return Object.keys(providers).length ? providers : undefined
}

type Env = Record<string, string | undefined>

const number = (value: string | undefined): number | string | undefined =>
  value === undefined || value === '' ? undefined : /^\d+$/.test(value) ? Number(value) : value
const bool = (value: string | undefined): boolean | string | undefined =>
  value === undefined || value === '' ? undefined : value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value
/** `true`/`false`/`1`/`0` as booleans, `2`… as a number of proxies; anything else left for validation to name. */
const proxies = (value: string | undefined): boolean | number | string | undefined =>
  value === undefined || value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value
const text = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value)
const list = (value: string | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)

/** `eip155:1=https://rpc.example,solana:5eyk...=https://...` (or `eip155:1=Ethereum,...`) → record. */
function rpcList(value: string | undefined): Record<string, string> | string | undefined {
  if (!value) return undefined
  const entries: [string, string][] = []
  for (const part of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = part.indexOf('=')
    if (at < 1) return value // left as a string so validation names the variable
    entries.push([part.slice(0, at), part.slice(at + 1)])
  }
  return Object.fromEntries(entries)
}

/** `{"shop":["https://shop.example"]}` (JSON) → `{ shop: { allowedOrigins: [...] } }`. */
function projectList(value: string | undefined): unknown {
  if (!value) return undefined
  try {
    const parsed = JSON.parse(value) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return value
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([id, origins]) => [id, { allowedOrigins: origins }]))
  } catch {
    return value // left as a string so validation names the variable
  }
}

/** JSON (`{"eip155:1":{"bundlerUrl":"...","factory":"0x..."}}`); text that is not JSON is left for validation to name. */
function jsonValue(value: string | undefined): unknown {
  if (!value) return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** Drops undefined values so valibot's defaults apply. */
function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/**
 * Reads the configuration from environment variables ({@link ENV_VARIABLES}) and validates it.
 * Errors name the variable, e.g. `SECURE_SITE_ALLOWED_ORIGINS (allowedOrigins.0): '*.example.com' has a wildcard`.
 */
export function configFromEnv(env: Env): SecureSiteConfig {
  const input = compact({
    listen: compact({ host: text(env.SECURE_SITE_HOST), port: number(env.SECURE_SITE_PORT) }),
    publicOrigin: text(env.SECURE_SITE_PUBLIC_ORIGIN),
    allowedOrigins: list(env.SECURE_SITE_ALLOWED_ORIGINS),
    projects: projectList(env.SECURE_SITE_PROJECTS),
    database: compact({ url: text(env.DATABASE_URL), pgliteDataDir: text(env.SECURE_SITE_PGLITE_DIR) }),
    smtp: compact({
      host: text(env.SMTP_HOST) ?? '',
      port: number(env.SMTP_PORT) ?? 587,
      secure: bool(env.SMTP_SECURE),
      user: text(env.SMTP_USER),
      pass: text(env.SMTP_PASS),
      from: text(env.SMTP_FROM) ?? '',
    }),
    secrets: compact({
      otpPepper: env.SECURE_SITE_OTP_PEPPER ?? '',
      shareEncryptionKey: env.SECURE_SITE_SHARE_KEY ?? '',
      previousShareEncryptionKeys: list(env.SECURE_SITE_SHARE_KEY_PREVIOUS),
    }),
    rpcUrls: rpcList(env.SECURE_SITE_RPC_URLS),
    networkNames: rpcList(env.SECURE_SITE_NETWORK_NAMES),
    trustProxy: proxies(env.SECURE_SITE_TRUST_PROXY),
    smartAccounts: jsonValue(env.SECURE_SITE_SMART_ACCOUNTS),
    twoStep: jsonValue(env.SECURE_SITE_TWO_STEP),
    passkeys: compact({ enabled: bool(env.SECURE_SITE_PASSKEYS), rpName: text(env.SECURE_SITE_PASSKEY_RP_NAME), origin: text(env.SECURE_SITE_PASSKEY_ORIGIN) }),
    oauth: compact({ providers: oauthProviders(env), farcaster: farcasterSettings(env) }),
  })
  try {
    return parseSecureSiteConfig(input)
  } catch (error) {
    if (!(error instanceof SecureSiteConfigError)) throw error
    throw new SecureSiteConfigError(
      error.problems.map((problem) => {
        const path = problem.slice(0, problem.indexOf(':'))
        const key = (Object.keys(ENV_VARIABLES) as (keyof typeof ENV_VARIABLES)[]).find((k) => path === k || path.startsWith(`${k}.`))
        const farcaster = /^oauth\.farcaster(?:\.(\w+))?/.exec(path)
        if (farcaster)
          return `${farcaster[1] && farcaster[1] in FARCASTER_ENV ? FARCASTER_ENV[farcaster[1] as keyof typeof FARCASTER_ENV] : 'SECURE_SITE_FARCASTER_*'} (${problem})`
        const oauth = /^oauth\.providers\.(\w+)\.(\w+)/.exec(path)
        if (oauth && oauth[2] && oauth[2] in OAUTH_ENV_SUFFIXES)
          return `SECURE_SITE_OAUTH_${String(oauth[1]).toUpperCase()}_${OAUTH_ENV_SUFFIXES[oauth[2] as keyof typeof OAUTH_ENV_SUFFIXES]} (${problem})`
        return key ? `${ENV_VARIABLES[key]} (${problem})` : problem
      }),
    )
  }
}
