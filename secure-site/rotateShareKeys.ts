/**
 * Re-seals every stored key share, and every second factor's TOTP secret, under the current share key (a rotation of
 * `SECURE_SITE_SHARE_KEY`, docs/secure-site.md): `npx tsx secure-site/rotateShareKeys.ts` with the
 * same environment as the service, the new key in SECURE_SITE_SHARE_KEY and the old one in
 * SECURE_SITE_SHARE_KEY_PREVIOUS. Exits 1 when a share or secret opens with none of the configured keys.
 */
import { configFromEnv } from './config/fromEnv.js'
import { openDatabase } from './db/openDatabase.js'
import { systemClock } from './clock.js'
import { KeyStore } from './keys/keyStore.js'

async function main(): Promise<void> {
  const config = configFromEnv(process.env)
  const db = await openDatabase(config.database)
  try {
    const keys = new KeyStore(
      db,
      systemClock,
      Buffer.from(config.secrets.shareEncryptionKey, 'hex'),
      config.secrets.previousShareEncryptionKeys.map((k) => Buffer.from(k, 'hex')),
    )
    const { reencrypted, secrets, unreadable } = await keys.rotate()
    console.log(
      `secure-site: ${reencrypted} key share(s) and ${secrets} second-factor secret(s) re-sealed under the current share key${unreadable ? `; ${unreadable} share(s) or secret(s) open with none of the configured keys` : '; none left under an earlier key'}`,
    )
    if (unreadable) process.exitCode = 1
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(`secure-site key rotation failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
