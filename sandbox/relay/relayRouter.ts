import { createHash, randomBytes } from 'node:crypto'
import * as v from 'valibot'
import {
  ApproveSessionParamsSchema,
  BatchUnsubscribeParamsSchema,
  ProposeSessionParamsSchema,
  PublishParamsSchema,
  SubscribeParamsSchema,
  TopicsParamsSchema,
  UnsubscribeParamsSchema,
  describeIssues,
} from './relaySchemas.js'
import { TopicMailbox, type StoredMessage } from './topicMailbox.js'

/** Tags the 2.25 SDK expects on the messages of its session methods. */
export const SESSION_PROPOSE_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_TAG = 1102

/** What the router needs from a client connection. */
export interface RelayPeer {
  readonly id: number
  /** The client's did:key (its auth token's `iss`), when it sent one: subscription ids derive from it. */
  readonly clientId?: string
  /** Sends one JSON-RPC frame to the client. */
  send(frame: unknown): void
}

/** A JSON-RPC error raised by a method; the server turns it into an error response. */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RelayRpcError'
  }
}

function parse<const S extends v.GenericSchema>(schema: S, params: unknown, method: string): v.InferOutput<S> {
  const result = v.safeParse(schema, params)
  if (!result.success) throw new RelayRpcError(-32602, `${method}: invalid params: ${describeIssues(result.issues)}`)
  return result.output
}

/**
 * The relay's topic routing: subscriptions per connection, the TTL mailbox, and the
 * IRN methods. Independent of the socket layer so the rules can be read in one place.
 */
export class RelayRouter {
  readonly mailbox: TopicMailbox
  // topic -> (peer id -> subscription id)
  readonly #subscribers = new Map<string, Map<number, string>>()
  readonly #peers = new Map<number, RelayPeer>()
  #deliveryId = 0

  constructor(readonly clock: () => number = Date.now) {
    this.mailbox = new TopicMailbox(clock)
  }

  attach(peer: RelayPeer): void {
    this.#peers.set(peer.id, peer)
  }

  /** Forgets a closed connection and its subscriptions; stored messages stay for other peers. */
  detach(peerId: number): void {
    this.#peers.delete(peerId)
    for (const [topic, subs] of this.#subscribers) {
      subs.delete(peerId)
      if (subs.size === 0) this.#subscribers.delete(topic)
    }
  }

  /** Runs one IRN method for a peer and returns the JSON-RPC result. */
  handle(peer: RelayPeer, method: string, params: unknown): unknown {
    switch (method) {
      case 'irn_publish': {
        const p = parse(PublishParamsSchema, params, method)
        this.#publish(peer, p.topic, p.message, p.ttl, p.tag, p.attestation)
        return true
      }
      case 'wc_proposeSession': {
        const p = parse(ProposeSessionParamsSchema, params, method)
        // The proposer must hear the wallet's answer on the pairing topic.
        this.#subscribe(peer, p.pairingTopic)
        this.#publish(peer, p.pairingTopic, p.sessionProposal, p.ttl, SESSION_PROPOSE_TAG, p.attestation)
        return true
      }
      case 'wc_approveSession': {
        const p = parse(ApproveSessionParamsSchema, params, method)
        // The approver must hear the dapp's traffic on the new session topic.
        this.#subscribe(peer, p.sessionTopic)
        this.#publish(peer, p.pairingTopic, p.sessionProposalResponse, p.ttl, SESSION_PROPOSE_RESPONSE_TAG, p.attestation)
        this.#publish(peer, p.sessionTopic, p.sessionSettlementRequest, p.ttl, SESSION_SETTLE_TAG, p.attestation)
        return true
      }
      case 'irn_subscribe':
        return this.#subscribe(peer, parse(SubscribeParamsSchema, params, method).topic)
      case 'irn_batchSubscribe':
        return parse(TopicsParamsSchema, params, method).topics.map((topic) => this.#subscribe(peer, topic))
      case 'irn_unsubscribe': {
        const p = parse(UnsubscribeParamsSchema, params, method)
        // The production relay takes the id irn_subscribe answered; a wrong one unsubscribes nothing.
        const own = this.#subscribers.get(p.topic)?.get(peer.id)
        if (own !== undefined && p.id !== own) {
          throw new RelayRpcError(-32602, `${method}: invalid params: id: not the subscription id of this topic`)
        }
        this.#unsubscribe(peer, p.topic)
        return true
      }
      case 'irn_batchUnsubscribe': {
        for (const sub of parse(BatchUnsubscribeParamsSchema, params, method).subscriptions) {
          this.#unsubscribe(peer, sub.topic)
        }
        return true
      }
      case 'irn_batchFetchMessages': {
        const { topics } = parse(TopicsParamsSchema, params, method)
        const messages = topics.flatMap((topic) =>
          this.mailbox
            .list(topic)
            .filter((m) => m.senderId !== peer.id)
            .map(toWire),
        )
        return { messages, hasMore: false }
      }
      default:
        throw new RelayRpcError(-32601, `method not found: ${method} is not a relay method`)
    }
  }

  /** Topics a peer is subscribed to (for tests and diagnostics). */
  topicsOf(peerId: number): string[] {
    return [...this.#subscribers].filter(([, subs]) => subs.has(peerId)).map(([topic]) => topic)
  }

  #subscribe(peer: RelayPeer, topic: string): string {
    let subs = this.#subscribers.get(topic)
    if (!subs) {
      subs = new Map()
      this.#subscribers.set(topic, subs)
    }
    let subId = subs.get(peer.id)
    if (!subId) {
      // As the production relay: sha256(topic + client did:key) in hex, which the official client
      // computes itself for the topics the relay subscribed it to (wc_proposeSession, wc_approveSession).
      subId = createHash('sha256')
        .update(peer.clientId ? topic + peer.clientId : topic + randomBytes(16).toString('hex'))
        .digest('hex')
      subs.set(peer.id, subId)
    }
    const id = subId
    // Deliver what was published before this subscription, after the result frame has gone.
    setImmediate(() => {
      for (const message of this.mailbox.list(topic)) {
        if (message.senderId !== peer.id) this.#deliver(peer, id, message)
      }
    })
    return subId
  }

  #unsubscribe(peer: RelayPeer, topic: string): void {
    const subs = this.#subscribers.get(topic)
    subs?.delete(peer.id)
    if (subs && subs.size === 0) this.#subscribers.delete(topic)
  }

  #publish(peer: RelayPeer, topic: string, message: string, ttl: number, tag: number, attestation?: string): void {
    const now = this.clock()
    const stored: StoredMessage = {
      topic,
      message,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      tag,
      senderId: peer.id,
      ...(attestation === undefined ? {} : { attestation }),
    }
    if (!this.mailbox.add(stored)) return
    for (const [peerId, subId] of this.#subscribers.get(topic) ?? []) {
      if (peerId === peer.id) continue
      const target = this.#peers.get(peerId)
      if (target) this.#deliver(target, subId, stored)
    }
  }

  #deliver(peer: RelayPeer, subscriptionId: string, message: StoredMessage): void {
    this.#deliveryId += 1
    peer.send({
      id: Date.now() * 1000 + (this.#deliveryId % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId, data: toWire(message) },
    })
  }
}

function toWire(message: StoredMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
  }
}
