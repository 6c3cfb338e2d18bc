import { createPublicClient, http, isAddressEqual, recoverMessageAddress, type Address, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import { hashToken, newToken, sameDigest } from '../auth/secrets.js'
import { randomUUID } from 'node:crypto'
import type { FarcasterSettings } from './providerSettings.js'
import type { SocialLogin, SocialLoginService } from './socialLogin.js'

const ID_REGISTRY_ABI = [
  { type: 'function', name: 'custodyOf', stateMutability: 'view', inputs: [{ name: 'fid', type: 'uint256' }], outputs: [{ name: 'owner', type: 'address' }] },
] as const

const invalid = (reason: string) => new SecureSiteError(400, 'SOCIAL_FLOW_INVALID', { reason })
const relayError = (reason: string) => new SecureSiteError(502, 'SOCIAL_PROVIDER_ERROR', { provider: 'Farcaster', reason })

/** What the relay answers about a channel once the visitor's app signed. */
interface RelayStatus {
  state: 'pending' | 'completed'
  message?: string
  signature?: string
  fid?: number
  username?: string
}

/**
 * Sign In With Farcaster (FIP-11) for the frame: a relay channel per flow (stored like an OAuth
 * flow: bound to the frame session, 10 minutes, single use), and the verification of what the
 * visitor's Farcaster app signed: an EIP-4361 message for this secure site's domain and uri, with
 * the flow's nonce, in time, naming `farcaster://fid/<fid>`, signed by that fid's custody address
 * (read from the ID registry, never from the relay). Then fid → one user, like a social provider.
 */
export class FarcasterLoginService {
  constructor(
    private readonly deps: {
      db: Database
      clock: Clock
      settings: FarcasterSettings
      social: SocialLoginService
      publicOrigin: () => string
      flowTtlMs: number
    },
  ) {}

  private async relay<T>(path: string, init: RequestInit): Promise<{ status: number; body: T }> {
    try {
      const response = await fetch(`${this.deps.settings.relayUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
      return { status: response.status, body: (await response.json()) as T }
    } catch (error) {
      throw relayError(error instanceof Error ? error.message : String(error))
    }
  }

  /** Opens a relay channel for a new flow; the frame shows `url` (QR code or link). */
  async begin(input: { binding: string; pageOrigin: string }): Promise<{ flowId: string; url: string; expiresAt: number }> {
    const origin = this.deps.publicOrigin()
    const nonce = generateSiweNonce()
    const { status, body } = await this.relay<{ channelToken?: string; url?: string }>('/v1/channel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: origin, domain: new URL(origin).host, nonce }),
    })
    if (status !== 201 || !body.channelToken || !body.url) throw relayError(`the relay answered ${status}`)
    const now = this.deps.clock.now()
    const flowId = randomUUID()
    const expiresAt = now + this.deps.flowTtlMs
    await this.deps.db.query(
      `INSERT INTO oauth_flows (id, provider, state_hash, nonce, code_challenge, binding_hash, page_origin, created_at, expires_at, channel_token)
       VALUES ($1, 'farcaster', $2, $3, '-', $4, $5, $6, $7, $8)`,
      // The state of a Farcaster flow is a fresh secret nobody holds: only the channel completes it.
      [flowId, hashToken(newToken()), nonce, hashToken(input.binding), input.pageOrigin, now, expiresAt, body.channelToken],
    )
    return { flowId, url: body.url, expiresAt }
  }

  /**
   * The custody address of `fid` (the ID registry on OP Mainnet, or the configured HTTP registry) and
   * its username when that registry (a hub) names one. Never the relay's word: the relay's status
   * is not signed, so a username from it could be anyone's.
   */
  private async custodyOf(fid: number): Promise<{ custody: Address; username: string | null }> {
    const { optimismRpcUrl, idRegistry, custodyUrl } = this.deps.settings
    try {
      if (optimismRpcUrl) {
        const client = createPublicClient({ transport: http(optimismRpcUrl, { timeout: 15_000 }) })
        const custody = await client.readContract({ address: idRegistry as Address, abi: ID_REGISTRY_ABI, functionName: 'custodyOf', args: [BigInt(fid)] })
        return { custody, username: null }
      }
      const response = await fetch(`${custodyUrl}/${fid}`, { signal: AbortSignal.timeout(15_000) })
      const body = (await response.json()) as { custodyAddress?: string; username?: unknown }
      if (!response.ok || !body.custodyAddress || !/^0x[0-9a-fA-F]{40}$/.test(body.custodyAddress)) throw new Error(`no custody address for fid ${fid}`)
      const username = typeof body.username === 'string' && /^[a-z0-9][a-z0-9-.]{0,63}$/.test(body.username) ? body.username : null
      return { custody: body.custodyAddress as Address, username }
    } catch (error) {
      throw relayError(error instanceof Error ? error.message : String(error))
    }
  }

  /**
   * Checks the flow's relay channel: `{ state: 'pending' }` until the visitor approves in their
   * app, then the verified login (the flow is used up).
   */
  async poll(
    input: { flowId: string; binding: string; deviceKey: string; devicePublicKey?: string | undefined },
    browser?: string,
  ): Promise<{ state: 'pending' } | ({ state: 'completed' } & SocialLogin)> {
    const [row] = await this.deps.db.query("SELECT * FROM oauth_flows WHERE id = $1 AND provider = 'farcaster'", [input.flowId])
    if (!row) throw invalid('no such sign-in')
    if (!sameDigest(String(row.binding_hash), hashToken(input.binding))) throw invalid('it was started in another window')
    const now = this.deps.clock.now()
    if (row.completed_at != null) throw invalid('it was already used')
    if (Number(row.expires_at) <= now) throw invalid('it expired')
    const { status, body } = await this.relay<RelayStatus>('/v1/channel/status', { headers: { authorization: `Bearer ${String(row.channel_token)}` } })
    if (status === 202) return { state: 'pending' }
    if (status !== 200 || body.state !== 'completed' || !body.message || !body.signature || typeof body.fid !== 'number')
      throw relayError(`the relay answered ${status}`)

    const origin = this.deps.publicOrigin()
    let parsed: ReturnType<typeof parseSiweMessage>
    try {
      parsed = parseSiweMessage(body.message)
    } catch {
      throw invalid('the signed message is not a Sign In With Farcaster message')
    }
    const expected = `farcaster://fid/${body.fid}`
    if (!validateSiweMessage({ message: parsed, domain: new URL(origin).host, nonce: String(row.nonce), time: new Date(now) }) || parsed.uri !== origin) {
      throw invalid('the signed message is for another site, sign-in or time')
    }
    if (!parsed.resources?.includes(expected)) throw invalid(`the signed message does not name fid ${body.fid}`)
    // Signed for this flow, so not before it began (a minute of clock skew allowed).
    if (!parsed.issuedAt || parsed.issuedAt.getTime() < Number(row.created_at) - 60_000) throw invalid('the signed message is older than this sign-in')
    const { custody, username } = await this.custodyOf(body.fid)
    let signer: Address
    try {
      signer = await recoverMessageAddress({ message: body.message, signature: body.signature as Hex })
    } catch {
      throw invalid('the signature is not valid')
    }
    if (!isAddressEqual(signer, custody) || !parsed.address || !isAddressEqual(parsed.address, custody))
      throw invalid(`the message is not signed by the custody address of fid ${body.fid}`)
    const used = await this.deps.db.query('UPDATE oauth_flows SET completed_at = $1 WHERE id = $2 AND completed_at IS NULL RETURNING id', [now, input.flowId])
    if (!used.length) throw invalid('it was already used')
    const login = await this.deps.social.login('farcaster', { subject: String(body.fid), username }, input.deviceKey, input.binding, {
      publicKey: input.devicePublicKey,
      browser,
    })
    return { state: 'completed', ...login }
  }
}
