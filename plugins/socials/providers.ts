/** Spec §9 "Default social order": how the Connect view lists the providers. */
export const SOCIAL_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

/** A social sign-in the plugin shows a button for. */
export type SocialId = (typeof SOCIAL_ORDER)[number]

/**
 * The providers configured for this page, in spec §9's order, from the `socials` gate's resolved
 * value (`ctx.feature('socials')`: the project configuration's list once fetched, else the host's
 * `features.socials`, docs/configuration.md): the providers it lists, every one when it lists none.
 * Unknown ids are dropped.
 */
export function configuredSocials(value: unknown): SocialId[] {
  if (!Array.isArray(value)) return [...SOCIAL_ORDER]
  return SOCIAL_ORDER.filter((id) => value.includes(id))
}
