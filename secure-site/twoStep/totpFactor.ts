import { generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30 s steps (otplib's defaults). */
const PERIOD_S = 30
/** One step either side of now: a phone's clock a little off, or a code typed as it changed. */
const TOLERANCE_S = 30

/** A new TOTP secret (20 random bytes, base32) and the otpauth URI its QR code carries. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret()
  return { secret, uri: generateURI({ issuer, label, secret }) }
}

/**
 * The time step a 6-digit `code` belongs to, when it is right at `nowMs` (± one step) and newer
 * than `afterStep` (the last step this factor accepted: a code is never accepted twice, nor an
 * older one after a newer); undefined otherwise.
 */
export async function totpStep(secret: string, code: string, nowMs: number, afterStep: number): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    period: PERIOD_S,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}
