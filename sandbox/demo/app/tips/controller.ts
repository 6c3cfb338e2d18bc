import { parseEther } from 'viem'
import { requireCapability, type PluginContext } from 'hatch'
import type { TipAmount, TipsOptions, TipsState } from './index.js'

/** What the tip form calls. */
export interface TipsController {
  send(amount: TipAmount): Promise<void>
}

/**
 * Sends a tip as a native transfer through the connected EVM wallet and records the outcome in
 * the plugin's own slice (`ctx.self`), the only slice it can write.
 */
export function createTipsController(ctx: PluginContext<TipsState>, options: TipsOptions): TipsController {
  return {
    async send(amount) {
      const state = ctx.store.getState()
      const account = state.chains.eip155?.account
      const network = state.chains.eip155?.network.caipNetwork
      ctx.self.update((d) => {
        d.status = 'sending'
        delete d.error
      })
      try {
        // The form offers Connect instead while no EVM wallet is connected; a host's direct call says why it failed.
        if (!account?.address || !network) throw new Error('Connect an EVM wallet first')
        const runtime = await ctx.getAdapter('eip155')
        requireCapability(runtime, 'sendTransaction', 'eip155')
        const hash = await runtime.sendTransaction({ to: options.to, value: parseEther(amount) })
        ctx.self.update((d) => {
          d.status = 'sent'
          d.count += 1
          d.lastHash = hash
        })
        ctx.events.emit('transaction:sent', { namespace: 'eip155', caipNetworkId: network.caipNetworkId, hash, from: account.address, to: options.to })
      } catch (error) {
        ctx.self.update((d) => {
          d.status = 'failed'
          d.error = error instanceof Error ? error.message : String(error)
        })
      }
    },
  }
}
