import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'

/** The public key as the Verify server publishes it (`/v3/public-key`): a P-256 JWK and when it stops being used. */
export interface VerifyPublicKey {
  publicKey: { crv: 'P-256'; ext: true; key_ops: ['verify']; kty: 'EC'; x: string; y: string }
  /** Seconds since the epoch. */
  expiresAt: number
}

/** What an attestation says about the page that registered a message (the JWT's payload). */
export interface AttestationClaims {
  /** Seconds since the epoch. */
  exp: number
  /** The attestation id: sha256 (hex) of the encrypted message the page published. */
  id: string
  /** Origin of the page that registered it. */
  origin: string
  isScam: boolean
  /** True when the origin is one of the project's verified domains. */
  isVerified: boolean
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** A P-256 key pair that signs attestations as ES256 JWTs (raw r‖s signatures, as the SDK checks them). */
export function attestationSigner(keyLifetimeS: number, now: () => number) {
  const { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const expiresAt = Math.floor(now() / 1000) + keyLifetimeS
  return {
    publicKey: (): VerifyPublicKey => ({ publicKey: { crv: 'P-256', ext: true, key_ops: ['verify'], kty: 'EC', x: jwk.x, y: jwk.y }, expiresAt }),
    sign(claims: AttestationClaims): string {
      const signingInput = `${b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`
      const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' })
      return `${signingInput}.${b64url(signature)}`
    },
  }
}
