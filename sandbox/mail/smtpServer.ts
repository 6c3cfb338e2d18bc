import type { AddressInfo, Server as NetServer } from 'node:net'
import type { Mailbox } from './mailbox.js'

/** A running SMTP server. */
export interface RunningSmtpServer {
  host: string
  port: number
  stop(): Promise<void>
}

/**
 * A real SMTP server (`smtp-server`) on loopback that parses each message (`mailparser`) into the
 * mailbox. No TLS and no authentication: it only ever listens on 127.0.0.1 for the sandbox.
 */
export async function startSmtpServer(mailbox: Mailbox, options: { host: string; port: number }): Promise<RunningSmtpServer> {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')])
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 1024 * 1024,
    banner: 'Hatch sandbox mailbox',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mailbox.add({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    // SMTPServer re-emits its socket's errors as its own 'error' event, which throws when nobody
    // listens: waiting on it (not on server.server) makes a taken port reject this promise.
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      // From now on the errors are one client's (a dropped or reset session): reported, and the
      // mailbox keeps serving everyone else instead of the unhandled event ending the process.
      server.on('error', (error: Error) => console.error(`sandbox mailbox (SMTP): a session failed: ${error.message}`))
      resolve()
    })
  })
  // smtp-server's bundled typings import node:net as a default export, which this project's
  // tsconfig (no esModuleInterop) cannot read, so their net.Server is untyped: named here.
  const listening = server.server as unknown as NetServer
  const port = (listening.address() as AddressInfo).port
  return {
    host: options.host,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
