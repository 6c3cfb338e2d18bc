/**
 * The name service behind `/v1/profile/account/{name}` and `/v1/profile/reverse/{address}` (spec
 * §3 "Name entry", §7): a few names seeded for sandbox accounts, so a visitor can send to
 * `alice.hatch.id` instead of an address. Addresses are keyed by SLIP-44 coin type, as the real
 * service does: 60 (any EVM chain), 501 (Solana), 0 (Bitcoin).
 */

/** A name record as the data service returns it (spec §3 "Name entry"). */
export interface NameEntry {
  name: string
  registered_at: string
  updated_at: string
  addresses: Record<string, { address: string; created_at: string }>
  attributes: Record<string, string>
}

/** SLIP-44 coin types of the sandbox's chains. */
export const COIN_TYPES = { eip155: '60', solana: '501', bip122: '0' } as const

const REGISTERED_AT = '2026-01-15T09:30:00.000Z'

/** A round avatar with the name's initial, as a data: URL (nothing leaves 127.0.0.1). */
export function avatarFor(name: string, color: string): string {
  const initial = name.slice(0, 1).toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

function entry(name: string, addresses: Record<string, string>, attributes: Record<string, string>): NameEntry {
  return {
    name,
    registered_at: REGISTERED_AT,
    updated_at: REGISTERED_AT,
    addresses: Object.fromEntries(Object.entries(addresses).map(([coin, address]) => [coin, { address, created_at: REGISTERED_AT }])),
    attributes,
  }
}

/**
 * The seeded names, built from the sandbox's deterministic keys on first use (the Solana and
 * Bitcoin key code loads only then):
 * - `alice.hatch.id`: EVM sandbox account 9, Solana test account 9, Bitcoin test account 9
 *   (payment address), with an avatar;
 * - `bobby.hatch.id`: EVM sandbox account 8 only, no avatar.
 */
export async function seedNames(): Promise<NameEntry[]> {
  const [{ sandboxAccounts }, { solanaTestKeypair }, { bitcoinTestAccount }] = await Promise.all([
    import('../chains/accounts.js'),
    import('../solana/solanaKeys.js'),
    import('../bitcoin/bitcoinKeys.js'),
  ])
  const evm = sandboxAccounts()
  return [
    entry(
      'alice.hatch.id',
      {
        [COIN_TYPES.eip155]: evm[9]?.address ?? '',
        [COIN_TYPES.solana]: solanaTestKeypair(9).publicKey.toBase58(),
        [COIN_TYPES.bip122]: bitcoinTestAccount(9).paymentAddress,
      },
      { avatar: avatarFor('alice', '#db2777'), bio: 'Sandbox account 9' },
    ),
    entry('bobby.hatch.id', { [COIN_TYPES.eip155]: evm[8]?.address ?? '' }, { bio: 'Sandbox account 8' }),
  ]
}

/**
 * Names by name, and by address for reverse lookups: the seeded ones, and those visitors register
 * (`POST /v1/profile/account`), kept in a JSON file when {@link NameStore.keepIn} names one.
 */
export class NameStore {
  private entries: Promise<NameEntry[]> | undefined
  /** The registered names (not the seeded ones): what the file holds. */
  private readonly registered: NameEntry[] = []
  private file: string | undefined
  /** Writes run one after another, so the file always ends as the last registration left it. */
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly seed: () => Promise<NameEntry[]> = seedNames) {}

  private all(): Promise<NameEntry[]> {
    this.entries ??= this.seed()
    return this.entries
  }

  /**
   * Keeps registered names in `file` (JSON) so they survive a restart, and loads those already
   * there. Call before the first lookup. Rejects, naming the file, when it is not a name list.
   */
  async keepIn(file: string): Promise<void> {
    const { readNameFile } = await import('./nameFile.js')
    const saved = await readNameFile(file)
    this.file = file
    const all = await this.all()
    for (const entry of saved) {
      if (all.some((e) => e.name === entry.name)) continue
      all.push(entry)
      this.registered.push(entry)
    }
  }

  /**
   * Adds a registered name; resolves false (and adds nothing) when the name is taken. With a
   * file, resolves once the file holds it; when writing fails the name is not kept either.
   */
  async register(entry: NameEntry): Promise<boolean> {
    const all = await this.all()
    // No await between the check and the push: two registrations of one name cannot both pass.
    if (all.some((e) => e.name === entry.name)) return false
    all.push(entry)
    this.registered.push(entry)
    const file = this.file
    if (!file) return true
    const { writeNameFile } = await import('./nameFile.js')
    const write = this.writing.then(() => writeNameFile(file, [...this.registered]))
    this.writing = write.catch(() => undefined)
    try {
      await write
    } catch (error) {
      all.splice(all.indexOf(entry), 1)
      this.registered.splice(this.registered.indexOf(entry), 1)
      throw error
    }
    return true
  }

  /** The entry of `name` (case-insensitive), or undefined. */
  async lookup(name: string): Promise<NameEntry | undefined> {
    const wanted = name.toLowerCase()
    return (await this.all()).find((e) => e.name === wanted)
  }

  /** Every entry holding `address` for some coin type (EVM addresses compared case-insensitively). */
  async reverse(address: string): Promise<NameEntry[]> {
    const same = (a: string) => (/^0x/i.test(a) ? a.toLowerCase() === address.toLowerCase() : a === address)
    return (await this.all()).filter((e) => Object.values(e.addresses).some((a) => same(a.address)))
  }
}
