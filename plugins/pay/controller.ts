import type { HatchError, PluginContext } from '../../kernel/index.js'
import { followTransaction, isHatchErrorLike } from '../../kernel/lazy.js'
import type { MakeError } from './errors.js'
import { formatUnits } from 'viem/utils'
import { exchangePayUrl, waitForExchange } from './exchange.js'
import type { PayOptions } from './options.js'
// Static: requestPayment starts this controller and resolves its request at once, so a chunk of
// its own for the checks only added a round trip and a file (about 100 B gzip).
import { resolvePayment } from './request.js'
import { sendFromWallet } from './transfer.js'
import type { PaymentResult, PaymentSource, PayState, ResolvedPayment } from './types.js'

/** The pay view's id. */
export const PAY_VIEW = 'pay/main'

/** What `requestPayment` and the pay view call. */
export interface PayController {
  /**
   * Validates the request (PAY_INVALID_REQUEST names what is wrong), opens the pay view and
   * settles once the visitor paid and the transfer is confirmed on chain, or rejects with
   * PAY_REJECTED, PAY_CANCELLED or PAY_FAILED. PAY_IN_PROGRESS while another payment is open.
   */
  request(input: unknown): Promise<PaymentResult>
  /** Pays from the connected wallet of the payment's namespace (switching it to the payment's network first). */
  payFromWallet(): Promise<void>
  /**
   * Pays from the sandbox exchange account: `openWindow` opens a blank window within the click
   * (so the browser lets it through); the exchange's page is loaded into it, and the view follows
   * the order until the exchange sent the funds and the chain confirmed them.
   */
  payFromExchange(openWindow: () => Window | null): Promise<void>
  /** Whether an exchange account is offered for the open payment (`exchangeUrl` given, and it pays on the payment's namespace). */
  exchangeOffered(): boolean
  /**
   * Takes the visitor without a wallet on the payment's namespace to Connect; once a wallet of that
   * namespace connects, the modal comes back to the payment (closing without connecting cancels it).
   */
  connectWallet(): void
  /** The visitor gave up before anything was sent: rejects with PAY_CANCELLED. */
  cancel(): void
  dispose(): void
}

interface Open {
  payment: ResolvedPayment
  resolve(result: PaymentResult): void
  reject(error: HatchError): void
  /** Stops waiting for the exchange. */
  abort: AbortController
  /** Funds are on their way: closing the modal no longer cancels, the chain decides. */
  sent: boolean
}

const asHatchError = (error: unknown) => (isHatchErrorLike(error) ? error : undefined)
const firstLine = (text: string) => text.split('\n')[0] ?? text
/** The error's catalogue text, with the wallet's or node's details when it gave some. */
const reasonOf = (error: unknown) => {
  const hatch = asHatchError(error)
  if (hatch) return hatch.details ? `${hatch.shortMessage} (${firstLine(hatch.details)})` : hatch.shortMessage
  return error instanceof Error ? firstLine(error.message) : String(error)
}

/**
 * The pay flow of one instance: one open payment at a time, its view, the wallet and exchange
 * paths, and the follow-up on chain. The promise a host holds settles exactly once.
 */
export function createPayController(ctx: PluginContext<PayState>, options: PayOptions, makeError: MakeError): PayController {
  let open: Open | undefined
  /** The payment whose visitor went to Connect, and then the one to come back to once connected. */
  let connectingFor: Open | undefined
  let returnTo: Open | undefined

  const show = () => ctx.showView(PAY_VIEW)

  const fail = (error: HatchError) => {
    const now = open
    if (!now) return
    open = undefined
    now.abort.abort(error)
    ctx.self.update((s) => {
      s.step = 'failed'
      s.error = { code: error.code, message: error.shortMessage }
    })
    // A visitor who cancels made no error; everything else is reported like other failures.
    if (error.code !== 'PAY_CANCELLED') ctx.events.emit('error', { code: error.code, message: error.message, error })
    now.reject(error)
  }

  /** The funds left `from` as `hash`: follow them on chain and settle. */
  const follow = async (now: Open, paidWith: PaymentSource, hash: string, from: string) => {
    now.sent = true
    ctx.self.update((s) => Object.assign(s, { step: 'pending', hash, from, paidWith, error: undefined }))
    const { payment } = now
    ctx.events.emit('transaction:sent', { namespace: payment.namespace, caipNetworkId: payment.caipNetworkId, hash, from, to: payment.recipient })
    try {
      // Reverted, replaced or unconfirmed: PAY_FAILED, with the follower's reason.
      const { block } = await followTransaction({ namespace: payment.namespace, rpcUrl: payment.rpcUrl, hash }, (_why, reason, cause) =>
        makeError('PAY_FAILED', { params: { reason }, ...(cause === undefined ? {} : { cause }) }),
      )
      ctx.events.emit('transaction:confirmed', { namespace: payment.namespace, caipNetworkId: payment.caipNetworkId, hash, from, to: payment.recipient })
      if (open !== now) return
      open = undefined
      ctx.self.update((s) => Object.assign(s, { step: 'confirmed', block: block.toString() }))
      now.resolve({
        hash,
        network: payment.caipNetworkId,
        recipient: payment.recipient,
        amount: payment.amount,
        units: payment.units,
        symbol: payment.symbol,
        from,
        paidWith,
        block,
      })
    } catch (error) {
      if (open === now) fail(asHatchError(error) ?? makeError('PAY_FAILED', { params: { reason: reasonOf(error) } }))
    }
  }

  // Closing the modal before anything was sent cancels; after, the chain still decides.
  const onClose = () => {
    // The connecting view closes the modal after a connect: the payment opens again instead.
    if (open && open === returnTo) {
      returnTo = undefined
      return show()
    }
    connectingFor = undefined
    if (open && !open.sent) fail(makeError('PAY_CANCELLED'))
  }
  const onConnected = ({ namespace }: { namespace: string }) => {
    if (!open || open !== connectingFor || namespace !== open.payment.namespace) return
    connectingFor = undefined
    returnTo = open
    // A connect that leaves the modal open (no closing view) comes back at once.
    if (ctx.store.getState().modal.open) ctx.router.reset(PAY_VIEW)
  }
  ctx.events.on('modal:close', onClose)
  ctx.events.on('account:connected', onConnected)

  const exchangeOffered = () => Boolean(options.exchangeUrl && open && (options.exchangeNamespaces ?? ['eip155']).includes(open.payment.namespace))

  return {
    async request(input) {
      if (open) throw makeError('PAY_IN_PROGRESS')
      const payment = resolvePayment(input, ctx.options.networks, makeError)
      return new Promise<PaymentResult>((resolve, reject) => {
        open = { payment, resolve, reject, abort: new AbortController(), sent: false }
        ctx.self.reset()
        ctx.self.update((s) => {
          s.step = 'choose'
          s.request = { ...payment, units: payment.units.toString() }
        })
        show()
      })
    },

    async payFromWallet() {
      const now = open
      if (!now || now.sent) return
      const { payment } = now
      const chain = ctx.store.getState().chains[payment.namespace]
      const from = chain?.account.address
      if (!from) {
        ctx.self.update(
          (s) =>
            void (s.error = {
              code: 'NOT_CONNECTED',
              message: `Connect a wallet on ${payment.networkName} to pay from it`,
              id: 'pay.notConnected',
              values: { network: payment.networkName },
            }),
        )
        return
      }
      ctx.self.update((s) => Object.assign(s, { step: 'wallet', error: undefined }))
      // Said before the wallet is asked, and the payment stays open: the visitor may pay another way.
      const held = await import('./balance.js').then(({ walletHolds }) => walletHolds(payment, from))
      if (open !== now) return
      if (held !== undefined && held < payment.units) {
        const holds = `${formatUnits(held, payment.decimals)} ${payment.symbol}`
        ctx.self.update((s) =>
          Object.assign(s, {
            step: 'choose',
            error: {
              code: 'INSUFFICIENT_BALANCE',
              message: `Not enough ${payment.symbol}: your wallet holds ${holds} on ${payment.networkName}, ${payment.amount} ${payment.symbol} is needed`,
              id: 'pay.notEnough',
              values: {
                held: held.toString(),
                units: payment.units.toString(),
                decimals: payment.decimals,
                symbol: payment.symbol,
                network: payment.networkName,
              },
            },
          }),
        )
        return
      }
      let hash: string
      try {
        const runtime = await ctx.getAdapter(payment.namespace)
        if (chain.network.caipNetwork?.caipNetworkId !== payment.caipNetworkId) {
          const network = ctx.options.networks.find((n) => n.caipNetworkId === payment.caipNetworkId)
          if (network && runtime.switchNetwork) await runtime.switchNetwork({ network })
        }
        hash = await sendFromWallet(runtime, payment, makeError)
      } catch (error) {
        if (open !== now) return
        fail(
          asHatchError(error)?.code === 'WALLET_REQUEST_REJECTED'
            ? makeError('PAY_REJECTED', { cause: error })
            : makeError('PAY_FAILED', { params: { reason: reasonOf(error) }, cause: error }),
        )
        return
      }
      if (open === now) await follow(now, 'wallet', hash, from)
    },

    async payFromExchange(openWindow) {
      const now = open
      if (!now || now.sent || !options.exchangeUrl || !exchangeOffered()) return
      const popup = openWindow()
      if (!popup) {
        ctx.self.update(
          (s) => void (s.error = { code: 'POPUP_BLOCKED', message: 'The browser blocked the exchange window: allow pop-ups for this site and try again' }),
        )
        return
      }
      const orderId = crypto.randomUUID()
      const url = exchangePayUrl(options.exchangeUrl, now.payment, orderId)
      // The exchange's page gets no handle on the site's window.
      popup.opener = null
      popup.location.href = url
      ctx.self.update((s) => Object.assign(s, { step: 'exchange', exchangeUrl: url, error: undefined }))
      let order
      try {
        order = await waitForExchange(options.exchangeUrl, orderId, now.abort.signal)
      } catch {
        return // cancelled: `fail` already settled it
      }
      if (open !== now) return
      if (order.status === 'failed') return fail(makeError('PAY_FAILED', { params: { reason: `the exchange could not send it (${order.reason})` } }))
      await follow(now, 'exchange', order.hash, order.from)
    },

    exchangeOffered,

    connectWallet() {
      if (!open || open.sent) return
      connectingFor = open
      ctx.router.push('Connect')
    },

    cancel() {
      if (open && !open.sent) fail(makeError('PAY_CANCELLED'))
    },

    dispose() {
      ctx.events.off('modal:close', onClose)
      ctx.events.off('account:connected', onConnected)
      if (open) fail(makeError('PAY_CANCELLED'))
    },
  }
}
