/**
 * A leaked database dump holds nothing usable: no code, token, binding or device key in clear
 * (codes are keyed hashes with a pepper kept outside the database).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { createHash } from 'node:crypto'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { frameSecret, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'
import { SoftAuthenticator } from './softAuthenticator.js'

const info = inject('sandbox')
let site: RunningSecureSite
beforeAll(async () => {
  // Reached as localhost: passkeys need a host name.
  site = await startTestSite(info, {}, { publicHostname: 'localhost' })
})
afterAll(() => site?.stop())

async function dump(): Promise<string> {
  const tables = (await site.db.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).map((r) => String(r.tablename))
  expect(tables).toEqual(
    [
      'device_approvals',
      'device_key_shares',
      'device_proofs',
      'email_identities',
      'key_shares',
      'oauth_flows',
      'otp_challenges',
      'passkey_challenges',
      'passkey_credentials',
      'rate_limit_blocks',
      'rate_limit_counters',
      'retired_refresh_tokens',
      'schema_migrations',
      'second_factor_challenges',
      'second_factor_recovery_codes',
      'second_factors',
      'sessions',
      'social_identities',
      'users',
      'devices',
    ].sort(),
  )
  const parts: string[] = []
  for (const table of tables) parts.push(JSON.stringify(await site.db.query(`SELECT * FROM ${table}`)))
  return parts.join('\n')
}

it('keeps no code, token, binding or device key in clear, and no unkeyed hash of the code', async () => {
  const email = uniqueEmail('dump')
  const binding = frameSecret()
  const deviceKey = frameSecret()
  const { challengeId, code } = await requestCode(site, info, email, binding)
  const before = await dump()
  const login = await post(site, '/email/verify', { challengeId, code, binding, deviceKey })
  const rotated = await post(site, '/session/refresh', { refreshToken: login.body.refreshToken })
  const after = await dump()
  expect(after).toContain(email) // the dump is real: it has the identity
  const plainHashes = [code, `${challengeId}:${code}`].map((s) => createHash('sha256').update(s).digest('hex'))
  for (const secret of [
    code,
    binding,
    deviceKey,
    login.body.accessToken,
    login.body.refreshToken,
    rotated.body.accessToken,
    rotated.body.refreshToken,
    ...plainHashes,
  ] as string[]) {
    expect(before).not.toContain(secret)
    expect(after).not.toContain(secret)
  }
})

it('keeps no passkey challenge, binding or token in clear: a passkey is stored as its public key only', async () => {
  const authenticator = new SoftAuthenticator()
  const binding = frameSecret()
  const deviceKey = frameSecret()
  const begun = (await post(site, '/passkeys/register/options', { binding })).body as { challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }
  const created = await post(site, '/passkeys/register', {
    challengeId: begun.challengeId,
    binding,
    deviceKey,
    response: authenticator.create(begun.options, { origin: site.origin }),
  })
  const asked = (await post(site, '/passkeys/login/options', { binding })).body as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }
  const login = await post(site, '/passkeys/login', {
    challengeId: asked.challengeId,
    binding,
    deviceKey,
    response: authenticator.get(asked.options, { origin: site.origin }),
  })
  expect(login.status).toBe(200)
  const after = await dump()
  expect(after).toContain([...authenticator.credentials.keys()][0]) // the dump is real: it has the passkey's id
  for (const secret of [
    begun.options.challenge,
    asked.options.challenge,
    binding,
    deviceKey,
    created.body.accessToken,
    created.body.refreshToken,
    login.body.accessToken,
    login.body.refreshToken,
  ] as string[]) {
    expect(after).not.toContain(secret)
  }
})
