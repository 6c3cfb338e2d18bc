import { definePlugin, type Plugin } from '../../kernel/index.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** The Receive action (a host feature, default on). */
    receive?: boolean
  }
}

declare module 'hatch' {
  /** The id `features.walletFeaturesOrder` places this plugin's Account action by. */
  interface WalletFeatureIds {
    receive: true
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** Receive: `account` picks the Bitcoin address shown first (payment by default). */
    'receive/main': { account?: 'payment' | 'ordinal' } | undefined
  }
}

/** Options of {@link receive}. */
export interface ReceiveOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.receive`). */
  label?: string
}

/** Arrow into a tray: the Receive action's icon. */
const icon = 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14'

/**
 * Receive (spec §1): the connected address as a QR code and as text with Copy, the networks the
 * account can receive on, and on Bitcoin the payment or the ordinal address. Answers the host
 * feature `receive` (on by default).
 *
 * @example
 * ```ts
 * import { receive } from 'hatch/plugins/receive'
 * createHatch({ ..., plugins: [receive()] })
 * ```
 */
export function receive(options: ReceiveOptions = {}): Plugin {
  return definePlugin({
    id: 'receive',
    gate: { key: 'receive', source: 'host', default: true, value: 'boolean' },
    views: { 'receive/main': { load: () => import('./views/ReceiveView.js'), title: 'Receive' } },
    contributes: { accountActions: [{ id: 'receive', label: options.label ?? 'Receive', view: 'receive/main', icon }] },
  })
}
