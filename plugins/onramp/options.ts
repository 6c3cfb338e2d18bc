/** Options of the on-ramp plugin (`onramp(options)`). */
export interface OnrampOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.onramp`). */
  label?: string
  /** How often the balance is read while a purchase is pending, in ms (default 3000). */
  pollMs?: number
  /** How long a purchase is followed before the view stops waiting, in ms (default 10 minutes). */
  followMs?: number
  /** How long typing must pause before a quote is asked for, in ms (default 300, spec §9 "search waits at least 300 ms"). */
  quoteDelayMs?: number
}
