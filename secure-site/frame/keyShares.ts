import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { FrameStorage } from './frameStorage.js'

/** A device share as kept in IndexedDB: AES-GCM ciphertext under the frame's non-extractable key. */
interface WrappedShare {
  address: `0x${string}`
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The frame's non-extractable AES-GCM key, made once and kept in IndexedDB as a CryptoKey (the
 * browser never lets script read its bytes, on this origin or any other).
 */
async function wrappingKey(storage: FrameStorage): Promise<CryptoKey> {
  const existing = await storage.get<CryptoKey>('wrapKey')
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await storage.set('wrapKey', key)
  return key
}

const shareKey = (userId: string) => `share:${userId}:eip155`

/** The shares of a new key: the device's (kept here) and the two the secure site keeps. */
export interface NewKey {
  address: `0x${string}`
  serverShare: string
  recoveryShare: string
}

/**
 * Makes a new secp256k1 key inside the frame and splits it 2-of-3 (audited
 * `shamir-secret-sharing`): share 1 stays in this browser, wrapped by the non-extractable key;
 * shares 2 (server) and 3 (recovery) go to the secure site, which encrypts them under a key kept
 * outside its database. Any two rebuild the key; one alone says nothing about it.
 */
export async function createKey(storage: FrameStorage, userId: string): Promise<NewKey> {
  const privateKey = hexToBytes(generatePrivateKey())
  const address = privateKeyToAccount(bytesToHex(privateKey)).address
  const [device, server, recovery] = (await split(privateKey, 3, 2)) as [Uint8Array, Uint8Array, Uint8Array]
  privateKey.fill(0)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await wrappingKey(storage), new Uint8Array(device))
  device.fill(0)
  await storage.set(shareKey(userId), { address, iv, ciphertext } satisfies WrappedShare)
  return { address, serverShare: toBase64(server), recoveryShare: toBase64(recovery) }
}

/**
 * Keeps `share` (the recovery share, released to a newly approved browser) as this browser's
 * device share, after checking that with the server share it rebuilds `address`.
 */
export async function adoptShare(storage: FrameStorage, userId: string, address: `0x${string}`, share: string, serverShare: string): Promise<void> {
  const own = fromBase64(share)
  const rebuilt = privateKeyToAccount(bytesToHex(await combine([own, fromBase64(serverShare)])))
  if (rebuilt.address !== address) throw new Error('the key shares do not rebuild this account')
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await wrappingKey(storage), own)
  own.fill(0)
  await storage.set(shareKey(userId), { address, iv, ciphertext } satisfies WrappedShare)
}

/** The address whose device share this browser holds for `userId`, if any. */
export async function deviceAddress(storage: FrameStorage, userId: string): Promise<`0x${string}` | undefined> {
  return (await storage.get<WrappedShare>(shareKey(userId)))?.address
}

/**
 * Rebuilds the key from the device share and the server's share for one signature, checks it
 * gives the recorded address (a corrupt share must not sign as someone else), and hands the
 * account to `use`; the key bytes are wiped afterwards.
 */
export async function withAccount<T>(storage: FrameStorage, userId: string, serverShare: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
  const wrapped = await storage.get<WrappedShare>(shareKey(userId))
  if (!wrapped) throw new Error('no device share in this browser')
  const device = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: wrapped.iv }, await wrappingKey(storage), wrapped.ciphertext))
  const server = fromBase64(serverShare)
  const privateKey = await combine([device, server])
  device.fill(0)
  server.fill(0)
  try {
    const account = privateKeyToAccount(bytesToHex(privateKey))
    if (account.address !== wrapped.address) throw new Error('the key shares do not rebuild this account')
    return await use(account)
  } finally {
    privateKey.fill(0)
  }
}
