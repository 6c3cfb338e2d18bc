import * as v from 'valibot'
import { SOCIAL_PROVIDERS } from './providerSettings.js'

/** A 256-bit secret in base64url (43 characters), as the frame makes them. */
const secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url'))

/** POST /api/v1/oauth/flows: the frame begins a sign-in. */
export const BeginFlowBody = v.strictObject({
  provider: v.picklist(SOCIAL_PROVIDERS, `must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
  /** BASE64URL(SHA-256(verifier)) of the verifier the frame keeps (RFC 7636 S256). */
  codeChallenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be an S256 code challenge (43 base64url characters)')),
  binding: secret,
  /** The page origin the frame pinned at its handshake: the only one the result is posted to. */
  pageOrigin: v.pipe(v.string(), v.maxLength(512)),
  projectId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id'))),
})

/** POST /api/v1/oauth/complete: the frame finishes a sign-in with the result the popup reached. */
export const CompleteFlowBody = v.strictObject({
  flowId: v.pipe(v.string(), v.uuid('must be the flowId the sign-in began with')),
  /** The callback address the popup reached (`<secure origin>/oauth/callback/<provider>?code&state`). */
  uri: v.pipe(v.string(), v.maxLength(4096, 'is too long')),
  /** The PKCE verifier; its absence is refused by the flow with a clear reason. */
  codeVerifier: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (43 to 128 unreserved characters)'))),
  binding: secret,
  deviceKey: secret,
  /** The browser's device key (ECDSA P-256, SPKI base64url): key shares are released only to calls it signs. */
  devicePublicKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,200}$/, 'must be a public key in base64url'))),
})

/** POST /api/v1/farcaster/flows: the frame begins a Sign In With Farcaster. */
export const BeginFarcasterBody = v.strictObject({
  binding: secret,
  pageOrigin: v.pipe(v.string(), v.maxLength(512)),
  projectId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id'))),
})

/** POST /api/v1/farcaster/complete: the frame asks whether the visitor approved in their app. */
export const PollFarcasterBody = v.strictObject({
  flowId: v.pipe(v.string(), v.uuid('must be the flowId the sign-in began with')),
  binding: secret,
  deviceKey: secret,
  devicePublicKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,200}$/, 'must be a public key in base64url'))),
})
