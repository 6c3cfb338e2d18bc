import * as v from 'valibot'
import type { CaipNetwork } from 'hatch'
import { defineBitcoinNetwork } from 'hatch/adapters/bitcoin'

/** The part of `window.__HATCH_SANDBOX__` the Bitcoin network is built from. */
const BitcoinFactsSchema = v.object({
  urls: v.looseObject({ bitcoin: v.optional(v.string()) }),
  extensions: v.optional(
    v.looseObject({ bitcoin: v.optional(v.looseObject({ network: v.literal('regtest', "extensions.bitcoin.network must be 'regtest'") })) }),
  ),
})

/**
 * The sandbox's Bitcoin backend as a Caip network ("Bitcoin (regtest)", BTC, Esplora at
 * `urls.bitcoin`, not a testnet so the Tokens tab shows the balance's value: the sandbox's data
 * service prices its BTC; `imageUrl` its icon), or none when the sandbox runs without its bitcoin extension. Throws naming the
 * field when the injected configuration is malformed.
 */
export function sandboxBitcoinNetworks(imageUrl?: string): CaipNetwork[] {
  const parsed = v.safeParse(BitcoinFactsSchema, (globalThis as { __HATCH_SANDBOX__?: unknown }).__HATCH_SANDBOX__)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(`Demo configuration is invalid at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  const esploraUrl = parsed.output.urls.bitcoin
  if (!esploraUrl || !parsed.output.extensions?.bitcoin) return []
  return [defineBitcoinNetwork({ network: 'regtest', esploraUrl, name: 'Bitcoin (regtest)', testnet: false, ...(imageUrl ? { imageUrl } : {}) })]
}
