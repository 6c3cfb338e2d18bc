/**
 * A host-authored plugin, as docs/plugins.md walks through: an Account action "Tip" opening a view
 * of its own, with its own gate (`features.tips`), its own state slice and a controller that sends
 * through the connected wallet. It imports only the public entries `hatch` and `hatch/react`.
 */
import { definePlugin, type Plugin } from 'hatch'

declare module 'hatch' {
  interface ViewParams {
    /** The tip form; `amount` preselects a tip in ETH. */
    'tips/form': { amount?: TipAmount } | undefined
  }
}

/** The tips a visitor can choose, in ETH. */
export const tipAmounts = ['0.001', '0.01', '0.1'] as const
export type TipAmount = (typeof tipAmounts)[number]

/** The plugin's state slice, `state.plugins.tips`. */
export interface TipsState {
  status: 'idle' | 'sending' | 'sent' | 'failed'
  /** Tips sent in this session. */
  count: number
  lastHash?: string
  error?: string
}

/** Options of {@link tips}. */
export interface TipsOptions {
  /** Where tips go. */
  to: `0x${string}`
}

/** The tip jar plugin. Hosts pass it in `plugins` like any built-in one. */
export function tips(options: TipsOptions): Plugin<TipsState> {
  return definePlugin({
    id: 'tips',
    gate: { key: 'tips', source: 'host', default: true },
    views: { 'tips/form': { load: () => import('./TipsView.js'), title: 'Tip jar' } },
    state: (): TipsState => ({ status: 'idle', count: 0 }),
    controller: async (ctx) => (await import('./controller.js')).createTipsController(ctx, options),
    on: { 'account:disconnected': (_payload, ctx) => ctx.self.reset() },
    contributes: {
      accountActions: [
        { id: 'tips', label: 'Tip', view: 'tips/form', namespaces: ['eip155'], icon: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z' },
      ],
    },
  })
}
