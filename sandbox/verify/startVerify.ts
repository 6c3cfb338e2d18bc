import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import * as v from 'valibot'
import { listenOnLoopback } from '../http/loopback.js'
import { attestationSigner, type AttestationClaims } from './attestationJwt.js'

/** Options of {@link startVerifyService}. */
export interface VerifyServiceOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /**
   * Origins that count as the project's verified domains. Default: every origin that registers
   * (the sandbox plays a project that listed the page's domain); an origin outside the list is
   * attested with `isVerified: false`, which wallets show as unknown.
   */
  verifiedOrigins?: string[]
  /** Milliseconds since the epoch, for attestation and key expiry (tests). Default `Date.now`. */
  clock?: () => number
}

/** A running Verify service. */
export interface VerifyHandle {
  /** `http://127.0.0.1:PORT`: the dapp's and the wallet's Verify URL (the `/v3` paths are below it). */
  url: string
  port: number
  /** The attestation registered for an id (the hash of the encrypted message), if any. */
  attestation(id: string): AttestationClaims | undefined
  stop(): Promise<void>
}

/** An attestation lives as long as a proposal may wait (5 minutes), as the vendor's do. */
const ATTESTATION_LIFETIME_S = 300
const KEY_LIFETIME_S = 7 * 24 * 60 * 60
const hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex characters (a sha256)'))
const AttestationQuery = v.object({
  projectId: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  origin: v.pipe(v.string(), v.url('must be the page origin')),
  id: hash,
  decryptedId: hash,
})

const escapeScript = (json: string) => json.replace(/</g, '\\u003c')

/**
 * Starts the sandbox's WalletConnect Verify service on 127.0.0.1, the protocol of
 * verify.walletconnect.org as `@walletconnect/core` 2.25 speaks it:
 * - `GET /v3/attestation?projectId&origin&id&decryptedId`: the page the dapp loads in a hidden
 *   frame. The origin is the one the browser names in `Referer` (a page cannot forge it); it must
 *   match `origin`. The answer signs an attestation JWT (ES256: `id`, `origin`, `isVerified`,
 *   `isScam`, `exp`), keeps it, and posts `{ type: 'verify_attestation', attestation }` to the
 *   embedding page (only to that origin). The dapp sends the JWT as the publish's `attestation`.
 * - `GET /v3/public-key`: the P-256 JWK wallets check attestations with.
 * - `GET /attestation/:id`: the older lookup by id (the encrypted or decrypted message's hash):
 *   `{ origin, isScam, isVerified }`, 404 when nothing was registered.
 */
export async function startVerifyService(options: VerifyServiceOptions = {}): Promise<VerifyHandle> {
  const now = options.clock ?? Date.now
  const signer = attestationSigner(KEY_LIFETIME_S, now)
  const byId = new Map<string, AttestationClaims>()
  const live = (id: string) => {
    const claims = byId.get(id)
    if (claims && claims.exp * 1000 <= now()) byId.delete(id)
    return byId.get(id)
  }

  const send = (res: ServerResponse, status: number, body: string, type: string) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }).end(body)
  }
  const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, JSON.stringify(body), 'application/json')

  const attest = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    const parsed = v.safeParse(AttestationQuery, Object.fromEntries(query))
    if (!parsed.success) {
      const issue = parsed.issues[0]
      return sendJson(res, 400, { message: `${v.getDotPath(issue) ?? 'query'}: ${issue.message}` })
    }
    const { origin, id, decryptedId } = parsed.output
    let referrer: string | undefined
    try {
      referrer = req.headers.referer ? new URL(req.headers.referer).origin : undefined
    } catch {
      referrer = undefined
    }
    // The claimed origin counts only when the browser named the same page: no Referer, no attestation.
    if (referrer !== new URL(origin).origin) {
      return sendJson(res, 403, { message: `origin ${origin} is not the page that loaded this frame (${referrer ?? 'no Referer'})` })
    }
    const claims: AttestationClaims = {
      exp: Math.floor(now() / 1000) + ATTESTATION_LIFETIME_S,
      id,
      origin: referrer,
      isScam: false,
      isVerified: options.verifiedOrigins ? options.verifiedOrigins.includes(referrer) : true,
    }
    byId.set(id, claims)
    byId.set(decryptedId, claims)
    const message = JSON.stringify({ type: 'verify_attestation', attestation: signer.sign(claims) })
    const page = `<!doctype html><title>Verify</title><script>parent.postMessage(${escapeScript(JSON.stringify(message))}, ${escapeScript(JSON.stringify(referrer))})</script>`
    return send(res, 200, page, 'text/html; charset=utf-8')
  }

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method !== 'GET') return sendJson(res, 405, { message: 'only GET' })
    if (url.pathname === '/v3/attestation') return attest(req, res, url.searchParams)
    if (url.pathname === '/v3/public-key') return sendJson(res, 200, signer.publicKey())
    const lookup = /^\/attestation\/([0-9a-f]{64})$/.exec(url.pathname)
    if (lookup) {
      const claims = live(lookup[1]!)
      if (!claims) return sendJson(res, 404, { message: `no attestation for ${lookup[1]}` })
      return sendJson(res, 200, { origin: claims.origin, isScam: claims.isScam, isVerified: claims.isVerified })
    }
    return sendJson(res, 404, { message: `not found: ${url.pathname}` })
  })
  const port = await listenOnLoopback(http, options.port)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    attestation: (id) => live(id),
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
}
