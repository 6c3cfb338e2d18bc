import { definePlugin, HatchError, type Plugin } from '../../kernel/index.js'
import type { EmailCaptureController } from './controller.js'
import type { EmailCaptureOptions } from './options.js'
import type { EmailCaptureState } from './state.js'
import type emailCaptureErrorTexts from './errorTexts.js'

export type { EmailCaptureController } from './controller.js'
export type { EmailCaptureOptions } from './options.js'
export type { EmailCaptureState, EmailCaptureStatus } from './state.js'

declare module 'hatch' {
  /** The email-capture plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof emailCaptureErrorTexts, true> {}
  interface HatchPlugins {
    'email-capture': { state: EmailCaptureState; controller: EmailCaptureController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** DataCapture (spec §2): e-mail capture after connect. */
    DataCapture: undefined
  }
}

declare module 'hatch' {
  interface HatchEvents {
    /**
     * DataCapture is about to ask this account for an e-mail address. Sign-in (the siwx plugin)
     * waits for `emailCapture:finished` before it asks for a signature (spec §4).
     */
    'emailCapture:open': { namespace: string; address: string }
    /** DataCapture is over for this account: the address was saved, the visitor skipped (or closed it), or it ended unanswered (disconnect, another account, the feature turned off). */
    /** Asks DataCapture to emit `emailCapture:open` again for a capture still pending (a sign-in that started later learns of it). */
    'emailCapture:announce': undefined
    'emailCapture:finished': { namespace: string; address: string; outcome: 'saved' | 'skipped' | 'ended'; email?: string }
  }
}

/**
 * E-mail capture (spec §2 DataCapture, §4 "Sign-in (SIWX) flow"): while the project
 * configuration's `emailCapture` feature is on, DataCapture asks a visitor who just connected for
 * an e-mail address, before sign-in with the wallet. The address is checked (the problem named),
 * sent to the data service's `POST /v1/email-capture` or the host's `endpoint`, and the same
 * wallet is not asked again in this browser once it answered or skipped. Skip is offered unless
 * the host sets `required`.
 *
 * @example
 * ```ts
 * import { emailCapture } from 'hatch/plugins/email-capture'
 * createHatch({ ..., plugins: [emailCapture({ endpoint: 'https://shop.example/api/newsletter' })] })
 * ```
 */
export function emailCapture(options: EmailCaptureOptions = {}): Plugin<EmailCaptureState, EmailCaptureController> {
  return definePlugin<EmailCaptureState, EmailCaptureController>({
    id: 'email-capture',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'emailCapture', source: 'remote', default: false },
    views: {
      DataCapture: {
        load: () => import('./views/DataCaptureView.js'),
        // A required capture cannot be closed away; Disconnect is the way out.
        blocksClose: (ctx) => {
          const s = ctx.plugins.state('email-capture')
          return Boolean(s?.required && s.pending)
        },
      },
    },
    state: () => ({ required: options.required === true, email: '', touched: false, status: 'idle' }),
    controller: async (ctx) => (await import('./controller.js')).createEmailCaptureController(ctx, options, (code, o) => new HatchError(code, o)),
    // DataCapture follows a connection; the controller asks an account already connected when it starts.
    start: { account: true },
  })
}
