import type { HatchContext } from '../../kernel/contracts/context.js'
import { defaultPreferredAccountTypes } from '../../kernel/types/chain.js'
import type { EmbeddedCore } from './runtime/embeddedCore.js'
import { embeddedStorage } from './storageKeys.js'

/** The EVM account types of the embedded wallet (spec §3): the owner key's address, or its ERC-4337 smart account. */
export type EvmAccountType = 'eoa' | 'smartAccount'

/**
 * Spec §6 on the page: which EVM account the frame makes active. The preferred type is the
 * stored one (a choice survives a reload), else the account state's, else the namespace default
 * (eip155: smartAccount); it
 * applies only on a network the secure site enables smart accounts on
 * (GET_SMART_ACCOUNT_ENABLED_NETWORKS, asked once per frame), elsewhere the EOA is active.
 */
export function smartAccountSync(ctx: HatchContext, core: EmbeddedCore) {
  let enabled: Promise<number[]> | undefined

  /** The smart-account-enabled chain ids, recorded in the network state and storage (spec §3). */
  const enabledNetworks = (): Promise<number[]> => {
    enabled ??= core.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}).then(
      ({ smartAccountEnabledNetworks: list }) => {
        ctx.store.update((draft) => {
          const chain = draft.chains.eip155
          if (chain) chain.network.smartAccountEnabledNetworks = list
        })
        embeddedStorage(ctx, 'smartAccountEnabledNetworks').set(list.join(','))
        return list
      },
      (error: unknown) => {
        enabled = undefined
        throw error
      },
    )
    return enabled
  }

  const preferred = (): EvmAccountType => {
    // Storage first: the account state always holds a type (the default when nothing was chosen), storage only a choice.
    const type =
      ctx.storage.get('preferredAccountTypes')?.eip155 ??
      ctx.store.getState().chains.eip155?.account.preferredAccountType ??
      defaultPreferredAccountTypes.eip155
    return type === 'eoa' ? 'eoa' : 'smartAccount'
  }

  /** Before GET_USER on EVM chain `chainId`: tells the frame which account is the active one there. */
  async function prepare(chainId: number | undefined): Promise<void> {
    const list = await enabledNetworks()
    const type: EvmAccountType = chainId !== undefined && list.includes(chainId) ? preferred() : 'eoa'
    await core.request('SET_PREFERRED_ACCOUNT', { type })
  }

  /** Records `type` as the preferred EVM account type (state and storage; kept across an account reset, spec §4). */
  const remember = (type: EvmAccountType): void => {
    ctx.setAccount('eip155', { preferredAccountType: type })
    ctx.storage.set('preferredAccountTypes', { ...(ctx.storage.get('preferredAccountTypes') ?? {}), eip155: type })
  }

  return { enabledNetworks, preferred, prepare, remember }
}

/** Per embedded core: the one sync object its runtime and service share. */
const syncs = new WeakMap<EmbeddedCore, ReturnType<typeof smartAccountSync>>()
export function smartAccountSyncOf(ctx: HatchContext, core: EmbeddedCore): ReturnType<typeof smartAccountSync> {
  let sync = syncs.get(core)
  if (!sync) syncs.set(core, (sync = smartAccountSync(ctx, core)))
  return sync
}
