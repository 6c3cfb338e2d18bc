import type { AdapterRuntime, CaipNetworkId, ChainNamespace, PluginContext } from '../../kernel/index.js'
import { formatAmount, maxAmount, parseAmount } from './amount.js'
import { announceSent, emitTransfer } from './announce.js'
import { addressProblem, checkSend } from './checkSend.js'
import { SendFailure, toSendError } from './errors.js'
import { followTransaction, formatDecimal, HatchError, isHatchErrorLike } from '../../kernel/lazy.js'
import { createNameResolver } from './receiver.js'
import { networkBalanceInUSD, sendableTokens } from './tokens.js'
import { estimateMaxFee, estimateTokenFee, estimateTransferFee, runTransfer, sendCapabilities } from './transfer.js'
import type { SendState, SendToken } from './types.js'
import { isName, missingInput, normalizeAddress } from './validation.js'

/** How long typing must pause before a name is looked up or the fee estimated (spec §9: search waits at least 300 ms). */
export const SETTLE_MS = 300

/** What the send view calls. Every method writes the plugin's own slice, `state.plugins.send`. */
export interface SendController {
  /**
   * Fills the form from view params (`send/main`'s `{ token, amount, to }`); `amount` is a decimal
   * text with a `.` (`'0.25'`), shown in `locale`'s decimal sign and digits.
   */
  prefill(params: { token?: string; amount?: string; to?: string }, locale?: string): void
  setToken(id: string | undefined): void
  /** The amount as typed, in `locale`'s way of writing numbers (`0,25` in German); default English. */
  setAmount(text: string, locale?: string): void
  /** An address or a name; a name (it has a dot) is looked up once typing pauses. */
  setReceiver(text: string): void
  /**
   * Fills the amount with the whole balance, less the network fee for the native currency, written
   * in `locale` (default: the language the amount was last typed in).
   */
  useMax(locale?: string): Promise<void>
  /**
   * Validates and sends (spec §4: loading flag, the chain's path, then the state reset and the
   * Account view). Resolves true once the chain confirmed the transaction (EVM receipt, Solana
   * signature status; Bitcoin once the wallet broadcast it); false when an input was wrong or the
   * send failed, reverted or was not confirmed in time (the errors are in the state, nothing typed is lost).
   */
  send(): Promise<boolean>
  /**
   * Reads what the connected wallet lets the form do (`capabilities`), when the view opens and when
   * the account or network changes: a path it cannot send is not offered, no fee estimate means
   * sending without one.
   */
  checkCapabilities(): Promise<void>
  reset(): void
  dispose(): void
}

interface Active {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
  explorerUrl: string | undefined
  /** The network's RPC, where an EVM or Solana send is followed until it is confirmed. */
  rpcUrl: string
  tokens: SendToken[]
}

/**
 * The send flow of one instance: the form's state, name resolution, fee estimates and the send
 * through the active namespace's adapter, then the `transaction:sent` event (the Account balance
 * and the Activity tab refresh on it), a toast with the explorer link and the Account view.
 */
export function createSendController(ctx: PluginContext<SendState>): SendController {
  const names = createNameResolver(ctx)
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let receiverRun = 0
  let feeRun = 0
  let capabilityRun = 0

  const later = (fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, SETTLE_MS)
    timers.add(timer)
  }

  const active = (): Active | undefined => {
    const state = ctx.store.getState()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const network = chain?.network.caipNetwork
    if (!namespace || !chain?.account.address || !network) return undefined
    return {
      namespace,
      address: chain.account.address,
      caipNetworkId: network.caipNetworkId,
      explorerUrl: network.blockExplorers?.default.url,
      // Option validation asks every network for at least one RPC URL.
      rpcUrl: network.rpcUrls.default.http[0] ?? '',
      tokens: sendableTokens(state, namespace),
    }
  }

  /** The chosen token; on Solana and Bitcoin the native currency when none is chosen (only an EVM send needs one, spec §5). */
  const chosenToken = (now: Active, id: string | undefined): SendToken | undefined => {
    const wanted = id ?? (now.namespace === 'eip155' ? undefined : 'native')
    return wanted === undefined ? undefined : now.tokens.find((t) => t.id === wanted)
  }

  const runtimeOf = (namespace: ChainNamespace) => ctx.getAdapter(namespace)

  // The network balance in USD follows the account's balances while the controller runs.
  const showUsd = (usd: number | undefined) =>
    ctx.self.update((s) => {
      if (usd === undefined) delete s.networkBalanceInUSD
      else s.networkBalanceInUSD = usd
    })
  const usdNow = () => networkBalanceInUSD(ctx.store.getState(), ctx.store.getState().activeNamespace)
  const stopBalance = ctx.store.select((state) => networkBalanceInUSD(state, state.activeNamespace), showUsd)
  showUsd(usdNow())

  /** Writes the fees of a send of `amount` (fee undefined: the wallet shows it). */
  const showFees = (s: SendState, fee: bigint | undefined, tokenFee: bigint, amount: bigint) => {
    if (fee === undefined) {
      delete s.fee
      s.feeStatus = 'unavailable'
    } else {
      s.fee = fee
      s.feeStatus = 'ready'
    }
    if (tokenFee > 0n) s.tokenFee = { withheld: tokenFee, received: amount - tokenFee }
    else delete s.tokenFee
  }

  /** Estimates the fee of the send as typed, once everything it needs is there. */
  const scheduleFee = () => {
    const run = ++feeRun
    ctx.self.update((s) => {
      delete s.fee
      delete s.tokenFee
      s.feeStatus = 'idle'
    })
    later(() => void estimateTyped(run))
  }

  const estimateTyped = async (run: number) => {
    const now = active()
    const state = ctx.self.get()
    if (!now || !state.receiverAddress) return
    const token = chosenToken(now, state.token)
    const amount = token ? parseAmount(state.sendTokenAmount, token.decimals, state.amountLocale) : undefined
    if (!token || !amount?.ok || amount.value > token.balance) return
    // Without a network fee estimate the wallet shows that fee; what the token keeps is still told here.
    const noFee = state.capabilities?.fee === false
    ctx.self.update((s) => void (s.feeStatus = noFee ? 'unavailable' : 'estimating'))
    const transfer = { namespace: now.namespace, token: token.id, to: state.receiverAddress, amount: amount.value }
    try {
      const runtime = await runtimeOf(now.namespace)
      const [fee, tokenFee] = await Promise.all([noFee ? undefined : estimateTransferFee(runtime, transfer), estimateTokenFee(runtime, transfer)])
      if (run === feeRun) ctx.self.update((s) => showFees(s, fee, tokenFee, amount.value))
    } catch {
      if (run === feeRun && !noFee) ctx.self.update((s) => void (s.feeStatus = 'failed'))
    }
  }

  /** Works out where the receiver text points: a name's address, or the typed address when valid. */
  const settleReceiver = async (run: number) => {
    const now = active()
    const text = ctx.self.get().receiver.trim()
    if (!now || text === '') return
    if (isName(text)) {
      ctx.self.update((s) => void (s.resolving = true))
      const result = await names.resolve(text, now.namespace)
      if (run !== receiverRun) return
      ctx.self.update((s) => {
        s.resolving = false
        if (result.ok) {
          s.receiverAddress = result.address
          s.receiverProfileName = result.profile.name
          if (result.profile.avatar) s.receiverProfileImage = result.profile.avatar
        } else s.errors.receiver = result.error
      })
      if (result.ok) scheduleFee()
      return
    }
    const address = normalizeAddress(now.namespace, text)
    const runtime = await runtimeOf(now.namespace).catch(() => undefined)
    // While typing, an address that is not one yet is left alone; the send names the problem.
    let problem: string | undefined
    try {
      problem = addressProblem(runtime, now.namespace, address)
    } catch (error) {
      problem = String(error)
    }
    if (run !== receiverRun || problem !== undefined) return
    ctx.self.update((s) => void (s.receiverAddress = address))
    scheduleFee()
    const profile = await names.profileOf(address, now.namespace, now.address)
    if (run !== receiverRun || !profile) return
    ctx.self.update((s) => {
      s.receiverProfileName = profile.name
      if (profile.avatar) s.receiverProfileImage = profile.avatar
    })
  }

  const api: SendController = {
    prefill({ token, amount, to }, locale) {
      if (token !== undefined) api.setToken(token)
      if (amount !== undefined) api.setAmount(formatDecimal(amount, { locale, precision: 'exact', grouping: false }), locale)
      if (to !== undefined) api.setReceiver(to)
    },

    setToken(id) {
      ctx.self.update((s) => {
        if (id === undefined) delete s.token
        else s.token = id
        delete s.errors.form
        delete s.errors.amount
      })
      scheduleFee()
    },

    setAmount(text, locale) {
      ctx.self.update((s) => {
        s.sendTokenAmount = text
        if (locale) s.amountLocale = locale
        delete s.errors.form
        delete s.errors.amount
      })
      scheduleFee()
    },

    setReceiver(text) {
      const run = ++receiverRun
      ctx.self.update((s) => {
        s.receiver = text
        s.resolving = false
        delete s.receiverAddress
        delete s.receiverProfileName
        delete s.receiverProfileImage
        delete s.errors.form
        delete s.errors.receiver
      })
      scheduleFee()
      later(() => void settleReceiver(run))
    },

    async useMax(locale = ctx.self.get().amountLocale) {
      const now = active()
      if (!now) return
      const state = ctx.self.get()
      const token = chosenToken(now, state.token)
      if (!token) return ctx.self.update((s) => void (s.errors.form = { code: 'SEND_TOKEN_REQUIRED' }))
      let fee = 0n
      if (token.id === 'native') {
        try {
          fee = await estimateMaxFee(await runtimeOf(now.namespace), now.namespace, state.receiverAddress ?? now.address)
        } catch (error) {
          return ctx.self.update((s) => void (s.errors.amount = toSendError(error)))
        }
      }
      const max = maxAmount(token.balance, { native: token.id === 'native', fee })
      if (max === 0n) {
        return ctx.self.update((s) => {
          s.errors.amount = {
            code: 'SEND_INSUFFICIENT_BALANCE',
            params: { symbol: token.symbol, needed: formatAmount(fee, token.decimals), available: formatAmount(token.balance, token.decimals) },
          }
        })
      }
      // Written as the visitor would type it (German `0,5`), which the amount field reads back.
      api.setAmount(formatDecimal(formatAmount(max, token.decimals), { precision: 'exact', grouping: false, locale }), locale)
    },

    async send() {
      const now = active()
      if (!now) {
        ctx.self.update((s) => void (s.errors = { form: { code: 'NO_ACTIVE_CAIP_ADDRESS' } }))
        return false
      }
      if (ctx.store.getState().chains[now.namespace]?.network.unsupportedChainId) {
        // Spec §4: the wallet moved to a chain the host does not list; it would send there, not on the network shown.
        ctx.self.update(
          (s) => void (s.errors = { form: toSendError(new HatchError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a chain this app does not list' })) }),
        )
        return false
      }
      const state = ctx.self.get()
      if (state.loading) return false
      const missing = missingInput({ namespace: now.namespace, token: state.token, amount: state.sendTokenAmount, receiver: state.receiver })
      const token = chosenToken(now, state.token)
      if (missing || !token) {
        ctx.self.update((s) => void (s.errors = { form: missing ?? { code: 'SEND_TOKEN_REQUIRED' } }))
        return false
      }
      ctx.self.update((s) => {
        s.loading = true
        s.errors = {}
      })
      const fail = (errors: SendState['errors']) => {
        ctx.self.update((s) => {
          s.loading = false
          delete s.confirming
          s.errors = errors
        })
        return false
      }
      let runtime: AdapterRuntime
      try {
        runtime = await runtimeOf(now.namespace)
      } catch (error) {
        return fail({ form: toSendError(error) })
      }

      let checked: Awaited<ReturnType<typeof checkSend>>
      try {
        checked = await checkSend({
          namespace: now.namespace,
          token,
          tokens: now.tokens,
          amount: state.sendTokenAmount,
          locale: state.amountLocale,
          receiver: state.receiver,
          runtime,
          names,
        })
      } catch (error) {
        return fail({ form: toSendError(error) })
      }
      if (!checked.ok) return fail(checked.errors)
      const { transfer, fee, tokenFee } = checked
      // The fees shown are the ones the send was checked with, and the address is where it goes.
      ctx.self.update((s) => {
        showFees(s, fee, tokenFee, transfer.amount)
        s.receiverAddress = transfer.to
      })

      let hash: string
      try {
        hash = await runTransfer(runtime, transfer)
      } catch (error) {
        const shown = toSendError(error)
        // A HatchError is shown by its code (translated like every toast); anything else as 'Unknown error'.
        ctx.toasts.showError(isHatchErrorLike(error) ? error : 'UNKNOWN_ERROR')
        return fail({ form: shown })
      }
      emitTransfer(ctx, 'transaction:sent', { caipNetworkId: now.caipNetworkId, from: now.address, transfer, hash })
      // "Sent" only once the chain says so (a Bitcoin send: once broadcast, blocks come minutes later).
      const { namespace } = now
      if (namespace === 'eip155' || namespace === 'solana') {
        ctx.self.update((s) => void (s.confirming = true))
        try {
          await followTransaction(
            { namespace, rpcUrl: now.rpcUrl, hash },
            (why) => new SendFailure({ code: why === 'reverted' ? 'SEND_REVERTED' : 'TRANSACTION_NOT_CONFIRMED' }),
          )
        } catch (error) {
          const shown = toSendError(error)
          // A catalogue code (the plugin's texts are registered), shown in the visitor's language like every toast.
          ctx.toasts.showError(shown.code)
          return fail({ form: shown })
        }
        emitTransfer(ctx, 'transaction:confirmed', { caipNetworkId: now.caipNetworkId, from: now.address, transfer, hash })
      }
      announceSent(ctx, { caipNetworkId: now.caipNetworkId, from: now.address, explorerUrl: now.explorerUrl, transfer, tokenFee, token, hash })
      api.reset()
      ctx.router.reset('Account')
      return true
    },

    async checkCapabilities() {
      const run = ++capabilityRun
      const now = active()
      const runtime = now ? await runtimeOf(now.namespace).catch(() => undefined) : undefined
      if (run !== capabilityRun) return
      ctx.self.update((s) => {
        if (now && runtime) s.capabilities = sendCapabilities(runtime, now.namespace)
        else delete s.capabilities
      })
    },

    reset() {
      receiverRun += 1
      feeRun += 1
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      // What the wallet can do outlives the form: the view checks again when the account or network changes.
      const { capabilities } = ctx.self.get()
      ctx.self.reset()
      if (capabilities) ctx.self.update((s) => void (s.capabilities = capabilities))
      showUsd(usdNow())
    },

    dispose() {
      stopBalance()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
  // What the form holds belongs to one account on one network: start over when either changes.
  const startOver = () => api.reset()
  const resetOn = ['account:disconnected', 'account:changed', 'network:changed', 'namespace:changed'] as const
  for (const event of resetOn) ctx.events.on(event, startOver)
  const dispose = api.dispose
  api.dispose = () => {
    for (const event of resetOn) ctx.events.off(event, startOver)
    dispose()
  }
  return api
}
