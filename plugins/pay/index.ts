import { definePlugin, HatchError, type Hatch, type Plugin } from '../../kernel/index.js'
import type { PayController } from './controller.js'
import type { PayOptions } from './options.js'
import type { PaymentRequest, PaymentResult, PayState } from './types.js'
import type payErrorTexts from './errorTexts.js'

export type { PayOptions } from './options.js'
export type { PayController } from './controller.js'
export type { PaymentRequest, PaymentResult, PaymentSource, PaymentToken, PayState, PayStep } from './types.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Pay (a host feature, default off); while on, `email` and `socials` are off (spec §5). */
    pay?: boolean
  }
}

declare module 'hatch' {
  /** The pay plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof payErrorTexts, true> {}
  interface HatchPlugins {
    pay: { state: PayState; controller: PayController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** The payment a host asked for with `requestPayment` (the request lives in the plugin's state). */
    'pay/main': undefined
  }
}

/**
 * Pay (spec §1 "pay", §5): a host asks the visitor for a payment with {@link requestPayment}; the
 * pay view shows what is asked and lets the visitor pay from the connected wallet (EVM native,
 * ERC20, SOL) or from an exchange account, follows the transfer on chain and shows the receipt.
 * Answers the host feature `pay` (off by default); while it is on, e-mail and social login are
 * off (spec §5).
 *
 * @example
 * ```ts
 * import { pay, requestPayment } from 'hatch/plugins/pay'
 * const hatch = createHatch({ ..., features: { pay: true }, plugins: [pay()] })
 * const { hash } = await requestPayment(hatch, { recipient: '0x…', amount: '1.5', asset: { address: usdc, symbol: 'USDC', decimals: 6 }, network: 'eip155:1' })
 * ```
 */
export function pay(options: PayOptions = {}): Plugin<PayState, PayController> {
  return definePlugin<PayState, PayController>({
    id: 'pay',
    errors: () => import('./errorTexts.js'),
    gate: {
      key: 'pay',
      source: 'host',
      default: false,
      disables: ['email', 'socials', 'passkey'],
      value: 'boolean',
    },
    views: { 'pay/main': { load: () => import('./views/PayView.js'), title: 'Pay' } },
    state: (): PayState => ({ step: 'idle' }),
    controller: async (ctx) => (await import('./views/PayView.js')).createPayController(ctx, options, (code, o) => new HatchError(code, o)),
    // Started by requestPayment or the pay view asking for it.
    start: {},
  })
}

/**
 * Asks the visitor to pay: opens the pay view and resolves once the transfer is confirmed on
 * chain (its receipt followed), with the hash, block and who paid. Rejects with a `HatchError`:
 * PAY_INVALID_REQUEST (names the wrong field), PAY_IN_PROGRESS, PAY_REJECTED (declined in the
 * wallet), PAY_CANCELLED (closed before paying), PAY_FAILED (not sent, reverted or not
 * confirmed), PLUGIN_NOT_REGISTERED or FEATURE_DISABLED (`features.pay` is off).
 */
export async function requestPayment(hatch: Hatch, request: PaymentRequest): Promise<PaymentResult> {
  await hatch.started
  const controller = await hatch.context.plugins.controller('pay')
  return controller.request(request)
}
