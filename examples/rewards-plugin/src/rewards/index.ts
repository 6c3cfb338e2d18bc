import { definePlugin } from 'hatch'
import type { RewardsController } from './controller.js'
import type rewardsErrorTexts from './errorTexts.js'

/** The reward lists a host can offer, in `features.rewards`. */
export type RewardList = 'daily' | 'weekly'

export interface RewardsState {
  /** The lists claimed in this visit. */
  claimed: RewardList[]
}

declare module 'hatch' {
  interface HatchFeatures {
    /** `true` offers every list; a list offers those; `false` hides Rewards. */
    rewards?: boolean | RewardList[]
  }
  interface HatchPlugins {
    rewards: { state: RewardsState; controller: RewardsController }
  }
  interface HatchErrorCodes extends Record<keyof typeof rewardsErrorTexts, true> {}
  interface ViewParams {
    'rewards/claim': undefined
  }
}

/** Rewards: an Account tab, an Account action and a claim view, behind the host gate `rewards`. */
export function rewards() {
  return definePlugin({
    id: 'rewards',
    gate: { key: 'rewards', source: 'host', default: false },
    state: (): RewardsState => ({ claimed: [] }),
    errors: () => import('./errorTexts.js'),
    controller: async (ctx) => (await import('./controller.js')).createRewardsController(ctx),
    start: {},
    views: { 'rewards/claim': { load: () => import('./views/ClaimView.js'), title: 'Rewards' } },
    on: { 'account:disconnected': (_payload, ctx) => ctx.self.reset() },
    contributes: {
      accountTabs: [{ id: 'rewards', label: 'Rewards', order: 40, load: () => import('./views/RewardsTab.js') }],
      accountActions: [{ id: 'rewards', label: 'Rewards', view: 'rewards/claim', namespaces: ['eip155'] }],
    },
  })
}
