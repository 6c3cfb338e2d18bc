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
  wcMetadataUrl: v.optional(v.pipe(v.string(), v.url('wcMetadataUrl must be a URL'))),
})

/**
 * WalletConnect options the demo page takes from its query string, so a browser test can shorten
 * what the spec makes long: `?wcPairingLifetimeMs=15000` gives pairing uris a 15 s life (default
 * 4 minutes); with the 10 s margin the uri is then replaced 5 s after it is shown.
 * `?wcMetadataUrl=https://shop.example` makes the page claim another site in its metadata than
 * the one it is on (what Verify catches). Throws naming the parameter when the value is unusable.
 */
export function walletConnectQueryOptions(search: string): {
  pairingLifetimeMs?: number
  metadata?: { name: string; description: string; url: string; icons: string[] }
} {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  const { wcPairingLifetimeMs, wcMetadataUrl } = parsed.output
  return {
    ...(wcPairingLifetimeMs === undefined ? {} : { pairingLifetimeMs: wcPairingLifetimeMs }),
    ...(wcMetadataUrl === undefined ? {} : { metadata: { name: 'Hatch demo', description: 'Hatch on the local sandbox', url: wcMetadataUrl, icons: [] } }),
  }
}
