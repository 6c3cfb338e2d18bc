import { definePlugin, type Plugin } from '../../kernel/index.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Passkey login (a remote feature; a host value applies until the project configuration is fetched). */
    passkey?: boolean
  }
}

declare module 'hatch' {
  /** The id `features.connectMethodsOrder` places this plugin's Connect method by. */
  interface ConnectMethodIds {
    passkey: true
  }
}

/** Options of {@link passkey}. */
export interface PasskeyOptions {
  /** Label of the Connect view's passkey method (English; a locale may translate `extension.connectMethods.passkey`). */
  label?: string
}

/**
 * Passkey login (issue 31, docs/plugins/passkey.md): the Connect view's "Continue with a passkey"
 * (method `passkey` in `features.connectMethodsOrder`), where the visitor signs in with a passkey
 * bound to the embedded wallet's secure site, or creates one for a new wallet, in the secure
 * frame's own prompt; and, on Account, "Add a passkey" for an embedded-wallet account that has
 * none. Answers the remote feature `passkey`. Needs the `embedded()` adapter
 * (`hatch/adapters/embedded`): its ApproveTransaction view shows the frame's passkey prompts, and
 * the secure frame is injected only once the visitor uses them.
 *
 * @example
 * ```ts
 * import { embedded } from 'hatch/adapters/embedded'
 * import { passkey } from 'hatch/plugins/passkey'
 * createHatch({ ..., adapters: [evm(), embedded({ secureSiteUrl })], plugins: [passkey()] })
 * ```
 */
export function passkey(options: PasskeyOptions = {}): Plugin {
  return definePlugin({
    id: 'passkey',
    gate: { key: 'passkey', source: 'remote', default: true, value: 'boolean' },
    contributes: {
      connectMethods: [
        { id: 'passkey', method: 'passkey', label: options.label ?? 'Continue with a passkey', view: 'ApproveTransaction', params: { kind: 'passkey' } },
      ],
    },
  })
}
