import { createHash, createPublicKey, verify } from 'node:crypto'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import { proofPayload } from '../frame/deviceProof.js'

/** How far a proof's timestamp may be from the site's clock (either way). */
export const PROOF_WINDOW_MS = 60_000

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

/** A request as the proof check sees it. */
export interface ProvedRequest {
  /** The session device's registered public key (SPKI base64url); null: none registered. */
  publicKey: string | null
  /** The proof header, if any. */
  proof: string | undefined
  method: string
  path: string
  body: string
  token: string
}

/** A registered device public key: an ECDSA P-256 key in SPKI DER, base64url; else undefined. */
export function parseDevicePublicKey(text: string): string | undefined {
  try {
    const key = createPublicKey({ key: Buffer.from(text, 'base64url'), format: 'der', type: 'spki' })
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * Proof of possession of a browser's device key on a call that releases or changes key shares:
 * the frame signs the method, path, body, bearer token, a timestamp and a nonce with its
 * non-extractable P-256 key; the site checks the signature against the key the device registered
 * at login, the timestamp against its clock and records the nonce, so a proof is accepted once.
 * A bearer token alone (copied, or a login by a script that registered no key) releases nothing.
 */
export class DeviceProofs {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Passes, or throws 403 DEVICE_PROOF_INVALID naming what was wrong. */
  async check(request: ProvedRequest): Promise<void> {
    const refuse = (reason: string) => new SecureSiteError(403, 'DEVICE_PROOF_INVALID', { reason })
    if (!request.publicKey) throw refuse('this browser registered no device key at login')
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{86})$/.exec(request.proof ?? '')
    if (!match) throw refuse(`the ${'hatch-device-proof'} header is missing or malformed`)
    const [, time, nonce, signature] = match as unknown as [string, string, string, string]
    const now = this.clock.now()
    const timestamp = Number(time)
    if (Math.abs(now - timestamp) > PROOF_WINDOW_MS) throw refuse('the proof is too old or from the future')
    const payload = proofPayload({
      method: request.method,
      path: request.path,
      timestamp,
      nonce,
      bodyHash: sha256Hex(request.body),
      tokenHash: sha256Hex(request.token),
    })
    const key = createPublicKey({ key: Buffer.from(request.publicKey, 'base64url'), format: 'der', type: 'spki' })
    const valid = verify('sha256', payload, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
    if (!valid) throw refuse('the signature does not match this browser’s device key')
    const fresh = await this.db.query('INSERT INTO device_proofs (nonce_hash, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce_hash', [
      sha256Hex(nonce),
      timestamp + PROOF_WINDOW_MS,
    ])
    if (!fresh.length) throw refuse('this proof was already used')
  }
}
