/** One captured e-mail address, as the sandbox keeps it. */
export interface EmailCapture {
  projectId: string
  email: string
  /** The wallet address the visitor was connected with. */
  address: string
  /** CAIP-2 id of the network the visitor was on. */
  chainId: string
  /** The page origin that sent it (the browser's Origin header), when there was one. */
  origin?: string
  /** ISO-8601 time of the last save. */
  capturedAt: string
}

/** EVM addresses compare case-insensitively; Solana and Bitcoin addresses as written. */
const addressKey = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address)

/**
 * E-mail addresses visitors left through the email-capture plugin (DataCapture), per project and
 * wallet address, in memory for the sandbox's life. Saving again for the same project and address
 * replaces the e-mail (the visitor corrected it).
 */
export class EmailCaptureStore {
  private readonly entries = new Map<string, EmailCapture>()

  save(entry: EmailCapture): EmailCapture {
    this.entries.set(`${entry.projectId}|${addressKey(entry.address)}`, entry)
    return entry
  }

  /** What was saved, optionally for one project and one address, oldest first. */
  list(filter: { projectId?: string; address?: string } = {}): EmailCapture[] {
    return [...this.entries.values()].filter(
      (e) =>
        (filter.projectId === undefined || e.projectId === filter.projectId) &&
        (filter.address === undefined || addressKey(e.address) === addressKey(filter.address)),
    )
  }

  reset(): void {
    this.entries.clear()
  }
}
