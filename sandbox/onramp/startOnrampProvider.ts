import { randomUUID } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import { formatUnits } from 'viem'
import { centsText, fiatCents, limitProblem, pricePurchase } from '../data/onrampOffer.js'
import type { DataState } from '../data/state.js'
import { closeServer, listenOnLoopback, readBodyText } from '../http/loopback.js'
import { createCreditor, type Creditor } from './credit.js'
import { cardProblems, readOrderLink, type OrderLink } from './orderLink.js'
import { renderOrderPage, renderProblemPage, renderReceiptPage, type OrderErrors, type OrderValues, type Receipt } from './providerPage.js'

/** A running sandbox on-ramp provider. */
export interface RunningOnrampProvider {
  /** The provider's base URL; its order page is `/buy?…` (what `/v1/generators/onrampurl` links to). */
  url: string
  /** Completed purchases, oldest first (for tests and the sandbox's own checks). */
  receipts(): (Receipt & { orderId: string; externalCustomerId: string })[]
  stop(): Promise<void>
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

const MAX_FORM_BYTES = 16_384

/**
 * Starts the sandbox on-ramp provider on 127.0.0.1: a page that plays the provider behind spec
 * §7's link. `GET /buy?publicKey&destinationCurrencyCode&walletAddress&externalCustomerId&network`
 * shows the order and a card form; `POST /buy` takes the sandbox test card, prices the order like
 * `/v1/onramp/quote` (1.5% fee), credits the wallet on the local chain (ETH or USDC from the
 * provider's treasury on EVM, SOL by airdrop on Solana), waits for it to confirm and shows the
 * receipt. A refused payment keeps what was typed and credits nothing; a resubmitted order shows
 * its receipt again instead of paying twice.
 */
export async function startOnrampProvider(options: {
  state: DataState
  host?: string
  port?: number
  explorerUrl?: (caipNetworkId: string, hash: string) => string | undefined
}): Promise<RunningOnrampProvider> {
  const host = options.host ?? '127.0.0.1'
  const credit: Creditor = createCreditor()
  const done = new Map<string, Receipt & { orderId: string; externalCustomerId: string }>()
  const running = new Set<string>()

  const send = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { ...pageHeaders, 'Content-Type': 'text/html; charset=utf-8' })
    res.end(html)
  }

  const pay = async (link: OrderLink, orderId: string, values: OrderValues): Promise<{ status: number; html: string }> => {
    const errors: OrderErrors = {}
    const cents = fiatCents(values.amount)
    if (cents === undefined || cents === 0n) errors.amount = `Enter an amount in ${link.fiatCurrency} such as 50.00 (at most 2 decimals).`
    else {
      const outOfRange = limitProblem(cents, link.fiatCurrency, 'card')
      if (outOfRange) errors.amount = `The ${outOfRange}.`
    }
    Object.assign(errors, cardProblems(values))
    if (Object.keys(errors).length || cents === undefined) return { status: 422, html: renderOrderPage(link, orderId, values, errors) }
    if (running.has(orderId))
      return { status: 409, html: renderOrderPage(link, orderId, values, { order: 'This order is already being paid: wait a moment and reload this page.' }) }
    running.add(orderId)
    try {
      const priced = pricePurchase(options.state, link.offer, link.fiatCurrency, cents)
      const made = await credit(link.target.target, link.offer.symbol, link.walletAddress, priced.purchaseUnits)
      const explorerUrl = options.explorerUrl?.(link.target.target.caipNetworkId, made.hash)
      const receipt = {
        orderId,
        externalCustomerId: link.externalCustomerId,
        paid: `${centsText(priced.paymentTotalCents)} ${link.fiatCurrency}`,
        fee: `${centsText(priced.feeCents)} ${link.fiatCurrency}`,
        received: `${formatUnits(priced.purchaseUnits, link.offer.decimals)} ${link.offer.symbol}`,
        walletAddress: link.walletAddress,
        network: link.target.display_name,
        hash: made.hash,
        ...(explorerUrl ? { explorerUrl } : {}),
      }
      done.set(orderId, receipt)
      return { status: 200, html: renderReceiptPage(receipt) }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return {
        status: 502,
        html: renderOrderPage(link, orderId, values, { order: `The purchase could not be delivered (${reason}). Your card was not charged; try again.` }),
      }
    } finally {
      running.delete(orderId)
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider')
    if (url.pathname !== '/buy') return send(res, 404, renderProblemPage('Page not found', [`Nothing at ${url.pathname}: open the link the site gave you.`]))
    if (req.method === 'GET') {
      const read = readOrderLink(options.state, Object.fromEntries(url.searchParams))
      if ('problems' in read) return send(res, 400, renderProblemPage('This purchase link is not valid', read.problems))
      return send(res, 200, renderOrderPage(read.link, randomUUID(), { amount: read.link.presetFiatAmount ?? '', cardNumber: '', expiry: '', cvc: '' }))
    }
    if (req.method !== 'POST') return send(res, 405, renderProblemPage('Method not allowed', ['Use the order form.']))
    readBodyText(req, MAX_FORM_BYTES).then(
      async (text) => {
        const form = Object.fromEntries(new URLSearchParams(text))
        const read = readOrderLink(options.state, form)
        if ('problems' in read) return send(res, 400, renderProblemPage('This purchase link is not valid', read.problems))
        const orderId = form['orderId'] ?? ''
        if (!/^[0-9a-f-]{36}$/.test(orderId))
          return send(res, 400, renderProblemPage('This order is not valid', ['The order form is incomplete: open the link the site gave you again.']))
        const previous = done.get(orderId)
        if (previous) return send(res, 200, renderReceiptPage(previous))
        const values: OrderValues = {
          amount: (form['amount'] ?? '').trim(),
          cardNumber: form['cardNumber'] ?? '',
          expiry: form['expiry'] ?? '',
          cvc: form['cvc'] ?? '',
        }
        const answer = await pay(read.link, orderId, values)
        send(res, answer.status, answer.html)
      },
      (error: Error) => send(res, 413, renderProblemPage('The form is too large', [error.message])),
    )
  })
  const port = await listenOnLoopback(server, options.port ?? 0, host)
  return {
    url: `http://${host}:${port}`,
    receipts: () => [...done.values()],
    stop: () => closeServer(server),
  }
}
