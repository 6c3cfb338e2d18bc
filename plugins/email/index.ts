import { definePlugin, type Plugin } from '../../kernel/index.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** E-mail login (a remote feature; a host value applies until the project configuration is fetched). */
    email?: boolean
  }
}

declare module 'hatch' {
  /** The id `features.connectMethodsOrder` places this plugin's Connect method by. */
  interface ConnectMethodIds {
    email: true
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** EmailLogin (spec §2): request and enter a one-time code. */
    EmailLogin: undefined
    /**
     * UpdateEmailWallet (spec §2): change the embedded wallet's e-mail, primary then secondary code.
     * The view keeps its step here (the new address in `email`), as ApproveTransaction may come in between.
     */
    UpdateEmailWallet: { step: 'primary' | 'secondary'; email: string } | undefined
  }
}

/** Options of {@link email}. */
export interface EmailOptions {
  /** Label of the Connect view's e-mail method (English; a locale may translate `extension.connectMethods.email`). */
  label?: string
}

/**
 * E-mail login (spec §2 EmailLogin, UpdateEmailWallet): the Connect view's "Email" method, a
 * one-time code read from the visitor's mailbox, device verification for a new browser, and the
 * e-mail change. Answers the remote feature `email` (project configuration). Needs the
 * `embedded()` adapter (`hatch/adapters/embedded`), whose `embeddedWallet` service it calls; the
 * secure frame is injected only once this feature is on and the visitor uses it.
 *
 * @example
 * ```ts
 * import { embedded } from 'hatch/adapters/embedded'
 * import { email } from 'hatch/plugins/email'
 * createHatch({ ..., adapters: [evm(), embedded({ secureSiteUrl })], plugins: [email()] })
 * ```
 */
export function email(options: EmailOptions = {}): Plugin {
  return definePlugin({
    id: 'email',
    gate: { key: 'email', source: 'remote', default: true, value: 'boolean' },
    views: {
      EmailLogin: { load: () => import('./views/EmailLoginView.js'), title: 'Email' },
      UpdateEmailWallet: { load: () => import('./views/EmailLoginView.js').then((m) => ({ default: m.UpdateEmailWalletView })), title: 'Change e-mail' },
    },
    contributes: { connectMethods: [{ id: 'email', method: 'email', label: options.label ?? 'Email', view: 'EmailLogin' }] },
  })
}
