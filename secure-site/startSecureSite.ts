import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { systemClock, type Clock } from './clock.js'
import { originsForProject, parseSecureSiteConfig, type SecureSiteConfig, type SecureSiteConfigInput } from './config/schema.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/openDatabase.js'
import { RateLimits } from './auth/rateLimits.js'
import { Sessions } from './auth/sessions.js'
import { OtpService } from './otp/otpService.js'
import { KeyStore } from './keys/keyStore.js'
import { DeviceApprovals } from './auth/deviceApprovals.js'
import { DeviceProofs } from './auth/deviceProofs.js'
import { DeviceRegistry } from './auth/deviceRegistry.js'
import { EmailUpdates } from './auth/emailUpdates.js'
import { createSmtpMailer, type Mailer } from './mail/mailer.js'
import { createSecureSiteApp, type FrameAssets } from './http/app.js'
import { buildFrameAssets } from './frame/buildFrameAssets.js'
import { pruneExpired } from './db/prune.js'
import { SocialLoginService } from './oauth/socialLogin.js'
import { FarcasterLoginService } from './oauth/farcasterLogin.js'
import { resolveProviders } from './oauth/providerSettings.js'
import { TwoStepService } from './twoStep/twoStepService.js'
import { approvalSecondFactor } from './twoStep/approvalSecondFactor.js'
import { PasskeyService } from './passkeys/passkeyService.js'

/** Options of {@link startSecureSite} beyond the configuration. */
export interface StartSecureSiteOptions {
  /** Time source (tests move it); default the system clock. */
  clock?: Clock
  /** The frame's files; default: the frame application, built at start (secure-site/frame). */
  frameAssets?: FrameAssets
  /** Where unexpected errors go; default console.error. */
  onUnexpectedError?: (error: unknown) => void
  /**
   * An already open (and migrated, see `openDatabase`) database to use instead of
   * `config.database`; the caller closes it. Lets several secure sites share one database.
   */
  db?: Database
  /**
   * The host name browsers reach the site by when `publicOrigin` is not configured (default: the
   * listen host). The sandbox listens on 127.0.0.1 and is reached as `http://localhost:<port>`:
   * passkeys (WebAuthn) are bound to a host name, and browsers refuse an IP address.
   */
  publicHostname?: string
  /**
   * Another host name browsers reach this same site by, for passkeys, when `passkeys.origin` is not
   * configured: the sandbox's site is public on 127.0.0.1, which browsers refuse as a relying party,
   * and binds passkeys to `http://localhost:<port>`, where the frame opens its passkey window.
   */
  passkeyHostname?: string
}

/** A running secure site. */
export interface RunningSecureSite {
  /** The origin it listens on, e.g. `http://127.0.0.1:4310`. */
  url: string
  /** The origin browsers see (`publicOrigin`, or `url`). */
  origin: string
  config: SecureSiteConfig
  db: Database
  stop(): Promise<void>
}

/**
 * Starts the secure site: validates the configuration, opens the database (PGlite or Postgres)
 * and migrates it, connects the SMTP mailer and listens.
 *
 * @example
 * const site = await startSecureSite({ allowedOrigins: ['https://shop.example'], smtp: {...}, secrets: {...} })
 */
export async function startSecureSite(input: SecureSiteConfigInput | SecureSiteConfig, options: StartSecureSiteOptions = {}): Promise<RunningSecureSite> {
  const config = parseSecureSiteConfig(input)
  const clock = options.clock ?? systemClock
  const ownsDb = !options.db
  // The bundle builds while the database opens.
  const originsFor = (projectId: string | null | undefined) => originsForProject(config, projectId)
  // Known once the site listens (a port of 0 is the system's choice).
  let origin = config.publicOrigin ?? ''
  let passkeyOrigin = config.passkeys.origin ?? origin
  const assets = options.frameAssets
    ? Promise.resolve(options.frameAssets)
    : buildFrameAssets({
        originsFor,
        rpcUrls: config.rpcUrls,
        networkNames: config.networkNames,
        smartAccounts: config.smartAccounts,
        origins: () => ({ frame: origin, passkeys: passkeyOrigin }),
      })
  assets.catch(() => undefined)
  const db = options.db ?? (await openDatabase(config.database))
  const closeDb = async () => {
    if (ownsDb) await db.close()
  }
  let mailer: Mailer | undefined
  try {
    mailer = await createSmtpMailer(config.smtp)
    const limits = new RateLimits(db, clock)
    const pepper = Buffer.from(config.secrets.otpPepper, 'hex')
    const keys = new KeyStore(
      db,
      clock,
      Buffer.from(config.secrets.shareEncryptionKey, 'hex'),
      config.secrets.previousShareEncryptionKeys.map((k) => Buffer.from(k, 'hex')),
    )
    const sessions = new Sessions(db, clock, config.session)
    const social = new SocialLoginService({
      db,
      clock,
      sessions,
      providers: resolveProviders(config.oauth),
      publicOrigin: () => origin,
      flowTtlMs: config.oauth.flowTtlMs,
      beginsPerHourPerIp: config.oauth.beginsPerHourPerIp,
    })
    const farcasterSettings = config.oauth.farcaster
    const farcaster = farcasterSettings
      ? new FarcasterLoginService({
          db,
          clock,
          settings: farcasterSettings,
          social,
          publicOrigin: () => origin,
          flowTtlMs: config.oauth.flowTtlMs,
        })
      : undefined
    // A code e-mail names the page that asked (api.ts); the site's own host only when none is known.
    const otp = new OtpService({ db, clock, limits, mailer, settings: config.otp, pepper, siteHost: () => new URL(origin).host })
    const twoStep = new TwoStepService({
      db,
      clock,
      limits,
      keys,
      otp: config.otp,
      pepper,
      settings: config.twoStep,
      issuer: () => config.twoStep.issuer ?? new URL(origin || 'http://wallet').host,
    })
    const app = createSecureSiteApp({
      twoStep,
      devices: new DeviceApprovals({
        db,
        clock,
        mailer,
        keys,
        otp,
        publicOrigin: () => origin,
        secondFactor: approvalSecondFactor(db, twoStep),
      }),
      otp,
      proofs: new DeviceProofs(db, clock),
      registry: new DeviceRegistry(db, clock),
      emailUpdates: new EmailUpdates(db, otp, sessions),
      sessions,
      social,
      ...(farcaster ? { farcaster } : {}),
      passkeys: new PasskeyService({ db, clock, sessions, limits, settings: config.passkeys, publicOrigin: () => passkeyOrigin, originsFor }),
      keys,
      publicOrigin: () => origin,
      trustProxy: config.trustProxy,
      csp: {
        connectOrigins: [
          ...Object.values(config.rpcUrls),
          ...Object.values(config.smartAccounts).flatMap((s) => [s.bundlerUrl, ...(s.paymasterUrl ? [s.paymasterUrl] : [])]),
        ].map((url) => new URL(url).origin),
      },
      originsFor,
      frameAssets: await assets,
      onUnexpectedError: options.onUnexpectedError ?? ((error) => console.error('secure-site: unexpected error', error)),
      health: async () => ({ database: db.driver }),
    })
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: config.listen.host, port: config.listen.port }, () => resolve(s)) as Server
      s.once('error', reject)
    })
    const port = (server.address() as AddressInfo).port
    const url = `http://${config.listen.host.includes(':') ? `[${config.listen.host}]` : config.listen.host}:${port}`
    origin = config.publicOrigin ?? (options.publicHostname ? `http://${options.publicHostname}:${port}` : url)
    passkeyOrigin = config.passkeys.origin ?? (options.passkeyHostname ? `http://${options.passkeyHostname}:${port}` : origin)
    const openMailer = mailer
    // Every 10 minutes; a failed prune is reported and retried next time, never fatal.
    const pruning = setInterval(
      () => void pruneExpired(db, clock.now()).catch((error: unknown) => (options.onUnexpectedError ?? console.error)(error)),
      600_000,
    )
    pruning.unref()
    return {
      url,
      origin,
      config,
      db,
      async stop() {
        clearInterval(pruning)
        server.closeAllConnections?.()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        openMailer.close()
        await closeDb()
      },
    }
  } catch (error) {
    mailer?.close()
    await closeDb().catch(() => undefined)
    throw error
  }
}
