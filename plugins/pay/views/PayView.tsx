import { useEffect, useId, useRef, type CSSProperties } from 'react'
import { useHatch, useHatchState, useLocale, useMessages, usePluginController, usePluginState, type ViewProps } from '../../../ui/index.js'
import { AddressText, Button, formatDecimal, formatTokenAmount, formStyles, isolate, ListRow } from '../../../ui/primitives/index.js'
import { payGlyphs } from './payGlyphs.js'
import { payMessages } from '../messages.js'
import type { PayState } from '../types.js'

/**
 * The controller's factory, loaded from here (see the descriptor): requestPayment opens this view
 * and the view asks for the controller, so the two are one chunk rather than two.
 */
export { createPayController } from '../controller.js'

const m = 'var(--hatch-font-size-master)'
const styles = {
  view: { ...formStyles.form, gap: `calc(${m} * 1.2)` },
  box: formStyles.panel,
  heading: { margin: 0, fontSize: `calc(${m} * 1.4)`, fontWeight: 700, color: 'var(--hatch-color-fg)' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  note: formStyles.note,
  error: formStyles.error,
  link: { color: 'var(--hatch-color-accent)', fontWeight: 600 },
} satisfies Record<string, CSSProperties>

/**
 * Pay: what the site asks for (amount, recipient, network), then the visitor pays from the
 * connected wallet or from an exchange account; the view follows the transfer on chain (pending,
 * confirmed or failed) and shows the receipt.
 */
export default function PayView(_props: ViewProps<'pay/main'>) {
  const say = useMessages(payMessages)
  const { tag: locale, dir } = useLocale()
  const hatch = useHatch()
  const controller = usePluginController('pay')
  const state = usePluginState('pay', (s) => s)
  const request = state.request
  const connected = useHatchState((s) => (request ? Boolean(s.chains[request.namespace]?.account.address) : false))
  const headingId = useId()
  const firstAction = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  const exchangeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (state.step === 'choose') firstAction.current?.focus()
    if (state.step === 'confirmed' || state.step === 'failed') doneRef.current?.focus()
  }, [state.step])
  // After a refusal (not enough in the wallet, a blocked window) the other way to pay is next.
  useEffect(() => {
    if (state.step === 'choose' && state.error) (exchangeRef.current ?? firstAction.current)?.focus()
  }, [state.step, state.error])

  if (!request) return <p style={styles.note}>{say('pay.nothing')}</p>
  // Every digit the host asked for, in the modal's language, kept whole inside a right-to-left sentence.
  const amount = isolate(`${formatDecimal(request.amount, { locale, precision: 'exact' })} ${request.symbol}`, dir)
  // An error the controller gave an id says itself in the modal's language, amounts in its digits.
  const errorText = (error: NonNullable<PayState['error']>) => {
    if (!error.id) return error.message
    const values = { ...error.values }
    if (error.id === 'pay.notEnough') {
      const tokens = (units: string | number | undefined) =>
        isolate(formatTokenAmount(BigInt(units ?? 0), Number(values['decimals']), { precision: 'exact', symbol: String(values['symbol']), locale }), dir)
      values['holds'] = tokens(values['held'])
      values['amount'] = tokens(values['units'])
    }
    return say(error.id, values)
  }
  const explorerTx = request.explorerUrl && state.hash ? `${request.explorerUrl.replace(/\/$/, '')}/tx/${state.hash}` : undefined

  const summary = (
    <section aria-labelledby={headingId} style={styles.box}>
      <h3 id={headingId} style={styles.heading}>
        {state.step === 'confirmed' ? say('pay.receipt') : say('pay.asked')}
      </h3>
      <ul style={styles.list}>
        {/* Exactly as asked (not rounded for display): the visitor confirms this amount. */}
        <ListRow glyph={payGlyphs.amount} title={say('pay.amount')} trailing={amount} />
        <ListRow glyph={payGlyphs.recipient} title={say('pay.recipient')} trailing={<AddressText address={request.recipient} short />} />
        <ListRow glyph={payGlyphs.network} title={say('pay.network')} trailing={request.networkName} />
        {state.paidWith ? <ListRow glyph={payGlyphs.paidWith} title={say('pay.paidWith')} trailing={say(`pay.paidWith.${state.paidWith}`)} /> : null}
        {state.from ? <ListRow glyph={payGlyphs.from} title={say('pay.from')} trailing={<AddressText address={state.from} short />} /> : null}
        {state.hash ? <ListRow glyph={payGlyphs.transaction} title={say('pay.transaction')} trailing={<AddressText address={state.hash} short />} /> : null}
        {state.block ? <ListRow glyph={payGlyphs.block} title={say('pay.block')} trailing={state.block} /> : null}
      </ul>
    </section>
  )

  if (state.step === 'confirmed' || state.step === 'failed') {
    // A visitor who cancelled made no error: said calmly, not as a failure.
    const cancelled = state.error?.code === 'PAY_CANCELLED'
    const failed = state.step === 'failed' && !cancelled
    return (
      <div style={styles.view}>
        <p role={failed ? 'alert' : 'status'} style={styles.heading}>
          {state.step === 'confirmed' ? say('pay.confirmed') : cancelled ? say('pay.cancelled') : say('pay.failed')}
        </p>
        {state.error && failed ? <p style={styles.error}>{errorText(state.error)}</p> : null}
        {summary}
        {explorerTx ? (
          <a href={explorerTx} target="_blank" rel="noopener noreferrer" style={styles.link}>
            {say('pay.viewOnExplorer')}
          </a>
        ) : null}
        <Button ref={doneRef} fullWidth onClick={() => hatch.close()}>
          {say('pay.done')}
        </Button>
      </div>
    )
  }

  if (state.step === 'pending') {
    return (
      <div style={styles.view}>
        <p role="status" aria-live="polite" style={styles.heading}>
          {say('pay.pending')}
        </p>
        {summary}
      </div>
    )
  }

  const busy = state.step === 'wallet' || state.step === 'exchange'
  return (
    <div style={styles.view}>
      {summary}
      <div role="group" aria-label={say('pay.payFrom')} style={styles.view}>
        {connected ? (
          <Button ref={firstAction} fullWidth loading={state.step === 'wallet'} disabled={busy} onClick={() => void controller.payFromWallet()}>
            {say('pay.fromWallet', { amount })}
          </Button>
        ) : (
          <>
            <p style={styles.note}>{say('pay.notConnected', { network: request.networkName })}</p>
            <Button ref={firstAction} fullWidth disabled={busy} onClick={() => controller.connectWallet()}>
              {say('pay.connect')}
            </Button>
          </>
        )}
        {controller.exchangeOffered() ? (
          <Button
            ref={exchangeRef}
            variant="secondary"
            fullWidth
            loading={state.step === 'exchange'}
            disabled={busy}
            // The window is opened within the click, so the browser lets it through.
            onClick={() => void controller.payFromExchange(() => window.open('about:blank', '_blank'))}
          >
            {say('pay.fromExchange', { amount })}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {state.step === 'wallet' ? (
          <p role="status" style={styles.note}>
            {say('pay.inWallet')}
          </p>
        ) : null}
        {state.step === 'exchange' ? (
          <p role="status" style={styles.note}>
            {say('pay.atExchange')}
          </p>
        ) : null}
      </div>
      {state.step === 'exchange' && state.exchangeUrl ? (
        <a href={state.exchangeUrl} target="_blank" rel="noopener" style={styles.link}>
          {say('pay.reopenExchange')}
        </a>
      ) : null}
      {state.error ? (
        <p role="alert" style={styles.error}>
          {errorText(state.error)}
        </p>
      ) : null}
      <Button variant="ghost" fullWidth disabled={state.step === 'wallet'} onClick={() => controller.cancel()}>
        {say('pay.cancel')}
      </Button>
    </div>
  )
}
