import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { SiwxController } from './controller.js'
import type { SiwxState } from './state.js'
import type siwxErrorTexts from './errorTexts.js'

export type { SiwxController, CancelOutcome } from './controller.js'
export type { SiwxState } from './state.js'
export type { SiwxConfig, SiwxBackend, SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession, SiwxNamespace } from './types.js'

declare module 'hatch' {
  /** The siwx plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof siwxErrorTexts, true> {}
  interface HatchPlugins {
    siwx: { state: SiwxState; controller: SiwxController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** SIWXSignMessage (spec §2): sign the sign-in message. */
    SIWXSignMessage: undefined
  }
}

declare module 'hatch' {
  interface HatchEvents {
    /** A sign-in session was added for the address on the network (CAIP-2 id). */
    'siwx:signedIn': { chainId: `${string}:${string}`; address: string }
  }
}

/**
 * Sign in with the wallet (SIWX, spec §4 "Sign-in (SIWX) flow"): reads `createHatch({ siwx })` (or
 * the older EVM-only `siweConfig`). After connect and on a network or account change,
 * SIWXSignMessage asks the visitor to sign an EIP-4361 (EVM), Sign In With Solana or BIP-322
 * (Bitcoin) message unless the backend has a session; while sign-in is required and unsigned the
 * modal cannot be closed. Sessions go to the host's backend (`siwx.addSession` …) or, by default,
 * to the data service's `/v1/sessions`; a disconnect signs out. Backends check sessions with
 * `hatch/plugins/siwx/server`.
 *
 * @example
 * ```ts
 * import { siwx } from 'hatch/plugins/siwx'
 * createHatch({ ..., siwx: { required: true }, plugins: [siwx()] })
 * ```
 */
export function siwx(): Plugin<SiwxState, SiwxController> {
  return definePlugin<SiwxState, SiwxController>({
    id: 'siwx',
    errors: () => import('./errorTexts.js'),
    views: {
      SIWXSignMessage: {
        load: () => import('./views/SIWXSignMessageView.js'),
        // Spec §2: no closing while sign-in is required and no session exists for the pending account.
        blocksClose: (ctx) => {
          const s = ctx.plugins.state('siwx')
          return Boolean(s?.required && s.pending)
        },
      },
    },
    state: () => ({ enabled: false, required: false, status: 'idle' }),
    controller: async (ctx) => (await import('./controller.js')).createSiwxController(ctx),
    // Sign-in follows a connection; the controller checks an account already connected when it starts.
    start: { account: true },
  })
}
