import { useEffect, useRef } from 'react'
import { useAccount, useHatch, useHatchState, useLocale, useMessages, usePluginController, usePluginState, type ViewProps } from '../../../ui/index.js'
import {
  Button,
  ConnectFirst,
  formatDecimal,
  formatFiat,
  formatTokenAmount,
  isolate,
  TextField,
  TokenSelect,
  useAmountErrorParams,
} from '../../../ui/primitives/index.js'
import { sendMessages } from '../messages.js'
import { sendableTokens } from '../tokens.js'
import type { SendError, SendToken } from '../types.js'
import { ReceiverProfile } from './ReceiverProfile.js'
import { styles } from './sendStyles.js'

/**
 * The controller's factory, loaded from here (see the descriptor): only the Send view starts the
 * controller, so the two and the texts both read are one chunk rather than three.
 */
export { createSendController } from '../controller.js'

const sameTokens = (a: SendToken[], b: SendToken[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i]?.id && t.balance === b[i]?.balance && t.symbol === b[i]?.symbol)

/**
 * The text of a form error: the name service's own reason; else the code's text in the modal's
 * language (`error.<CODE>`: the plugin's, or a locale's for any code); else the thrown error's
 * catalogue text.
 */
function useErrorText(): (error: SendError | undefined) => string | undefined {
  const say = useMessages(sendMessages)
  // Amounts and the reason of an amount error in the visitor's language, formatted when shown.
  const localize = useAmountErrorParams()
  return (error) => {
    if (!error) return undefined
    if (error.reason) return error.reason
    const id: `error.${string}` = `error.${error.code}`
    // Any code a locale has a text for (a wallet's USER_REJECTED …), not only the plugin's own.
    const text = say(id, localize(error.params))
    return text === id ? (error.text ?? say('error.UNKNOWN_ERROR')) : text
  }
}

/**
 * Send: token, amount with Max, receiver by address or name, the network fee before signing (and
 * what a transfer-fee token keeps of the amount), and Send. The form's state is the plugin's slice; the controller validates and sends.
 */
export default function SendView({ params }: ViewProps<'send/main'>) {
  const say = useMessages(sendMessages)
  // Every number in the modal's language (its digits, separators and currency sign placement),
  // kept whole inside a right-to-left sentence.
  const { tag: locale, dir } = useLocale()
  const errorText = useErrorText()
  const controller = usePluginController('send')
  const hatch = useHatch()
  // The slice itself (usePluginState would do the same; useHatchState is already on the page).
  const state = usePluginState('send', (s) => s)
  const { namespace, isConnected, address, connectorId } = useAccount()
  const networkId = useHatchState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined))
  const tokens = useHatchState((s) => sendableTokens(s, s.activeNamespace), sameTokens)
  const native = tokens.find((t) => t.id === 'native')
  const needsToken = namespace === 'eip155'
  const token = state.token ?? (needsToken ? undefined : 'native')
  const tokenRef = useRef<HTMLSelectElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const receiverRef = useRef<HTMLInputElement>(null)

  // Only on opening, with what the first render saw: later params come with a new view entry.
  const opening = useRef({ controller, params, locale, chooseToken: needsToken && !params?.token && !state.token })
  useEffect(() => {
    const first = opening.current
    if (first.params) first.controller.prefill(first.params, first.locale)
    // Focus where the visitor starts: the token on EVM until one is chosen, else the amount.
    ;(first.chooseToken ? tokenRef.current : amountRef.current)?.focus()
  }, [])

  // What the wallet lets the form do, read when the view opens and again for another account or network.
  useEffect(() => void controller.checkCapabilities(), [controller, namespace, address, connectorId, networkId])

  // After a refused send, focus the first field that is wrong, where the visitor fixes it (only
  // then: moving focus while the visitor types elsewhere would be worse than no help).
  const submit = async () => {
    if (await controller.send()) return
    const slice = hatch.context.plugins.state('send')
    if (!slice) return
    const { errors, sendTokenAmount } = slice
    const field = errors.amount
      ? amountRef
      : errors.receiver
        ? receiverRef
        : errors.form?.code === 'SEND_TOKEN_REQUIRED'
          ? tokenRef
          : errors.form?.code === 'SEND_AMOUNT_RECEIVER_REQUIRED'
            ? sendTokenAmount.trim() === ''
              ? amountRef
              : receiverRef
            : undefined
    field?.current?.focus()
  }

  if (!isConnected) return <ConnectFirst text={say('send.notConnected')} />
  // Only what the wallet can send is offered; a wallet that can send nothing here gets no form.
  const capabilities = state.capabilities
  if (capabilities && !capabilities.native && !capabilities.tokens) return <p style={styles.muted}>{say('send.unavailable')}</p>
  if (tokens.length === 0) return <p style={styles.muted}>{say('send.noTokens')}</p>
  const offered = capabilities ? tokens.filter((t) => (t.id === 'native' ? capabilities.native : capabilities.tokens)) : tokens
  if (offered.length === 0) return <p style={styles.muted}>{say('send.unavailable')}</p>

  const feeText =
    state.feeStatus === 'estimating'
      ? say('send.feeEstimating')
      : state.feeStatus === 'failed'
        ? say('send.feeFailed')
        : state.feeStatus === 'unavailable' || capabilities?.fee === false
          ? say('send.feeInWallet')
          : state.fee === 0n
            ? say('send.feeNone')
            : state.fee !== undefined && native
              ? say('send.fee', { fee: isolate(formatTokenAmount(state.fee, native.decimals, { precision: 'amount', symbol: native.symbol, locale }), dir) })
              : undefined
  // What a transfer-fee token keeps: its parts of the typed amount, written exactly as typed.
  const sentToken = offered.find((t) => t.id === token)
  const tokenAmount = (units: bigint) =>
    sentToken ? isolate(formatTokenAmount(units, sentToken.decimals, { precision: 'exact', symbol: sentToken.symbol, locale }), dir) : ''
  const tokenFeeText =
    state.tokenFee && sentToken ? say('send.tokenFee', { fee: tokenAmount(state.tokenFee.withheld), amount: tokenAmount(state.tokenFee.received) }) : undefined
  const typedName = state.receiver.includes('.')
  return (
    <form
      aria-label={say('send.submit')}
      noValidate
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TokenSelect
        ref={tokenRef}
        label={say('send.token')}
        placeholder={say('send.tokenPlaceholder')}
        balanceLabel={(amount) => say('send.balance', { amount })}
        tokens={offered}
        value={token}
        allowNone={needsToken}
        onChange={(id) => controller.setToken(id)}
      />
      <TextField
        ref={amountRef}
        label={say('send.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatDecimal('0', { locale, maxDecimals: 1 })}
        value={state.sendTokenAmount}
        onChange={(text) => controller.setAmount(text, locale)}
        error={errorText(state.errors.amount)}
        end={
          <Button variant="ghost" onClick={() => void controller.useMax(locale)} title={say('send.maxLabel')} disabled={state.loading}>
            {say('send.max')}
          </Button>
        }
      />
      <TextField
        ref={receiverRef}
        label={say('send.receiver')}
        autoComplete="off"
        spellCheck={false}
        placeholder={say('send.receiverPlaceholder')}
        value={state.receiver}
        onChange={(text) => controller.setReceiver(text)}
        error={errorText(state.errors.receiver)}
        hint={
          state.resolving ? (
            say('send.resolving', { name: state.receiver.trim() })
          ) : state.receiverProfileName || (typedName && state.receiverAddress) ? (
            <ReceiverProfile
              name={state.receiverProfileName}
              avatar={state.receiverProfileImage}
              address={typedName ? state.receiverAddress : undefined}
              sendsToLabel={(address) => say('send.resolvedTo', { address })}
            />
          ) : undefined
        }
      />
      <div style={styles.summary} role="status">
        {state.networkBalanceInUSD !== undefined ? (
          <p style={styles.note}>{say('send.networkBalance', { usd: isolate(formatFiat(state.networkBalanceInUSD, locale), dir) })}</p>
        ) : null}
        {feeText ? <p style={styles.note}>{feeText}</p> : null}
        {tokenFeeText ? <p style={styles.note}>{tokenFeeText}</p> : null}
        {state.confirming ? <p style={styles.note}>{say('send.confirming')}</p> : null}
      </div>
      {state.errors.form ? (
        <p role="alert" style={styles.error}>
          {errorText(state.errors.form)}
          {state.errors.form.walletReason ? (
            <>
              <br />
              {say('send.walletReason', { reason: state.errors.form.walletReason })}
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" loading={state.loading} fullWidth>
        {state.loading ? say('send.sending') : say('send.submit')}
      </Button>
    </form>
  )
}
