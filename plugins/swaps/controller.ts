// Types only from the kernel entry: a value import from this lazy chunk would pull kernel modules
// into a chunk the page loads before the button (the 1 KiB plugin budget).
import type { AdapterRuntime, CaipNetworkId, PluginContext } from '../../kernel/index.js'
import { followTransaction, HatchError } from '../../kernel/lazy.js'
import { formatSwapAmount, parseSlippage, parseSwapAmount } from './amount.js'
import { balanceOf, nativeUsdPrice } from './balances.js'
import { SwapFailure, toSwapError } from './errors.js'
import { swapsMessages } from './messages.js'
import { isSwapNetwork } from './networks.js'
import type { SwapsOptions } from './options.js'
import { swapService, type BuiltTransaction } from './service.js'
import { initialSwapsState, type SwapError, type SwapsState, type SwapToken } from './types.js'

/** Spec §9: a search (here: the quote for what is typed) waits at least 300 ms. */
export const QUOTE_DELAY_MS = 300

/** What the swap view calls. Every method writes the plugin's own slice, `state.plugins.swaps`. */
export interface SwapsController {
  /** Loads the token list for the active network (or marks it unsupported); keeps a form already open on it. */
  open(): Promise<void>
  setFrom(address: string): void
  setTo(address: string): void
  /** Swaps the from and to tokens. */
  flip(): void
  /** The amount as typed, in `locale`'s way of writing numbers (`0,01` in German); default English. */
  setAmount(text: string, locale?: string): void
  /** The slippage in percent as typed, in `locale`'s way of writing numbers. */
  setSlippage(text: string, locale?: string): void
  /** Lets the router spend the from token (the wallet signs the service's approve transaction). */
  approve(): Promise<boolean>
  /** Builds the swap with the slippage applied and sends it through the wallet. */
  swap(): Promise<boolean>
  reset(): void
  dispose(): void
}

interface Active {
  address: string
  caipNetworkId: CaipNetworkId
  userCaip: string
  explorerUrl: string | undefined
  /** The network's RPC, where a sent transaction is followed until it is mined. */
  rpcUrl: string
  /** The wallet sits on a chain the host does not list (its network state is unsupported). */
  unsupported: boolean
}

/** Whether the runtime can send a transaction (a WalletConnect session or wallet may not). */
const canSend = (runtime: AdapterRuntime): runtime is AdapterRuntime & { sendTransaction: NonNullable<AdapterRuntime['sendTransaction']> } =>
  typeof runtime.sendTransaction === 'function'

/**
 * The gas limit the wallet is given: the service's estimate plus a fifth. An estimate is exact for
 * the block it was made on; the pair's price accumulators cost more gas once a new second has begun,
 * so an exact limit ran out of gas, and the swap reverted, whenever another swap had just touched the
 * pool. Unused gas is not charged.
 */
const gasLimit = (gas: bigint | undefined) => (gas === undefined ? {} : { gas: gas + gas / 5n })

/**
 * The swap flow of one instance (spec §1 "swap tokens", §9 slippage and networks): the token list
 * and quotes from the data service's `/v1/convert/*`, the approval when the router's allowance is
 * short, the swap through the adapter's `sendTransaction`, then `transaction:sent` (the Account
 * balances and Activity refresh on it). Only once the chain mined it (the receipt followed): a
 * toast with the explorer link and the Account view; a revert or no receipt in time is an error
 * in the form, which keeps what was typed.
 */
export function createSwapsController(ctx: PluginContext<SwapsState>, options: SwapsOptions = {}): SwapsController {
  const service = swapService(ctx.data)
  const hostChainIds = options.chainIds ?? []
  const delay = options.quoteDelayMs ?? QUOTE_DELAY_MS
  const startSlippage = options.slippage !== undefined ? String(options.slippage) : '1'
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let quoteRun = 0
  let openRun = 0
  let gasPrice: bigint | undefined
  let disposed = false

  /**
   * Resolves once `hash` is mined, then says so on the bus (`transaction:confirmed`); SWAPS_REVERTED
   * when it reverted, TRANSACTION_NOT_CONFIRMED when replaced or not mined in time.
   */
  const mined = async (now: Active, hash: string, to?: string) => {
    await followTransaction(
      { namespace: 'eip155', rpcUrl: now.rpcUrl, hash },
      (why) => new SwapFailure({ code: why === 'reverted' ? 'SWAPS_REVERTED' : 'TRANSACTION_NOT_CONFIRMED' }),
    )
    ctx.events.emit('transaction:confirmed', { namespace: 'eip155', caipNetworkId: now.caipNetworkId, hash, from: now.address, ...(to ? { to } : {}) })
  }

  const active = (): Active | undefined => {
    const state = ctx.store.getState()
    const chain = state.chains.eip155
    const network = chain?.network.caipNetwork
    if (state.activeNamespace !== 'eip155' || !chain?.account.address || !network) return undefined
    return {
      unsupported: chain.network.unsupportedChainId !== undefined,
      address: chain.account.address,
      caipNetworkId: network.caipNetworkId,
      userCaip: `${network.caipNetworkId}:${chain.account.address}`,
      explorerUrl: network.blockExplorers?.default.url,
      // Option validation asks every network for at least one RPC URL.
      rpcUrl: network.rpcUrls.default.http[0] ?? '',
    }
  }
  // Spec §4: the wallet moved to a chain the host does not list; it would sign there, not on the network quoted.
  const onUnlistedChain = () => new HatchError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a chain this app does not list' })
  const tokenOf = (address: string | undefined): SwapToken | undefined => ctx.self.get().tokens.find((t) => t.address === address)
  // The English text with its placeholders; the modal fills them in the visitor's language.
  const englishOf = (error: SwapError): string => {
    const texts: Readonly<Record<string, string>> = swapsMessages
    return texts[`error.${error.code}`] ?? error.text ?? swapsMessages['error.UNKNOWN_ERROR']
  }
  const showError = (error: SwapError) => ctx.toasts.showError({ messageId: `error.${error.code}`, message: englishOf(error), values: { ...error.params } })

  const clearQuote = (s: SwapsState) => {
    delete s.quote
    delete s.fee
    s.needsApproval = false
    s.quoteStatus = 'idle'
    delete s.errors.amount
    if (s.errors.form?.code !== 'SWAPS_NETWORK_UNSUPPORTED' && s.errors.form?.code !== 'GAS_PRICE_NETWORK_UNSUPPORTED') delete s.errors.form
  }

  // The pending quote's timer: each keystroke replaces it, so a pause asks once (spec §9: 300 ms).
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  const scheduleQuote = () => {
    const run = ++quoteRun
    ctx.self.update(clearQuote)
    if (quoteTimer !== undefined) {
      clearTimeout(quoteTimer)
      timers.delete(quoteTimer)
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      quoteTimer = undefined
      if (run === quoteRun) void requote(run)
    }, delay)
    quoteTimer = timer
    timers.add(timer)
  }

  /** Network fee of the next step: the approval while the allowance is short, else the swap itself. */
  const estimateFee = async (now: Active, from: SwapToken, to: SwapToken, amount: bigint, needsApproval: boolean): Promise<bigint | undefined> => {
    try {
      const tx: BuiltTransaction = needsApproval
        ? await service.buildApprove({ userAddress: now.userCaip, from: from.caip, to: to.caip })
        : await service.buildTransaction({
            amount,
            slippage: parseSlippage(ctx.self.get().slippage, ctx.self.get().amountLocale) ?? '1',
            projectId: ctx.options.projectId,
            userAddress: now.userCaip,
            from: from.caip,
            to: to.caip,
            disableEstimate: false,
          })
      return tx.gas !== undefined ? tx.gas * tx.gasPrice : undefined
    } catch {
      return undefined
    }
  }

  const requote = async (run: number) => {
    const now = active()
    const state = ctx.self.get()
    const from = tokenOf(state.from)
    const to = tokenOf(state.to)
    if (!now || !from || !to || from.address === to.address || state.amount.trim() === '' || state.status !== 'ready') return
    const parsed = parseSwapAmount(state.amount, from.decimals, state.amountLocale)
    if (!parsed.ok) return ctx.self.update((s) => void (s.errors.amount = parsed.error))
    const balance = balanceOf(ctx.store.getState(), from)
    const short = parsed.value > balance
    ctx.self.update((s) => {
      s.quoteStatus = 'loading'
      if (short)
        s.errors.amount = {
          code: 'SWAPS_INSUFFICIENT_BALANCE',
          params: { symbol: from.symbol, needed: formatSwapAmount(parsed.value, from.decimals), available: formatSwapAmount(balance, from.decimals) },
        }
    })
    try {
      const quote = await service.quote({ amount: parsed.value, userAddress: now.userCaip, from: from.caip, to: to.caip, ...(gasPrice ? { gasPrice } : {}) })
      if (run !== quoteRun) return
      ctx.self.update((s) => {
        s.quote = { from: from.address, to: to.address, ...quote }
        s.quoteStatus = 'ready'
      })
      const needsApproval = from.native ? false : (await service.allowance(from.caip, now.userCaip)) < parsed.value
      if (run !== quoteRun) return
      ctx.self.update((s) => void (s.needsApproval = needsApproval))
      if (short) return
      const fee = await estimateFee(now, from, to, parsed.value, needsApproval)
      if (run === quoteRun && fee !== undefined) ctx.self.update((s) => void (s.fee = fee))
    } catch (error) {
      if (run !== quoteRun) return
      ctx.self.update((s) => {
        delete s.quote
        s.quoteStatus = 'failed'
        s.errors.form = toSwapError(error)
      })
    }
  }

  const runtime = async (): Promise<AdapterRuntime & { sendTransaction: NonNullable<AdapterRuntime['sendTransaction']> }> => {
    const adapter = await ctx.getAdapter('eip155')
    if (!canSend(adapter)) throw new SwapFailure({ code: 'CAPABILITY_MISSING', params: { namespace: 'eip155', capability: 'sendTransaction' } })
    // The runtime itself, never a copy or a write to it: a WalletConnect runtime bound to a namespace is frozen.
    return adapter
  }

  /** The chosen tokens and the amount, checked; or the error to show. */
  const checked = (): { from: SwapToken; to: SwapToken; amount: bigint; slippage: string } | { error: Partial<SwapsState['errors']> } => {
    const state = ctx.self.get()
    const from = tokenOf(state.from)
    const to = tokenOf(state.to)
    if (!from || !to || from.address === to.address) return { error: { form: { code: 'SWAPS_TOKENS_REQUIRED' } } }
    const parsed = parseSwapAmount(state.amount, from.decimals, state.amountLocale)
    if (!parsed.ok) return { error: { amount: parsed.error } }
    const balance = balanceOf(ctx.store.getState(), from)
    if (parsed.value > balance)
      return {
        error: {
          amount: {
            code: 'SWAPS_INSUFFICIENT_BALANCE',
            params: { symbol: from.symbol, needed: formatSwapAmount(parsed.value, from.decimals), available: formatSwapAmount(balance, from.decimals) },
          },
        },
      }
    const slippage = parseSlippage(state.slippage, state.amountLocale)
    if (!slippage) return { error: { slippage: { code: 'SWAPS_INVALID_SLIPPAGE' } } }
    return { from, to, amount: parsed.value, slippage }
  }

  const fail = (error: unknown): false => {
    const shown = toSwapError(error)
    // A wallet that declined or failed is a toast too (the form keeps everything typed).
    showError(shown)
    ctx.self.update((s) => {
      s.step = 'idle'
      s.errors.form = shown
    })
    return false
  }

  const api: SwapsController = {
    async open() {
      const now = active()
      const state = ctx.self.get()
      // A second call while the first loads (React's StrictMode runs effects twice) waits for that one.
      if (now && state.network === now.caipNetworkId && (state.status === 'ready' || state.status === 'loading')) return
      const run = ++openRun
      if (!now) return ctx.self.update((s) => Object.assign(s, initialSwapsState(), { slippage: startSlippage }))
      quoteRun += 1
      ctx.self.update((s) => Object.assign(s, initialSwapsState(), { slippage: startSlippage, network: now.caipNetworkId }))
      if (!isSwapNetwork(now.caipNetworkId, hostChainIds)) {
        return ctx.self.update((s) => {
          s.status = 'unsupported'
          s.errors.form = { code: 'SWAPS_NETWORK_UNSUPPORTED' }
        })
      }
      // Checked as the view opens: a wallet that cannot send transactions gets no swap form.
      const wallet = await ctx.getAdapter('eip155').catch(() => undefined)
      if (run !== openRun || disposed) return
      if (typeof wallet?.sendTransaction !== 'function') {
        return ctx.self.update((s) => {
          s.status = 'unsupported'
          s.errors.form = { code: 'CAPABILITY_MISSING', params: { namespace: 'eip155', capability: 'sendTransaction' } }
        })
      }
      ctx.self.update((s) => void (s.status = 'loading'))
      try {
        const [tokens, price] = await Promise.all([service.tokens(now.caipNetworkId), service.gasPrice(now.caipNetworkId)])
        if (run !== openRun || disposed) return
        gasPrice = price
        const native = tokens.find((t) => t.native)
        const usd =
          nativeUsdPrice(ctx.store.getState()) ?? (native ? (await service.prices([native.caip], ctx.options.projectId)).get(native.symbol) : undefined)
        if (run !== openRun || disposed) return
        ctx.self.update((s) => {
          s.tokens = tokens
          s.status = 'ready'
          const first = native ?? tokens[0]
          if (first) s.from = first.address
          const other = tokens.find((t) => t.address !== first?.address)
          if (other) s.to = other.address
          if (usd !== undefined) s.nativeUsd = usd
        })
      } catch (error) {
        if (run !== openRun || disposed) return
        const shown = toSwapError(error)
        const unsupported = shown.code === 'SWAPS_NETWORK_UNSUPPORTED' || shown.code === 'GAS_PRICE_NETWORK_UNSUPPORTED'
        ctx.self.update((s) => {
          s.status = unsupported ? 'unsupported' : 'failed'
          s.errors.form = shown
        })
      }
    },

    setFrom(address) {
      ctx.self.update((s) => {
        // Choosing the token on the other side swaps the two, as a visitor expects.
        if (address === s.to) s.to = s.from
        s.from = address
      })
      scheduleQuote()
    },

    setTo(address) {
      ctx.self.update((s) => {
        if (address === s.from) s.from = s.to
        s.to = address
      })
      scheduleQuote()
    },

    flip() {
      ctx.self.update((s) => {
        const from = s.from
        if (s.to !== undefined) s.from = s.to
        else delete s.from
        if (from !== undefined) s.to = from
        else delete s.to
      })
      scheduleQuote()
    },

    setAmount(text, locale) {
      ctx.self.update((s) => {
        s.amount = text
        if (locale) s.amountLocale = locale
      })
      scheduleQuote()
    },

    setSlippage(text, locale) {
      ctx.self.update((s) => {
        s.slippage = text
        if (locale) s.amountLocale = locale
        if (parseSlippage(text, s.amountLocale)) delete s.errors.slippage
        else s.errors.slippage = { code: 'SWAPS_INVALID_SLIPPAGE' }
      })
    },

    async approve() {
      const now = active()
      if (!now) return fail(new SwapFailure({ code: 'NO_ACTIVE_CAIP_ADDRESS' }))
      if (now.unsupported) return fail(onUnlistedChain())
      if ((ctx.self.get().step ?? 'idle') !== 'idle') return false
      const input = checked()
      if ('error' in input) return (ctx.self.update((s) => Object.assign(s.errors, input.error)), false)
      ctx.self.update((s) => {
        s.step = 'approving'
        delete s.errors.form
      })
      try {
        const wallet = await runtime()
        const tx = await service.buildApprove({ userAddress: now.userCaip, from: input.from.caip, to: input.to.caip })
        const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: 0n, ...gasLimit(tx.gas) })
        ctx.events.emit('transaction:sent', {
          namespace: 'eip155',
          caipNetworkId: now.caipNetworkId,
          hash,
          from: now.address,
          to: tx.to,
        })
        // The service reads the allowance from the chain: requote once the approval is mined there.
        await mined(now, hash, tx.to)
      } catch (error) {
        return fail(error)
      }
      ctx.self.update((s) => void (s.step = 'idle'))
      const run = ++quoteRun
      await requote(run)
      return true
    },

    async swap() {
      const now = active()
      if (!now) return fail(new SwapFailure({ code: 'NO_ACTIVE_CAIP_ADDRESS' }))
      if (now.unsupported) return fail(onUnlistedChain())
      const state = ctx.self.get()
      if ((state.step ?? 'idle') !== 'idle' || state.status !== 'ready') return false
      const input = checked()
      if ('error' in input) return (ctx.self.update((s) => Object.assign(s.errors, input.error)), false)
      ctx.self.update((s) => {
        s.step = 'swapping'
        delete s.errors.form
      })
      let hash: string
      let expected: bigint
      try {
        const wallet = await runtime()
        const quote = await service.quote({
          amount: input.amount,
          userAddress: now.userCaip,
          from: input.from.caip,
          to: input.to.caip,
          ...(gasPrice ? { gasPrice } : {}),
        })
        expected = quote.toAmount
        const tx = await service.buildTransaction({
          amount: input.amount,
          slippage: input.slippage,
          projectId: ctx.options.projectId,
          userAddress: now.userCaip,
          from: input.from.caip,
          to: input.to.caip,
          disableEstimate: false,
        })
        hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, ...gasLimit(tx.gas) })
      } catch (error) {
        return fail(error)
      }
      ctx.events.emit('transaction:sent', { namespace: 'eip155', caipNetworkId: now.caipNetworkId, hash, from: now.address })
      // "Swapped" only once the chain says so: the view shows the wait, the button stays busy.
      ctx.self.update((s) => void (s.step = 'confirming'))
      try {
        await mined(now, hash)
      } catch (error) {
        fail(error)
        // A stale quote is the usual revert: the form shows what the pool gives now, for the next try.
        void requote(++quoteRun)
        return false
      }
      if (disposed) return false
      // Amounts in base units: the modal writes them in the visitor's language when it shows the toast.
      ctx.toasts.showSuccess({
        messageId: 'swaps.swapped',
        message: swapsMessages['swaps.swapped'],
        values: {
          from: { units: input.amount.toString(), decimals: input.from.decimals, symbol: input.from.symbol },
          to: { units: expected.toString(), decimals: input.to.decimals, symbol: input.to.symbol },
        },
        ...(now.explorerUrl
          ? { link: { label: swapsMessages['swaps.viewOnExplorer'], labelId: 'swaps.viewOnExplorer', url: `${now.explorerUrl.replace(/\/$/, '')}/tx/${hash}` } }
          : {}),
      })
      quoteRun += 1
      ctx.self.update((s) => {
        s.step = 'idle'
        s.amount = ''
        clearQuote(s)
      })
      ctx.router.reset('Account')
      return true
    },

    reset() {
      quoteRun += 1
      openRun += 1
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      ctx.self.update((s) => Object.assign(s, initialSwapsState(), { slippage: startSlippage }))
    },

    dispose() {
      disposed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }

  // The form belongs to one account on one network: start over when either changes.
  const startOver = () => api.reset()
  const resetOn = ['account:disconnected', 'account:changed', 'network:changed', 'namespace:changed'] as const
  for (const event of resetOn) ctx.events.on(event, startOver)
  const dispose = api.dispose
  api.dispose = () => {
    for (const event of resetOn) ctx.events.off(event, startOver)
    dispose()
  }
  ctx.self.update((s) => void (s.slippage = startSlippage))
  return api
}
