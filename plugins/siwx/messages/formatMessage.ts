import type { SiwxMessageData } from '../types.js'
import { formatTextMessage } from './caip122.js'
import { siwxNamespaceOf } from './namespaceOf.js'

/**
 * The text a wallet signs for `data`: EIP-4361 through `viem/siwe` on EVM networks (loaded only
 * then), the CAIP-122 text on Solana and Bitcoin. Throws for another namespace.
 */
export async function formatSiwxMessage(data: SiwxMessageData): Promise<string> {
  const namespace = siwxNamespaceOf(data.chainId)
  if (namespace === 'solana' || namespace === 'bip122') return formatTextMessage(namespace, data)
  if (namespace !== 'eip155') throw new Error(`no sign-in message exists for ${data.chainId}`)
  const { formatSiweMessage } = await import('./siweMessage.js')
  return formatSiweMessage(data)
}
