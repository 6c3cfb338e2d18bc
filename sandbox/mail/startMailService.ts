import { createServer } from 'node:http'
import { closeServer, listenOnLoopback } from '../http/loopback.js'
import { Mailbox, type MailboxMessage } from './mailbox.js'
import { renderMailboxPage } from './mailboxPage.js'
import { startSmtpServer } from './smtpServer.js'

/** A running sandbox mail service: the SMTP server and the mailbox page. */
export interface RunningMailService {
  /** The mailbox page, e.g. `http://127.0.0.1:4307`. */
  url: string
  smtp: { host: string; port: number }
  mailbox: Mailbox
  stop(): Promise<void>
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * Starts the sandbox mail service on 127.0.0.1: an SMTP server anything can send to (the secure
 * site's codes), and a web page listing what arrived. JSON for tests:
 * `GET /api/messages?to=` (newest first) and `GET /api/messages/next?to=&after=<id>` (waits up
 * to 10 s for a new message).
 */
export async function startMailService(options: { host?: string; smtpPort?: number; port?: number } = {}): Promise<RunningMailService> {
  const host = options.host ?? '127.0.0.1'
  const mailbox = new Mailbox()
  const smtp = await startSmtpServer(mailbox, { host, port: options.smtpPort ?? 0 })
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox')
    const to = url.searchParams.get('to') || undefined
    const sendJson = (status: number, body: unknown) => {
      res.writeHead(status, { ...pageHeaders, 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'GET') return sendJson(405, { message: 'GET only' })
    if (url.pathname === '/') {
      res.writeHead(200, { ...pageHeaders, 'Content-Type': 'text/html; charset=utf-8' })
      return res.end(renderMailboxPage(mailbox.list(to), to))
    }
    if (url.pathname === '/api/messages') return sendJson(200, { messages: mailbox.list(to) })
    if (url.pathname === '/api/messages/next') {
      if (!to) return sendJson(400, { message: "the 'to' query parameter is required" })
      const after = Number(url.searchParams.get('after') ?? '0')
      if (!Number.isInteger(after) || after < 0) return sendJson(400, { message: "'after' must be a message id" })
      mailbox.waitFor(to, after).then(
        (message: MailboxMessage) => sendJson(200, message),
        (error: Error) => sendJson(404, { message: error.message }),
      )
      return
    }
    sendJson(404, { message: `Nothing at ${url.pathname}` })
  })
  let port: number
  try {
    port = await listenOnLoopback(server, options.port ?? 0, host)
  } catch (error) {
    await smtp.stop()
    throw error
  }
  return {
    url: `http://${host}:${port}`,
    smtp: { host, port: smtp.port },
    mailbox,
    async stop() {
      await Promise.all([closeServer(server), smtp.stop()])
    },
  }
}
