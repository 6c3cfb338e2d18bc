/** Names and avatars returned by `/v1/identity/{address}`, keyed by lower-case address. */
export class IdentityStore {
  private readonly identities = new Map<string, { name: string | null; avatar: string | null }>()

  get(address: string): { name: string | null; avatar: string | null } {
    return this.identities.get(address.toLowerCase()) ?? { name: null, avatar: null }
  }

  set(address: string, identity: { name?: string | null; avatar?: string | null }): void {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Identity address must be 0x followed by 40 hex characters, got '${address}'`)
    this.identities.set(address.toLowerCase(), { name: identity.name ?? null, avatar: identity.avatar ?? null })
  }

  reset(): void {
    this.identities.clear()
  }
}
