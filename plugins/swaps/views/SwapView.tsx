import { useEffect, useRef } from 'react'
import { useAccount, useHatchState, useLocale, useMessages, usePluginController, usePluginState, type ViewProps } from '../../../ui/index.js'
import {
  Button,
  ConnectFirst,
  formatDecimal,
  formatFiat,
  formatPercent,
  formatTokenAmount,
  isolate,
  TextField,
  TokenSelect,
  useAmountErrorParams,
} from '../../../ui/primitives/index.js'
import { minimumReceived, parseSlippage, parseSwapAmount, rateOf } from '../amount.js'
import { balanceOf } from '../balances.js'
import { swapsMessages } from '../messages.js'
import type { SwapError } from '../types.js'
import { styles } from './swapStyles.js'

/**
 * The controller's factory, loaded from here (see the descriptor): only the Swap view starts the
 * controller, so the two and the texts both read are one chunk rather than three.
 */
export { createSwapsController } from '../controller.js'

/** The text of an error: the code's text in the modal's language (the plugin's, or a locale's for any code), else the thrown error's own. */
function useErrorText(): (error: SwapError | undefined) => string | undefined {
  const say = useMessages(swapsMessages)
  // Amounts and the reason of an amount error in the visitor's language, formatted when shown.
  const localize = useAmountErrorParams()
  return (error) => {
    if (!error) return undefined
    const id: `error.${string}` = `error.${error.code}`
    // Any code a locale has a text for (a wallet's USER_REJECTED …), not only the plugin's own.
    const text = say(id, localize(error.params))
    return text === id ? (error.text ?? say('error.UNKNOWN_ERROR')) : text
  }
}

/**
 * Swap: from and to tokens, amount, the quote (what arrives, the minimum after slippage, rate,
 * price impact, network fee), slippage, then Approve when the router's allowance is short and Swap.
 * The form's state is the plugin's slice; the controller talks to the service and the wallet.
 */
export default function SwapView({ params }: ViewProps<'swaps/main'>) {
  const say = useMessages(swapsMessages)
  // Every number in the modal's language (its digits, separators and currency sign placement),
  // each amount kept whole inside a right-to-left sentence.
  const { tag: locale, dir } = useLocale()
  const amount = (value: bigint, decimals: number, symbol: string) => isolate(formatTokenAmount(value, decimals, { precision: 'amount', symbol, locale }), dir)
  const errorText = useErrorText()
  const controller = usePluginController('swaps')
  const state = usePluginState('swaps', (s) => s)
  const { isConnected, address } = useAccount()
  // Balances as one string, so the view re-renders only when one changes.
  const balanceKey = useHatchState((s) => state.tokens.map((t) => balanceOf(s, t).toString()).join(','))
  const balances = new Map(state.tokens.map((t, i) => [t.address, BigInt(balanceKey.split(',')[i] ?? '0')]))
  const amountRef = useRef<HTMLInputElement>(null)
  const slippageRef = useRef<HTMLInputElement>(null)
  // The active network's id, read from the state rather than through useNetwork: esbuild would count
  // that hook (reached through hatch/react) before the button of every page registering swaps.
  const networkId = useHatchState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined))

  useEffect(() => {
    void controller.open().then(() => {
      if (params?.amount !== undefined) controller.setAmount(formatDecimal(params.amount, { locale, precision: 'exact', grouping: false }), locale)
    })
    // The locale is read once with the params: a language change keeps what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, networkId, address, params?.amount])

  // Focus where the visitor types next: the amount once the form is there.
  const ready = state.status === 'ready'
  useEffect(() => {
    if (ready) amountRef.current?.focus()
  }, [ready])
  useEffect(() => {
    if (state.errors.amount) amountRef.current?.focus()
    else if (state.errors.slippage) slippageRef.current?.focus()
  }, [state.errors.amount, state.errors.slippage])

  if (!isConnected) return <ConnectFirst text={say('swaps.notConnected')} />
  if (state.status === 'unsupported' || state.status === 'failed') {
    return (
      <div style={styles.form}>
        <p role="alert" style={styles.error}>
          {errorText(state.errors.form ?? { code: 'SWAPS_NETWORK_UNSUPPORTED' })}
        </p>
        {state.status === 'failed' ? (
          <Button
            variant="secondary"
            onClick={() => {
              controller.reset()
              void controller.open()
            }}
          >
            {say('swaps.retry')}
          </Button>
        ) : null}
      </div>
    )
  }
  if (state.status !== 'ready')
    return (
      <p role="status" style={styles.muted}>
        {say('swaps.loadingTokens')}
      </p>
    )

  const from = state.tokens.find((t) => t.address === state.from)
  const to = state.tokens.find((t) => t.address === state.to)
  const native = state.tokens.find((t) => t.native)
  // From: what the account holds (the native currency always); To: every token the exchange trades.
  // The shared picker's options: a token by its address, with the account's balance of it.
  const option = (t: (typeof state.tokens)[number]) => ({ id: t.address, symbol: t.symbol, decimals: t.decimals, balance: balances.get(t.address) })
  const fromTokens = state.tokens.filter((t) => t.native || (balances.get(t.address) ?? 0n) > 0n || t.address === state.from)
  const quote = state.quote && state.quote.from === state.from && state.quote.to === state.to ? state.quote : undefined
  const slippageOk = !state.errors.slippage
  const busy = (state.step ?? 'idle') !== 'idle'
  const amountOk = from ? parseSwapAmount(state.amount, from.decimals, locale).ok : false
  const slippage = parseSlippage(state.slippage, locale)
  const canAct = !!quote && amountOk && slippageOk && !state.errors.amount && !busy
  const feeText =
    state.fee !== undefined && native
      ? state.nativeUsd !== undefined
        ? say('swaps.feeUsd', {
            fee: amount(state.fee, native.decimals, native.symbol),
            // A dollar value, not a token amount: the float is enough for 2 decimals.
            usd: isolate(formatFiat((Number(state.fee) / 10 ** native.decimals) * state.nativeUsd, locale), dir),
          })
        : say('swaps.fee', { fee: amount(state.fee, native.decimals, native.symbol) })
      : undefined

  return (
    <form
      aria-label={say('swaps.submit')}
      noValidate
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void (state.needsApproval ? controller.approve() : controller.swap())
      }}
    >
      <div style={styles.pair}>
        <TokenSelect
          label={say('swaps.from')}
          placeholder={say('swaps.tokenPlaceholder')}
          tokens={fromTokens.map(option)}
          value={state.from}
          balanceLabel={(amount) => say('swaps.balance', { amount })}
          onChange={(a) => a && controller.setFrom(a)}
          style={styles.field}
        />
        <Button variant="ghost" aria-label={say('swaps.flip')} title={say('swaps.flip')} onClick={() => controller.flip()} disabled={busy}>
          ⇄
        </Button>
        <TokenSelect
          label={say('swaps.to')}
          placeholder={say('swaps.tokenPlaceholder')}
          tokens={state.tokens.map(option)}
          value={state.to}
          balanceLabel={(amount) => say('swaps.balance', { amount })}
          onChange={(a) => a && controller.setTo(a)}
          style={styles.field}
        />
      </div>
      <TextField
        ref={amountRef}
        label={say('swaps.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatDecimal('0', { locale, maxDecimals: 1 })}
        value={state.amount}
        onChange={(text) => controller.setAmount(text, locale)}
        error={errorText(state.errors.amount)}
        end={from ? <span style={styles.note}>{from.symbol}</span> : undefined}
      />
      <div style={styles.summary} role="status" aria-live="polite">
        {state.quoteStatus === 'loading' ? <p style={styles.note}>{say('swaps.quoting')}</p> : null}
        {quote && from && to ? (
          <>
            <p style={styles.strong}>{say('swaps.receive', { amount: amount(quote.toAmount, to.decimals, to.symbol) })}</p>
            {slippageOk && slippage ? (
              <p style={styles.note}>{say('swaps.minimum', { amount: amount(minimumReceived(quote.toAmount, slippage), to.decimals, to.symbol) })}</p>
            ) : null}
            <p style={styles.note}>
              {say('swaps.rate', {
                from: isolate(`${formatDecimal('1', { locale, precision: 'exact' })} ${from.symbol}`, dir),
                to: isolate(
                  `${formatDecimal(rateOf(quote.fromAmount, from.decimals, quote.toAmount, to.decimals), { locale, precision: 'amount' })} ${to.symbol}`,
                  dir,
                ),
              })}
            </p>
            <p style={styles.note}>{say('swaps.priceImpact', { impact: isolate(formatPercent(quote.priceImpact, locale), dir) })}</p>
          </>
        ) : null}
        {feeText ? <p style={styles.note}>{feeText}</p> : null}
        {state.needsApproval && from ? <p style={styles.note}>{say('swaps.approveHint', { symbol: from.symbol })}</p> : null}
        {state.step === 'confirming' ? <p style={styles.strong}>{say('swaps.confirming')}</p> : null}
      </div>
      <TextField
        ref={slippageRef}
        label={say('swaps.slippage')}
        inputMode="decimal"
        autoComplete="off"
        value={state.slippage}
        onChange={(text) => controller.setSlippage(text, locale)}
        error={errorText(state.errors.slippage)}
      />
      {state.errors.form ? (
        <p role="alert" style={styles.error}>
          {errorText(state.errors.form)}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={!canAct && !busy} fullWidth>
        {state.step === 'approving'
          ? say('swaps.approving')
          : state.step === 'swapping' || state.step === 'confirming'
            ? say('swaps.swapping')
            : state.needsApproval && from
              ? say('swaps.approve', { symbol: from.symbol })
              : say('swaps.submit')}
      </Button>
    </form>
  )
}
