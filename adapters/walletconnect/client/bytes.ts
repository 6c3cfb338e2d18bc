import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'

export { bytesToHex, hexToBytes, utf8ToBytes }

/** Bytes as standard base64 with padding (the relay's envelope encoding). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Standard or url-safe base64 to bytes; throws on characters outside the alphabet. */
export function fromBase64(text: string): Uint8Array {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Bytes as url-safe base64 without padding (JWT segments). */
export const toBase64Url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** UTF-8 bytes to text. */
export const utf8 = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)
