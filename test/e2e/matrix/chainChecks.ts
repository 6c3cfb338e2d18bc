/**
 * What the matrix reads from the chains and services after a visitor's step: balances from anvil,
 * the Solana stand-in and the Bitcoin ledger, and signatures checked with viem, @noble/curves and
 * bip322-js, never with the product's own code.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Verifier } from 'bip322-js'
import { createPublicClient, erc20Abi, formatUnits, http, isErc6492Signature, verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import { inject } from 'vitest'
import type { SandboxNetwork } from '../../../sandbox/index.js'
import { decodeBase58 } from '../../../kernel/units/base58.js'

export const evmClient = (net: SandboxNetwork): PublicClient => createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })

/** The sandbox EVM network named `name`. */
export function evmNetwork(name: 'Hatch Mainnet' | 'Hatch Layer' | 'Hatch Testnet'): SandboxNetwork {
  const found = inject('sandbox').networks.find((n) => n.name === name)
  if (!found) throw new Error(`the sandbox has no network ${name}`)
  return found
}

/** An amount floored to three decimals, as the Account view shows a balance, with its symbol. */
export function shown3(units: bigint, decimals: number, symbol: string): string {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)} ${symbol}`
}

export async function erc20Units(net: SandboxNetwork, token: Address, owner: Address): Promise<bigint> {
  return evmClient(net).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Whether `signature` is `address`'s over `message` (EIP-191; a deployed smart account through ERC-1271 on `net`). */
export async function evmSignatureValid(net: SandboxNetwork, address: Address, message: string, signature: Hex): Promise<boolean> {
  // An account with no code checks by ECDSA, unless its signature is ERC-6492 (a counterfactual smart account's).
  if (!isErc6492Signature(signature) && (await evmClient(net).getCode({ address })) === undefined) return verifyMessage({ address, message, signature })
  return evmClient(net).verifyMessage({ address, message, signature })
}

/** Whether a base58 ed25519 signature over `message` is the base58 public key's. */
export function solanaSignatureValid(publicKey: string, message: string, signature: string): boolean {
  return ed25519.verify(decodeBase58(signature), new TextEncoder().encode(message), decodeBase58(publicKey))
}

/** Whether a BIP-322 signature (base64) over `message` is `address`'s. */
export function bitcoinSignatureValid(address: string, message: string, signature: string): boolean {
  return Verifier.verifySignature(address, message, signature)
}
