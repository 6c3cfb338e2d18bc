import { useState } from 'react'
import { ConnectButton, useHatch } from 'hatch/react'
import type { RewardList } from './rewards/index.js'

const CHOICES: { label: string; value: RewardList[] | false }[] = [
  { label: 'Daily and weekly', value: ['daily', 'weekly'] },
  { label: 'Daily only', value: ['daily'] },
  { label: 'Off', value: false },
]

/** The host page: Hatch's button, and the host's switch of the Rewards gate at run time. */
export function App() {
  const hatch = useHatch()
  const [chosen, setChosen] = useState('Daily and weekly')
  const [problem, setProblem] = useState('')
  const choose = (label: string, value: RewardList[] | false) => {
    setChosen(label)
    hatch.setFeature('rewards', value).then(
      () => setProblem(''),
      (error: unknown) => setProblem(String(error)),
    )
  }
  return (
    <main>
      <h1>Rewards, a host plugin</h1>
      <ConnectButton />
      <fieldset>
        <legend>Rewards offered</legend>
        {CHOICES.map(({ label, value }) => (
          <label key={label}>
            <input type="radio" name="rewards" checked={chosen === label} onChange={() => choose(label, value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <p role="alert">{problem}</p>
    </main>
  )
}
