import { describe, expect, it } from 'vitest'
import { configFromEnv, parseSecureSiteConfig, SecureSiteConfigError } from '../../../secure-site/index.js'
import { isAllowedOrigin, originProblem } from '../../../secure-site/config/origins.js'

const base = {
  allowedOrigins: ['https://shop.example'],
  smtp: { host: 'smtp.example', port: 587, from: 'Wallet <wallet@example.com>' },
  secrets: { otpPepper: 'a'.repeat(64), shareEncryptionKey: 'b'.repeat(64) },
}
const env = {
  SECURE_SITE_ALLOWED_ORIGINS: 'https://shop.example, http://127.0.0.1:5173',
  SMTP_HOST: 'smtp.example',
  SMTP_FROM: 'wallet@example.com',
  SECURE_SITE_OTP_PEPPER: 'a'.repeat(64),
  SECURE_SITE_SHARE_KEY: 'b'.repeat(64),
}

function problems(input: unknown): string[] {
  try {
    parseSecureSiteConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(SecureSiteConfigError)
    return (error as SecureSiteConfigError).problems
  }
  throw new Error('expected the configuration to be refused')
}

describe('secure-site configuration', () => {
  it("fills SECURE-FRAME.md's defaults", () => {
    const config = parseSecureSiteConfig(base)
    expect(config.listen).toEqual({ host: '127.0.0.1', port: 8787 })
    expect(config.otp).toEqual({
      codeTtlMs: 600_000,
      resendCooldownMs: 30_000,
      maxAttempts: 5,
      sendsPerHourPerEmail: 5,
      sendsPerHourPerIp: 20,
      failuresPerHourBeforeLock: 10,
      failuresPerHourPerIpBeforeLock: 30,
      lockMs: 3_600_000,
    })
    expect(config.session).toEqual({ accessTtlMs: 900_000, refreshTtlMs: 604_800_000, maxAgeMs: 2_592_000_000 })
    expect(config.database).toEqual({})
  })

  it.each([
    ['https://*.example.com', 'has a wildcard'],
    ['null', "'null' (opaque origins) can never be allowed"],
    ['http://shop.example', 'uses plain http on a non-loopback host'],
    ['https://shop.example/', 'is not an exact origin'],
    ['https://shop.example/path', 'is not an exact origin'],
    ['ftp://shop.example', 'must use https'],
    ['shop.example', 'is not a URL'],
  ])('refuses the allowed origin %s, saying it %s', (origin, why) => {
    const found = problems({ ...base, allowedOrigins: ['https://ok.example', origin] })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^allowedOrigins\.1: /)
    expect(found[0]).toContain(why)
  })

  it('allows http only on loopback, and compares origins exactly', () => {
    expect(originProblem('http://127.0.0.1:5173')).toBeUndefined()
    expect(originProblem('http://localhost:3000')).toBeUndefined()
    expect(isAllowedOrigin(['https://shop.example'], 'https://shop.example')).toBe(true)
    expect(isAllowedOrigin(['https://shop.example'], 'https://shop.example.evil.test')).toBe(false)
    expect(isAllowedOrigin(['https://shop.example'], 'https://evil.test/https://shop.example')).toBe(false)
    expect(isAllowedOrigin(['https://shop.example'], 'null')).toBe(false)
    expect(isAllowedOrigin(['https://shop.example'], undefined)).toBe(false)
  })

  it('lists every problem with its setting', () => {
    const found = problems({
      ...base,
      allowedOrigins: [],
      secrets: { otpPepper: 'short', shareEncryptionKey: 'b'.repeat(64) },
      session: { accessTtlMs: 3_600_000 },
      surprise: 1,
    })
    expect(found).toEqual(
      expect.arrayContaining([
        'allowedOrigins: must list at least one page origin (or give projects)',
        'secrets.otpPepper: must be 32 bytes as 64 hex characters',
        'session.accessTtlMs: must be at most 15 minutes (900000 ms)',
        expect.stringMatching(/^surprise: /),
      ]),
    )
  })

  it('gives each listed project its own origins, others the shared list, and none when neither exists', async () => {
    const { originsForProject } = await import('../../../secure-site/index.js')
    const shared = parseSecureSiteConfig({ ...base, projects: { shop: { allowedOrigins: ['https://shop.example', 'https://www.shop.example'] } } })
    expect(originsForProject(shared, 'shop')).toEqual(['https://shop.example', 'https://www.shop.example'])
    expect(originsForProject(shared, 'other')).toEqual(['https://shop.example'])
    const only = parseSecureSiteConfig({ ...base, allowedOrigins: [], projects: { shop: { allowedOrigins: ['https://shop.example'] } } })
    expect(originsForProject(only, 'other')).toBeUndefined()
    expect(originsForProject(only, '__proto__')).toBeUndefined()
    expect(problems({ ...base, projects: { shop: { allowedOrigins: ['https://*.shop.example'] } } })).toEqual([
      "projects.shop.allowedOrigins.0: 'https://*.shop.example' has a wildcard; list each origin exactly",
    ])
    expect(configFromEnv({ ...env, SECURE_SITE_ALLOWED_ORIGINS: undefined, SECURE_SITE_PROJECTS: '{"shop":["https://shop.example"]}' }).projects).toEqual({
      shop: { allowedOrigins: ['https://shop.example'] },
    })
    expect(() => configFromEnv({ ...env, SECURE_SITE_PROJECTS: 'shop=https://shop.example' })).toThrow('SECURE_SITE_PROJECTS')
  })

  it('reads the environment, naming the variable of each bad value', () => {
    const config = configFromEnv({
      ...env,
      DATABASE_URL: 'postgres://u@db.internal/wallet',
      SECURE_SITE_RPC_URLS: 'eip155:1=https://rpc.example/a,eip155:10=https://rpc.example/b',
      SECURE_SITE_PORT: '9000',
    })
    expect(config.allowedOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:5173'])
    expect(config.database).toEqual({ url: 'postgres://u@db.internal/wallet' })
    expect(config.rpcUrls).toEqual({ 'eip155:1': 'https://rpc.example/a', 'eip155:10': 'https://rpc.example/b' })
    expect(config.listen.port).toBe(9000)
    expect(config.smtp).toEqual({ host: 'smtp.example', port: 587, secure: false, from: 'wallet@example.com' })

    expect(() => configFromEnv({ ...env, SECURE_SITE_ALLOWED_ORIGINS: '*' })).toThrow(
      "SECURE_SITE_ALLOWED_ORIGINS (allowedOrigins.0: '*' has a wildcard; list each origin exactly)",
    )
    expect(() => configFromEnv({ ...env, SECURE_SITE_PORT: 'eighty' })).toThrow('SECURE_SITE_PORT (listen.port:')
    expect(() => configFromEnv({ ...env, DATABASE_URL: 'mysql://x' })).toThrow("DATABASE_URL (database.url: must start with 'postgres://' or 'postgresql://')")
    expect(() => configFromEnv({ ...env, SECURE_SITE_SHARE_KEY: undefined })).toThrow(
      'SECURE_SITE_SHARE_KEY (secrets.shareEncryptionKey: must be 32 bytes as 64 hex characters)',
    )
    expect(() => configFromEnv({ ...env, SECURE_SITE_RPC_URLS: 'not a list' })).toThrow('SECURE_SITE_RPC_URLS')
  })

  it("reads the networks' names the approvals show (issue 24 item 7), naming a bad entry", () => {
    expect(parseSecureSiteConfig(base).networkNames).toEqual({})
    const config = configFromEnv({ ...env, SECURE_SITE_NETWORK_NAMES: 'eip155:713101=Hatch Mainnet, eip155:8453=Base' })
    expect(config.networkNames).toEqual({ 'eip155:713101': 'Hatch Mainnet', 'eip155:8453': 'Base' })
    expect(() => configFromEnv({ ...env, SECURE_SITE_NETWORK_NAMES: 'eip155:1=' })).toThrow(
      'SECURE_SITE_NETWORK_NAMES (networkNames.eip155:1: must not be empty)',
    )
    expect(problems({ ...base, networkNames: { mainnet: 'Ethereum' } })).toEqual([expect.stringMatching(/^networkNames.*must be a CAIP-2 chain id/)])
  })
})
