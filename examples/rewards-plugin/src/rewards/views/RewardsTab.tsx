import { ListRow } from 'hatch/react/primitives'
import { useHatchState, useMessages, usePluginController, usePluginState } from 'hatch/react'
import { rewardsMessages } from '../messages.js'

/** The Account view's Rewards tab: each list the gate offers, claimed or ready to claim. */
export default function RewardsTab() {
  const say = useMessages(rewardsMessages)
  const rewards = usePluginController('rewards')
  const offered = useHatchState(() => rewards.offered())
  const claimed = usePluginState('rewards', (slice) => slice.claimed)
  if (!offered.length) return <p>{say('rewards.none')}</p>
  return (
    <ul aria-label={say('rewards.lists')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {offered.map((list) => (
        <ListRow key={list} title={say(`rewards.${list}`)} description={say(claimed.includes(list) ? 'rewards.claimed' : 'rewards.ready')} />
      ))}
    </ul>
  )
}
