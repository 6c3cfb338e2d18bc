import type { VerifiedSiwxSession } from '../../plugins/siwx/server/index.js'

/** A stored sign-in session: what the client sent and what the verifier read from it. */
export type StoredSession = VerifiedSiwxSession

/** EVM addresses compare case-insensitively; Solana and Bitcoin addresses as written. */
export const sessionAddressKey = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address)

/**
 * The data service's sign-in sessions (spec §7 `/v1/sessions/*`): sessions by address, and every
 * nonce ever accepted (a nonce signs in once). In memory, and in a JSON file when
 * {@link SessionStore.keepIn} names one, so a signed-in visitor stays signed in across a sandbox
 * restart (the names visitors register are kept the same way).
 */
export class SessionStore {
  private readonly byAddress = new Map<string, StoredSession[]>()
  private readonly nonces = new Set<string>()
  private file: string | undefined
  /** Writes run one after another, so the file always ends as the last change left it. */
  private writing: Promise<void> = Promise.resolve()

  /**
   * Keeps the sessions in `file` (JSON) and loads those already there. Call before the service
   * answers. Rejects, naming the file, when it is not a session list.
   */
  async keepIn(file: string): Promise<void> {
    const { readSessionFile } = await import('./sessionFile.js')
    const saved = await readSessionFile(file)
    this.file = file
    for (const nonce of saved.nonces) this.nonces.add(nonce)
    for (const session of saved.sessions) {
      const key = sessionAddressKey(session.data.accountAddress)
      this.nonces.add(session.data.nonce)
      this.byAddress.set(key, [...(this.byAddress.get(key) ?? []), session])
    }
  }

  /** Resolves once the file (when there is one) holds the current sessions; rejects when writing failed. */
  private async save(): Promise<void> {
    const file = this.file
    if (!file) return
    const { writeSessionFile } = await import('./sessionFile.js')
    const contents = { sessions: [...this.byAddress.values()].flat(), nonces: [...this.nonces] }
    const write = this.writing.then(() => writeSessionFile(file, contents))
    this.writing = write.catch(() => undefined)
    await write
  }

  /** Whether a session with this nonce was ever accepted (a replayed message is refused). */
  nonceUsed(nonce: string): boolean {
    return this.nonces.has(nonce)
  }

  /** Adds a session; with a file, resolves once the file holds it. */
  add(session: StoredSession): Promise<void> {
    const key = sessionAddressKey(session.data.accountAddress)
    this.nonces.add(session.data.nonce)
    this.byAddress.set(key, [...(this.byAddress.get(key) ?? []), session])
    return this.save()
  }

  /** The address's sessions still valid at `now`, optionally for one network and one domain. */
  list(address: string, filter: { chainId?: string; domain?: string; now: number }): StoredSession[] {
    return (this.byAddress.get(sessionAddressKey(address)) ?? []).filter(
      (s) =>
        (filter.chainId === undefined || s.data.chainId === filter.chainId) &&
        (filter.domain === undefined || s.data.domain === filter.domain) &&
        (!s.data.expirationTime || Date.parse(s.data.expirationTime) > filter.now),
    )
  }

  /** Removes the address's session with this nonce when `signature` is its signature; resolves whether one was removed (once the file, when there is one, says so). */
  async revoke(address: string, nonce: string, signature: string): Promise<boolean> {
    const key = sessionAddressKey(address)
    const all = this.byAddress.get(key) ?? []
    const kept = all.filter((s) => !(s.data.nonce === nonce && s.signature === signature))
    this.byAddress.set(key, kept)
    if (kept.length === all.length) return false
    await this.save()
    return true
  }
}
