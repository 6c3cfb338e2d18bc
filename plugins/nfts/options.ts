/** Options of the `nfts()` plugin. */
export interface NftsOptions {
  /** Label of the Account tab (English; a locale may translate `extension.accountTabs.nfts`). */
  label?: string
  /** How long a fetched list stays fresh, in ms (default 30 000, like the portfolio cache of spec §9). */
  cacheMs?: number
}
