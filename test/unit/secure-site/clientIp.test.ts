/**
 * The client IP of the per-IP limits behind proxies (issue 28 item 3): the X-Forwarded-For entry
 * `trustProxy` hops from the right, never an entry the client wrote itself.
 */
import { describe, expect, it } from 'vitest'
import { clientIpOf } from '../../../secure-site/http/clientIp.js'
import { configFromEnv, parseSecureSiteConfig } from '../../../secure-site/index.js'

describe('clientIpOf', () => {
  it('takes the entry the last proxy appended, not the one the client forged at the left', () => {
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('counts as many hops from the right as there are proxies', () => {
    expect(clientIpOf('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7')
  })

  it('gives the leftmost entry when the header is shorter than the chain of proxies', () => {
    expect(clientIpOf('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7')
  })

  it('ignores the header without trusted proxies, and an empty header', () => {
    expect(clientIpOf('198.51.100.4', '6.6.6.6', 0)).toBe('198.51.100.4')
    expect(clientIpOf('198.51.100.4', ' , ', 1)).toBe('198.51.100.4')
  })
})

describe('trustProxy setting', () => {
  const base = {
    allowedOrigins: ['https://shop.example'],
    smtp: { host: 'smtp.example', port: 587, from: 'Wallet <wallet@example.com>' },
    secrets: { otpPepper: 'a'.repeat(64), shareEncryptionKey: 'b'.repeat(64) },
  }
  const env = {
    SECURE_SITE_ALLOWED_ORIGINS: 'https://shop.example',
    SMTP_HOST: 'smtp.example',
    SMTP_FROM: 'wallet@example.com',
    SECURE_SITE_OTP_PEPPER: 'a'.repeat(64),
    SECURE_SITE_SHARE_KEY: 'b'.repeat(64),
  }

  it('reads true as one proxy, false as none and a number as that many', () => {
    expect(parseSecureSiteConfig(base).trustProxy).toBe(0)
    expect(parseSecureSiteConfig({ ...base, trustProxy: true }).trustProxy).toBe(1)
    expect(parseSecureSiteConfig({ ...base, trustProxy: 2 }).trustProxy).toBe(2)
    expect(configFromEnv({ ...env, SECURE_SITE_TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(configFromEnv({ ...env, SECURE_SITE_TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(configFromEnv({ ...env, SECURE_SITE_TRUST_PROXY: 'false' }).trustProxy).toBe(0)
  })

  it('names the variable of a value that is neither', () => {
    expect(() => configFromEnv({ ...env, SECURE_SITE_TRUST_PROXY: 'yes' })).toThrow(
      /SECURE_SITE_TRUST_PROXY \(trustProxy: must be true, false or the number of proxies/,
    )
  })
})
