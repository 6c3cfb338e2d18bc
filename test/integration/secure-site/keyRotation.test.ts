/**
 * Rotation of the share key (`SECURE_SITE_SHARE_KEY`) as docs/secure-site.md describes it, on one
 * PGlite folder: shares sealed under the old key (and rows from before keys had ids) are still
 * served once the new key is current and the old one listed as previous; the rotation command
 * re-seals every share and every second factor's TOTP secret; afterwards the new key alone serves
 * them (a TOTP code still verifies) and the old key alone opens none.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { generate } from 'otplib'
import { hashMessage, recoverAddress } from 'viem'
import type { RunningSecureSite, SecureSiteConfigInput } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, withAccount } from '../../../secure-site/frame/keyShares.js'
import { shareKeyVersion } from '../../../secure-site/keys/keyStore.js'
import { frameSecret, newDevice, provenCall, requestCode, sandboxSmtp, startTestSite, uniqueEmail, verifyAsDevice } from './secureSiteClient.js'

const info = inject('sandbox')
const oldKey = randomBytes(32).toString('hex')
const newKey = randomBytes(32).toString('hex')
const otpPepper = randomBytes(32).toString('hex')
let dir: string
const unexpected: unknown[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hatch-rotation-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A secure site on the test's PGlite folder with these share keys (stopped by the caller). */
const siteWith = (shareEncryptionKey: string, previous: string[] = []): Promise<RunningSecureSite> =>
  startTestSite(
    info,
    {
      database: { pgliteDataDir: dir },
      secrets: { otpPepper, shareEncryptionKey, previousShareEncryptionKeys: previous },
    } satisfies Partial<SecureSiteConfigInput>,
    {
      onUnexpectedError: (error) => void unexpected.push(error),
    },
  )

/** Runs the rotation command as an operator would, with the service's environment. */
function rotateCommand(): Promise<{ code: number | null; out: string }> {
  const smtp = sandboxSmtp(info)
  const env = {
    ...process.env,
    SECURE_SITE_PGLITE_DIR: dir,
    SECURE_SITE_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Hatch Wallet <wallet@hatch.sandbox>',
    SECURE_SITE_OTP_PEPPER: otpPepper,
    SECURE_SITE_SHARE_KEY: newKey,
    SECURE_SITE_SHARE_KEY_PREVIOUS: oldKey,
  }
  const script = fileURLToPath(new URL('../../../secure-site/rotateShareKeys.ts', import.meta.url))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += String(chunk)))
    child.stderr.on('data', (chunk) => (out += String(chunk)))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, out }))
  })
}

/** The authenticator app's code `steps` periods from now (the sites run on the real clock). */
const totpCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

it('re-seals every share and TOTP secret under the new key; the old key then opens nothing', async () => {
  // Before: an account whose shares are sealed under the old key (one row as written before keys had ids).
  const first = await siteWith(oldKey)
  const email = uniqueEmail('rotation')
  const binding = frameSecret()
  const got = await requestCode(first, info, email, binding)
  const device = await newDevice()
  const login = await verifyAsDevice(first, got, binding, device)
  const token = login.body.accessToken as string
  const userId = login.body.userId as string
  const storage = memoryFrameStorage()
  const key = await createKey(storage, userId)
  expect((await provenCall(first, device, token, 'PUT', '/keys/eip155', key)).status).toBe(201)
  await first.db.query("UPDATE key_shares SET key_version = 1 WHERE user_id = $1 AND kind = 'recovery'", [userId])
  // Two-step verification on: its TOTP secret is sealed under the old key too.
  const started = await provenCall(first, device, token, 'POST', '/two-step/totp', {})
  const secret = started.body.secret as string
  const confirmed = await provenCall(first, device, token, 'POST', '/two-step/totp/confirm', { code: await totpCode(secret), binding })
  expect(confirmed.status).toBe(200)
  const totpVersion = async (site: RunningSecureSite) =>
    Number((await site.db.query('SELECT key_version FROM second_factors WHERE user_id = $1', [userId]))[0]?.key_version)
  expect(await totpVersion(first)).toBe(shareKeyVersion(Buffer.from(oldKey, 'hex')))
  const versions = async (site: RunningSecureSite) =>
    (await site.db.query('SELECT DISTINCT key_version FROM key_shares WHERE user_id = $1 ORDER BY key_version', [userId])).map((r) => Number(r.key_version))
  expect(await versions(first)).toEqual([1, shareKeyVersion(Buffer.from(oldKey, 'hex'))].sort((a, b) => a - b))
  await first.stop()

  // During: the new key current, the old one listed as previous: the shares are still served.
  const during = await siteWith(newKey, [oldKey])
  const share = await provenCall(during, device, token, 'GET', '/keys/eip155')
  expect(share.status).toBe(200)
  expect(share.body).toEqual({ address: key.address, serverShare: key.serverShare })
  await during.stop()

  // The rotation command, then a site with the new key alone.
  const run = await rotateCommand()
  expect(run).toEqual({
    code: 0,
    out: 'secure-site: 3 key share(s) and 1 second-factor secret(s) re-sealed under the current share key; none left under an earlier key\n',
  })
  const after = await siteWith(newKey)
  expect(await versions(after)).toEqual([shareKeyVersion(Buffer.from(newKey, 'hex'))])
  const served = await provenCall(after, device, token, 'GET', '/keys/eip155')
  expect(served.body).toEqual({ address: key.address, serverShare: key.serverShare })
  const message = 'after the rotation'
  const signature = await withAccount(storage, userId, served.body.serverShare as string, (account) => account.signMessage({ message }))
  expect(await recoverAddress({ hash: hashMessage(message), signature })).toBe(key.address)
  // The TOTP secret opens with the new key alone: a check takes the app's next code.
  expect(await totpVersion(after)).toBe(shareKeyVersion(Buffer.from(newKey, 'hex')))
  const check = await provenCall(after, device, token, 'POST', '/two-step/challenge', { action: 'export_key', binding })
  const verified = await provenCall(after, device, token, 'POST', '/two-step/verify', {
    challengeId: check.body.challengeId,
    binding,
    factor: 'totp',
    code: await totpCode(secret, 1),
  })
  expect(verified.body).toEqual({ verified: true })
  await after.stop()

  // The old key alone opens none of the shares any more.
  const stale = await siteWith(oldKey)
  const refused = await provenCall(stale, device, token, 'GET', '/keys/eip155')
  expect(refused.status).toBe(500)
  expect(String(unexpected.at(-1))).toContain('opens with none of the configured share keys')
  await stale.stop()
})

it('refuses a previous share key that is not 32 bytes of hex, naming the variable', async () => {
  const { configFromEnv } = await import('../../../secure-site/config/fromEnv.js')
  expect(() =>
    configFromEnv({
      SECURE_SITE_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
      SMTP_HOST: 'smtp.example',
      SMTP_FROM: 'w@example.test',
      SECURE_SITE_OTP_PEPPER: otpPepper,
      SECURE_SITE_SHARE_KEY: newKey,
      SECURE_SITE_SHARE_KEY_PREVIOUS: `${oldKey},nope`,
    }),
  ).toThrow('SECURE_SITE_SHARE_KEY_PREVIOUS (secrets.previousShareEncryptionKeys.1: must be 32 bytes as 64 hex characters)')
})
