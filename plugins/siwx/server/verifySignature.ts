import { ed25519 } from '@noble/curves/ed25519'
import { isHex, verifyMessage } from 'viem'
import { decodeBase58 } from '../../../kernel/lazy.js'
import type { SiwxNamespace } from '../types.js'

/**
 * Whether `signature` is `address`'s signature of `message`: EIP-191 personal_sign recovery on EVM
 * (an externally owned account), ed25519 over the UTF-8 text with the base58 address as the key on
 * Solana, BIP-322 (simple or legacy form, base64) on Bitcoin. Malformed input is a false answer.
 */
export async function signatureMatches(namespace: SiwxNamespace, address: string, message: string, signature: string): Promise<boolean> {
  try {
    if (namespace === 'eip155') {
      if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false
      return await verifyMessage({ address: address as `0x${string}`, message, signature })
    }
    if (namespace === 'solana') {
      const key = decodeBase58(address)
      const sig = decodeBase58(signature)
      if (key.length !== 32 || sig.length !== 64) return false
      return ed25519.verify(sig, new TextEncoder().encode(message), key)
    }
    // Loaded only for Bitcoin: bip322-js pulls native secp256k1 bindings that probe the environment on import.
    const bip322 = (await import('bip322-js')) as typeof import('bip322-js') & { default?: typeof import('bip322-js') }
    const Verifier = bip322.Verifier ?? bip322.default?.Verifier
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
