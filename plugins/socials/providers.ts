import type { HatchState } from '../../kernel/index.js'

/** Spec §9 "Default social order": how the Connect view lists the providers. */
export const SOCIAL_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

/** A social sign-in the plugin shows a button for. */
export type SocialId = (typeof SOCIAL_ORDER)[number]

/** Of `value` (a `socials` feature value), the providers it lists, in the spec's order; every one when it lists none. */
function listed(value: unknown): SocialId[] {
  if (!Array.isArray(value)) return [...SOCIAL_ORDER]
  return SOCIAL_ORDER.filter((id) => value.includes(id))
}

/**
 * The providers configured for this page, in spec §9's order: the project configuration's
 * `socials` list once it was fetched (it may narrow the list), else the host's `features.socials`,
 * else all of them (the same precedence as the feature gate, docs/configuration.md).
 */
export function configuredSocials(state: Pick<HatchState, 'remoteConfig'>, hostFeatures: unknown): SocialId[] {
  const remote = state.remoteConfig.features
  const host = typeof hostFeatures === 'object' && hostFeatures !== null && 'socials' in hostFeatures ? hostFeatures.socials : undefined
  return listed(remote ? remote.socials : host)
}
