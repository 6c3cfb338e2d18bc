import * as v from 'valibot'
import type { CaipNetwork } from 'hatch'
import { defineSolanaNetwork } from 'hatch/adapters/solana'

/** The part of `window.__HATCH_SANDBOX__` the Solana network is built from. */
const SolanaFactsSchema = v.object({
  urls: v.looseObject({ solana: v.optional(v.string()), solanaWs: v.optional(v.string()) }),
  extensions: v.optional(v.looseObject({ solana: v.optional(v.looseObject({ genesisHash: v.string(), caipNetworkId: v.string() })) })),
})

/**
 * The sandbox's Solana cluster as a Caip network ("Hatch Solana", SOL, not a testnet so the
 * Tokens tab shows balances, with `imageUrl` as its icon), or none when the sandbox runs without its solana extension.
 * Throws naming the field when the injected configuration is malformed.
 */
export function sandboxSolanaNetworks(imageUrl?: string): CaipNetwork[] {
  const parsed = v.safeParse(SolanaFactsSchema, (globalThis as { __HATCH_SANDBOX__?: unknown }).__HATCH_SANDBOX__)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(`Demo configuration is invalid at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  const facts = parsed.output.extensions?.solana
  const rpcUrl = parsed.output.urls.solana
  if (!facts || !rpcUrl) return []
  const wsUrl = parsed.output.urls.solanaWs
  return [defineSolanaNetwork({ genesisHash: facts.genesisHash, name: 'Hatch Solana', rpcUrl, ...(wsUrl ? { wsUrl } : {}), ...(imageUrl ? { imageUrl } : {}) })]
}
