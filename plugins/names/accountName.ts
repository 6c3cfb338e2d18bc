import type { PluginContext } from '../../kernel/index.js'
import type { NameApi, OwnedName } from './nameApi.js'
import type { NamesState } from './state.js'

/** Names and identities are cached 5 minutes (spec §9). */
export const NAME_CACHE_MS = 5 * 60_000

/** The connected EVM account's name: shown, looked up, and set after a registration. */
export interface AccountName {
  /** Sets the account's profile name (and avatar) and the identity cache the Account view reads, so a reload of it keeps the name. */
  show(address: string, owned: OwnedName): Promise<void>
  /** Shows the address's name from the identity cache or the name service, when the account shows none yet. */
  load(address: string): Promise<void>
}

/**
 * The account-name side of the names plugin. Names are recorded through `ctx.profiles`: the
 * identity cache (5 min) the Account view fills from `/v1/identity`, and the connected account.
 * An address found to hold no name is remembered here only (a null in the identity cache would
 * hide what the identity service may know).
 */
export function createAccountName(ctx: PluginContext<NamesState>, api: NameApi, onError: (error: unknown) => void, clock: () => number): AccountName {
  const nameless = new Map<string, number>()
  const accountOf = (key: string) => {
    const account = ctx.store.getState().chains.eip155?.account
    return account?.address?.toLowerCase() === key ? account : undefined
  }

  const show = async (address: string, owned: OwnedName) => {
    nameless.delete(address.toLowerCase())
    await ctx.profiles.set('eip155', address, { name: owned.name, avatar: owned.avatar ?? null })
  }

  const load = async (address: string) => {
    const key = address.toLowerCase()
    const cached = await ctx.profiles.get('eip155', address)
    if (cached) {
      if (cached.name && !accountOf(key)?.profileName) await ctx.profiles.show('eip155', address, cached)
      return
    }
    const checked = nameless.get(key)
    if (checked !== undefined && clock() - checked < NAME_CACHE_MS) return
    let owned: OwnedName[]
    try {
      owned = await api.namesOf(address)
    } catch (error) {
      onError(error)
      return
    }
    const [first] = owned
    if (!first) return void nameless.set(key, clock())
    const account = accountOf(key)
    if (account && !account.profileName) await show(address, first)
  }

  return { show, load }
}
