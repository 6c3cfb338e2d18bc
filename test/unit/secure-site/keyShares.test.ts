/**
 * Keys made in the frame (secure-site/frame/keyShares.ts), with Node's WebCrypto and an in-memory
 * store: 2-of-3 Shamir shares, the device share wrapped by a non-extractable key, and no signature
 * from a wrong share.
 */
import { describe, expect, it } from 'vitest'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, deviceAddress, withAccount } from '../../../secure-site/frame/keyShares.js'

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

describe('frame key shares', () => {
  it('signs with the device share and the server share; the address verifies', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-1')
    expect(await deviceAddress(storage, 'user-1')).toBe(key.address)
    const signature = await withAccount(storage, 'user-1', key.serverShare, (account) => account.signMessage({ message: 'hello' }))
    expect(await verifyMessage({ address: key.address, message: 'hello', signature })).toBe(true)
  })

  it('keeps the wrapping key non-extractable and the device share encrypted', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-2')
    const wrapKey = await storage.get<CryptoKey>('wrapKey')
    expect(wrapKey?.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', wrapKey as CryptoKey)).rejects.toThrow()
    const stored = await storage.get<{ ciphertext: ArrayBuffer }>('share:user-2:eip155')
    // Server + recovery rebuild the key; the stored device share is ciphertext, not a share.
    const rebuilt = privateKeyToAccount(bytesToHex(await combine([fromBase64(key.serverShare), fromBase64(key.recoveryShare)])))
    expect(rebuilt.address).toBe(key.address)
    expect(stored?.ciphertext.byteLength).toBe(33 + 16)
  })

  it('refuses to sign when the shares do not rebuild the recorded account', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-3')
    const other = await createKey(memoryFrameStorage(), 'user-3')
    await expect(withAccount(storage, 'user-3', other.serverShare, async () => 'signed')).rejects.toThrow('the key shares do not rebuild this account')
    expect(key.address).not.toBe(other.address)
  })

  it('has nothing to sign with for a user whose device share this browser does not hold', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(memoryFrameStorage(), 'user-4')
    await expect(withAccount(storage, 'user-4', key.serverShare, async () => 'signed')).rejects.toThrow('no device share in this browser')
  })
})
