import { describe, expect, it } from 'vitest'
import { configFromEnv, parseSecureSiteConfig, SecureSiteConfigError } from '../../../secure-site/index.js'
import { smartAccountNetworks } from '../../../secure-site/frame/smartAccountRpc.js'

const base = {
  allowedOrigins: ['https://shop.example'],
  smtp: { host: 'smtp.example', port: 587, from: 'Wallet <wallet@example.com>' },
  secrets: { otpPepper: 'a'.repeat(64), shareEncryptionKey: 'b'.repeat(64) },
  rpcUrls: { 'eip155:8453': 'https://base-rpc.example' },
}
const factory = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

function problems(input: unknown): string[] {
  try {
    parseSecureSiteConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(SecureSiteConfigError)
    return (error as SecureSiteConfigError).problems
  }
  throw new Error('expected the configuration to be refused')
}

describe('the secure site smartAccounts setting (docs/smart-accounts.md)', () => {
  it('takes a bundler and a factory per chain; the EntryPoint defaults to the canonical v0.8', () => {
    const config = parseSecureSiteConfig({ ...base, smartAccounts: { 'eip155:8453': { bundlerUrl: 'https://bundler.example/base', factory } } })
    expect(config.smartAccounts).toEqual({
      'eip155:8453': { bundlerUrl: 'https://bundler.example/base', factory, entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' },
    })
    // The frame serves it on that chain, by numeric id.
    expect([...smartAccountNetworks(config.smartAccounts as never, new Map([[8453, 'https://base-rpc.example']])).keys()]).toEqual([8453])
  })

  it('names each bad field, a non-EVM chain, and a chain without an RPC endpoint', () => {
    expect(problems({ ...base, smartAccounts: { 'eip155:8453': { bundlerUrl: 'ftp://bundler.example', factory: '0x12' } } })).toEqual([
      'smartAccounts.eip155:8453.bundlerUrl: must be an http(s) URL',
      'smartAccounts.eip155:8453.factory: must be an address',
    ])
    expect(problems({ ...base, smartAccounts: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { bundlerUrl: 'https://b.example', factory } } })[0]).toMatch(
      /must be an EVM CAIP-2 chain id/,
    )
    expect(problems({ ...base, smartAccounts: { 'eip155:10': { bundlerUrl: 'https://b.example', factory } } })).toEqual([
      'smartAccounts: lists eip155:10, which rpcUrls does not: the frame serves only chains with an RPC endpoint',
    ])
  })

  it('reads SECURE_SITE_SMART_ACCOUNTS as JSON and names the variable when it is wrong', () => {
    const env = {
      SECURE_SITE_ALLOWED_ORIGINS: 'https://shop.example',
      SMTP_HOST: 'smtp.example',
      SMTP_FROM: 'wallet@example.com',
      SECURE_SITE_OTP_PEPPER: 'a'.repeat(64),
      SECURE_SITE_SHARE_KEY: 'b'.repeat(64),
      SECURE_SITE_RPC_URLS: 'eip155:8453=https://base-rpc.example',
    }
    const config = configFromEnv({
      ...env,
      SECURE_SITE_SMART_ACCOUNTS: JSON.stringify({ 'eip155:8453': { bundlerUrl: 'https://bundler.example/base', factory } }),
    })
    expect(config.smartAccounts['eip155:8453']?.bundlerUrl).toBe('https://bundler.example/base')
    expect(() => configFromEnv({ ...env, SECURE_SITE_SMART_ACCOUNTS: '{"eip155:8453":{"bundlerUrl":"https://b.example","factory":"0x1"}}' })).toThrow(
      'SECURE_SITE_SMART_ACCOUNTS (smartAccounts.eip155:8453.factory: must be an address)',
    )
    expect(() => configFromEnv({ ...env, SECURE_SITE_SMART_ACCOUNTS: 'not json' })).toThrow(/SECURE_SITE_SMART_ACCOUNTS \(smartAccounts: /)
  })
})
