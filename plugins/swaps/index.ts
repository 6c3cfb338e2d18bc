import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { SwapsOptions } from './options.js'
import type { SwapsState } from './types.js'
import type { SwapsController } from './controller.js'
import type swapsErrorTexts from './errorTexts.js'

export type { SwapsOptions } from './options.js'
export type { SwapsState, SwapToken, SwapQuote, SwapError } from './types.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Swaps (a remote feature): on, off, or on with a list of providers. */
    swaps?: boolean | string[]
  }
}

declare module 'hatch' {
  /** The id `features.walletFeaturesOrder` places this plugin's Account action by. */
  interface WalletFeatureIds {
    swaps: true
  }
}

declare module 'hatch' {
  /** The swaps plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof swapsErrorTexts, true> {}
  interface HatchPlugins {
    swaps: { state: SwapsState; controller: SwapsController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** Swap: optional prefill of the amount of the from token. */
    'swaps/main': { amount?: string } | undefined
  }
}

/** Two arrows in opposite directions: the Swap action's icon. */
const icon = 'M4 8h14l-4-4M20 16H6l4 4'

/**
 * Swaps (spec §1 "swap tokens", §9): the swap view with from/to tokens, amount, a debounced quote
 * (rate, price impact, network fee), slippage (1% by default), Approve when the router's allowance
 * is short and Swap through the wallet, on spec §9's swap networks and the host's `chainIds`.
 * Answers the remote feature `swaps` (the project configuration decides; off by default).
 *
 * @example
 * ```ts
 * import { swaps } from 'hatch/plugins/swaps'
 * createHatch({ ..., plugins: [swaps({ chainIds: [713101] })] })
 * ```
 */
export function swaps(options: SwapsOptions = {}): Plugin<SwapsState> {
  return definePlugin({
    id: 'swaps',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'swaps', source: 'remote', default: false, value: 'list' },
    views: { 'swaps/main': { load: () => import('./views/SwapView.js'), title: 'Swap' } },
    state: (): SwapsState => ({ tokens: [], amount: '', slippage: '1', errors: {} }),
    controller: async (ctx) => (await import('./views/SwapView.js')).createSwapsController(ctx, options),
    // Started by the Swap view (navigation to it, or its asking for the controller).
    start: {},
    contributes: { accountActions: [{ id: 'swaps', label: options.label ?? 'Swap', view: 'swaps/main', icon, namespaces: ['eip155'] }] },
  })
}
