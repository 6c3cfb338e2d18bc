import { useEffect, useRef, useState } from 'react'
import { Button, errorTextFor } from 'hatch/react/primitives'
import { useHatchState, useMessages, usePluginController } from 'hatch/react'
import type { RewardList } from '../index.js'
import { rewardsMessages } from '../messages.js'

/** The claim view: one button per offered list; the wallet signs the claim. */
export default function ClaimView() {
  const say = useMessages(rewardsMessages)
  const rewards = usePluginController('rewards')
  const offered = useHatchState(() => rewards.offered())
  const [busy, setBusy] = useState<RewardList>()
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const first = useRef<HTMLButtonElement>(null)
  // The visitor's next step is the first claim.
  useEffect(() => first.current?.focus(), [])

  const claim = async (list: RewardList) => {
    setBusy(list)
    setDone('')
    setProblem('')
    try {
      await rewards.claim(list)
      setDone(say('rewards.done', { list: say(`rewards.${list}`) }))
    } catch (error) {
      // A locale's error.<CODE> if it has one, else the plugin's English text (errorTexts.ts).
      setProblem(errorTextFor(error, say, String(error)))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      {offered.map((list, index) => (
        <Button key={list} ref={index === 0 ? first : undefined} loading={busy === list} onClick={() => void claim(list)}>
          {say('rewards.claim', { list: say(`rewards.${list}`) })}
        </Button>
      ))}
      <p role="status">{done}</p>
      <p role="alert">{problem}</p>
    </div>
  )
}
