/** One e-mail the sandbox's SMTP server accepted. */
export interface MailboxMessage {
  id: number
  /** Envelope sender (MAIL FROM). */
  from: string
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[]
  subject: string
  /** The plain-text body (what the mailbox page shows). */
  text: string
  /** The HTML body as sent ('' for a text-only message): what a mail client would render. */
  html: string
  receivedAt: number
}

/** The sandbox's inbox: every message for every address, newest last, in memory. */
export class Mailbox {
  private readonly messages: MailboxMessage[] = []
  private nextId = 1
  private readonly waiters = new Set<() => void>()

  add(message: Omit<MailboxMessage, 'id'>): MailboxMessage {
    const stored = { ...message, to: message.to.map((a) => a.toLowerCase()), id: this.nextId++ }
    this.messages.push(stored)
    for (const wake of [...this.waiters]) wake()
    return stored
  }

  /** Messages, newest first; only those to `address` when given. */
  list(address?: string): MailboxMessage[] {
    const wanted = address?.trim().toLowerCase()
    return this.messages.filter((m) => !wanted || m.to.includes(wanted)).reverse()
  }

  /** Resolves with the first message to `address` with an id above `afterId` (polls nothing: woken by `add`). */
  waitFor(address: string, afterId = 0, timeoutMs = 10_000): Promise<MailboxMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.list(address)
          .reverse()
          .find((m) => m.id > afterId)
        if (!found) return false
        clearTimeout(timer)
        this.waiters.delete(wake)
        resolve(found)
        return true
      }
      const wake = () => void check()
      const timer = setTimeout(() => {
        this.waiters.delete(wake)
        reject(new Error(`No e-mail to ${address} within ${timeoutMs} ms`))
      }, timeoutMs)
      timer.unref?.()
      this.waiters.add(wake)
      check()
    })
  }

  clear(): void {
    this.messages.length = 0
  }
}
