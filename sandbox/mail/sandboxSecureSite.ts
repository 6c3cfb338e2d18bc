import { randomBytes } from 'node:crypto'
import { openDatabase, startSecureSite, type Database, type RunningSecureSite } from '../../secure-site/index.js'
import type { SandboxNetwork } from '../types.js'

/** The sandbox secure site's database: PGlite in memory, migrated. */
export async function openSandboxSecureSiteDatabase(): Promise<{ db: Database; stop(): Promise<void> }> {
  const db = await openDatabase({})
  return { db, stop: () => db.close() }
}

/**
 * The sandbox's secure site: the real service (secure-site/) on `db`, sending codes to the
 * sandbox's SMTP server, fresh random secrets per start, and the frame's RPC list and network
 * names set to the sandbox chains.
 */
export function startSandboxSecureSite(options: {
  host: string
  port: number
  allowedOrigins: string[]
  smtp: { host: string; port: number }
  networks: SandboxNetwork[]
  /** More frame RPC endpoints by CAIP-2 id (the sandbox Solana cluster), beside `networks`. */
  rpcUrls?: Record<string, string>
  /** Names of those endpoints' networks by CAIP-2 id ("Hatch Solana"), beside the names of `networks`. */
  networkNames?: Record<string, string>
  db: Database
  /** Social login against the sandbox providers (sandbox/oauth): `oauth.providers` of the secure site. */
  oauthProviders?: Record<string, unknown>
  /** Sign In With Farcaster against the sandbox relay (its app page and ID registry). */
  farcasterRelay?: string
  /** Smart accounts (sandbox/bundler): the secure site's `smartAccounts` setting. */
  smartAccounts?: Record<string, { bundlerUrl: string; entryPoint: string; factory: string; paymasterUrl?: string }>
  /** Another name of the site passkeys are bound to (`localhost`: browsers refuse an IP address); none: no passkeys. */
  passkeyHostname?: string
}): Promise<RunningSecureSite> {
  return startSecureSite(
    {
      listen: { host: options.host, port: options.port },
      allowedOrigins: options.allowedOrigins,
      smtp: { host: options.smtp.host, port: options.smtp.port, from: 'Hatch Wallet <wallet@hatch.sandbox>' },
      secrets: { otpPepper: randomBytes(32).toString('hex'), shareEncryptionKey: randomBytes(32).toString('hex') },
      rpcUrls: { ...Object.fromEntries(options.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string])), ...options.rpcUrls },
      networkNames: { ...Object.fromEntries(options.networks.map((n) => [n.caipNetworkId, n.name])), ...options.networkNames },
      ...(options.smartAccounts ? { smartAccounts: options.smartAccounts } : {}),
      // Every visitor of the sandbox (and every test) comes from 127.0.0.1: the per-IP limits of codes
      // would be everyone's, and the 21st login of the hour would be refused. Per-address limits stay.
      otp: { sendsPerHourPerIp: 100_000, failuresPerHourPerIpBeforeLock: 100_000 },
      // The same for passkey ceremonies (each prompt asks for a login and a creation challenge).
      passkeys: { beginsPerHourPerIp: 100_000, failuresPerHourPerIpBeforeLock: 100_000 },
      oauth: {
        // The same for social sign-ins.
        beginsPerHourPerIp: 100_000,
        ...(options.oauthProviders ? { providers: options.oauthProviders } : {}),
        ...(options.farcasterRelay ? { farcaster: { relayUrl: options.farcasterRelay, custodyUrl: `${options.farcasterRelay}/v1/fids` } } : {}),
      },
    },
    // Public on 127.0.0.1; passkeys, which browsers refuse on an IP address, are bound to
    // http://localhost:<port>, where the frame opens its passkey window.
    { db: options.db, ...(options.passkeyHostname ? { passkeyHostname: options.passkeyHostname } : {}) },
  )
}
