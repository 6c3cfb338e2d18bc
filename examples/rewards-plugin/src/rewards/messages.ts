/** The plugin's English texts; a locale may override any of them (docs/i18n.md). */
export const rewardsMessages = {
  'rewards.lists': 'Reward lists',
  'rewards.daily': 'Daily rewards',
  'rewards.weekly': 'Weekly rewards',
  'rewards.ready': 'ready to claim',
  'rewards.claimed': 'claimed',
  'rewards.none': 'No rewards are offered now.',
  'rewards.claim': 'Claim {list}',
  'rewards.done': '{list} claimed.',
}
