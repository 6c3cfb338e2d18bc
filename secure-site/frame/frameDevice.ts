import { deviceKeyPair, devicePublicKey } from './deviceProof.js'
import { openFrameStorage, type FrameStorage } from './frameStorage.js'
import { base64url } from './base64url.js'

/** The frame's storage and this browser's device identity in it. */
export interface OpenedDevice {
  storage: FrameStorage
  /** The random device id the site binds login codes to. */
  deviceKey: string
  /** The non-extractable ECDSA P-256 key every call with a session proves (deviceProof.ts). */
  devicePair: CryptoKeyPair
  /** Its public half as the site registers it. */
  publicKey: string
}

/** 32 random bytes in base64url. */
export const frameSecret = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)))

/**
 * Opens the frame's IndexedDB and reads this browser's device id and device key, making each on a
 * first visit (the two independently, at once).
 */
export async function openDevice(): Promise<OpenedDevice> {
  const storage = await openFrameStorage()
  const [deviceKey, devicePair] = await Promise.all([
    storage.get<string>('deviceKey').then(async (existing) => {
      if (existing) return existing
      const made = frameSecret()
      await storage.set('deviceKey', made)
      return made
    }),
    deviceKeyPair(storage),
  ])
  return { storage, deviceKey, devicePair, publicKey: await devicePublicKey(devicePair) }
}
