import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { text } from './frameText.js'
import { frameTexts } from './texts/en.js'

/** What a browser's passkey dialog is asked for. */
export type Ceremony = { kind: 'create'; options: PublicKeyCredentialCreationOptionsJSON } | { kind: 'get'; options: PublicKeyCredentialRequestOptionsJSON }

/** Its answer, as @simplewebauthn/browser serialises it for the secure site. */
export type CeremonyResponse = RegistrationResponseJSON | AuthenticationResponseJSON

/**
 * A ceremony this document may not run where it is: a cross-origin frame whose page did not
 * delegate `publickey-credentials-*` (the iframe's `allow`), or a browser that offers passkeys to a
 * top-level page only. The secure window (passkeyWindow.ts) runs it instead.
 */
export class PasskeyBlockedHere extends Error {
  override name = 'PasskeyBlockedHere'
}

type PolicyDocument = Document & {
  featurePolicy?: { allowsFeature(feature: string): boolean }
  permissionsPolicy?: { allowsFeature(feature: string): boolean }
}

/** Whether this document may show the browser's passkey dialog (where the browser can tell: Chromium's policy API). */
export function passkeysAllowedHere(doc: Document): boolean {
  if (!browserSupportsWebAuthn()) return false
  const policy = (doc as PolicyDocument).permissionsPolicy ?? (doc as PolicyDocument).featurePolicy
  if (!policy) return true
  return policy.allowsFeature('publickey-credentials-get') && policy.allowsFeature('publickey-credentials-create')
}

/** Refusals that mean "not here" rather than "the visitor said no": the policy, a frame that may not, a lost activation. */
const BLOCKED =
  /feature is not enabled|permissions? policy|not allowed in (this|a) (document|frame|context)|cross-origin|ancestor|not focused|user activation|transient activation/i

/** Said in the frame's passkey prompt (which stays for another try) when the visitor closed the browser's dialog or let it time out. */
export const CANCELLED = frameTexts['passkey.cancelled']

/**
 * What a failed ceremony means for the visitor, as a frame error: the dialog closed or timed out
 * ({@link CANCELLED}, said in the prompt only), a passkey of this authenticator is already on the account
 * (PASSKEY_ALREADY_REGISTERED), passkeys are impossible here ({@link PasskeyBlockedHere}, for the
 * secure window), or this browser has none (PASSKEY_UNAVAILABLE).
 */
export function ceremonyError(error: unknown): Error {
  const cause = (error as { cause?: unknown } | null)?.cause
  const raw = cause instanceof Error ? cause : error instanceof Error ? error : new Error(String(error))
  const code = (error as { code?: string } | null)?.code
  if (raw.name === 'SecurityError' || (raw.name === 'NotAllowedError' && BLOCKED.test(raw.message))) return new PasskeyBlockedHere(raw.message)
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || raw.name === 'InvalidStateError')
    return new FrameRequestError(formatMessage('PASSKEY_ALREADY_REGISTERED'), 'PASSKEY_ALREADY_REGISTERED')
  if (raw.name === 'NotAllowedError' || raw.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new FrameRequestError(text('passkey.cancelled'))
  if (code?.startsWith('ERROR_AUTHENTICATOR_MISSING') || raw.name === 'ConstraintError' || raw.name === 'NotSupportedError')
    return new FrameRequestError(
      formatMessage('PASSKEY_UNAVAILABLE', { reason: 'no authenticator here can keep a passkey protected by a PIN or biometric' }),
      'PASSKEY_UNAVAILABLE',
    )
  return new FrameRequestError(formatMessage('PASSKEY_UNAVAILABLE', { reason: raw.message.slice(0, 200) }), 'PASSKEY_UNAVAILABLE')
}

/** Runs a ceremony in this document: the browser's own passkey dialog. Call it in the visitor's click. */
export async function runCeremony(ceremony: Ceremony): Promise<CeremonyResponse> {
  if (!browserSupportsWebAuthn())
    throw new FrameRequestError(formatMessage('PASSKEY_UNAVAILABLE', { reason: 'this browser cannot use passkeys' }), 'PASSKEY_UNAVAILABLE')
  try {
    return ceremony.kind === 'create'
      ? await startRegistration({ optionsJSON: ceremony.options })
      : await startAuthentication({ optionsJSON: ceremony.options })
  } catch (error) {
    throw ceremonyError(error)
  }
}

/** Ends a ceremony this document has open (the request was aborted: the dialog closes). */
export function cancelCeremony(): void {
  WebAuthnAbortService.cancelCeremony()
}
