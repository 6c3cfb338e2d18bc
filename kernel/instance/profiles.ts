import type { HatchContext, Profile } from '../contracts/context.js'
import { createCache } from '../storage/cache.js'
import type { ChainNamespace } from '../types/chain.js'

/** Identity-cache keys: EVM addresses compare case-insensitively (as the Account view keys them). */
const keyOf = (namespace: ChainNamespace, address: string) => (namespace === 'eip155' ? address.toLowerCase() : address)

/** Shows the profile on the namespace's account when `address` is the one connected there. */
export function showProfile(ctx: HatchContext, namespace: ChainNamespace, address: string, profile: Profile): void {
  const account = ctx.store.getState().chains[namespace]?.account
  if (account?.address && keyOf(namespace, account.address) === keyOf(namespace, address)) {
    ctx.setAccount(namespace, { profileName: profile.name, profileImage: profile.avatar })
  }
}

/** The profile last recorded for `address` in the identity cache, if still fresh. */
export const readProfile = (ctx: HatchContext, namespace: ChainNamespace, address: string): Profile | undefined =>
  createCache(ctx.storage).get('identity', keyOf(namespace, address))

/** Records the profile in the identity cache the Account view reads, and shows it on the account when connected. */
export function recordProfile(ctx: HatchContext, namespace: ChainNamespace, address: string, profile: Profile): void {
  createCache(ctx.storage).set('identity', keyOf(namespace, address), profile)
  showProfile(ctx, namespace, address, profile)
}
