import { combine, split } from 'shamir-secret-sharing'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { FrameStorage } from './frameStorage.js'

/** The chain families the frame holds keys for. */
export type KeyNamespace = 'eip155' | 'solana'

/** A device share as kept in IndexedDB: AES-GCM ciphertext under the frame's non-extractable key. */
interface WrappedShare {
  address: string
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** What a namespace's secret is: how one is made, the address it gives, and the form wallets import. */
export interface KeyFamily {
  generate(): Uint8Array
  address(secret: Uint8Array): string
  exported(secret: Uint8Array): string
}

/**
 * Each namespace's family, loaded when a key of it is first used (its curve is a chunk of its own:
 * the frame starts without either): a secp256k1 private key (evmKey.ts), or an ed25519 seed (solanaKey.ts).
 */
const familyOf = (namespace: KeyNamespace): Promise<KeyFamily> =>
  namespace === 'eip155' ? import('./evmKey.js').then((m) => m.evmKey) : import('./solanaKey.js').then((m) => m.solanaKey)

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

const shareKey = (userId: string, namespace: KeyNamespace) => `share:${userId}:${namespace}`

async function keepShare(storage: FrameStorage, userId: string, namespace: KeyNamespace, address: string, share: Uint8Array): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await wrappingKey(storage), new Uint8Array(share))
  share.fill(0)
  await storage.set(shareKey(userId, namespace), { address, iv, ciphertext } satisfies WrappedShare)
}

/** The shares of a new key the secure site keeps (this browser keeps the other half of the first pair). */
export interface NewKey {
  address: string
  /** The server half of this browser's split: served to this browser only. */
  serverShare: string
  /** The recovery split's two halves: released together, once, to each browser approved later. */
  recoveryShare: string
  recoveryServerShare: string
}

/**
 * Makes a new key inside the frame (secp256k1 for eip155, an ed25519 seed for Solana) and splits
 * it twice, 2-of-2 each (audited `shamir-secret-sharing`): this browser's split (one half wrapped
 * here by the non-extractable key, the other to the secure site) and the recovery split (both halves
 * to the secure site, which encrypts every share under a key kept outside its database). A browser
 * approved later rebuilds the key from the recovery split, so none ever receives this browser's
 * server half; a share of one split says nothing about the key, nor does it pair with the other's.
 */
export async function createKey(storage: FrameStorage, userId: string, namespace: KeyNamespace = 'eip155'): Promise<NewKey> {
  const family = await familyOf(namespace)
  const secret = family.generate()
  try {
    const address = family.address(secret)
    const [device, server] = (await split(secret, 2, 2)) as [Uint8Array, Uint8Array]
    const [recovery, recoveryServer] = (await split(secret, 2, 2)) as [Uint8Array, Uint8Array]
    await keepShare(storage, userId, namespace, address, device)
    return { address, serverShare: toBase64(server), recoveryShare: toBase64(recovery), recoveryServerShare: toBase64(recoveryServer) }
  } finally {
    secret.fill(0)
  }
}

/**
 * Combines two shares. Shares of different splits can make the library throw instead of giving a
 * wrong secret (each split picks its x-coordinates at random, so two may share one): that is the
 * same fault as a wrong secret, and says so.
 */
async function rebuild(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  try {
    return await combine([a, b])
  } catch {
    throw new Error('the key shares do not rebuild this account')
  }
}

/**
 * Enrols this browser after it was approved from the mailbox: rebuilds the key once from the
 * recovery pair (released to this approval), checks it gives `address`,
 * and splits it again 2-of-2 into a share for this browser and one for the secure site. So every
 * approved browser holds its own share (none keeps the recovery share), and each can be cut off
 * alone by deleting its server half. `saveServerShare` stores the new server half first; only then
 * is the device half kept (a browser never holds a half the server lacks).
 */
export async function enrolDevice(
  storage: FrameStorage,
  userId: string,
  address: string,
  recoveryShare: string,
  serverShare: string,
  namespace: KeyNamespace,
  saveServerShare: (share: string) => Promise<void>,
): Promise<void> {
  const family = await familyOf(namespace)
  const secret = await rebuild(fromBase64(recoveryShare), fromBase64(serverShare))
  try {
    if (family.address(secret) !== address) throw new Error('the key shares do not rebuild this account')
    const [device, server] = (await split(secret, 2, 2)) as [Uint8Array, Uint8Array]
    await saveServerShare(toBase64(server))
    server.fill(0)
    await keepShare(storage, userId, namespace, address, device)
  } finally {
    secret.fill(0)
  }
}

/** The address whose device share this browser holds for `userId`, if any. */
export async function deviceAddress(storage: FrameStorage, userId: string, namespace: KeyNamespace = 'eip155'): Promise<string | undefined> {
  return (await storage.get<WrappedShare>(shareKey(userId, namespace)))?.address
}

/** Rebuilds a secret from the device share and the server share, checked against the recorded address. */
async function withSecret<T>(
  storage: FrameStorage,
  userId: string,
  namespace: KeyNamespace,
  serverShare: string,
  work: (secret: Uint8Array) => Promise<T>,
): Promise<T> {
  const wrapped = await storage.get<WrappedShare>(shareKey(userId, namespace))
  if (!wrapped) throw new Error('no device share in this browser')
  const family = await familyOf(namespace)
  const device = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: wrapped.iv }, await wrappingKey(storage), wrapped.ciphertext))
  const server = fromBase64(serverShare)
  let secret: Uint8Array
  try {
    secret = await rebuild(device, server)
  } finally {
    device.fill(0)
    server.fill(0)
  }
  try {
    if (family.address(secret) !== wrapped.address) throw new Error('the key shares do not rebuild this account')
    return await work(secret)
  } finally {
    secret.fill(0)
  }
}

/**
 * Rebuilds the EVM key for one signature (a corrupt share must not sign as someone else) and hands
 * the account to `use`; the key bytes are wiped afterwards.
 */
export function withAccount<T>(storage: FrameStorage, userId: string, serverShare: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
  // viem's account signs (messages, typed data, transactions): loaded with the first signature.
  return withSecret(storage, userId, 'eip155', serverShare, async (secret) => use((await import('./evmAccount.js')).evmAccount(secret)))
}

/** Signs `message` with the account's Solana (ed25519) key; the seed is wiped afterwards. */
export function signSolanaMessage(storage: FrameStorage, userId: string, serverShare: string, message: Uint8Array): Promise<Uint8Array> {
  return withSecret(storage, userId, 'solana', serverShare, async (seed) => (await import('./solanaKey.js')).solanaSign(message, seed))
}

/**
 * The account's key in the form wallets import it, rebuilt for the visitor's export (issue 31 item
 * 3): EVM as 0x-hex of the 32-byte private key; Solana as base58 of the 64-byte secret key (seed
 * then public key), as Phantom and Solflare import it.
 */
export function exportedKey(storage: FrameStorage, userId: string, namespace: KeyNamespace, serverShare: string): Promise<string> {
  return withSecret(storage, userId, namespace, serverShare, async (secret) => (await familyOf(namespace)).exported(secret))
}
