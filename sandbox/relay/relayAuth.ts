import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from '../solana/base58.js'

// did:key for ed25519 is 'z' (base58btc) + multicodec 0xed 0x01 + the 32-byte public key.
const DID_KEY_PREFIX = 'did:key:z'
const ED25519_MULTICODEC = [0xed, 0x01]
// SPKI DER header for a raw ed25519 public key, so node:crypto can import it.
const ED25519_SPKI_HEADER = Buffer.from('302a300506032b6570032100', 'hex')

/** Claims of the relay auth token the SDK signs with its client key. */
export interface RelayAuthClaims {
  /** The client id, a did:key of the client's ed25519 key. */
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

function decodeSegment(segment: string, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new Error(`auth token ${what} is not base64url JSON`)
  }
}

function publicKeyFromDid(iss: string): Uint8Array {
  if (!iss.startsWith(DID_KEY_PREFIX)) throw new Error(`auth token iss '${iss}' is not a did:key`)
  const bytes = decodeBase58(iss.slice(DID_KEY_PREFIX.length))
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new Error('auth token iss is not an ed25519 did:key')
  }
  return bytes.subarray(2)
}

/**
 * Verifies the `auth` JWT a WalletConnect client puts in the relay URL (EdDSA over
 * `header.payload`, signed by the key named in `iss`) and that it has not expired.
 * Throws an error saying what is wrong; returns the claims when valid.
 */
export function verifyRelayAuth(token: string, now = Date.now()): RelayAuthClaims {
  const parts = token.split('.')
  if (parts.length !== 3) throw new Error('auth token must have three dot-separated parts')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeSegment(headerPart, 'header') as { alg?: unknown; typ?: unknown }
  if (header.alg !== 'EdDSA') throw new Error(`auth token alg must be EdDSA, got ${String(header.alg)}`)
  const claims = decodeSegment(payloadPart, 'payload') as Partial<RelayAuthClaims>
  if (typeof claims.iss !== 'string') throw new Error('auth token has no iss')
  if (typeof claims.exp !== 'number') throw new Error('auth token has no exp')
  if (claims.exp * 1000 < now) throw new Error('auth token has expired')
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_HEADER, publicKeyFromDid(claims.iss)]),
    format: 'der',
    type: 'spki',
  })
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  if (!verify(null, signed, key, signature)) throw new Error('auth token signature does not verify')
  return claims as RelayAuthClaims
}
