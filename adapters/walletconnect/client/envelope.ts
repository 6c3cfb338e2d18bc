import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { bytesToHex, fromBase64, hexToBytes, toBase64, utf8, utf8ToBytes } from './bytes.js'

/**
 * WalletConnect v2 envelopes (specs.walletconnect.com, "Crypto: envelopes"): type 0 is
 * `[0x00][iv 12][ChaCha20-Poly1305 sealed]`, type 1 carries the sender's X25519 public key too,
 * `[0x01][sender key 32][iv 12][sealed]`; both base64 on the wire.
 */

const IV_LENGTH = 12
const KEY_LENGTH = 32

/** An X25519 key pair, hex. */
export interface KeyPair {
  privateKey: string
  publicKey: string
}

/** A fresh X25519 key pair for one session proposal. */
export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) }
}

/** 32 random bytes as hex: a pairing's symmetric key. */
export const randomKey = (): string => bytesToHex(randomBytes(KEY_LENGTH))

/** The relay topic of a symmetric key: sha256 of its bytes, hex. */
export const topicOf = (symKey: string): string => bytesToHex(sha256(hexToBytes(symKey)))

/** The session key both sides derive: HKDF-SHA256 (no salt, no info) over the X25519 shared secret. */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const shared = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, KEY_LENGTH))
}

/** Seals a JSON-RPC text as a type 0 envelope, or type 1 when `senderPublicKey` is given. */
export function seal(symKey: string, message: string, senderPublicKey?: string, iv: Uint8Array = randomBytes(IV_LENGTH)): string {
  const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(utf8ToBytes(message))
  const head = senderPublicKey === undefined ? [0] : [1, ...hexToBytes(senderPublicKey)]
  const out = new Uint8Array(head.length + IV_LENGTH + sealed.length)
  out.set(head)
  out.set(iv, head.length)
  out.set(sealed, head.length + IV_LENGTH)
  return toBase64(out)
}

/** What an envelope's header says, before it is opened. */
export interface EnvelopeHeader {
  type: 0 | 1
  /** Type 1 only: the sender's X25519 public key, hex. */
  senderPublicKey?: string
}

/** Reads an envelope's type and sender key; throws naming what is wrong. */
export function readHeader(encoded: string): EnvelopeHeader {
  const bytes = fromBase64(encoded)
  const type = bytes[0]
  if (type === 0) return { type: 0 }
  if (type === 1) {
    if (bytes.length < 1 + KEY_LENGTH + IV_LENGTH) throw new Error('type 1 envelope too short')
    return { type: 1, senderPublicKey: bytesToHex(bytes.subarray(1, 1 + KEY_LENGTH)) }
  }
  throw new Error(`envelope type ${String(type)} is not supported (0 or 1)`)
}

/** Opens a type 0 or type 1 envelope with `symKey`; throws when it does not authenticate. */
export function open(symKey: string, encoded: string): string {
  const bytes = fromBase64(encoded)
  const start = bytes[0] === 1 ? 1 + KEY_LENGTH : bytes[0] === 0 ? 1 : -1
  if (start < 0) throw new Error(`envelope type ${String(bytes[0])} is not supported (0 or 1)`)
  if (bytes.length < start + IV_LENGTH + 16) throw new Error('envelope too short')
  const iv = bytes.subarray(start, start + IV_LENGTH)
  return utf8(chacha20poly1305(hexToBytes(symKey), iv).decrypt(bytes.subarray(start + IV_LENGTH)))
}
