/**
 * Shortens an address for display: the first `head` and last `tail` characters around an
 * ellipsis (`0x1234…abcd`). Addresses already short enough are returned whole.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
