import * as v from 'valibot'
import { formatUnits } from 'viem/utils'
import type { HatchState, PluginContext } from '../../kernel/index.js'
import { amountProblem, centsText, toCents } from './amount.js'
import { createOnrampApi, type OnrampApi } from './api.js'
import { defaultPurchaseCurrencies, DEFAULT_PAYMENT_CURRENCIES, KNOWN_DECIMALS } from './defaults.js'
import { onrampMessages } from './messages.js'
import type { OnrampOptions } from './options.js'
import type { OnrampError, OnrampQuote, OnrampState, PaymentMethodLimit, PurchaseCurrency } from './types.js'

/** What the on-ramp view calls. Every method writes the plugin's own slice, `state.plugins.onramp`. */
export interface OnrampController {
  /** The view opened: loads the provider's options (once per instance; the defaults when the call fails). */
  open(): void
  setPurchaseCurrency(symbol: string): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(id: string): void
  /** The amount to pay as typed, in `locale`'s way of writing numbers (`50,00` in German); default English. */
  setAmount(text: string, locale?: string): void
  /**
   * Checks the form; only when it is right calls `openWindow` (at once, still inside the visitor's
   * click, so no pop-up blocker stops it), asks the data service for the provider link and sends the
   * window there; then follows the purchase until the currency arrives. Resolves false when
   * something was wrong (the errors are in the state; no window stays open).
   */
  buy(openWindow: () => Window | null): Promise<boolean>
  /** Opens the pending purchase's provider link in a new window again (call it in the visitor's click). */
  reopen(): void
  /** Stops following the purchase and shows the form again. */
  stopWaiting(): void
  /** The currencies on sale on the active network, and the network's id in the on-ramp calls. */
  offered(): { currencies: PurchaseCurrency[]; networkFor(symbol: string): string | undefined }
  /** The limits of the chosen payment method in the chosen payment currency. */
  limit(): PaymentMethodLimit | undefined
  dispose(): void
}

/** The estimate's fee: the top of the default provider's range (spec §9: 1-2%), so it never promises too much. */
const ESTIMATE_FEE_BPS = 200n

const HistorySchema = v.object({
  data: v.array(v.object({ metadata: v.object({ hash: v.optional(v.string()), sentFrom: v.optional(v.string()), sentTo: v.optional(v.string()) }) })),
})

interface Active {
  namespace: 'eip155' | 'solana'
  address: string
  caipNetworkId: `${string}:${string}`
  reference: string
  networkName: string
}

function activeOf(state: HatchState): Active | undefined {
  const namespace = state.activeNamespace
  if (namespace !== 'eip155' && namespace !== 'solana') return undefined
  const chain = state.chains[namespace]
  const network = chain?.network.caipNetwork
  if (!chain?.account.address || !network) return undefined
  return {
    namespace,
    address: chain.account.address,
    caipNetworkId: network.caipNetworkId,
    reference: network.caipNetworkId.split(':')[1] ?? '',
    networkName: network.name,
  }
}

/**
 * The on-ramp flow of one instance (spec §1 "buy crypto through an on-ramp", §7): the provider's
 * options (spec §9's defaults when the call fails), the debounced quote (a labelled estimate when
 * the quote fails), the provider link opened in a new window, and the purchase followed by reading
 * the balance until the currency arrives; then `transaction:sent` (the Account balance and
 * Activity refresh on it) and a toast.
 */
export function createOnrampController(ctx: PluginContext<OnrampState>, options: OnrampOptions = {}, api: OnrampApi = createOnrampApi(ctx)): OnrampController {
  const pollMs = options.pollMs ?? 3000
  const followMs = options.followMs ?? 10 * 60_000
  const quoteDelayMs = options.quoteDelayMs ?? 300
  let optionsLoad: Promise<void> | undefined
  let quoteRun = 0
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let followTimer: ReturnType<typeof setTimeout> | undefined
  let followRun = 0

  const state = () => ctx.self.get()
  const set = (recipe: (draft: OnrampState) => void) => ctx.self.update(recipe)

  const offered = () => {
    const now = activeOf(ctx.store.getState())
    const all = state().purchaseCurrencies
    const on = (c: PurchaseCurrency) => c.networks.length === 0 || c.networks.some((n) => n.chain_id === now?.reference)
    return {
      currencies: now ? all.filter(on) : [],
      networkFor(symbol: string) {
        const currency = all.find((c) => c.symbol === symbol)
        if (!currency || !now) return undefined
        // The defaults name no networks: the active one is then named by its chain id.
        return currency.networks.length === 0 ? now.reference : currency.networks.find((n) => n.chain_id === now.reference)?.name
      },
    }
  }

  const limit = () => {
    const { paymentCurrencies, paymentCurrency, paymentMethod } = state()
    return paymentCurrencies.find((c) => c.id === paymentCurrency)?.payment_method_limits.find((l) => l.id === paymentMethod)
  }

  /** Keeps the chosen currencies among those offered (the first by default). */
  const settleChoices = () => {
    const currencies = offered().currencies
    set((draft) => {
      if (!currencies.some((c) => c.symbol === draft.purchaseCurrency)) {
        const first = currencies[0]?.symbol
        if (first) draft.purchaseCurrency = first
        else delete draft.purchaseCurrency
      }
      if (!draft.paymentCurrencies.some((c) => c.id === draft.paymentCurrency)) draft.paymentCurrency = draft.paymentCurrencies[0]?.id ?? 'USD'
      const methods = draft.paymentCurrencies.find((c) => c.id === draft.paymentCurrency)?.payment_method_limits ?? []
      if (!methods.some((m) => m.id === draft.paymentMethod)) draft.paymentMethod = methods[0]?.id ?? 'card'
    })
  }

  const decimalsOf = (symbol: string): number => {
    const known = KNOWN_DECIMALS[symbol]
    if (known !== undefined) return known
    const ns = ctx.store.getState().activeNamespace
    const row = ns ? ctx.store.getState().chains[ns]?.account.tokenBalance?.find((t) => t.symbol === symbol) : undefined
    return row ? Number(row.quantity.decimals) : 18
  }

  /** The fallback quote of spec §7: the top fee of the range and, when the USD price is known here, the amount. */
  const estimate = (symbol: string, fiat: string, cents: bigint): OnrampQuote => {
    const fee = (cents * ESTIMATE_FEE_BPS + 9_999n) / 10_000n
    const money = (c: bigint) => ({ amount: centsText(c), currency: fiat })
    const ns = ctx.store.getState().activeNamespace
    const row = ns ? ctx.store.getState().chains[ns]?.account.tokenBalance?.find((t) => t.symbol === symbol) : undefined
    const price = symbol === 'USDC' ? 1 : row?.price
    const decimals = decimalsOf(symbol)
    const purchase =
      fiat === 'USD' && price && price > 0 ? ((cents - fee) * 10n ** BigInt(decimals) * 1_000_000n) / (100n * BigInt(Math.round(price * 1_000_000))) : undefined
    return {
      networkFee: money(fee),
      paymentSubtotal: money(cents - fee),
      paymentTotal: money(cents),
      ...(purchase !== undefined ? { purchaseAmount: { amount: formatUnits(purchase, decimals), currency: symbol } } : {}),
      quoteId: 'estimate',
      estimate: true,
    }
  }

  /** Checks the amount at once; asks for a quote once typing pauses. */
  const requote = () => {
    quoteRun += 1
    if (quoteTimer) clearTimeout(quoteTimer)
    const { amount, amountLocale, paymentCurrency, purchaseCurrency } = state()
    const problem = amountProblem(amount, paymentCurrency, limit(), amountLocale)
    set((draft) => {
      delete draft.quote
      draft.quoteStatus = 'idle'
      if (problem) draft.errors.amount = problem
      else delete draft.errors.amount
      delete draft.errors.form
    })
    const cents = toCents(amount, amountLocale)
    const network = purchaseCurrency ? offered().networkFor(purchaseCurrency) : undefined
    if (problem || cents === undefined || !purchaseCurrency || !network) return
    const run = quoteRun
    quoteTimer = setTimeout(() => {
      set((draft) => {
        draft.quoteStatus = 'loading'
      })
      const request = { purchaseCurrency, paymentCurrency, amount: centsText(cents), network, paymentMethod: state().paymentMethod }
      api.quote(request).then(
        (quote) => run === quoteRun && set((draft) => Object.assign(draft, { quote, quoteStatus: 'ready' })),
        () => run === quoteRun && set((draft) => Object.assign(draft, { quote: estimate(purchaseCurrency, paymentCurrency, cents), quoteStatus: 'ready' })),
      )
    }, quoteDelayMs)
  }

  let windowTimer: ReturnType<typeof setInterval> | undefined
  const stopWatchingWindow = () => {
    if (windowTimer) clearInterval(windowTimer)
    windowTimer = undefined
  }
  /** Spec §9 "popup check every 1 s": a closed provider window is said in the pending view (the purchase is still followed). */
  const watchWindow = (popup: Window) => {
    stopWatchingWindow()
    windowTimer = setInterval(() => {
      if (!popup.closed) return
      stopWatchingWindow()
      set((draft) => {
        if (draft.purchase) draft.purchase.windowClosed = true
      })
    }, 1000)
  }

  const stopFollowing = () => {
    followRun += 1
    if (followTimer) clearTimeout(followTimer)
    followTimer = undefined
    stopWatchingWindow()
  }

  /** The newest transfer to the buyer: its hash and sender (best effort: empty when the history cannot say). */
  const arrival = async (active: Active): Promise<{ hash: string; from: string }> => {
    try {
      const history = await ctx.data.get({ path: `/v1/account/${active.address}/history`, query: { chainId: active.caipNetworkId }, schema: HistorySchema })
      const tx = history.data.find((t) => t.metadata.sentTo?.toLowerCase() === active.address.toLowerCase())
      return { hash: tx?.metadata.hash ?? '', from: tx?.metadata.sentFrom ?? '' }
    } catch {
      return { hash: '', from: '' }
    }
  }

  const follow = (active: Active, symbol: string, decimals: number, before: bigint) => {
    const run = ++followRun
    const until = Date.now() + followMs
    const tick = async () => {
      if (run !== followRun) return
      let now: bigint | undefined
      try {
        now = await api.holding(active.address, active.caipNetworkId, symbol, decimals)
      } catch {
        now = undefined // a failed read is retried on the next tick
      }
      if (run !== followRun) return
      if (now !== undefined && now > before) {
        const received = now - before
        followTimer = undefined
        stopWatchingWindow()
        set((draft) => {
          draft.step = 'arrived'
          if (draft.purchase) draft.purchase.received = received.toString()
        })
        const { hash, from } = await arrival(active)
        ctx.events.emit('transaction:sent', { namespace: active.namespace, caipNetworkId: active.caipNetworkId, hash, from, to: active.address })
        ctx.toasts.showSuccess({
          messageId: 'onramp.arrived',
          message: onrampMessages['onramp.arrived'],
          values: { amount: { units: received.toString(), decimals, symbol } },
        })
        return
      }
      if (Date.now() >= until) {
        followTimer = undefined
        stopWatchingWindow()
        set((draft) => {
          draft.step = 'timeout'
        })
        return
      }
      followTimer = setTimeout(() => void tick(), pollMs)
    }
    followTimer = setTimeout(() => void tick(), pollMs)
  }

  const fail = (errors: OnrampState['errors'], popup: Window | null): false => {
    popup?.close()
    set((draft) => {
      draft.errors = errors
      draft.step = 'form'
    })
    return false
  }

  const reason = (error: unknown): string => {
    const short = typeof error === 'object' && error !== null && 'shortMessage' in error ? error.shortMessage : undefined
    return typeof short === 'string' ? short : error instanceof Error ? error.message : String(error)
  }

  // A new account or network: a purchase for the old one is no longer this view's to follow.
  const stopSelect = ctx.store.select(
    (s) => {
      const a = activeOf(s)
      return a ? `${a.caipNetworkId}|${a.address}` : ''
    },
    () => {
      stopFollowing()
      set((draft) => {
        draft.step = 'form'
        delete draft.purchase
      })
      settleChoices()
      requote()
    },
  )

  const api_: OnrampController = {
    open() {
      if (state().step === 'arrived' || state().step === 'timeout') {
        set((draft) => {
          draft.step = 'form'
          delete draft.purchase
        })
      }
      optionsLoad ??= api
        .options()
        .then(
          (body) =>
            set((draft) => {
              draft.options = 'service'
              draft.purchaseCurrencies = body.purchaseCurrencies
              draft.paymentCurrencies = body.paymentCurrencies.length ? body.paymentCurrencies : DEFAULT_PAYMENT_CURRENCIES
            }),
          () =>
            set((draft) => {
              draft.options = 'defaults'
              draft.purchaseCurrencies = defaultPurchaseCurrencies(ctx.store.getState().activeNamespace)
              draft.paymentCurrencies = DEFAULT_PAYMENT_CURRENCIES
            }),
        )
        .then(() => {
          settleChoices()
          requote()
        })
    },
    setPurchaseCurrency(symbol) {
      set((draft) => {
        draft.purchaseCurrency = symbol
      })
      requote()
    },
    setPaymentCurrency(id) {
      set((draft) => {
        draft.paymentCurrency = id
      })
      settleChoices()
      requote()
    },
    setPaymentMethod(id) {
      set((draft) => {
        draft.paymentMethod = id
      })
      requote()
    },
    setAmount(text, locale) {
      set((draft) => {
        draft.amount = text
        if (locale) draft.amountLocale = locale
      })
      requote()
    },
    async buy(openWindow) {
      const active = activeOf(ctx.store.getState())
      const { amount, amountLocale, paymentCurrency, paymentMethod, purchaseCurrency } = state()
      if (!active || !purchaseCurrency)
        return fail({ form: { code: 'ONRAMP_NETWORK_UNSUPPORTED', params: { network: active?.networkName ?? onrampMessages['onramp.thisNetwork'] } } }, null)
      // `reasonId` lets a view put the reason in the modal's language.
      const problem: OnrampError | undefined =
        amount.trim() === ''
          ? { code: 'ONRAMP_INVALID_AMOUNT', params: { reason: onrampMessages['onramp.enterAmount'], reasonId: 'onramp.enterAmount' } }
          : amountProblem(amount, paymentCurrency, limit(), amountLocale)
      // A usable amount always has cents: `amountProblem` refused anything `toCents` cannot read.
      const cents = toCents(amount, amountLocale)
      if (problem || cents === undefined) return fail({ amount: problem ?? { code: 'ONRAMP_INVALID_AMOUNT', params: { reason: amount } } }, null)
      const network = offered().networkFor(purchaseCurrency)
      if (!network) return fail({ form: { code: 'ONRAMP_NETWORK_UNSUPPORTED', params: { network: active.networkName } } }, null)
      const popup = openWindow()
      if (!popup) return fail({ form: { code: 'ONRAMP_POPUP_BLOCKED' } }, null)
      set((draft) => {
        draft.step = 'opening'
        draft.errors = {}
      })
      const decimals = decimalsOf(purchaseCurrency)
      let url: string
      let before: bigint
      try {
        ;[url, before] = await Promise.all([
          api.link({
            address: active.address,
            network,
            symbol: purchaseCurrency,
            amount: centsText(cents),
            fiatCurrency: paymentCurrency,
            paymentMethod,
          }),
          api.holding(active.address, active.caipNetworkId, purchaseCurrency, decimals),
        ])
      } catch (error) {
        return fail({ form: { code: 'ONRAMP_LINK_FAILED', params: { reason: reason(error) } } }, popup)
      }
      popup.location.href = url
      set((draft) => {
        draft.step = 'pending'
        draft.purchase = {
          symbol: purchaseCurrency,
          decimals,
          namespace: active.namespace,
          caipNetworkId: active.caipNetworkId,
          address: active.address,
          before: before.toString(),
          url,
        }
      })
      follow(active, purchaseCurrency, decimals, before)
      watchWindow(popup)
      return true
    },
    reopen() {
      const url = state().purchase?.url
      if (!url) return
      const popup = window.open(url, '_blank')
      if (!popup) {
        set((draft) => {
          draft.errors.form = { code: 'ONRAMP_POPUP_BLOCKED' }
        })
        return
      }
      popup.opener = null
      set((draft) => {
        if (draft.purchase) draft.purchase.windowClosed = false
        delete draft.errors.form
      })
      watchWindow(popup)
    },
    stopWaiting() {
      stopFollowing()
      set((draft) => {
        draft.step = 'form'
        delete draft.purchase
      })
    },
    offered,
    limit,
    dispose() {
      stopFollowing()
      quoteRun += 1
      if (quoteTimer) clearTimeout(quoteTimer)
      stopSelect()
    },
  }
  return api_
}
