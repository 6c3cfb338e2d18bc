import { getAddress } from 'viem/utils'
import { createSiweMessage } from 'viem/siwe'
import type { SiwxMessageData } from '../types.js'

/**
 * The EIP-4361 text for `data` on an EVM network. A module of its own, imported by name: a
 * dynamic `import('viem')` or `import('viem/siwe')` would keep every export of those entries
 * (the whole client, `verifySiweMessage` with its contract ABIs), about 100 KiB gzip.
 */
export function formatSiweMessage(data: SiwxMessageData): string {
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(data.chainId.slice('eip155:'.length)),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.issuedAt ? { issuedAt: new Date(data.issuedAt) } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {}),
  })
}
