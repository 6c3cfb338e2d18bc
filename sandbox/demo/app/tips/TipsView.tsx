import { useState } from 'react'
import { useHatchState, useMessages, usePluginController, usePluginState, type ViewProps } from 'hatch/react'
import { ConnectFirst } from 'hatch/react/primitives'
import { tipAmounts, type TipAmount, type TipsState } from './index.js'
import type { TipsController } from './controller.js'
import { tipsMessages } from './messages.js'
import { shownLanguage } from './shownLanguage.js'

const box = { display: 'flex', flexDirection: 'column', gap: 12, padding: '8px 0' } as const

/** The tip form: pick an amount, send it, see the outcome. */
export default function TipsView({ params }: ViewProps<'tips/form'>) {
  const controller = usePluginController<TipsController>('tips')
  const { status, count, error } = usePluginState('tips', (s: TipsState) => ({ status: s.status, count: s.count, error: s.error }))
  const [amount, setAmount] = useState<TipAmount>(params?.amount ?? '0.001')
  // Texts come translated through the host's `messages`; amounts in the language's digits and decimal sign.
  const say = useMessages(tipsMessages)
  const locale = shownLanguage(useHatchState((s) => s.modal.locale))
  const eth = (value: TipAmount) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(value))
  // Opened from the page with no EVM wallet (a host's `open({ view: 'tips/form' })`): the way to connect, not a form that cannot send.
  const connected = useHatchState((s) => Boolean(s.chains.eip155?.account.address))
  if (!connected) return <ConnectFirst text={say('tips.connectFirst')} />
  return (
    <div style={box}>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 }}>
        <legend>{say('tips.amount')}</legend>
        {tipAmounts.map((value) => (
          <label key={value}>
            <input type="radio" name="tip" value={value} checked={amount === value} onChange={() => setAmount(value)} />{' '}
            {say('tips.option', { amount: eth(value) })}
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
        {status === 'sending' ? say('tips.sending') : say('tips.send', { amount: eth(amount) })}
      </button>
      <p role="status">{status === 'sent' ? say('tips.sent', { count }) : ''}</p>
      {status === 'failed' ? <p role="alert">{say('tips.failed', { error: error ?? '' })}</p> : null}
    </div>
  )
}
