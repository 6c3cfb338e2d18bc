/**
 * The pairing uri the wallet scans, as the official 2.x client writes it (parameters sorted):
 * `wc:<topic>@2?expiryTimestamp=<s>&relay-protocol=irn&symKey=<hex>`.
 */
export function pairingUri(topic: string, symKey: string, expiryTimestamp: number): string {
  return `wc:${topic}@2?${new URLSearchParams({ expiryTimestamp: String(expiryTimestamp), 'relay-protocol': 'irn', symKey }).toString()}`
}
