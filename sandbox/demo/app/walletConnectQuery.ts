import * as v from 'valibot'

const MIN_LIFETIME_MS = 11_000
const MAX_LIFETIME_MS = 240_000

const lifetimeMessage = `wcPairingLifetimeMs must be a whole number of ms from ${MIN_LIFETIME_MS} to ${MAX_LIFETIME_MS} (a uri is replaced 10 s before it ends)`

const DemoQuery = v.object({
  wcPairingLifetimeMs: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, lifetimeMessage),
      v.transform(Number),
      v.minValue(MIN_LIFETIME_MS, lifetimeMessage),
      v.maxValue(MAX_LIFETIME_MS, lifetimeMessage),
    ),
  ),
})

/**
 * WalletConnect options the demo page takes from its query string, so a browser test can shorten
 * what the spec makes long: `?wcPairingLifetimeMs=15000` gives pairing uris a 15 s life (default
 * 4 minutes); with the 10 s margin the uri is then replaced 5 s after it is shown. Throws naming
 * the parameter when the value is unusable.
 */
export function walletConnectQueryOptions(search: string): { pairingLifetimeMs?: number } {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  return parsed.output.wcPairingLifetimeMs === undefined ? {} : { pairingLifetimeMs: parsed.output.wcPairingLifetimeMs }
}
