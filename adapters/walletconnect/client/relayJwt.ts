import { ed25519 } from '@noble/curves/ed25519.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { bytesToHex, hexToBytes, toBase64Url, utf8ToBytes } from './bytes.js'

/** A relay auth token lives a day, as the official client's (core CRYPTO_JWT_TTL). */
const JWT_TTL_S = 24 * 60 * 60

/** A fresh ed25519 seed for the client's relay identity, hex; persisted so the client id is stable. */
export const newClientSeed = (): string => bytesToHex(randomBytes(32))

/**
 * noble's first ed25519 operation precomputes the base point's multiples for a window of 8
 * (about 2,000 points: 37 ms in Node, 20 to 45 ms in the bench's browser, on the path to the QR
 * code). The client signs once per relay connection, so a window of 4 is enough: 5 ms to build,
 * and each signature as fast. Set once, on first use (never at import).
 */
let windowSet = false
function smallWindow(): void {
  if (windowSet) return
  windowSet = true
  ed25519.utils.precompute(4)
}

/** The client id: `did:key:z` + base58btc(0xed 0x01 + the ed25519 public key). */
export function clientDid(seed: string): string {
  smallWindow()
  const publicKey = ed25519.getPublicKey(hexToBytes(seed))
  const bytes = new Uint8Array(34)
  bytes.set([0xed, 0x01])
  bytes.set(publicKey, 2)
  return `did:key:z${encodeBase58(bytes)}`
}

const segment = (value: unknown) => toBase64Url(utf8ToBytes(JSON.stringify(value)))

/**
 * The `auth` JWT of the relay URL (WalletConnect relay auth): EdDSA over `header.payload`, signed
 * with the client's ed25519 key, `iss` its did:key, `sub` a random session identifier, `aud` the
 * relay URL, valid for a day from `nowMs`.
 */
export function signRelayJwt(seed: string, relayUrl: string, nowMs: number = Date.now()): string {
  const iat = Math.floor(nowMs / 1000)
  const payload = { iss: clientDid(seed), sub: bytesToHex(randomBytes(32)), aud: relayUrl, iat, exp: iat + JWT_TTL_S }
  const data = `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}`
  return `${data}.${toBase64Url(ed25519.sign(utf8ToBytes(data), hexToBytes(seed)))}`
}

/** The relay URL the official client opens: its own query plus `auth`, `projectId` and `ua`. */
export function relayConnectUrl(relayUrl: string, projectId: string, jwt: string): string {
  const [base, query = ''] = relayUrl.split('?') as [string, string?]
  const params = new URLSearchParams(query)
  params.set('auth', jwt)
  params.set('projectId', projectId)
  params.set('ua', 'wc-2/js-hatch/browser/hatch')
  return `${base}?${params.toString()}`
}
