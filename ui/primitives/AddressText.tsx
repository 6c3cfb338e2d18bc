import type { CSSProperties } from 'react'

/** Props of {@link AddressText}. */
export interface AddressTextProps {
  address: string
  /** Shorten to the first `head` and last `tail` characters (`0x1234…abcd`); default: the whole address. */
  short?: boolean | undefined
  head?: number | undefined
  tail?: number | undefined
  style?: CSSProperties | undefined
}

/** The shortened form of an address: first `head` and last `tail` characters around an ellipsis. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}

/**
 * An address in monospace. Shortened on request, with the whole address as `title` (a hover shows
 * every character). No `aria-label`: screen readers ignore it on a `<span>` and axe flags it, so
 * what they read is what is shown.
 *
 * @example
 * ```tsx
 * <AddressText address={to} short />
 * ```
 */
export function AddressText({ address, short = false, head = 6, tail = 4, style }: AddressTextProps) {
  const shown = short ? shortAddress(address, head, tail) : address
  return (
    <span dir="ltr" title={address} style={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere', ...style }}>
      {shown}
    </span>
  )
}
