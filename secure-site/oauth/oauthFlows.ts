import { createHash, randomUUID } from 'node:crypto'
import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import { hashToken, newToken, sameDigest } from '../auth/secrets.js'
import type { SocialProvider } from './providerSettings.js'

/** A flow as stored: everything but the state, which only its hash is kept of. */
export interface StoredFlow {
  id: string
  provider: SocialProvider
  stateHash: string
  nonce: string | null
  codeChallenge: string
  bindingHash: string
  pageOrigin: string
  expiresAt: number
  completedAt: number | null
}

const fromRow = (row: Record<string, unknown>): StoredFlow => ({
  id: String(row.id),
  provider: row.provider as SocialProvider,
  stateHash: String(row.state_hash),
  nonce: typeof row.nonce === 'string' ? row.nonce : null, // a text column: a string or SQL NULL
  codeChallenge: String(row.code_challenge),
  bindingHash: String(row.binding_hash),
  pageOrigin: String(row.page_origin),
  expiresAt: toNumber(row.expires_at),
  completedAt: row.completed_at == null ? null : toNumber(row.completed_at),
})

/** S256 of a PKCE verifier (RFC 7636 §4.2), base64url without padding. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

const invalid = (reason: string) => new SecureSiteError(400, 'SOCIAL_FLOW_INVALID', { reason })

/**
 * OAuth sign-in flows, in the database so any secure-site process finishes a flow another began.
 * A flow is bound to the frame session that began it (its binding secret, hashed), carries the
 * PKCE challenge the frame made (the verifier never leaves the frame until completion), a random
 * state (only its hash is kept) and, for OpenID providers, a nonce; it lives 10 minutes and
 * completes once.
 */
export class OAuthFlows {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** Records a new flow; returns its id, the state for the authorization request, the nonce and the expiry. */
  async begin(input: {
    provider: SocialProvider
    codeChallenge: string
    binding: string
    pageOrigin: string
    oidc: boolean
  }): Promise<{ flowId: string; state: string; nonce: string | undefined; expiresAt: number }> {
    const now = this.clock.now()
    const flowId = randomUUID()
    const state = newToken()
    const nonce = input.oidc ? newToken() : undefined
    const expiresAt = now + this.ttlMs
    await this.db.query(
      `INSERT INTO oauth_flows (id, provider, state_hash, nonce, code_challenge, binding_hash, page_origin, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [flowId, input.provider, hashToken(state), nonce ?? null, input.codeChallenge, hashToken(input.binding), input.pageOrigin, now, expiresAt],
    )
    return { flowId, state, nonce, expiresAt }
  }

  /** The open flow a provider's redirect belongs to (by its state), for the callback page. */
  async byState(state: string): Promise<StoredFlow | undefined> {
    const [row] = await this.db.query('SELECT * FROM oauth_flows WHERE state_hash = $1', [hashToken(state)])
    const flow = row ? fromRow(row) : undefined
    return flow && flow.completedAt === null && flow.expiresAt > this.clock.now() ? flow : undefined
  }

  /**
   * Checks a completion against its flow before anything is exchanged: the same frame session,
   * the state the flow was begun with, the PKCE verifier matching its challenge, not expired and
   * not completed yet. Then marks it completed in one statement, so of two racing completions
   * (two processes, a replay) exactly one goes on. Returns the flow.
   */
  async complete(input: { flowId: string; binding: string; state: string | null; codeVerifier: string | undefined }): Promise<StoredFlow> {
    const [row] = await this.db.query('SELECT * FROM oauth_flows WHERE id = $1', [input.flowId])
    if (!row) throw invalid('no such sign-in')
    const flow = fromRow(row)
    if (!sameDigest(flow.bindingHash, hashToken(input.binding))) throw invalid('it was started in another window')
    const now = this.clock.now()
    if (flow.completedAt !== null) throw invalid('it was already used')
    if (flow.expiresAt <= now) throw invalid('it expired')
    if (!input.state || !sameDigest(flow.stateHash, hashToken(input.state))) throw invalid('the state does not match')
    if (!input.codeVerifier) throw invalid('the PKCE code verifier is missing')
    if (!sameDigest(Buffer.from(s256(input.codeVerifier)).toString('hex'), Buffer.from(flow.codeChallenge).toString('hex')))
      throw invalid('the PKCE code verifier does not match')
    const done = await this.db.query('UPDATE oauth_flows SET completed_at = $1 WHERE id = $2 AND completed_at IS NULL RETURNING id', [now, flow.id])
    if (!done.length) throw invalid('it was already used')
    return flow
  }
}
