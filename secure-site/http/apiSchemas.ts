import * as v from 'valibot'
import { LocaleField } from '../i18n/siteLocale.js'

/** A 256-bit secret in base64url (43 characters), as the frame makes them. */
const secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url'))

/** An ECDSA P-256 public key in SPKI DER, base64url (checked as a key by the session store). */
const devicePublicKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,200}$/, 'must be a public key in base64url'))

/** The page the frame is embedded in, as the frame's handshake pinned it (checked against the project's allowed origins). */
const pageOrigin = v.optional(v.pipe(v.string(), v.maxLength(512)))
/** The frame URL's project (whose allowed origins `pageOrigin` is checked against). */
const projectId = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id')))

/** POST /api/v1/email/code */
export const RequestCodeBody = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254, 'is too long'), v.email('Enter a valid e-mail address')),
  /** The frame session's binding secret; the code works only with it. */
  binding: secret,
  /** The frame's device id: a new browser of an account with a key gets a device approval first. */
  deviceKey: v.optional(secret),
  /**
   * The page the frame is embedded in (its verified parent origin): when the project allows it, the
   * code e-mail names its host and a device-approval e-mail names it.
   */
  pageOrigin,
  projectId,
  /** The visitor's language (the frame's `<html lang>`): the e-mail's, and the approval page's. Unknown: dropped. */
  locale: LocaleField,
})

/** POST /api/v1/email/update */
export const UpdateEmailBody = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254, 'is too long'), v.email('Enter a valid e-mail address')),
  binding: secret,
  /** A verified second-factor check for 'email', required when the account has a second factor. */
  twoStepChallengeId: v.optional(v.pipe(v.string(), v.uuid('must be the challengeId of the second-factor check'))),
  /** The language of the code's e-mail (as in RequestCodeBody). */
  locale: LocaleField,
  /** The page the code's e-mail names (as in RequestCodeBody). */
  pageOrigin,
  projectId,
})

/** POST /api/v1/email/update/primary and /secondary */
export const UpdateEmailCodeBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId of the previous step')),
  code: v.pipe(v.string(), v.maxLength(64, 'is too long')),
  binding: secret,
  /** The language of the next code's e-mail (the primary step sends one to the new address). */
  locale: LocaleField,
  /** The page the next code's e-mail names (as in RequestCodeBody). */
  pageOrigin,
  projectId,
})

/** POST /api/v1/email/verify */
export const VerifyCodeBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.uuid('must be the challengeId the code request returned')),
  /** Spec §5: a string with no length bound given; ours: digits are compared, anything else is a wrong code. */
  code: v.pipe(v.string(), v.maxLength(64, 'is too long')),
  binding: secret,
  /** The frame's device id (random, kept in the frame's IndexedDB). */
  deviceKey: secret,
  /**
   * The browser's device key: an ECDSA P-256 public key (SPKI, base64url) whose private half the
   * frame holds non-extractable. Key shares are released only to calls it signs.
   */
  devicePublicKey: v.optional(devicePublicKey),
})

/** POST /api/v1/session/sign-out (the body is optional) */
export const SignOutBody = v.strictObject({
  /** Ends every session of the account, on every device ("Sign out everywhere"). */
  everywhere: v.optional(v.boolean()),
})

/** POST /api/v1/session/refresh */
export const RefreshBody = v.strictObject({ refreshToken: secret })

/** A Shamir share in base64 (33 bytes for a 32-byte key). */
const share = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{20,200}={0,2}$/, 'must be a key share in base64'))

/** The namespaces keys are kept for. */
export const KeyNamespaceParam = v.picklist(['eip155', 'solana'], "must be 'eip155' or 'solana'")

/** An address of either namespace (checked against the path's namespace by the route). */
export const ADDRESS_PATTERNS = { eip155: /^0x[0-9a-fA-F]{40}$/, solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ } as const

/** PUT /api/v1/keys/:namespace */
export const CreateKeyBody = v.strictObject({
  address: v.pipe(v.string(), v.maxLength(64)),
  serverShare: share,
  recoveryShare: share,
  /** The server half of the recovery split, released with `recoveryShare` to each newly approved browser. */
  recoveryServerShare: share,
})

/** PUT /api/v1/keys/:namespace/device: this browser's own server share after it re-split the key. */
export const DeviceShareBody = v.strictObject({
  address: v.pipe(v.string(), v.maxLength(64)),
  serverShare: share,
})

/** POST /api/v1/devices/remove: one browser of the account (`deviceId`), or every other one (no `deviceId`). */
export const RemoveDevicesBody = v.strictObject({
  deviceId: v.optional(v.pipe(v.string(), v.uuid('must be the id of a browser in the device list'))),
})
