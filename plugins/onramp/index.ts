import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { OnrampController } from './controller.js'
import type { OnrampOptions } from './options.js'
import type { OnrampState } from './types.js'
import type onrampErrorTexts from './errorTexts.js'

export type { OnrampOptions } from './options.js'
export type { OnrampController } from './controller.js'
export type { OnrampState, OnrampQuote, OnrampError, PurchaseCurrency, PaymentCurrency, PendingPurchase } from './types.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Buying crypto (a remote feature): on, off, or on with a list of providers. */
    onramp?: boolean | string[]
  }
}

declare module 'hatch' {
  /** The id `features.walletFeaturesOrder` places this plugin's Account action by. */
  interface WalletFeatureIds {
    onramp: true
  }
}

declare module 'hatch' {
  /** The onramp plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof onrampErrorTexts, true> {}
  interface HatchPlugins {
    onramp: { state: OnrampState; controller: OnrampController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** Buy crypto through the on-ramp provider. */
    'onramp/buy': undefined
  }
}

/** A bank card: the Buy action's icon. */
const icon = 'M3 6h18v12H3zm0 4h18'

/**
 * On-ramp (spec §1 "buy crypto through an on-ramp", §7, §9): the Account action "Buy" on EVM and
 * Solana opens a view where the visitor picks what to buy (USDC and ETH by default), pays with
 * USD or EUR, types an amount within the payment method's limits (spec §5), sees the quote, and
 * continues in the provider's window; the view follows the purchase until it arrives. Answers the
 * remote feature `onramp` (the project configuration decides; off by default).
 *
 * @example
 * ```ts
 * import { onramp } from 'hatch/plugins/onramp'
 * createHatch({ ..., plugins: [onramp()] })
 * ```
 */
export function onramp(options: OnrampOptions = {}): Plugin<OnrampState, OnrampController> {
  return definePlugin<OnrampState, OnrampController>({
    id: 'onramp',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'onramp', source: 'remote', default: false, value: 'list' },
    views: { 'onramp/buy': { load: () => import('./views/OnrampView.js'), title: 'Buy' } },
    state: (): OnrampState => ({
      options: 'loading',
      purchaseCurrencies: [],
      paymentCurrencies: [],
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      amount: '',
      quoteStatus: 'idle',
      step: 'form',
      errors: {},
    }),
    controller: async (ctx) => (await import('./views/OnrampView.js')).createOnrampController(ctx, options),
    // Started by the Buy view (navigation to it, or its asking for the controller).
    start: {},
    contributes: { accountActions: [{ id: 'onramp', label: options.label ?? 'Buy', view: 'onramp/buy', icon, namespaces: ['eip155', 'solana'] }] },
  })
}
