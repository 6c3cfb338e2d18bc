import type { PluginContext } from 'hatch'
import { HatchError } from 'hatch/lazy'
import type { RewardList, RewardsState } from './index.js'

const ALL_LISTS: RewardList[] = ['daily', 'weekly']

export function createRewardsController(ctx: PluginContext<RewardsState>) {
  /** The lists the gate offers now: `true` is every list, a list is itself. */
  const offered = (): RewardList[] => {
    const value = ctx.feature('rewards')
    return Array.isArray(value) ? value : value === true ? ALL_LISTS : []
  }
  return {
    offered,
    /** Claims `list` with a message the connected wallet signs; resolves with the signature. */
    async claim(list: RewardList): Promise<string> {
      if (!offered().includes(list)) throw new HatchError('REWARDS_LIST_CLOSED', { params: { list } })
      if (ctx.self.get().claimed.includes(list)) throw new HatchError('REWARDS_CLAIMED_ALREADY', { params: { list } })
      const { activeNamespace, chains } = ctx.store.getState()
      const address = activeNamespace ? chains[activeNamespace]?.account.address : undefined
      if (!activeNamespace || !address) throw new HatchError('REWARDS_NO_ACCOUNT')
      const wallet = await ctx.getAdapter(activeNamespace)
      const signature = await wallet.signMessage({ message: `Claim my ${list} rewards`, address })
      ctx.self.update((slice) => {
        slice.claimed.push(list)
      })
      return signature
    },
  }
}

export type RewardsController = ReturnType<typeof createRewardsController>
