import type { HatchContext } from '../../kernel/contracts/context.js'
import type { ChainNamespace, PreferredAccountType } from '../../kernel/types/chain.js'

/** The embedded wallet's account fields `accountTypeOnSwitch` reads (its `user`, added to AccountState by this adapter). */
interface SwitchedAccount {
  preferredAccountType?: PreferredAccountType
  user?: { accounts?: { type: PreferredAccountType; address: string }[] }
}

/**
 * Spec §4 "Switching a connection", for the auth connector: smartAccount when the address is the
 * user's smart account, smart accounts are enabled on the network and the current type is eoa;
 * otherwise eoa.
 */
export function authAccountType(account: SwitchedAccount, address: string, smartAccountsEnabled: boolean): PreferredAccountType {
  const isSmartAccount = Boolean(account.user?.accounts?.some((a) => a.type === 'smartAccount' && a.address.toLowerCase() === address.toLowerCase()))
  return isSmartAccount && smartAccountsEnabled && account.preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
}

/**
 * Applies {@link authAccountType} when `hatch.switchConnection` makes the embedded wallet's
 * connection active again: the account's type, and the stored choice a reload keeps.
 */
export function applyAccountTypeOnSwitch(ctx: HatchContext, namespace: ChainNamespace, address: string): void {
  const chain = ctx.store.getState().chains[namespace]
  if (!chain) return
  const chainId = Number(chain.network.caipNetwork?.id)
  const type = authAccountType(chain.account, address, (chain.network.smartAccountEnabledNetworks ?? []).includes(chainId))
  ctx.setAccount(namespace, { preferredAccountType: type })
  ctx.storage.set('preferredAccountTypes', { ...(ctx.storage.get('preferredAccountTypes') ?? {}), [namespace]: type })
}
