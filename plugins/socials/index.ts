import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { SocialId } from './providers.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Social login (a remote feature): off, or the providers to offer. */
    socials?: false | SocialId[]
  }
}

declare module 'hatch' {
  /** The id `features.connectMethodsOrder` places this plugin's Connect method by. */
  interface ConnectMethodIds {
    social: true
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** The social login buttons on their own (also shown inline on Connect). */
    ConnectSocials: undefined
    /** ConnectingFarcaster (spec §2): the Sign In With Farcaster request as a QR code and a link. */
    ConnectingFarcaster: undefined
  }
}

/** Options of {@link socials}. */
export interface SocialsOptions {
  /** Label of the link that stands in for the buttons while they load (a locale may translate `extension.connectMethods.socials`). */
  label?: string
}

/**
 * Social login (spec §1, §2, §4, §5): the Connect view's social buttons in spec §9's order
 * (google, x, farcaster, discord, apple, github, facebook; the project configuration's `socials`
 * list may narrow it; a messaging app's in-app browser hides the providers spec §5 names), the
 * sign-in popup on the secure site, and ConnectingFarcaster. Answers the remote feature `socials`.
 * Needs the `embedded()` adapter (`hatch/adapters/embedded`), whose `embeddedWallet` service runs
 * the sign-in with the secure frame.
 *
 * @example
 * ```ts
 * import { embedded } from 'hatch/adapters/embedded'
 * import { socials } from 'hatch/plugins/socials'
 * createHatch({ ..., adapters: [evm(), embedded({ secureSiteUrl })], plugins: [socials()] })
 * ```
 */
export function socials(options: SocialsOptions = {}): Plugin {
  return definePlugin({
    id: 'socials',
    // Spec §9's order; providers.ts lists it again for the views (kept off this descriptor's bytes).
    gate: { key: 'socials', source: 'remote', default: true, value: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
    views: {
      ConnectSocials: { load: () => import('./views/ConnectSocialsView.js'), title: 'Social login' },
      ConnectingFarcaster: {
        load: () => import('./views/ConnectSocialsView.js').then((m) => ({ default: m.ConnectingFarcasterView })),
        title: 'Farcaster',
        // Spec §2: going back while not connected clears the url and reloads the auth provider after 100 ms.
        onBack: (ctx) =>
          void ctx.getService('embeddedWallet').then(
            (wallet) => wallet.cancelFarcaster(),
            () => undefined,
          ),
      },
    },
    contributes: {
      connectMethods: [
        {
          id: 'socials',
          method: 'social',
          label: options.label ?? 'Continue with a social account',
          view: 'ConnectSocials',
          section: () => import('./views/ConnectSocialsView.js').then((m) => ({ default: m.SocialSection })),
        },
      ],
    },
  })
}
