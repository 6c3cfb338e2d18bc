import { parseSiweMessage } from 'viem/siwe'
import { parseTextMessage } from '../messages/caip122.js'
import type { SiwxMessageData, SiwxNamespace } from '../types.js'

const EVM_HEADER = / wants you to sign in with your Ethereum account:\n/

/**
 * Reads a signed sign-in message back into its fields: EIP-4361 (viem's parser) or the CAIP-122
 * text of Solana and Bitcoin. Throws an Error saying what is missing.
 */
export function parseSignedMessage(message: string): { namespace: SiwxNamespace; data: SiwxMessageData } {
  if (!EVM_HEADER.test(message)) return parseTextMessage(message)
  const parsed = parseSiweMessage(message)
  for (const field of ['domain', 'address', 'uri', 'version', 'nonce', 'chainId'] as const) {
    if (parsed[field] === undefined || parsed[field] === '') throw new Error(`the message has no ${field}`)
  }
  const iso = (date: Date | undefined) => (date ? date.toISOString() : undefined)
  const issuedAt = iso(parsed.issuedAt)
  const expirationTime = iso(parsed.expirationTime)
  const notBefore = iso(parsed.notBefore)
  return {
    namespace: 'eip155',
    data: {
      accountAddress: parsed.address!,
      chainId: `eip155:${parsed.chainId}`,
      domain: parsed.domain!,
      uri: parsed.uri!,
      version: parsed.version!,
      nonce: parsed.nonce!,
      ...(parsed.statement ? { statement: parsed.statement } : {}),
      ...(parsed.resources?.length ? { resources: parsed.resources } : {}),
      ...(parsed.requestId ? { requestId: parsed.requestId } : {}),
      ...(issuedAt ? { issuedAt } : {}),
      ...(expirationTime ? { expirationTime } : {}),
      ...(notBefore ? { notBefore } : {}),
    },
  }
}
