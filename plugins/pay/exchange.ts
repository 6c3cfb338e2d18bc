import * as v from 'valibot'
import type { ResolvedPayment } from './types.js'

/** How often the exchange is asked whether it sent the payment. */
export const EXCHANGE_POLL_MS = 700

/** What the exchange says about an order. */
const OrderSchema = v.variant('status', [
  v.object({ status: v.literal('waiting') }),
  v.object({ status: v.literal('sending') }),
  v.object({ status: v.literal('sent'), hash: v.pipe(v.string(), v.nonEmpty()), from: v.pipe(v.string(), v.nonEmpty()) }),
  v.object({ status: v.literal('failed'), reason: v.string() }),
])

/** An order's state at the exchange. */
export type ExchangeOrder = v.InferOutput<typeof OrderSchema>

/**
 * The exchange's "pay with your exchange balance" page for this payment: `{exchangeUrl}/pay` with
 * the recipient, amount, asset (`native` or the token's contract), the CAIP
 * network id and the order id this view then asks about.
 */
export function exchangePayUrl(exchangeUrl: string, payment: ResolvedPayment, orderId: string): string {
  const url = new URL('/pay', exchangeUrl)
  const params = { order: orderId, recipient: payment.recipient, amount: payment.amount, asset: payment.token, network: payment.caipNetworkId }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * Asks the exchange about the order until it says the payment was sent (its hash) or failed;
 * `signal` stops it (the visitor cancelled). A network error or an answer of another shape is
 * retried: the exchange page may still be loading.
 */
export async function waitForExchange(exchangeUrl: string, orderId: string, signal: AbortSignal): Promise<ExchangeOrder & { status: 'sent' | 'failed' }> {
  const url = new URL(`/orders/${encodeURIComponent(orderId)}`, exchangeUrl)
  while (!signal.aborted) {
    const order = await fetch(url, { signal, cache: 'no-store' })
      .then(async (r) => (r.ok ? v.safeParse(OrderSchema, await r.json()) : undefined))
      .catch(() => undefined)
    if (order?.success && (order.output.status === 'sent' || order.output.status === 'failed')) return order.output
    await new Promise((resolve) => setTimeout(resolve, EXCHANGE_POLL_MS))
  }
  throw signal.reason ?? new Error('aborted')
}
