/**
 * The embedded wallet's error entries (codes and English texts): the secure site's e-mail codes,
 * sessions, frame messages, social login, wallet calls and smart accounts. The secure site raises
 * them (secure-site/siteMessages.ts) and the adapter's page side shows them: its descriptor's
 * `errors` registers them, loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the UI's locales).
 */
export const embeddedErrorTexts = {
  // The secure site's e-mail codes and sessions
  INVALID_EMAIL: 'Enter a valid e-mail address',
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'This code has expired or was already used. Request a new code',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Request a new code',
  EMAIL_SEND_FAILED: 'The code could not be sent. Try again',
  EMBEDDED_SESSION_ENDED: 'Your session has ended. Log in again',
  SECURE_SITE_BAD_REQUEST: 'Invalid request: {issue}',
  SECURE_SITE_ORIGIN_REFUSED: 'Requests from {origin} are not accepted',
  FRAME_INVALID_MESSAGE: 'Invalid message: {issue}',
  FRAME_PAYLOAD_TOO_LARGE: 'Message too large: {issue}',
  FRAME_DUPLICATE_REQUEST: 'Request {id} was already received',
  FRAME_APPROVAL_PENDING: 'Another request is waiting for approval',
  FRAME_DEVICE_NOT_VERIFIED: 'This device is not approved yet: open the link in the e-mail we sent to approve it',
  DEVICE_APPROVAL_INVALID: 'This approval link has expired or was already used',
  DEVICE_REMOVED: 'This browser was removed from your wallet',
  DEVICE_NOT_FOUND: 'This device is no longer on your wallet',
  DEVICE_IS_THIS_BROWSER: 'This is the browser you are using: sign out instead',
  DEVICE_PROOF_INVALID: 'This browser could not prove it holds its device key: {reason}',
  EMAIL_IN_USE: 'This e-mail address is already used by an account',
  // Social login through the secure site (ours: issue 16)
  SOCIAL_PROVIDER_UNAVAILABLE: 'Sign-in with {provider} is not available on this wallet',
  SOCIAL_FLOW_INVALID: 'This sign-in cannot be completed: {reason}. Start again',
  SOCIAL_LOGIN_DENIED: 'You declined to sign in with {provider}',
  SOCIAL_PROVIDER_ERROR: '{provider} could not sign you in: {reason}',
  // Passkeys (WebAuthn) on the secure site (ours: issue 31)
  PASSKEY_UNAVAILABLE: 'Passkeys are not available on this wallet: {reason}',
  PASSKEY_CHALLENGE_INVALID: 'This passkey request expired or was used. Try again',
  PASSKEY_NOT_REGISTERED: 'This passkey is not registered with this wallet',
  PASSKEY_ALREADY_REGISTERED: 'This passkey is already on this wallet',
  PASSKEY_VERIFICATION_FAILED: 'The passkey could not be verified: {reason}',
  FRAME_METHOD_UNSUPPORTED: '{method} is not supported by this wallet',
  FRAME_CAPABILITY_UNSUPPORTED: '{method} asks for the {capability} capability, which this wallet does not have',
  FRAME_ATOMIC_UNSUPPORTED: 'This wallet cannot run calls atomically: it sends them one after another',
  FRAME_CALLS_TOO_LARGE: 'Too many calls in one batch: at most {max}',
  FRAME_CALLS_DUPLICATE: 'A call batch with id {id} was already sent',
  FRAME_CALLS_UNKNOWN: 'No call batch {id} was sent from this wallet',
  // Smart accounts of the embedded wallet (docs/smart-accounts.md; ours: the spec names none)
  SMART_ACCOUNT_NOT_ENABLED: 'Smart accounts are not enabled on {network}',
  USER_OPERATION_FAILED: 'The user operation failed: {reason}',
  SMART_ACCOUNT_UNAVAILABLE: 'Your smart account could not be loaded, so your EOA is used',
} as const

export default embeddedErrorTexts
