import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { SendState } from './types.js'
import type { SendController } from './controller.js'
import type sendErrorTexts from './errorTexts.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** The Send action (a host feature, default on). */
    send?: boolean
  }
}

declare module 'hatch' {
  /** The id `features.walletFeaturesOrder` places this plugin's Account action by. */
  interface WalletFeatureIds {
    send: true
  }
}

declare module 'hatch' {
  /** The send plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof sendErrorTexts, true> {}
  interface HatchPlugins {
    send: { state: SendState; controller: SendController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** Send: optional prefill of the token (`'native'` or its address), amount and receiver. */
    'send/main': { token?: string; amount?: string; to?: string } | undefined
  }
}

/** Options of {@link send}. */
export interface SendOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.send`). */
  label?: string
}

/** A paper plane: the Send action's icon. */
const icon = 'M4 12l16-8-6 16-2.5-6.5L4 12zm7.5 1.5L20 4'

/**
 * Send (spec §1, §4 "Send"): the native currency or a token of the account's balances to an
 * address or a name, on EVM (native, ERC20), Solana (SOL, SPL) and Bitcoin, with Max, the network
 * fee before signing and the spec's validation messages. Answers the host feature `send` (on by
 * default).
 *
 * @example
 * ```ts
 * import { send } from 'hatch/plugins/send'
 * createHatch({ ..., plugins: [send()] })
 * ```
 */
export function send(options: SendOptions = {}): Plugin<SendState> {
  return definePlugin({
    id: 'send',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'send', source: 'host', default: true, value: 'boolean' },
    views: { 'send/main': { load: () => import('./views/SendView.js'), title: 'Send' } },
    state: (): SendState => ({ sendTokenAmount: '', receiver: '', resolving: false, feeStatus: 'idle', loading: false, errors: {} }),
    controller: async (ctx) => (await import('./views/SendView.js')).createSendController(ctx),
    // Started by the Send view (navigation to it, or its asking for the controller).
    start: {},
    contributes: { accountActions: [{ id: 'send', label: options.label ?? 'Send', view: 'send/main', icon, namespaces: ['eip155', 'solana', 'bip122'] }] },
  })
}
