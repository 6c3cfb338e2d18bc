/**
 * `hatch/adapters/embedded`: the embedded wallet (spec §1 "an embedded wallet reached by e-mail
 * one-time code"). A connector adapter for eip155 and solana whose keys live in a secure frame on
 * the secure site's own origin (docs/secure-site.md). The descriptor is tiny: the frame and all
 * its code load on first use, and only while the `email` (or `socials`) feature is on. Pair it
 * with `hatch/plugins/email`, which shows EmailLogin and UpdateEmailWallet.
 * @packageDocumentation
 */
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import { loadErrorTexts } from '../../kernel/errors/errorTexts.js'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_NAMESPACES } from './constants.js'
import type embeddedErrorTexts from './errorTexts.js'
import { secureOriginOf, type EmbeddedOptions } from './options.js'
import type { EmbeddedWalletService } from './service.js'
import type { PreferredAccountType } from '../../kernel/types/chain.js'

export { EMBEDDED_CONNECTOR_ID } from './constants.js'
export type { EmbeddedOptions } from './options.js'
export type { EmbeddedWalletService, EmbeddedUser, LoginStep, PasskeyUser, SocialProviderId, SocialUser } from './service.js'
export type { FrameTimers } from './portClient.js'

declare module '../../kernel/contracts/services.js' {
  interface HatchServices {
    /** The embedded wallet's e-mail login and e-mail change (provided by `embedded()`). */
    embeddedWallet: EmbeddedWalletService
  }
}

declare module 'hatch' {
  /** The embedded wallet's account fields (spec §3), on the account of a namespace it connected. */
  interface AccountState {
    /**
     * Its user: the e-mail, or after a social sign-in the provider's username as shown (spec §5 rules
     * applied), both EVM accounts, and how many passkeys the account has (when the frame could tell).
     */
    user?: { email?: string | null; username?: string | null; accounts?: { type: PreferredAccountType; address: string }[]; passkeys?: number }
    /** The social provider the visitor signed in with (`google` … `farcaster`); absent after an e-mail login. */
    socialProvider?: string
    /** The Sign In With Farcaster url while ConnectingFarcaster waits for the visitor to approve it. */
    farcasterUrl?: string
  }
}

declare module 'hatch' {
  /** The embedded wallet's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof embeddedErrorTexts, true> {}
}

declare module 'hatch' {
  interface ViewParams {
    /**
     * ApproveTransaction (spec §2): the secure frame's approval prompt, shown while a signing or
     * sending request waits; `kind` titles it (Sign Message, Sign Typed Data, Approve Transaction).
     * With `passkey` or `addPasskey` it asks the frame for its passkey prompt itself (issue 31).
     */
    ApproveTransaction: { kind: 'message' | 'typedData' | 'transaction' | 'device' | 'exportKey' | 'twoStep' | 'passkey' | 'addPasskey' } | undefined
    /** Account → Devices (issue 31): the browsers that hold a share of the embedded wallet, and their removal. */
    Devices: undefined
  }
}

/**
 * Creates the embedded-wallet adapter. Every account connected by e-mail (connector `embedded`)
 * is routed to it on eip155 and solana; it provides the `embeddedWallet` service to the e-mail plugin.
 *
 * @example
 * ```ts
 * import { embedded } from 'hatch/adapters/embedded'
 * import { email } from 'hatch/plugins/email'
 * createHatch({ ..., adapters: [evm(), solana(), embedded({ secureSiteUrl: 'https://wallet.shop.example' })], plugins: [email()] })
 * ```
 */
export function embedded(options: EmbeddedOptions): Adapter {
  const secureOrigin = secureOriginOf(options)
  return defineAdapter({
    name: 'Embedded wallet',
    namespaces: EMBEDDED_NAMESPACES,
    connectorIds: [EMBEDDED_CONNECTOR_ID],
    errors: () => import('./errorTexts.js'),
    views: {
      ApproveTransaction: {
        load: () => import('./embeddedViews.js').then((m) => ({ default: m.ApproveTransactionView })),
        title: 'Approve Transaction',
        // Titled by what is asked: the catalogue's view.ApproveTransaction.message / .typedData / .device / .exportKey / .twoStep / .passkey / .addPasskey.
        titleKey: (params) => {
          const kind = (params as { kind?: string } | undefined)?.kind
          return kind && kind !== 'transaction' ? `view.ApproveTransaction.${kind}` : undefined
        },
        // Going back leaves the approval: the waiting request is aborted in the frame.
        onBack: (ctx) =>
          void ctx.getService('embeddedWallet').then(
            (wallet) => wallet.abortPending(),
            () => undefined,
          ),
      },
      Devices: { load: () => import('./embeddedViews.js').then((m) => ({ default: m.DevicesView })), title: 'Devices' },
    },
    services: {
      embeddedWallet: async (ctx) => {
        // Frame errors read the whole error catalogue: it loads beside the service's chunk.
        const [service] = await Promise.all([import('./runtime/createEmbeddedService.js'), loadErrorTexts()])
        return service.createEmbeddedService(ctx, options, secureOrigin)
      },
    },
    async load(ctx) {
      const [runtime] = await Promise.all([import('./runtime/createEmbeddedRuntime.js'), loadErrorTexts()])
      return runtime.createEmbeddedRuntime(ctx, options, secureOrigin)
    },
  })
}
