import { useEffect, useId, useRef, type CSSProperties } from 'react'
import {
  useAccount,
  useHatch,
  useHatchState,
  useLocale,
  useMessages,
  usePluginController,
  usePluginState,
  useRouter,
  type ViewProps,
} from '../../../ui/index.js'
import {
  AddressText,
  Button,
  ConnectFirst,
  formatDecimal,
  formatTokenAmount,
  formStyles,
  isolate,
  ListRow,
  TextField,
  TokenAmount,
} from '../../../ui/primitives/index.js'
import { methodName, toCents } from '../amount.js'
import { onrampMessages, type OnrampMessageId } from '../messages.js'
import type { Money, OnrampError, OnrampQuote } from '../types.js'

/**
 * The controller's factory, loaded from here (see the descriptor): only the Buy view starts the
 * controller, so the two and the texts both read are one chunk rather than three.
 */
export { createOnrampController } from '../controller.js'

const m = 'var(--hatch-font-size-master)'
const styles = {
  ...formStyles,
  row: { display: 'flex', gap: `calc(${m} * 1)` },
  field: { ...formStyles.field, flex: 1, minWidth: 0 },
  box: formStyles.panel,
  heading: { margin: 0, fontSize: `calc(${m} * 1.4)`, fontWeight: 700, color: 'var(--hatch-color-fg)' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
} satisfies Record<string, CSSProperties>

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div style={styles.field}>
      <label htmlFor={id} style={styles.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} style={styles.select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A quote's figure in the modal's language: a payment (fiat) with its 2 decimals, the purchase
 * exactly as quoted; kept whole inside a right-to-left row.
 */
// Crypto to receive as every other amount of the flow ("0.03283 ETH", as it then arrives), not the provider's 18 digits.
const money = (x: Money, locale: string, dir: 'ltr' | 'rtl', fiat = true) =>
  isolate(`${formatDecimal(x.amount, { locale, ...(fiat ? { maxDecimals: 2 } : { precision: 'amount' as const }) })} ${x.currency}`, dir)

/** The quote's figures; an estimate says so in its heading and a note. */
function QuoteBox({ quote, say }: { quote: OnrampQuote; say: (id: OnrampMessageId, params?: Record<string, string | number>) => string }) {
  const headingId = useId()
  const { tag: locale, dir } = useLocale()
  return (
    <section aria-labelledby={headingId} style={styles.box}>
      <h3 id={headingId} style={styles.heading}>
        {say(quote.estimate ? 'onramp.estimate' : 'onramp.quote')}
      </h3>
      {quote.estimate ? <p style={styles.note}>{say('onramp.estimateNote')}</p> : null}
      <ul style={styles.list}>
        <ListRow icon={false} title={say('onramp.youPay')} trailing={money(quote.paymentTotal, locale, dir)} />
        <ListRow icon={false} title={say('onramp.networkFee')} trailing={money(quote.networkFee, locale, dir)} />
        <ListRow icon={false} title={say('onramp.subtotal')} trailing={money(quote.paymentSubtotal, locale, dir)} />
        <ListRow
          icon={false}
          title={say('onramp.youReceive')}
          trailing={quote.purchaseAmount ? `${quote.estimate ? '≈ ' : ''}${money(quote.purchaseAmount, locale, dir, false)}` : say('onramp.youReceiveUnknown')}
        />
      </ul>
    </section>
  )
}

/**
 * Buy: purchase currency, payment currency and method, the amount with its limits, the quote,
 * then the provider's window; while the purchase is pending the view waits for it, then says
 * what arrived.
 */
export default function OnrampView(_props: ViewProps<'onramp/buy'>) {
  const say = useMessages(onrampMessages)
  const controller = usePluginController('onramp')
  const state = usePluginState('onramp', (s) => s)
  const { isConnected } = useAccount()
  const network = useHatchState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.name : undefined))
  const router = useRouter()
  const hatch = useHatch()
  const limit = controller.limit()
  const amountRef = useRef<HTMLInputElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  const { tag, dir } = useLocale()
  // A method's name in the modal's language ("Card", "Карта"); an id the plugin has no text for is
  // shown as the provider names it.
  const methodLabel = (id: string) =>
    id === 'card' || id === 'ach_bank_account' ? say(`onramp.method.${id}`) : methodName(id).replace(/^./, (c) => c.toUpperCase())
  // A limit ('7500.00') in the language's digits and decimal sign.
  const fiat = (amount: string) => {
    const cents = toCents(amount)
    return cents === undefined ? amount : formatTokenAmount(cents, 2, { maxDecimals: 2, locale: tag })
  }
  const errorText = (error: OnrampError | undefined) => {
    if (!error) return undefined
    const id: `error.${string}` = `error.${error.code}`
    if (!(id in onrampMessages)) return say('error.UNKNOWN_ERROR')
    const params = { ...error.params }
    if (error.code === 'ONRAMP_AMOUNT_OUT_OF_RANGE' && limit) {
      // English keeps the catalogue's words ("for card payments"); a language names the method as its label does.
      if (tag !== 'en') params['method'] = methodLabel(limit.id)
      params['min'] = fiat(String(params['min']))
      params['max'] = fiat(String(params['max']))
    }
    if (error.code === 'ONRAMP_INVALID_AMOUNT' && params['text'] !== undefined) params['reason'] = say('onramp.notAnAmount', { text: params['text'] })
    if (error.code === 'ONRAMP_INVALID_AMOUNT' && params['reasonId'] === 'onramp.enterAmount') params['reason'] = say('onramp.enterAmount')
    return say(id, params)
  }

  useEffect(() => controller.open(), [controller])
  // The amount takes focus when the options arrive (if the form is showing then), not each time
  // the form comes back: the step is read from here, and a change of step alone does not refocus.
  const step = useRef(state.step)
  useEffect(() => {
    step.current = state.step
  }, [state.step])
  useEffect(() => {
    if (state.options !== 'loading' && step.current === 'form') amountRef.current?.focus()
  }, [state.options])
  useEffect(() => {
    if (state.step === 'arrived' || state.step === 'timeout') doneRef.current?.focus()
  }, [state.step])

  if (!isConnected) return <ConnectFirst text={say('onramp.notConnected')} />
  if (state.options === 'loading')
    return (
      <p role="status" style={styles.muted}>
        {say('onramp.loadingOptions')}
      </p>
    )

  const purchase = state.purchase
  if (purchase && (state.step === 'pending' || state.step === 'arrived' || state.step === 'timeout')) {
    const symbol = purchase.symbol
    const received = BigInt(purchase.received ?? '0')
    return (
      <div style={styles.form}>
        <p role="status" style={styles.heading}>
          {state.step === 'pending'
            ? say('onramp.waiting', { symbol })
            : state.step === 'arrived'
              ? say('onramp.arrived', { amount: isolate(formatTokenAmount(received, purchase.decimals, { precision: 'amount', symbol, locale: tag }), dir) })
              : say('onramp.timeout', { symbol })}
        </p>
        {state.step === 'pending' ? <p style={styles.note}>{say('onramp.pending', { symbol })}</p> : null}
        {state.errors.form ? (
          <p role="alert" style={styles.error}>
            {errorText(state.errors.form)}
          </p>
        ) : null}
        {state.step === 'pending' && purchase.windowClosed ? (
          <p role="alert" style={styles.note}>
            {say('onramp.windowClosed', { symbol })}
          </p>
        ) : null}
        <ul style={styles.list}>
          <ListRow icon={false} title={say('onramp.sentTo')} trailing={<AddressText address={purchase.address} short />} />
          {state.step === 'arrived' ? (
            <ListRow
              icon={false}
              title={say('onramp.received')}
              trailing={<TokenAmount value={received} decimals={purchase.decimals} symbol={symbol} precision="amount" />}
            />
          ) : null}
        </ul>
        {state.step === 'pending' ? (
          <>
            <Button variant="secondary" fullWidth onClick={() => controller.reopen()}>
              {say('onramp.reopen')}
            </Button>
            <Button variant="ghost" fullWidth onClick={() => controller.stopWaiting()}>
              {say('onramp.cancel')}
            </Button>
          </>
        ) : (
          <Button ref={doneRef} fullWidth onClick={() => router.reset('Account')}>
            {say('onramp.back')}
          </Button>
        )}
      </div>
    )
  }

  const offered = controller.offered().currencies
  if (offered.length === 0)
    return (
      <p role="alert" style={styles.muted}>
        {say('error.ONRAMP_NETWORK_UNSUPPORTED', { network: network ?? say('onramp.thisNetwork') })}
      </p>
    )
  const methods = state.paymentCurrencies.find((c) => c.id === state.paymentCurrency)?.payment_method_limits ?? []
  return (
    <form
      aria-label={say('onramp.continue')}
      noValidate
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        // Opened within the click (the controller calls it before any await), so the browser lets it through.
        const opened = controller.buy(() => {
          const popup = window.open('about:blank', '_blank')
          if (popup) popup.opener = null
          return popup
        })
        // A refused amount: focus goes back to the field, where the visitor fixes it.
        void opened.then((ok) => {
          if (!ok && hatch.context.plugins.state('onramp')?.errors.amount) amountRef.current?.focus()
        })
      }}
    >
      {state.options === 'defaults' ? (
        <p role="status" style={styles.note}>
          {say('onramp.defaultsOffered')}
        </p>
      ) : null}
      <div style={styles.row}>
        <Select
          label={say('onramp.purchaseCurrency')}
          value={state.purchaseCurrency ?? ''}
          options={offered.map((c) => ({ value: c.symbol, label: `${c.symbol} · ${c.name}` }))}
          onChange={(v) => controller.setPurchaseCurrency(v)}
        />
        <Select
          label={say('onramp.paymentCurrency')}
          value={state.paymentCurrency}
          options={state.paymentCurrencies.map((c) => ({ value: c.id, label: c.id }))}
          onChange={(v) => controller.setPaymentCurrency(v)}
        />
      </div>
      <Select
        label={say('onramp.paymentMethod')}
        value={state.paymentMethod}
        options={methods.map((l) => ({ value: l.id, label: methodLabel(l.id) }))}
        onChange={(v) => controller.setPaymentMethod(v)}
      />
      <TextField
        ref={amountRef}
        label={say('onramp.amount', { currency: state.paymentCurrency })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatDecimal('50', { locale: tag, maxDecimals: 2 })}
        value={state.amount}
        onChange={(text) => controller.setAmount(text, tag)}
        error={errorText(state.errors.amount)}
        hint={
          limit
            ? say('onramp.limits', { method: methodLabel(limit.id), min: fiat(limit.min), max: fiat(limit.max), currency: state.paymentCurrency })
            : undefined
        }
      />
      <div aria-live="polite">
        {state.quoteStatus === 'loading' ? <p style={styles.note}>{say('onramp.quoting')}</p> : null}
        {state.quote ? <QuoteBox quote={state.quote} say={say} /> : null}
      </div>
      {state.errors.form ? (
        <p role="alert" style={styles.error}>
          {errorText(state.errors.form)}
        </p>
      ) : null}
      <Button type="submit" loading={state.step === 'opening'} fullWidth>
        {state.step === 'opening' ? say('onramp.opening') : say('onramp.continue')}
      </Button>
    </form>
  )
}
