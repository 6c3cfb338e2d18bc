import type { SecureSiteConfig } from '../config/schema.js'

/** One e-mail to send. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends e-mail; the secure site's only way out to the visitor's inbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** A nodemailer SMTP transport to any SMTP server. */
export async function createSmtpMailer(smtp: SecureSiteConfig['smtp']): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // A code that cannot be handed over within this time is reported, not left hanging.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail })
    },
    close: () => transport.close(),
  }
}
