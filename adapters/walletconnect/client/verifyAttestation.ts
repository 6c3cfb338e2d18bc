import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, fromBase64, utf8, utf8ToBytes } from './bytes.js'
import type { SocketClock } from './relaySocket.js'

/** The vendor's Verify server, the default with the vendor's relay (`walletConnect({ verifyUrl })`). */
export const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org'

/** What the Verify server attests for one published message. */
export interface AttestationIds {
  /** sha256 (hex) of the encrypted message as published (its base64 text): the attestation id wallets check. */
  id: string
  /** sha256 (hex) of the JSON-RPC payload before encryption (the older lookup key). */
  decryptedId: string
}

/** Gets the attestation JWT for a message about to be published; undefined when there is none. */
export type Attest = (ids: AttestationIds) => Promise<string | undefined>

/** The ids of a message, hashed as `@walletconnect/utils`' `hashMessage` does (sha256 of the UTF-8 text, hex). */
export function attestationIds(encrypted: string, payloadJson: string): AttestationIds {
  const hash = (text: string) => bytesToHex(sha256(utf8ToBytes(text)))
  return { id: hash(encrypted), decryptedId: hash(payloadJson) }
}

/** The `id` claim of a JWT, undefined when it is not one. */
function jwtId(jwt: string): unknown {
  try {
    return (JSON.parse(utf8(fromBase64(jwt.split('.')[1] ?? ''))) as { id?: unknown }).id
  } catch {
    return undefined
  }
}

/** Options of {@link frameAttester}. */
export interface FrameAttesterOptions {
  /** The Verify server, e.g. `https://verify.walletconnect.org` (its `/v3/attestation` page is loaded). */
  verifyUrl: string
  projectId: string
  clock: SocketClock
  /** How long the frame may take before the message goes out without an attestation. Default 5000 (the official client's). */
  timeoutMs?: number
}

/**
 * The attestation as the official client gets it (`@walletconnect/core`'s Verify `register`): a
 * hidden frame of the Verify server's `/v3/attestation?projectId&origin&id&decryptedId` page, which
 * learns the page's origin from the browser and posts back `{ type: 'verify_attestation',
 * attestation }`, a JWT whose `id` is the message's. Outside a browser page there is no origin to
 * attest: it resolves undefined at once, as the official client does.
 */
export function frameAttester(options: FrameAttesterOptions): Attest {
  const timeoutMs = options.timeoutMs ?? 5000
  const verifyOrigin = new URL(options.verifyUrl).origin
  return (ids) => {
    const win = globalThis.window as Window | undefined
    const body = win?.document?.body
    if (!win || !body) return Promise.resolve(undefined)
    const src = new URL(`${options.verifyUrl.replace(/\/+$/, '')}/v3/attestation`)
    src.search = new URLSearchParams({ projectId: options.projectId, origin: win.location.origin, id: ids.id, decryptedId: ids.decryptedId }).toString()
    return new Promise((resolve) => {
      const frame = win.document.createElement('iframe')
      const finish = (attestation: string | undefined) => {
        win.removeEventListener('message', onMessage)
        options.clock.clearTimeout(timer)
        frame.remove()
        resolve(attestation)
      }
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== verifyOrigin || event.source !== frame.contentWindow || typeof event.data !== 'string') return
        let data: { type?: unknown; attestation?: unknown }
        try {
          data = JSON.parse(event.data) as typeof data
        } catch {
          return
        }
        if (data.type !== 'verify_attestation' || typeof data.attestation !== 'string' || jwtId(data.attestation) !== ids.id) return
        finish(data.attestation)
      }
      const timer = options.clock.setTimeout(() => finish(undefined), timeoutMs)
      win.addEventListener('message', onMessage)
      // The server reads the origin from Referer: send it even where the page's policy would not.
      frame.referrerPolicy = 'strict-origin'
      frame.title = 'WalletConnect Verify'
      frame.tabIndex = -1
      frame.setAttribute('aria-hidden', 'true')
      frame.style.display = 'none'
      frame.src = src.toString()
      body.appendChild(frame)
    })
  }
}
