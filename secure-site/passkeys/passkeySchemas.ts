import * as v from 'valibot'

/** A 256-bit secret in base64url (43 characters), as the frame makes them. */
const secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url'))

/** Base64url as WebAuthn's JSON encodes binary fields, at most `max` characters. */
const b64url = (max: number) => v.pipe(v.string(), v.maxLength(max, 'is too long'), v.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'))

/** A credential id: at most 1023 bytes (WebAuthn's limit), base64url. */
export const CredentialId = v.pipe(
  v.string(),
  v.minLength(16, 'is too short'),
  v.maxLength(1364, 'is too long'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'),
)

const projectId = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id')))

/** The browser's extension outputs (credProps and the like): kept small, never read. */
const extensionResults = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  v.check((value) => Object.keys(value).length <= 16, 'has too many entries'),
)

const attachment = v.optional(v.picklist(['platform', 'cross-platform']))

/** `navigator.credentials.create()`'s answer as @simplewebauthn/browser serialises it (RegistrationResponseJSON). */
export const RegistrationResponse = v.strictObject({
  id: CredentialId,
  rawId: CredentialId,
  type: v.literal('public-key'),
  response: v.strictObject({
    clientDataJSON: b64url(2048),
    attestationObject: b64url(8192),
    authenticatorData: v.optional(b64url(4096)),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(8))),
    publicKeyAlgorithm: v.optional(v.pipe(v.number(), v.integer())),
    publicKey: v.optional(b64url(4096)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
})

/** `navigator.credentials.get()`'s answer as @simplewebauthn/browser serialises it (AuthenticationResponseJSON). */
export const AuthenticationResponse = v.strictObject({
  id: CredentialId,
  rawId: CredentialId,
  type: v.literal('public-key'),
  response: v.strictObject({
    clientDataJSON: b64url(2048),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: v.optional(b64url(128)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
})

/** POST /api/v1/passkeys/{register,login,add,verify}/options: a ceremony bound to the frame session. */
export const BeginCeremonyBody = v.strictObject({
  /** The frame session's binding secret: only this frame can finish the ceremony. */
  binding: secret,
  /** The frame URL's project: a ceremony in an embedded frame must come from one of its allowed pages. */
  projectId,
})

/** POST /api/v1/passkeys/register: a new account with the passkey just created. */
export const FinishRegistrationBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId the options came with')),
  binding: secret,
  response: RegistrationResponse,
  deviceKey: secret,
  devicePublicKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,200}$/, 'must be a public key in base64url'))),
})

/** POST /api/v1/passkeys/login: the account of the passkey used. */
export const FinishLoginBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId the options came with')),
  binding: secret,
  response: AuthenticationResponse,
  deviceKey: secret,
  devicePublicKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,200}$/, 'must be a public key in base64url'))),
})

/** POST /api/v1/passkeys/add: another passkey for the signed-in account. */
export const FinishAddBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId the options came with')),
  binding: secret,
  response: RegistrationResponse,
})

/** POST /api/v1/passkeys/verify: a fresh assertion of one of the signed-in account's passkeys (a step-up check). */
export const FinishVerifyBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId the options came with')),
  binding: secret,
  response: AuthenticationResponse,
})

export type RegistrationResponseInput = v.InferOutput<typeof RegistrationResponse>
export type AuthenticationResponseInput = v.InferOutput<typeof AuthenticationResponse>
