/** The sandbox mail service: a real SMTP server and a mailbox page on 127.0.0.1 (docs/secure-site.md). */
export { startMailService, type RunningMailService } from './startMailService.js'
export { Mailbox, type MailboxMessage } from './mailbox.js'
