import type { SiwxNamespace } from '../types.js'

const SUPPORTED: readonly SiwxNamespace[] = ['eip155', 'solana', 'bip122']

/** The namespace of a CAIP-2 id when a sign-in message exists for it, else undefined. */
export function siwxNamespaceOf(chainId: string): SiwxNamespace | undefined {
  const namespace = chainId.split(':')[0] ?? ''
  return SUPPORTED.find((supported) => supported === namespace)
}
