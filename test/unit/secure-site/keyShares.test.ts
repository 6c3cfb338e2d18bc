/**
 * Keys made in the frame (secure-site/frame/keyShares.ts), with Node's WebCrypto and an in-memory
 * store: two 2-of-2 Shamir splits (this browser's and the recovery pair), the device share wrapped by a
 * non-extractable key, and no signature from a wrong share.
 */
import { describe, expect, it } from 'vitest'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey, deviceAddress, enrolDevice, withAccount } from '../../../secure-site/frame/keyShares.js'

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

describe('frame key shares', () => {
  it('signs with the device share and the server share; the address verifies', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-1')
    expect(await deviceAddress(storage, 'user-1')).toBe(key.address)
    const signature = await withAccount(storage, 'user-1', key.serverShare, (account) => account.signMessage({ message: 'hello' }))
    expect(await verifyMessage({ address: key.address as `0x${string}`, message: 'hello', signature })).toBe(true)
  })

  it('keeps the wrapping key non-extractable and the device share encrypted', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-2')
    const wrapKey = await storage.get<CryptoKey>('wrapKey')
    expect(wrapKey?.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', wrapKey as CryptoKey)).rejects.toThrow()
    const stored = await storage.get<{ ciphertext: ArrayBuffer }>('share:user-2:eip155')
    // The recovery pair rebuilds the key; the stored device share is ciphertext, not a share.
    const rebuilt = privateKeyToAccount(bytesToHex(await combine([fromBase64(key.recoveryShare), fromBase64(key.recoveryServerShare)])))
    expect(rebuilt.address).toBe(key.address)
    expect(stored?.ciphertext.byteLength).toBe(33 + 16)
  })

  it("makes the recovery pair a split of its own: neither half pairs with this browser's server share (issue 28 item 9)", async () => {
    const key = await createKey(memoryFrameStorage(), 'user-6')
    expect(new Set([key.serverShare, key.recoveryShare, key.recoveryServerShare]).size).toBe(3)
    for (const half of [key.recoveryShare, key.recoveryServerShare]) {
      const storage = memoryFrameStorage()
      const enrol = enrolDevice(storage, 'user-6', key.address, half, key.serverShare, 'eip155', () => Promise.resolve())
      await expect(enrol).rejects.toThrow('the key shares do not rebuild this account')
    }
    const storage = memoryFrameStorage()
    const saved: string[] = []
    await enrolDevice(storage, 'user-6', key.address, key.recoveryShare, key.recoveryServerShare, 'eip155', async (share) => void saved.push(share))
    expect(await deviceAddress(storage, 'user-6')).toBe(key.address)
    expect(saved).toHaveLength(1)
    expect(saved[0]).not.toBe(key.serverShare)
  })

  it('refuses to sign when the shares do not rebuild the recorded account', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-3')
    const other = await createKey(memoryFrameStorage(), 'user-3')
    await expect(withAccount(storage, 'user-3', other.serverShare, async () => 'signed')).rejects.toThrow('the key shares do not rebuild this account')
    expect(key.address).not.toBe(other.address)
  })

  it('says the shares do not rebuild the account when two shares share an x-coordinate (the library would throw its own error)', async () => {
    const key = await createKey(memoryFrameStorage(), 'user-5')
    const storage = memoryFrameStorage()
    const enrol = enrolDevice(storage, 'user-5', key.address, key.serverShare, key.serverShare, 'eip155', () => Promise.resolve())
    await expect(enrol).rejects.toThrow('the key shares do not rebuild this account')
    expect(await deviceAddress(storage, 'user-5')).toBeUndefined()
  })

  it('has nothing to sign with for a user whose device share this browser does not hold', async () => {
    const storage = memoryFrameStorage()
    const key = await createKey(memoryFrameStorage(), 'user-4')
    await expect(withAccount(storage, 'user-4', key.serverShare, async () => 'signed')).rejects.toThrow('no device share in this browser')
  })
})

describe('Solana keys in the frame', () => {
  it('makes an ed25519 key whose base58 address verifies its signatures, from the device and server shares', async () => {
    const { ed25519 } = await import('@noble/curves/ed25519')
    const { decodeBase58 } = await import('../../../kernel/units/base58.js')
    const { signSolanaMessage } = await import('../../../secure-site/frame/keyShares.js')
    const storage = memoryFrameStorage()
    const key = await createKey(storage, 'user-5', 'solana')
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await deviceAddress(storage, 'user-5', 'solana')).toBe(key.address)
    const message = new TextEncoder().encode('hello solana')
    const signature = await signSolanaMessage(storage, 'user-5', key.serverShare, message)
    expect(ed25519.verify(signature, message, decodeBase58(key.address))).toBe(true)
    // The recovery share belongs to the other split: it does not pair with this browser's share.
    await expect(signSolanaMessage(storage, 'user-5', key.recoveryShare, message)).rejects.toThrow('the key shares do not rebuild this account')
  })

  it('decodes base58 as the kernel encodes it, leading zeros included', async () => {
    const { decodeBase58 } = await import('../../../kernel/units/base58.js')
    const { encodeBase58 } = await import('../../../kernel/units/base58.js')
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(() => decodeBase58('0OIl')).toThrow("'0' is not a base58 character")
  })
})
