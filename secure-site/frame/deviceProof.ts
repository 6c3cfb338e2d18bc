import type { FrameStorage } from './frameStorage.js'
import { base64url } from './base64url.js'

/** The header that carries a proof of possession of the browser's device key. */
export const DEVICE_PROOF_HEADER = 'hatch-device-proof'

/** What a proof covers, as the secure site rebuilds it from the request. */
export interface ProofRequest {
  method: string
  /** The request's path on the secure origin, query included (`/api/v1/keys/eip155`). */
  path: string
  /** The request body as sent ('' for none). */
  body: string
  /** The bearer token the request carries: a proof works only with its own session. */
  token: string
}

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The exact bytes a proof signs: a domain label, the method, the path, the timestamp, the nonce and
 * SHA-256 hashes (hex) of the body and of the bearer token; the server rebuilds the same.
 */
export function proofPayload(input: { method: string; path: string; timestamp: number; nonce: string; bodyHash: string; tokenHash: string }): Uint8Array {
  return new TextEncoder().encode(
    ['hatch-device-proof/1', input.method.toUpperCase(), input.path, String(input.timestamp), input.nonce, input.bodyHash, input.tokenHash].join('\n'),
  )
}

/**
 * This browser's device key: an ECDSA P-256 pair made once with a non-extractable private half,
 * kept in the frame's IndexedDB as a CryptoKey (script on no origin can read its bytes, so a copied
 * session token proves nothing without this browser).
 */
export async function deviceKeyPair(storage: FrameStorage): Promise<CryptoKeyPair> {
  const existing = await storage.get<CryptoKeyPair>('deviceSigningKey')
  if (existing) return existing
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  await storage.set('deviceSigningKey', pair)
  return pair
}

/** The public half of the device key as the secure site registers it: SPKI DER in base64url. */
export async function devicePublicKey(pair: CryptoKeyPair): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)))
}

/**
 * A proof of possession for one request: `<timestamp>.<nonce>.<signature>` (the signature as
 * WebCrypto makes it, IEEE P1363 r‖s, in base64url).
 */
export async function deviceProof(pair: CryptoKeyPair, request: ProofRequest, now = Date.now()): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)))
  const payload = proofPayload({
    method: request.method,
    path: request.path,
    timestamp: now,
    nonce,
    bodyHash: await sha256Hex(request.body),
    tokenHash: await sha256Hex(request.token),
  })
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new Uint8Array(payload)))
  return `${now}.${nonce}.${base64url(signature)}`
}
