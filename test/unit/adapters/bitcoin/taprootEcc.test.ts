import reference from '@bitcoinerlab/secp256k1'
import { initEccLib, payments } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { taprootEcc } from '../../../../adapters/bitcoin/runtime/taprootEcc.js'

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'))
const outcome = (run: () => unknown) => {
  try {
    return JSON.stringify(run(), (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v))
  } catch (error) {
    return `throws ${(error as Error).message}`
  }
}

describe('taprootEcc: the two curve operations bitcoinjs-lib needs, on the @noble/curves viem loads', () => {
  it("passes bitcoinjs-lib's own checks (initEccLib runs its test vectors) and derives the BIP-86 Taproot address", () => {
    expect(() => initEccLib(taprootEcc)).not.toThrow()
    // BIP-86 test vector: internal key of m/86'/0'/0'/0/0 and its mainnet address.
    const internalPubkey = hex('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115')
    expect(payments.p2tr({ internalPubkey }).address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
  })

  it('gives what @bitcoinerlab/secp256k1 gives for any point and tweak (including not-a-point, zero and ≥ n tweaks)', () => {
    const bytes32 = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.constant(new Uint8Array(32)),
      fc.constant(new Uint8Array(32).fill(0xff)),
      fc.constant(hex('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')),
      fc.constant(hex('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')),
    )
    fc.assert(
      fc.property(bytes32, bytes32, fc.uint8Array({ maxLength: 40 }), (p, tweak, odd) => {
        expect(taprootEcc.isXOnlyPoint(p)).toBe(reference.isXOnlyPoint(p))
        expect(taprootEcc.isXOnlyPoint(odd)).toBe(reference.isXOnlyPoint(odd))
        // Same result, or both refuse (the error texts differ: they are the libraries' own).
        const ours = outcome(() => taprootEcc.xOnlyPointAddTweak(p, tweak))
        const theirs = outcome(() => reference.xOnlyPointAddTweak(p, tweak))
        expect(ours.startsWith('throws') ? 'throws' : ours).toBe(theirs.startsWith('throws') ? 'throws' : theirs)
      }),
      { numRuns: 500, seed: 18 },
    )
  })

  it('a tweak that lands on infinity gives null (G + (n − 1)·G)', () => {
    expect(
      taprootEcc.xOnlyPointAddTweak(
        hex('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'),
        hex('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140'),
      ),
    ).toBeNull()
  })
})
