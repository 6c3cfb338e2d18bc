import type { VerifiedSiwxSession } from '../../plugins/siwx/server/index.js'

/** A stored sign-in session: what the client sent and what the verifier read from it. */
export type StoredSession = VerifiedSiwxSession

/** EVM addresses compare case-insensitively; Solana and Bitcoin addresses as written. */
export const sessionAddressKey = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address)

/**
 * The data service's sign-in sessions (spec §7 `/v1/sessions/*`), in memory for the sandbox's
 * life: sessions by address, and every nonce ever accepted (a nonce signs in once).
 */
export class SessionStore {
  private readonly byAddress = new Map<string, StoredSession[]>()
  private readonly nonces = new Set<string>()

  /** Whether a session with this nonce was ever accepted (a replayed message is refused). */
  nonceUsed(nonce: string): boolean {
    return this.nonces.has(nonce)
  }

  add(session: StoredSession): void {
    const key = sessionAddressKey(session.data.accountAddress)
    this.nonces.add(session.data.nonce)
    this.byAddress.set(key, [...(this.byAddress.get(key) ?? []), session])
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

  /** Removes the address's session with this nonce when `signature` is its signature; returns whether one was removed. */
  revoke(address: string, nonce: string, signature: string): boolean {
    const key = sessionAddressKey(address)
    const all = this.byAddress.get(key) ?? []
    const kept = all.filter((s) => !(s.data.nonce === nonce && s.signature === signature))
    this.byAddress.set(key, kept)
    return kept.length !== all.length
  }
}
