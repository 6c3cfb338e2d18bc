import { ed25519 } from '@noble/curves/ed25519'
import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import { decodeBase58 } from '../../../kernel/lazy.js'
import type { SiwxNamespace } from '../types.js'

/** Thrown when a contract account's signature could not be checked on its chain (the RPC failed), as opposed to a wrong signature. */
export class SignatureCheckFailed extends Error {}

/**
 * Whether `signature` is `address`'s signature of `message`. EVM: with `rpcUrl` (the network's
 * node), viem's `verifyMessage` on a public client, which accepts an externally owned account's
 * EIP-191 signature, a deployed contract account's ERC-1271 signature and a not yet deployed
 * account's ERC-6492 signature (the factory call it carries is simulated, nothing is sent); without
 * it, EIP-191 recovery only. Solana: ed25519 over the UTF-8 text with the base58 address as the key.
 * Bitcoin: BIP-322 (simple or legacy form, base64). Malformed input is a false answer; an RPC that
 * fails throws {@link SignatureCheckFailed}.
 */
export async function signatureMatches(namespace: SiwxNamespace, address: string, message: string, signature: string, rpcUrl?: string): Promise<boolean> {
  if (namespace === 'eip155' && rpcUrl !== undefined) {
    if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false
    // A key's own signature needs no node.
    if (await verifyMessage({ address: address as `0x${string}`, message, signature }).catch(() => false)) return true
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
    try {
      // viem's verifyMessage answers false when the node fails: ask it something first, so an outage is not "a wrong signature".
      await client.getChainId()
      return await client.verifyMessage({ address: address as `0x${string}`, message, signature })
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))
      throw new SignatureCheckFailed(reason)
    }
  }
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
