import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { NamesController } from './controller.js'
import type { NamesOptions } from './options.js'
import type { NamesState } from './state.js'
import type namesErrorTexts from './errorTexts.js'

export type { NamesOptions } from './options.js'
export type { NamesState, Availability } from './state.js'
export type { NamesController } from './controller.js'
export type { NamesError } from './errors.js'
export type { NameRule } from './rules.js'

declare module 'hatch' {
  /** The names plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof namesErrorTexts, true> {}
  interface HatchPlugins {
    names: { state: NamesState; controller: NamesController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** RegisterAccountName (spec §2): choose and register a name for the connected EVM account. */
    RegisterAccountName: undefined
    /** RegisterAccountNameSuccess (spec §2): the name just registered. */
    RegisterAccountNameSuccess: { name: string }
  }
}

declare module 'hatch' {
  interface HatchEvents {
    /** A name was registered for the account and is now its profile name. */
    'names:registered': { namespace: 'eip155'; address: string; name: string }
  }
}

/** A name tag: the Register name action's icon. */
const icon = 'M3 3h8l10 10-8 8L3 11zM7 7h1'

/**
 * Account names (spec §1 "register an account name (EVM)", §4 "Name registration"): the Account
 * action "Register name" opens RegisterAccountName, where the visitor types a name, sees as they
 * type whether it keeps the rules and is free (suggestions when it is taken), and registers it
 * with a signature from their wallet; RegisterAccountNameSuccess follows, and the name is shown in
 * the Account view and on the connect button. Answers the host feature `names` (on by default).
 *
 * @example
 * ```ts
 * import { names } from 'hatch/plugins/names'
 * createHatch({ ..., plugins: [names()] })
 * ```
 */
export function names(options: NamesOptions = {}): Plugin<NamesState, NamesController> {
  return definePlugin<NamesState, NamesController>({
    id: 'names',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'names', source: 'host', default: true },
    views: {
      RegisterAccountName: { load: () => import('./views/RegisterAccountNameView.js') },
      RegisterAccountNameSuccess: { load: () => import('./views/RegisterAccountNameSuccessView.js') },
    },
    state: () => ({ label: '', name: '', availability: 'idle', suggestions: [], registering: false }),
    controller: async (ctx) => (await import('./controller.js')).createNamesController(ctx, options),
    // Reads the EVM account's name for the Account view and the button: from the connection on.
    start: { account: ['eip155'] },
    contributes: { accountActions: [{ id: 'names', label: options.label ?? 'Register name', view: 'RegisterAccountName', icon, namespaces: ['eip155'] }] },
  })
}
