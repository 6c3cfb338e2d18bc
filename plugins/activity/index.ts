import { definePlugin, type Plugin } from '../../kernel/index.js'
import type { ActivityState } from './state.js'
import type { ActivityController } from './controller.js'
import type activityErrorTexts from './errorTexts.js'

export type { ActivityState } from './state.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** The Activity tab (a remote feature). */
    activity?: boolean
  }
}

declare module 'hatch' {
  /** The activity plugin's error codes (texts in errorTexts.ts). */
  interface HatchErrorCodes extends Record<keyof typeof activityErrorTexts, true> {}
  interface HatchPlugins {
    activity: { state: ActivityState; controller: ActivityController }
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** Activity as a view of its own (the Account tab's list, full height); no params. */
    'activity/list': undefined
  }
}

/** Options of {@link activity}. */
export interface ActivityOptions {
  /** Label of the Account tab (English; a locale may translate `extension.accountTabs.activity`). */
  label?: string
}

/**
 * Activity (spec §3 "Transaction", §4 "Transactions list"): the Account tab listing the account's
 * transactions on the active network from the data service's history, paged by cursor as the
 * list scrolls. Answers the remote feature `activity` of the project configuration.
 *
 * @example
 * ```ts
 * import { activity } from 'hatch/plugins/activity'
 * createHatch({ ..., plugins: [activity()] })
 * ```
 */
export function activity(options: ActivityOptions = {}): Plugin<ActivityState> {
  return definePlugin({
    id: 'activity',
    errors: () => import('./errorTexts.js'),
    gate: { key: 'activity', source: 'remote', default: true, value: 'boolean' },
    views: { 'activity/list': { load: () => import('./views/ActivityView.js'), title: 'Activity' } },
    state: (): ActivityState => ({ transactions: [], loading: false, empty: false }),
    controller: async (ctx) => (await import('./controller.js')).createActivityController(ctx),
    // It follows the connected account (a send it must pick up included), so it runs from the connection on.
    start: { account: true },
    contributes: {
      accountTabs: [
        {
          id: 'activity',
          label: options.label ?? 'Activity',
          order: 30,
          namespaces: ['eip155', 'solana', 'bip122'],
          load: () => import('./views/ActivityView.js').then((m) => ({ default: m.ActivityTab })),
        },
      ],
    },
  })
}
