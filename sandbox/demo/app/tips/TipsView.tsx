import { useState } from 'react'
import { usePluginController, usePluginState, type ViewProps } from 'hatch/react'
import { tipAmounts, type TipAmount, type TipsState } from './index.js'
import type { TipsController } from './controller.js'

const box = { display: 'flex', flexDirection: 'column', gap: 12, padding: '8px 0' } as const

/** The tip form: pick an amount, send it, see the outcome. */
export default function TipsView({ params }: ViewProps<'tips/form'>) {
  const controller = usePluginController<TipsController>('tips')
  const { status, count, error } = usePluginState('tips', (s: TipsState) => ({ status: s.status, count: s.count, error: s.error }))
  const [amount, setAmount] = useState<TipAmount>(params?.amount ?? '0.001')
  return (
    <div style={box}>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 }}>
        <legend>Tip amount</legend>
        {tipAmounts.map((value) => (
          <label key={value}>
            <input type="radio" name="tip" value={value} checked={amount === value} onChange={() => setAmount(value)} /> {value} ETH
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="text-button"
        disabled={status === 'sending'}
        aria-busy={status === 'sending'}
        onClick={() => void controller.send(amount)}
      >
        {status === 'sending' ? 'Sending…' : `Send ${amount} ETH tip`}
      </button>
      <p role="status">{status === 'sent' ? `Thank you! Tips sent: ${count}` : ''}</p>
      {status === 'failed' ? <p role="alert">Tip not sent: {error}</p> : null}
    </div>
  )
}
