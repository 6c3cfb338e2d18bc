/** One message as the relay stores and delivers it. */
export interface StoredMessage {
  topic: string
  message: string
  /** Milliseconds since the epoch when the relay accepted it. */
  publishedAt: number
  /** Milliseconds since the epoch after which it is dropped. */
  expiresAt: number
  tag: number
  attestation?: string
  /** Connection that published it; it is never delivered back there. */
  senderId: number
}

/**
 * Messages kept per topic until their TTL runs out, so a peer that subscribes after the
 * publish (the wallet scanning a QR code minutes later) still receives them.
 */
export class TopicMailbox {
  readonly #byTopic = new Map<string, StoredMessage[]>()

  /** @param clock - milliseconds since the epoch; replaceable so TTL expiry can be tested without waiting. */
  constructor(readonly clock: () => number = Date.now) {}

  /** Stores a message; the same topic and payload published twice is kept once, as the real relay does. */
  add(message: StoredMessage): boolean {
    const list = this.#byTopic.get(message.topic) ?? []
    if (list.some((m) => m.message === message.message)) return false
    list.push(message)
    this.#byTopic.set(message.topic, list)
    return true
  }

  /** Live messages of a topic, oldest first. */
  list(topic: string, now = this.clock()): StoredMessage[] {
    const list = this.#byTopic.get(topic)
    if (!list) return []
    const live = list.filter((m) => m.expiresAt > now)
    if (live.length === 0) this.#byTopic.delete(topic)
    else if (live.length !== list.length) this.#byTopic.set(topic, live)
    return live
  }

  /** Drops every expired message; called periodically so memory stays bounded. */
  sweep(now = this.clock()): void {
    for (const topic of [...this.#byTopic.keys()]) this.list(topic, now)
  }

  /** Number of live messages across all topics (for diagnostics and tests). */
  size(now = this.clock()): number {
    let count = 0
    for (const topic of [...this.#byTopic.keys()]) count += this.list(topic, now).length
    return count
  }

  clear(): void {
    this.#byTopic.clear()
  }
}
