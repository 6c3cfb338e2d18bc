/**
 * A software WebAuthn authenticator for the secure site's integration tests: it answers
 * `navigator.credentials.create()` / `.get()` options as a browser with a platform authenticator
 * does (ES256 key, "none" attestation, user present and verified), signing the client data and
 * authenticator data the secure site verifies, with knobs to answer wrongly on purpose (another
 * origin, a cross-origin frame's top origin, no user verification, a counter that goes back).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url')

/** One passkey the authenticator holds. */
export interface SoftCredential {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

/** How a ceremony's answer is made (the browser's side: where it ran). */
export interface CeremonyContext {
  /** The document's origin (the secure site's, or another on purpose). */
  origin: string
  /** A cross-origin frame's page: `crossOrigin: true` and this `topOrigin` in the client data. */
  topOrigin?: string
  /** User verification (PIN, biometric) done; default true. */
  userVerified?: boolean
  /** The RP ID the authenticator scopes to; default the options' (or the origin's host). */
  rpId?: string
  /** Creation only: the new passkey takes this credential id (base64url), as a faulty or hostile authenticator could. */
  credentialId?: string
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_BE = 0x08
const FLAG_BS = 0x10
const FLAG_AT = 0x40

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, context: CeremonyContext): Buffer {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge,
      origin: context.origin,
      crossOrigin: context.topOrigin !== undefined,
      ...(context.topOrigin !== undefined ? { topOrigin: context.topOrigin } : {}),
    }),
  )
}

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(counter)
  return out
}

/** A software authenticator: passkeys by credential id, synced (backed up) like a passkey manager's. */
export class SoftAuthenticator {
  readonly credentials = new Map<string, SoftCredential>()

  /** Answers creation options: a new ES256 passkey for the options' RP and user. */
  create(options: PublicKeyCredentialCreationOptionsJSON, context: CeremonyContext): RegistrationResponseJSON {
    const rpId = context.rpId ?? options.rp.id ?? new URL(context.origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const id = context.credentialId ? Buffer.from(context.credentialId, 'base64url') : randomBytes(32)
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ])
    const flags = FLAG_UP | FLAG_AT | FLAG_BE | FLAG_BS | (context.userVerified === false ? 0 : FLAG_UV)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(0), Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(coseKey))])
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    )
    const credential: SoftCredential = { id: b64url(id), rpId, userHandle: options.user.id, privateKey, counter: 0 }
    this.credentials.set(credential.id, credential)
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, context)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  /**
   * Answers request options with `credential` (default: the only one, or the first the options
   * allow): the counter grows by one unless `counter` says what to report.
   */
  get(options: PublicKeyCredentialRequestOptionsJSON, context: CeremonyContext & { credentialId?: string; counter?: number }): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? []
    const credential =
      (context.credentialId ? this.credentials.get(context.credentialId) : undefined) ??
      [...this.credentials.values()].find((c) => allowed.length === 0 || allowed.includes(c.id))
    if (!credential) throw new Error('the soft authenticator holds no passkey for these options')
    credential.counter = context.counter ?? credential.counter + 1
    const rpId = context.rpId ?? options.rpId ?? credential.rpId
    const flags = FLAG_UP | FLAG_BE | FLAG_BS | (context.userVerified === false ? 0 : FLAG_UV)
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(credential.counter)])
    const data = clientData('webauthn.get', options.challenge, context)
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey)
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  /**
   * The same passkeys on another device, as a passkey manager syncs them: the credentials (keys and
   * signature counter) are shared, not copied.
   */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator()
    for (const [id, c] of this.credentials) copy.credentials.set(id, c)
    return copy
  }
}
