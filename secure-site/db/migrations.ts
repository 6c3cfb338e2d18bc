/**
 * The schema, as numbered migrations applied in order and never edited once released: add a new
 * entry instead. Each is a list of single statements (the same SQL for PGlite and Postgres).
 * Times are epoch milliseconds in bigint columns, so the injected clock of tests and the
 * database agree and no time zone is involved. Secrets are never stored in clear: tokens and codes
 * as keyed hashes (hex), key shares as AES-GCM ciphertext (base64) under a key kept outside the database.
 */
export interface Migration {
  version: number
  name: string
  statements: string[]
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, identities, devices, sessions, otp challenges, key shares, rate limits',
    statements: [
      `CREATE TABLE users (
        id uuid PRIMARY KEY,
        created_at bigint NOT NULL
      )`,
      `CREATE TABLE email_identities (
        email text PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        verified_at bigint NOT NULL,
        created_at bigint NOT NULL
      )`,
      `CREATE TABLE devices (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_key text NOT NULL,
        verified_at bigint,
        created_at bigint NOT NULL,
        last_seen_at bigint NOT NULL,
        UNIQUE (user_id, device_key)
      )`,
      `CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_id uuid NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
        access_hash text NOT NULL UNIQUE,
        access_expires_at bigint NOT NULL,
        refresh_hash text NOT NULL UNIQUE,
        refresh_expires_at bigint NOT NULL,
        created_at bigint NOT NULL,
        revoked_at bigint
      )`,
      `CREATE INDEX sessions_user ON sessions (user_id)`,
      `CREATE TABLE otp_challenges (
        id uuid PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
        email text NOT NULL,
        code_hash text NOT NULL,
        binding_hash text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        attempts integer NOT NULL DEFAULT 0,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        consumed_at bigint,
        invalidated_at bigint
      )`,
      `CREATE INDEX otp_challenges_email ON otp_challenges (email, created_at)`,
      `CREATE TABLE key_shares (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        namespace text NOT NULL CHECK (namespace IN ('eip155', 'solana')),
        kind text NOT NULL CHECK (kind IN ('server', 'recovery')),
        address text NOT NULL,
        ciphertext text NOT NULL,
        iv text NOT NULL,
        key_version integer NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (user_id, namespace, kind)
      )`,
      `CREATE TABLE rate_limit_counters (
        key text NOT NULL,
        window_start bigint NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      `CREATE TABLE rate_limit_blocks (
        key text PRIMARY KEY,
        until_at bigint NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    name: 'device approvals (a new browser of an existing account is approved from the mailbox)',
    statements: [
      `CREATE TABLE device_approvals (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        binding_hash text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        approved_at bigint,
        challenge_id uuid,
        share_released_at bigint
      )`,
      `CREATE INDEX device_approvals_user_device ON device_approvals (user_id, device_hash)`,
    ],
  },
  {
    version: 3,
    name: 'e-mail update: the new address and the primary step a secondary code follows',
    statements: [
      'ALTER TABLE otp_challenges ADD COLUMN new_email text',
      'ALTER TABLE otp_challenges ADD COLUMN parent_id uuid REFERENCES otp_challenges(id) ON DELETE CASCADE',
    ],
  },
  {
    version: 4,
    name: 'social login: OAuth flows (state hash, PKCE challenge, nonce, frame binding) and social identities (provider + subject → user)',
    statements: [
      `CREATE TABLE oauth_flows (
        id uuid PRIMARY KEY,
        provider text NOT NULL,
        state_hash text NOT NULL UNIQUE,
        nonce text,
        code_challenge text NOT NULL,
        binding_hash text NOT NULL,
        page_origin text NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        completed_at bigint
      )`,
      `CREATE TABLE social_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        username text,
        created_at bigint NOT NULL,
        last_login_at bigint NOT NULL,
        PRIMARY KEY (provider, subject)
      )`,
      `CREATE INDEX social_identities_user ON social_identities (user_id)`,
    ],
  },
  {
    version: 5,
    name: 'per-device server shares: each browser approved after the first re-splits the key and gets its own pair of shares',
    statements: [
      `CREATE TABLE device_key_shares (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        namespace text NOT NULL CHECK (namespace IN ('eip155', 'solana')),
        device_id uuid NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
        address text NOT NULL,
        ciphertext text NOT NULL,
        iv text NOT NULL,
        key_version integer NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (user_id, namespace, device_id)
      )`,
    ],
  },
  {
    version: 6,
    name: 'Sign In With Farcaster: the relay channel a farcaster flow reads its result from',
    statements: ['ALTER TABLE oauth_flows ADD COLUMN channel_token text'],
  },
  {
    version: 7,
    name: 'device approvals name who asks (page origin, browser) and can be refused ("This wasn\'t me")',
    statements: [
      'ALTER TABLE device_approvals ADD COLUMN page_origin text',
      'ALTER TABLE device_approvals ADD COLUMN browser text',
      'ALTER TABLE device_approvals ADD COLUMN denied_at bigint',
    ],
  },
  {
    version: 8,
    name: 'refresh tokens already rotated away: presenting one again revokes its session (token reuse detection)',
    statements: [
      `CREATE TABLE retired_refresh_tokens (
        refresh_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        retired_at bigint NOT NULL
      )`,
    ],
  },
  {
    version: 9,
    name: "device keys: each browser's non-extractable ECDSA P-256 public key (proof of possession on every call), used proofs (replay), removed browsers, and the browser that made a key",
    statements: [
      'ALTER TABLE devices ADD COLUMN public_key text',
      'ALTER TABLE devices ADD COLUMN browser text',
      'ALTER TABLE devices ADD COLUMN removed_at bigint',
      'ALTER TABLE sessions ADD COLUMN ended_reason text',
      'ALTER TABLE key_shares ADD COLUMN device_id uuid',
      // Keys made before: the account's first browser made them.
      `UPDATE key_shares k SET device_id = (SELECT d.id FROM devices d WHERE d.user_id = k.user_id ORDER BY d.created_at, d.id LIMIT 1) WHERE k.kind = 'server'`,
      `CREATE TABLE device_proofs (
        nonce_hash text PRIMARY KEY,
        expires_at bigint NOT NULL
      )`,
    ],
  },
  {
    version: 10,
    name: "the recovery split's server half ('recovery-server'): a newly approved browser rebuilds the key from the recovery pair, never from the first browser's server share",
    statements: [
      'ALTER TABLE key_shares DROP CONSTRAINT key_shares_kind_check',
      "ALTER TABLE key_shares ADD CONSTRAINT key_shares_kind_check CHECK (kind IN ('server', 'recovery', 'recovery-server'))",
    ],
  },
  {
    version: 11,
    name: 'second factor (issue 31 item 2): each factor of a user (the TOTP secret sealed as the shares are, its last accepted time step), hashed recovery codes, and the verifications the gated actions ask for',
    statements: [
      `CREATE TABLE second_factors (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        iv text NOT NULL,
        ciphertext text NOT NULL,
        key_version integer NOT NULL,
        created_at bigint NOT NULL,
        confirmed_at bigint,
        attempts integer NOT NULL DEFAULT 0,
        last_time_step bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, kind)
      )`,
      `CREATE TABLE second_factor_recovery_codes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at bigint NOT NULL,
        used_at bigint,
        PRIMARY KEY (user_id, code_hash)
      )`,
      `CREATE TABLE second_factor_challenges (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        session_id uuid NOT NULL,
        action text NOT NULL,
        binding_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        verified_at bigint,
        used_at bigint,
        invalidated_at bigint
      )`,
    ],
  },
  {
    version: 12,
    name: 'passkeys: WebAuthn credentials of an account (an account may have no e-mail), and single-use ceremony challenges bound to the frame session',
    statements: [
      `CREATE TABLE passkey_credentials (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_handle text NOT NULL,
        public_key text NOT NULL,
        counter bigint NOT NULL,
        transports text,
        device_type text NOT NULL,
        backed_up boolean NOT NULL,
        aaguid text,
        browser text,
        created_at bigint NOT NULL,
        last_used_at bigint
      )`,
      `CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id)`,
      `CREATE TABLE passkey_challenges (
        id uuid PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'add', 'verify')),
        challenge_hash text NOT NULL,
        binding_hash text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        user_handle text,
        project_id text,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        consumed_at bigint
      )`,
    ],
  },
]
