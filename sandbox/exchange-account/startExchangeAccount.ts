import { createServer, type ServerResponse } from 'node:http'
import { closeServer, listenOnLoopback, readBodyText } from '../http/loopback.js'
import type { SandboxNetwork } from '../types.js'
import { createPayer, exchangeHotWallet } from './account.js'
import { readPayLink } from './payLink.js'
import { renderPayPage, renderProblemPage, renderSentPage } from './payPage.js'

/** A running sandbox exchange account. */
export interface RunningExchangeAccount {
  /** Base URL: the page `/pay?…` and the order status `/orders/<id>`. */
  url: string
  /** The exchange's hot wallet, which every payment comes from. */
  payer: `0x${string}`
  stop(): Promise<void>
}

/** What `/orders/<id>` answers. */
export type OrderStatus = { status: 'waiting' | 'sending' } | { status: 'sent'; hash: string; from: string } | { status: 'failed'; reason: string }

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

const MAX_FORM_BYTES = 8_192

/**
 * Starts the sandbox exchange account on 127.0.0.1: the page an exchange shows for "pay with your
 * exchange balance". `GET /pay?order&recipient&amount&asset&network` shows the payment and a Pay
 * button; `POST /pay` sends it on the local chain from the exchange's hot wallet (ETH or the
 * sandbox USDC, topped up as needed) and shows the receipt; `GET /orders/<id>` tells the site
 * (any origin: it is public sandbox data) whether the order was sent, with its hash. An order is
 * paid at most once.
 */
export async function startExchangeAccount(options: {
  networks: () => readonly SandboxNetwork[]
  host?: string
  port?: number
}): Promise<RunningExchangeAccount> {
  const host = options.host ?? '127.0.0.1'
  const pay = createPayer()
  const orders = new Map<string, OrderStatus>()

  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { ...pageHeaders, 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body)
  }
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' })
    res.end(JSON.stringify(body))
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://exchange')
    const orderMatch = /^\/orders\/([0-9a-f-]{36})$/.exec(url.pathname)
    if (orderMatch && req.method === 'GET') return json(res, 200, orders.get(orderMatch[1] as string) ?? { status: 'waiting' })
    if (url.pathname !== '/pay') return html(res, 404, renderProblemPage('Page not found', [`Nothing at ${url.pathname}: open the link the site gave you.`]))
    if (req.method === 'GET') {
      const link = readPayLink(options.networks(), Object.fromEntries(url.searchParams))
      if ('problems' in link) return html(res, 400, renderProblemPage('This payment link is not valid', link.problems))
      const known = orders.get(link.order)
      if (known?.status === 'sent') return html(res, 200, renderSentPage(link, known.hash))
      return html(res, 200, renderPayPage(link))
    }
    if (req.method !== 'POST') return html(res, 405, renderProblemPage('Method not allowed', ['Use the Pay button.']))
    readBodyText(req, MAX_FORM_BYTES).then(
      async (text) => {
        const link = readPayLink(options.networks(), Object.fromEntries(new URLSearchParams(text)))
        if ('problems' in link) return html(res, 400, renderProblemPage('This payment link is not valid', link.problems))
        const known = orders.get(link.order)
        if (known?.status === 'sent') return html(res, 200, renderSentPage(link, known.hash))
        if (known?.status === 'sending') return html(res, 409, renderPayPage(link, 'This payment is already being sent: wait a moment and reload this page.'))
        orders.set(link.order, { status: 'sending' })
        try {
          const sent = await pay({ network: link.network, token: link.token, to: link.recipient, units: link.units })
          orders.set(link.order, { status: 'sent', hash: sent.hash, from: sent.from })
          await sent.mined
          html(res, 200, renderSentPage(link, sent.hash))
        } catch (error) {
          const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
          orders.set(link.order, { status: 'failed', reason })
          html(res, 502, renderPayPage(link, `The payment could not be sent (${reason}). Nothing left your balance.`))
        }
      },
      (error: Error) => html(res, 413, renderProblemPage('The form is too large', [error.message])),
    )
  })
  const port = await listenOnLoopback(server, options.port ?? 0, host)
  return { url: `http://${host}:${port}`, payer: exchangeHotWallet().address, stop: () => closeServer(server) }
}
