import * as v from 'valibot'
import { originProblem } from './origins.js'
import { OAuthSettingsSchema } from '../oauth/providerSettings.js'
import { TwoStepSettingsSchema } from '../twoStep/twoStepSettings.js'

const exactOrigin = v.pipe(
  v.string(),
  v.check(
    (value) => originProblem(value) === undefined,
    (issue) => originProblem(String(issue.input)) ?? 'not an exact origin',
  ),
)

const hexKey = (bytes: number) =>
  v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`), `must be ${bytes} bytes as ${bytes * 2} hex characters`))

/** The canonical EntryPoint v0.7 address (the same on every chain it is deployed to). */
export const ENTRY_POINT_V08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

const positiveMs = v.pipe(v.number(), v.integer(), v.minValue(1))
const positiveCount = v.pipe(v.number(), v.integer(), v.minValue(1))

/** Limits of the e-mail one-time codes; the defaults are SECURE-FRAME.md's. */
export const OtpSettingsSchema = v.strictObject({
  /** Life of a code: 10 minutes. */
  codeTtlMs: v.optional(positiveMs, 600_000),
  /** Wait before another code may be sent to the same address: 30 s (spec §5, §9). */
  resendCooldownMs: v.optional(positiveMs, 30_000),
  /** Wrong entries that invalidate a code. */
  maxAttempts: v.optional(positiveCount, 5),
  /** Codes sent per address per hour. */
  sendsPerHourPerEmail: v.optional(positiveCount, 5),
  /** Codes requested per client IP per hour. */
  sendsPerHourPerIp: v.optional(positiveCount, 20),
  /** Wrong entries per address per hour that lock the address (for requests proving nothing more than it). */
  failuresPerHourBeforeLock: v.optional(positiveCount, 10),
  /** Wrong entries from one client IP per hour, whatever the address, that lock that IP out of codes. */
  failuresPerHourPerIpBeforeLock: v.optional(positiveCount, 30),
  /** How long such a lock lasts: 1 hour. */
  lockMs: v.optional(positiveMs, 3_600_000),
})

/**
 * Passkeys (WebAuthn, docs/secure-site.md "Passkeys"). The relying party is the secure site itself:
 * its ID is the host of `publicOrigin` and every ceremony must come from that origin, so nothing
 * here names either.
 */
export const PasskeySettingsSchema = v.strictObject({
  /** Passkey login and "Add a passkey" (on by default; off, every passkey route answers PASSKEY_UNAVAILABLE). */
  enabled: v.optional(v.boolean(), true),
  /**
   * The origin passkeys are bound to when it is not the public origin: another name of this same
   * site (it serves the passkey window there) for a site whose public origin is an IP address, which
   * browsers refuse as a relying party. The frame then runs every ceremony in that window.
   */
  origin: v.optional(exactOrigin),
  /** The relying party's name the browser may show beside the host; default the public origin's host. */
  rpName: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(64, 'must be at most 64 characters'))),
  /** Life of a ceremony's challenge: 5 minutes (the browser's own timeout is the same). */
  challengeTtlMs: v.optional(v.pipe(positiveMs, v.maxValue(600_000, 'must be at most 10 minutes (600000 ms)')), 300_000),
  /**
   * Ceremonies one client IP may begin per hour (login, account creation, adding, step-up checks);
   * the frame's Connect prompt begins two (a login and a creation challenge, ready before the click).
   */
  beginsPerHourPerIp: v.optional(positiveCount, 120),
  /** Refused passkey answers from one client IP per hour that lock that IP out of passkeys (as wrong codes do). */
  failuresPerHourPerIpBeforeLock: v.optional(positiveCount, 30),
  /** How long such a lock lasts: 1 hour. */
  lockMs: v.optional(positiveMs, 3_600_000),
})

/** Lifetimes of frame sessions; the defaults are SECURE-FRAME.md's. */
export const SessionSettingsSchema = v.strictObject({
  accessTtlMs: v.optional(v.pipe(positiveMs, v.maxValue(900_000, 'must be at most 15 minutes (900000 ms)')), 900_000),
  refreshTtlMs: v.optional(positiveMs, 7 * 24 * 3_600_000),
  /** A session is never refreshed past this age, however often it rotates. */
  maxAgeMs: v.optional(positiveMs, 30 * 24 * 3_600_000),
})

/** Where codes are sent from: any SMTP server (nodemailer). */
export const SmtpSettingsSchema = v.strictObject({
  host: v.pipe(v.string(), v.minLength(1, 'must name the SMTP host')),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  /** Implicit TLS (port 465 style); false uses STARTTLS when the server offers it. */
  secure: v.optional(v.boolean(), false),
  user: v.optional(v.string()),
  pass: v.optional(v.string()),
  /** The From address of code e-mails, e.g. `Hatch Wallet <wallet@example.com>`. */
  from: v.pipe(v.string(), v.minLength(3, 'must be a sender address')),
})

/**
 * Everything the secure site reads at start. Validated once; a bad value fails the start with a
 * message naming the setting (see {@link parseSecureSiteConfig}).
 */
export const SecureSiteConfigSchema = v.pipe(
  v.strictObject({
    listen: v.optional(
      v.strictObject({
        host: v.optional(v.string(), '127.0.0.1'),
        /** 0 lets the system choose. */
        port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65535)), 8787),
      }),
      {},
    ),
    /**
     * The origin the frame is served on, as browsers see it (behind a proxy: the public https
     * origin). Absent: `http://<host>:<port actually taken>`.
     */
    publicOrigin: v.optional(exactOrigin),
    /** Page origins allowed to embed the frame (frame-ancestors) and talk to it, for every project. Exact. */
    allowedOrigins: v.optional(v.array(exactOrigin), []),
    /**
     * Per-project allowed origins (the frame is loaded with `?projectId=`): a listed project uses its
     * own list instead of `allowedOrigins`; an unlisted one uses `allowedOrigins` (none: no frame).
     */
    projects: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id')),
        v.strictObject({ allowedOrigins: v.pipe(v.array(exactOrigin), v.minLength(1, 'must list at least one page origin')) }),
      ),
      {},
    ),
    database: v.optional(
      v.strictObject({
        /** A Postgres connection string; when present the secure site uses that server. */
        url: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must start with 'postgres://' or 'postgresql://'"))),
        /** PGlite's data folder when no url is given; absent = in memory (lost on stop). */
        pgliteDataDir: v.optional(v.pipe(v.string(), v.minLength(1))),
      }),
      {},
    ),
    smtp: SmtpSettingsSchema,
    secrets: v.strictObject({
      /** Keys the hashes of one-time codes, so a database dump cannot be brute-forced offline. */
      otpPepper: hexKey(32),
      /** AES-256-GCM key of the server's key shares; kept outside the database. */
      shareEncryptionKey: hexKey(32),
      /**
       * Earlier share keys, during a rotation only: shares still sealed under one of them are read,
       * and `rotateShareKeys` re-seals them under `shareEncryptionKey` (docs/secure-site.md).
       */
      previousShareEncryptionKeys: v.optional(v.array(hexKey(32)), []),
    }),
    otp: v.optional(OtpSettingsSchema, {}),
    /** Passkey login and its limits (the relying party follows from `publicOrigin`). */
    passkeys: v.optional(PasskeySettingsSchema, {}),
    session: v.optional(SessionSettingsSchema, {}),
    /** The frame's own RPC endpoints by CAIP-2 id (the page's rpcUrl is never used). */
    rpcUrls: v.optional(
      v.record(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id')), v.pipe(v.string(), v.url())),
      {},
    ),
    /**
     * The networks' names by CAIP-2 id, shown in the frame's approvals ("Hatch Mainnet" rather than
     * "eip155:713101"). The site's own list, never the page's: a page could name any chain "Ethereum".
     */
    networkNames: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id')),
        v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(64, 'must be at most 64 characters')),
      ),
      {},
    ),
    /**
     * Smart accounts (docs/smart-accounts.md) by EVM CAIP-2 id: the chain's ERC-4337 bundler and the
     * EntryPoint v0.8 and HatchSmartAccountFactory the frame builds accounts with, and optionally an
     * ERC-7677 paymaster service that sponsors their gas. Only chains in `rpcUrls` are served.
     */
    smartAccounts: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(/^eip155:\d{1,10}$/, 'must be an EVM CAIP-2 chain id (eip155:<id>)')),
        v.strictObject({
          bundlerUrl: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
          entryPoint: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')), ENTRY_POINT_V08),
          factory: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')),
          paymasterUrl: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
        }),
      ),
      {},
    ),
    /**
     * How many proxies of your own stand in front of the site: the client IP of the per-IP limits
     * is the X-Forwarded-For entry that many hops from the right (true = 1, false = 0: the socket's
     * address). Entries to the left of those are the client's own and never read.
     */
    trustProxy: v.optional(
      v.pipe(
        v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16))], 'must be true, false or the number of proxies (0 to 16)'),
        v.transform((value) => (value === true ? 1 : value === false ? 0 : value)),
      ),
      0,
    ),
    /** Social login: each provider's client id and secret (and endpoints other than the real provider's); docs/socials.md. */
    oauth: v.optional(OAuthSettingsSchema, {}),
    /** The second factor: required per project, and the send amount that asks for it (docs/secure-site.md). */
    twoStep: v.optional(TwoStepSettingsSchema, {}),
  }),
  v.forward(
    v.partialCheck(
      [['allowedOrigins'], ['projects']],
      (config) => config.allowedOrigins.length > 0 || Object.keys(config.projects).length > 0,
      'must list at least one page origin (or give projects)',
    ),
    ['allowedOrigins'],
  ),
  v.forward(
    v.partialCheck(
      [['smartAccounts'], ['rpcUrls']],
      (config) => Object.keys(config.smartAccounts).every((id) => id in config.rpcUrls),
      (issue) =>
        `lists ${Object.keys((issue.input as { smartAccounts: object }).smartAccounts)
          .filter((id) => !(id in (issue.input as { rpcUrls: object }).rpcUrls))
          .join(', ')}, which rpcUrls does not: the frame serves only chains with an RPC endpoint`,
    ),
    ['smartAccounts'],
  ),
)

/** The page origins allowed for the frame of `projectId`; undefined when none (the frame is not served). */
export function originsForProject(
  config: Pick<SecureSiteConfig, 'allowedOrigins' | 'projects'>,
  projectId: string | null | undefined,
): readonly string[] | undefined {
  const own = projectId && Object.hasOwn(config.projects, projectId) ? config.projects[projectId]?.allowedOrigins : undefined
  const list = own ?? config.allowedOrigins
  return list.length ? list : undefined
}

/** The configuration as written (defaults optional). */
export type SecureSiteConfigInput = v.InferInput<typeof SecureSiteConfigSchema>
/** The validated configuration, defaults filled in. */
export type SecureSiteConfig = v.InferOutput<typeof SecureSiteConfigSchema>

/** Thrown when the configuration is invalid; `message` lists every problem with its setting. */
export class SecureSiteConfigError extends Error {
  override name = 'SecureSiteConfigError'
  constructor(readonly problems: string[]) {
    super(`Invalid secure-site configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

/** Validates a configuration object; throws {@link SecureSiteConfigError} naming each bad setting. */
export function parseSecureSiteConfig(input: unknown): SecureSiteConfig {
  const result = v.safeParse(SecureSiteConfigSchema, input)
  if (result.success) return result.output
  throw new SecureSiteConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`))
}
