import type { SiwxNamespace } from '../types.js'

const SUPPORTED: readonly string[] = ['eip155', 'solana', 'bip122']

/** The namespace of a CAIP-2 id when a sign-in message exists for it, else undefined. */
export function siwxNamespaceOf(chainId: string): SiwxNamespace | undefined {
  const namespace = chainId.split(':')[0] ?? ''
  return SUPPORTED.includes(namespace) ? (namespace as SiwxNamespace) : undefined
}
