import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { createClientStore, SessionSchema, type KeyValueStorage } from './clientStore.js'
import { createEmitter, type Emitter } from './emitter.js'
import { deriveSymKey, generateKeyPair, open, randomKey, seal, topicOf } from './envelope.js'
import { pairingUri } from './pairingUri.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from './bytes.js'
import { clientDid, newClientSeed, relayConnectUrl, signRelayJwt } from './relayJwt.js'
import { createRelaySocket, payloadId, realClock, type OpenSocket, type PageSignals, type RelayMessage, type SocketClock } from './relaySocket.js'
import { PROPOSAL_TTL_S, RPC_OPTIONS, USER_DISCONNECTED, type PublishOptions, type WcMethod } from './rpcOptions.js'
import { attestationIds, type Attest } from './verifyAttestation.js'
import type { ConnectParams, Pairing, PeerMetadata, ProposalNamespace, RpcError, Session, SessionNamespace } from './types.js'

/** Options of {@link createSignClient}. */
export interface SignClientOptions {
  projectId: string
  relayUrl: string
  metadata: PeerMetadata
  storage: KeyValueStorage
  storagePrefix: string
  /** Lifetime of a pairing uri (its `expiryTimestamp`), ms. */
  pairingLifetimeMs: number
  /** Reports dropped stored values and messages that could not be read. */
  warn(message: string): void
  /** Opens the relay WebSocket (tests); default the page's WebSocket, or `ws` in Node. */
  openSocket?: OpenSocket
  /** The wall clock sessions expire by, and the timers (tests); default the real ones. */
  clock?: SocketClock
  /** The page's `online` / `visibilitychange` sources (tests); default the page's own. */
  page?: PageSignals
  /** Gets the Verify attestation of a proposal or request before it is published; none: sent without. */
  attest?: Attest
}

/** The dapp side of the WalletConnect v2 sign protocol over one relay connection. */
export interface SignClient {
  readonly events: Emitter
  /** The newest live session. */
  readonly session: Session | undefined
  /** Makes a pairing uri and publishes the session proposal; `approval` settles with the wallet's answer. */
  connect(params: ConnectParams): Promise<{ uri: string; approval: Promise<Session> }>
  /** Sends `wc_sessionRequest` and resolves with the wallet's result (rejects with its error). */
  request<T = unknown>(topic: string, chainId: string, request: { method: string; params?: unknown }): Promise<T>
  /** `wc_sessionPing`: resolves when the wallet answered, rejects with its error or after 30 s. */
  ping(topic: string): Promise<void>
  /** Ends the session with the wallet (`wc_sessionDelete`, 'User disconnected.') and forgets it. */
  disconnect(topic: string): Promise<void>
  /** Opens the relay connection ahead of `connect` (see RelaySocket.open). */
  warmUp(): void
  /** Closes the relay connection; stored sessions stay for the next start. */
  close(): void
  /** Resolves when every storage write so far is done. */
  settled(): Promise<void>
}

/** A wallet's JSON-RPC error as an Error carrying its `code` (5000 = user rejected). */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'WalletRpcError'
  }
}

const REQUEST_TTL_S = RPC_OPTIONS.wc_sessionRequest.req.ttl
const HANDLED_LIMIT = 200
/** A session lives seven days from its settle or its last extend (sign-client SESSION_EXPIRY). */
const SESSION_EXPIRY_S = 7 * 24 * 60 * 60
const MAX_TIMER_MS = 2_147_483_647
const PING_TIMEOUT_MS = 30_000

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const Payload = v.looseObject({
  id: v.number(),
  method: v.optional(v.string()),
  params: v.optional(v.unknown()),
  result: v.optional(v.unknown()),
  // Any `error`, even `{}` (WalletKit's answer to a chain or method it does not hold), is an answer.
  error: v.optional(v.unknown()),
})
const ProposeResult = v.looseObject({ responderPublicKey: hex64 })
const SettleParams = v.looseObject({
  relay: v.looseObject({ protocol: v.string() }),
  controller: v.looseObject({ publicKey: hex64, metadata: SessionSchema.entries.peer.entries.metadata }),
  namespaces: SessionSchema.entries.namespaces,
  expiry: v.pipe(v.number(), v.integer()),
})
const UpdateParams = v.looseObject({ namespaces: SessionSchema.entries.namespaces })
const EventParams = v.looseObject({ chainId: v.string(), event: v.looseObject({ name: v.string(), data: v.unknown() }) })

/** The wallet's error as a {@link WalletRpcError}; without a code it is a refusal (5000). */
const walletError = (error: unknown): WalletRpcError => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return new WalletRpcError(typeof code === 'number' ? code : 5000, typeof message === 'string' && message ? message : 'Rejected by the wallet.')
}
const strip = (group: ConnectParams['optionalNamespaces']): Record<string, ProposalNamespace> =>
  Object.fromEntries(
    Object.entries(group ?? {}).map(([key, ns]) => [
      key,
      { ...(ns.chains ? { chains: [...ns.chains] } : {}), methods: [...ns.methods], events: [...ns.events] },
    ]),
  )

interface PendingProposal {
  pairingTopic: string
  publicKey: string
  resolve(session: Session): void
  reject(error: Error): void
  timer: unknown
  /** Wall-clock ms when the relay drops the proposal (its TTL). */
  expiresAt: number
  namespaces: Record<string, ProposalNamespace>
}

interface PendingRequest {
  topic: string
  resolve(result: unknown): void
  reject(error: Error): void
  timer: unknown
  /** Wall-clock ms when the relay drops the message (its TTL), and with it any chance of an answer. */
  expiresAt: number
  expiredText: string
}

/**
 * Creates the sign client and restores what the storage holds: the relay identity, sessions
 * (expired ones and ones whose key is missing are dropped) and their subscriptions. The relay
 * connection opens on first need: at once when a session was restored, else on `connect`.
 */
export async function createSignClient(options: SignClientOptions): Promise<SignClient> {
  const clock = options.clock ?? realClock
  const nowS = () => Math.floor(clock.now() / 1000)
  const store = createClientStore(options.storage, options.storagePrefix, options.warn)
  const stored = await store.load()
  const seed = stored.seed ?? newClientSeed()
  if (!stored.seed) store.save('seed', seed)
  const keys: Record<string, string> = stored.keys
  const sessions = new Map<string, Session>()
  const pairings = new Map<string, Pairing>()
  const handled = stored.handled
  const proposals = new Map<number, PendingProposal>()
  const pendingSessions = new Map<string, { proposalId: number; pairingTopic: string; publicKey: string }>()
  const requests = new Map<number, PendingRequest>()
  const expiryTimers = new Map<string, unknown>()
  const subscriptions = new Set<string>()
  const events = createEmitter()
  let closed = false

  const socket = createRelaySocket({
    url: () => relayConnectUrl(options.relayUrl, options.projectId, signRelayJwt(seed, options.relayUrl)),
    name: options.relayUrl,
    clock,
    ...(options.page ? { page: options.page } : {}),
    ...(options.openSocket ? { open: options.openSocket } : {}),
    onHalt: (reason) => options.warn(`WalletConnect: ${reason}`),
    // The relay's ids are sha256(topic + our did:key), as the official client computes them.
    subscriptionId: (topic) => bytesToHex(sha256(utf8ToBytes(topic + clientDid(seed)))),
    onMessage: (message) => receive(message),
  })

  const saveKeys = () => store.save('keys', keys)
  const saveSessions = () => store.save('sessions', [...sessions.values()])
  const savePairings = () => store.save('pairings', [...pairings.values()])
  const saveSubscriptions = () => store.save('subscriptions', [...subscriptions])

  const subscribe = (topic: string) => {
    subscriptions.add(topic)
    saveSubscriptions()
    return socket.subscribe(topic)
  }
  const unsubscribe = (topic: string) => {
    subscriptions.delete(topic)
    saveSubscriptions()
    void socket.unsubscribe(topic)
  }

  /** The attestation param of a message: what the Verify server attested for it, when there is a Verify server. */
  const attestationOf = async (message: string, payloadJson: string): Promise<{ attestation?: string }> => {
    const attestation = options.attest ? await options.attest(attestationIds(message, payloadJson)) : undefined
    return attestation ? { attestation } : {}
  }

  const publish = async (topic: string, payload: object, publishOptions: PublishOptions, correlationId: number, attest = false) => {
    const symKey = keys[topic]
    if (!symKey) throw new Error(`no key for topic ${topic}`)
    const json = JSON.stringify(payload)
    const message = seal(symKey, json)
    // As the official client: proposals and requests carry the attestation of the page that sent them.
    const attestation = attest ? await attestationOf(message, json) : {}
    return socket.call('irn_publish', { topic, message, ...publishOptions, ...attestation, correlationId })
  }
  const respond = (topic: string, id: number, method: WcMethod, answer: { result: unknown } | { error: RpcError }) =>
    void publish(topic, { id, jsonrpc: '2.0', ...answer }, RPC_OPTIONS[method].res, id).catch((error: unknown) => {
      // Closing the client (a destroyed instance) ends its pending answers on purpose.
      if (!closed) options.warn(`WalletConnect: could not answer ${method}: ${error instanceof Error ? error.message : String(error)}`)
    })

  /**
   * Ends a session whose expiry passed by the wall clock. A timer alone misses it when the laptop
   * slept past it, so every use of a session asks this first. True when it ended.
   */
  const expired = (topic: string): boolean => {
    const session = sessions.get(topic)
    if (!session || session.expiry * 1000 > clock.now()) return false
    forgetSession(topic)
    events.emit('session_expire', { topic })
    return true
  }
  /**
   * Ends what the wall clock says is over: sessions, and proposals and requests past their TTL. The
   * relay has dropped those messages, so a wallet coming online later never sees them; a timer
   * alone would keep them waiting as long again after a sleep.
   */
  const expireDue = () => {
    for (const topic of [...sessions.keys()]) expired(topic)
    const now = clock.now()
    for (const [id, proposal] of proposals) if (proposal.expiresAt <= now) dropProposal(id, new Error('Proposal expired'))
    for (const [id, request] of requests) {
      if (request.expiresAt > now) continue
      requests.delete(id)
      clock.clearTimeout(request.timer)
      request.reject(new Error(request.expiredText))
    }
  }

  const armExpiry = (session: Session) => {
    clock.clearTimeout(expiryTimers.get(session.topic))
    const ms = Math.min(MAX_TIMER_MS, Math.max(0, session.expiry * 1000 - clock.now()))
    expiryTimers.set(
      session.topic,
      clock.setTimeout(() => {
        const current = sessions.get(session.topic)
        if (current && !expired(current.topic)) armExpiry(current)
      }, ms),
    )
  }

  const forgetPairing = (topic: string) => {
    pairings.delete(topic)
    delete keys[topic]
    unsubscribe(topic)
    savePairings()
    saveKeys()
  }

  function forgetSession(topic: string) {
    const session = sessions.get(topic)
    if (!session) return
    sessions.delete(topic)
    clock.clearTimeout(expiryTimers.get(topic))
    expiryTimers.delete(topic)
    delete keys[topic]
    delete keys[session.self.publicKey]
    unsubscribe(topic)
    if (pairings.has(session.pairingTopic)) forgetPairing(session.pairingTopic)
    saveSessions()
    saveKeys()
    for (const [id, request] of requests) {
      if (request.topic !== topic) continue
      requests.delete(id)
      clock.clearTimeout(request.timer)
      request.reject(new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: 'the WalletConnect session ended' }))
    }
  }

  const dropProposal = (id: number, error?: Error) => {
    const proposal = proposals.get(id)
    if (!proposal) return
    proposals.delete(id)
    clock.clearTimeout(proposal.timer)
    delete keys[proposal.publicKey]
    saveKeys()
    if (error) proposal.reject(error)
  }

  const markHandled = (id: number) => {
    handled.push(id)
    if (handled.length > HANDLED_LIMIT) handled.splice(0, handled.length - HANDLED_LIMIT)
    store.save('handled', handled)
  }

  function receive({ topic, message }: RelayMessage) {
    expireDue()
    const symKey = keys[topic]
    if (!symKey) return
    let payload: v.InferOutput<typeof Payload>
    try {
      const parsed = v.safeParse(Payload, JSON.parse(open(symKey, message)))
      if (!parsed.success) throw new Error(`not a JSON-RPC message: ${parsed.issues[0].message}`)
      payload = parsed.output
    } catch (error) {
      options.warn(`WalletConnect: dropped a message on ${topic}: ${error instanceof Error ? error.message : String(error)}`)
      return
    }
    if (payload.method !== undefined) {
      if (handled.includes(payload.id)) return
      markHandled(payload.id)
      onRequest(topic, payload.id, payload.method, payload.params)
    } else onResponse(topic, payload)
  }

  function onRequest(topic: string, id: number, method: string, params: unknown) {
    const session = sessions.get(topic)
    const fromController = session && session.peer.publicKey === session.controller
    switch (method) {
      case 'wc_sessionSettle':
        return onSettle(topic, id, params)
      case 'wc_sessionUpdate': {
        const parsed = v.safeParse(UpdateParams, params)
        if (!session || !fromController || !parsed.success) {
          return respond(topic, id, 'wc_sessionUpdate', { error: { code: 1003, message: 'Invalid session update request' } })
        }
        session.namespaces = parsed.output.namespaces
        saveSessions()
        respond(topic, id, 'wc_sessionUpdate', { result: true })
        return events.emit('session_update', { id, topic, params: { namespaces: parsed.output.namespaces } })
      }
      case 'wc_sessionExtend': {
        if (!session) return respond(topic, id, 'wc_sessionExtend', { error: { code: 1004, message: 'Invalid session extend request' } })
        // The request carries no expiry: both sides extend by the protocol's seven days.
        session.expiry = nowS() + SESSION_EXPIRY_S
        saveSessions()
        armExpiry(session)
        respond(topic, id, 'wc_sessionExtend', { result: true })
        return events.emit('session_extend', { id, topic })
      }
      case 'wc_sessionEvent': {
        const parsed = v.safeParse(EventParams, params)
        if (!session || !parsed.success) return respond(topic, id, 'wc_sessionEvent', { error: { code: 1005, message: 'Invalid event request' } })
        respond(topic, id, 'wc_sessionEvent', { result: true })
        return events.emit('session_event', { id, topic, params: { chainId: parsed.output.chainId, event: parsed.output.event } })
      }
      case 'wc_sessionDelete':
        respond(topic, id, 'wc_sessionDelete', { result: true })
        if (!session) return
        forgetSession(topic)
        return events.emit('session_delete', { id, topic })
      case 'wc_sessionPing':
        respond(topic, id, 'wc_sessionPing', { result: true })
        return session && events.emit('session_ping', { id, topic })
      case 'wc_pairingPing':
        return respond(topic, id, 'wc_pairingPing', { result: true })
      case 'wc_pairingDelete':
        respond(topic, id, 'wc_pairingDelete', { result: true })
        return pairings.has(topic) && forgetPairing(topic)
      case 'wc_sessionPropose':
        // Our own proposal, redelivered from the relay's mailbox after a reload: a dapp takes none.
        return
      default:
        options.warn(`WalletConnect: ignored unsupported request ${method} on ${topic}`)
    }
  }

  function onSettle(topic: string, id: number, params: unknown) {
    const pending = pendingSessions.get(topic)
    if (!pending) {
      // A redelivery of a settle already handled: the wallet waits for no second answer.
      if (sessions.has(topic)) respond(topic, id, 'wc_sessionSettle', { result: true })
      return
    }
    const proposal = proposals.get(pending.proposalId)
    const parsed = v.safeParse(SettleParams, params)
    if (!parsed.success) {
      respond(topic, id, 'wc_sessionSettle', { error: { code: 1008, message: `Invalid session settle request: ${parsed.issues[0].message}` } })
      pendingSessions.delete(topic)
      return dropProposal(pending.proposalId, new Error(`the wallet's session is not valid: ${parsed.issues[0].message}`))
    }
    const { relay, controller, namespaces, expiry } = parsed.output
    const session: Session = {
      topic,
      pairingTopic: pending.pairingTopic,
      relay: { protocol: relay.protocol },
      expiry,
      namespaces,
      controller: controller.publicKey,
      self: { publicKey: pending.publicKey },
      peer: { publicKey: controller.publicKey, metadata: controller.metadata },
    }
    pendingSessions.delete(topic)
    // One session at a time: an older one is ended with its wallet, so neither its events nor a
    // reload bring it back beside the new one.
    for (const older of [...sessions.keys()]) void endSession(older)
    sessions.set(topic, session)
    const pairing = pairings.get(pending.pairingTopic)
    if (pairing) pairing.active = true
    saveSessions()
    savePairings()
    armExpiry(session)
    respond(topic, id, 'wc_sessionSettle', { result: true })
    if (proposal) {
      proposals.delete(pending.proposalId)
      clock.clearTimeout(proposal.timer)
    }
    // The event first: a listener learns of a session nobody awaits (an abandoned uri approved).
    events.emit('connect', { session })
    proposal?.resolve(session)
  }

  function onResponse(topic: string, payload: v.InferOutput<typeof Payload>) {
    const proposal = proposals.get(payload.id)
    if (proposal && proposal.pairingTopic === topic) {
      if (payload.error != null) {
        dropProposal(payload.id, walletError(payload.error))
        return pairings.get(topic)?.active === false && forgetPairing(topic)
      }
      const parsed = v.safeParse(ProposeResult, payload.result)
      const privateKey = keys[proposal.publicKey]
      if (!parsed.success || !privateKey) return dropProposal(payload.id, new Error("the wallet's answer to the proposal has no responderPublicKey"))
      const symKey = deriveSymKey(privateKey, parsed.output.responderPublicKey)
      const sessionTopic = topicOf(symKey)
      keys[sessionTopic] = symKey
      saveKeys()
      pendingSessions.set(sessionTopic, { proposalId: payload.id, pairingTopic: topic, publicKey: proposal.publicKey })
      void subscribe(sessionTopic).catch((error: unknown) => options.warn(`WalletConnect: could not subscribe the session: ${String(error)}`))
      return
    }
    const request = requests.get(payload.id)
    if (!request || request.topic !== topic) return
    requests.delete(payload.id)
    clock.clearTimeout(request.timer)
    if (payload.error != null) request.reject(walletError(payload.error))
    else request.resolve(payload.result)
  }

  // Restore: live sessions with their keys; pairings only when a session uses them.
  for (const session of stored.sessions) {
    if (session.expiry <= nowS() || !keys[session.topic]) continue
    sessions.set(session.topic, session)
    armExpiry(session)
  }
  for (const pairing of stored.pairings) {
    if (pairing.active && keys[pairing.topic] && [...sessions.values()].some((s) => s.pairingTopic === pairing.topic)) pairings.set(pairing.topic, pairing)
  }
  const live = new Set([...sessions.keys(), ...pairings.keys()])
  for (const key of Object.keys(keys)) {
    const isSessionKey = [...sessions.values()].some((s) => s.self.publicKey === key)
    if (!live.has(key) && !isSessionKey) delete keys[key]
  }
  saveKeys()
  saveSessions()
  savePairings()
  for (const topic of live) subscriptions.add(topic)
  saveSubscriptions()
  if (live.size) void socket.subscribeAll([...live]).catch(() => undefined)

  /** Ends a session with the wallet ('User disconnected.') and forgets it at once. */
  function endSession(topic: string): Promise<unknown> {
    const id = payloadId()
    const sent = publish(topic, { id, jsonrpc: '2.0', method: 'wc_sessionDelete', params: USER_DISCONNECTED }, RPC_OPTIONS.wc_sessionDelete.req, id)
    forgetSession(topic)
    sent.catch(() => undefined)
    return sent
  }

  /** Sends a request on a live session and waits for the wallet's answer (or `ttlMs`). */
  function ask<T>(topic: string, method: 'wc_sessionRequest' | 'wc_sessionPing', params: unknown, ttlMs: number, expiredText: string): Promise<T> {
    const id = payloadId()
    const answer = new Promise<T>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        requests.delete(id)
        reject(new Error(expiredText))
      }, ttlMs)
      requests.set(id, { topic, resolve, reject, timer, expiresAt: clock.now() + ttlMs, expiredText })
    })
    // The wallet may answer before the relay acknowledges the publish; a failed publish fails the request.
    publish(topic, { id, jsonrpc: '2.0', method, params }, RPC_OPTIONS[method].req, id, method === 'wc_sessionRequest').catch((error: unknown) => {
      const pending = requests.get(id)
      if (!pending) return
      requests.delete(id)
      clock.clearTimeout(pending.timer)
      pending.reject(error instanceof Error ? error : new Error(String(error)))
    })
    return answer
  }

  /** The session if it is live by the wall clock, else the catalogue error. */
  const liveSession = (topic: string): Session => {
    const session = expired(topic) ? undefined : sessions.get(topic)
    if (!session) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `no live WalletConnect session ${topic}: it ended or expired` })
    return session
  }

  return {
    events,
    get session() {
      expireDue()
      return [...sessions.values()].at(-1)
    },
    async connect(params) {
      // A new uri replaces the ones still waiting: their proposals end and their pairings are dropped.
      for (const [id, proposal] of proposals) {
        dropProposal(id, new Error('Proposal replaced by a new pairing'))
        if (pairings.has(proposal.pairingTopic) && !pairings.get(proposal.pairingTopic)!.active) forgetPairing(proposal.pairingTopic)
      }
      const symKey = randomKey()
      const pairingTopic = topicOf(symKey)
      const self = generateKeyPair()
      const expiryTimestamp = Math.ceil((clock.now() + options.pairingLifetimeMs) / 1000)
      keys[pairingTopic] = symKey
      keys[self.publicKey] = self.privateKey
      pairings.set(pairingTopic, { topic: pairingTopic, expiry: expiryTimestamp, active: false })
      saveKeys()
      savePairings()
      const uri = pairingUri(pairingTopic, symKey, expiryTimestamp)
      const id = payloadId()
      const namespaces = { ...strip(params.requiredNamespaces), ...strip(params.optionalNamespaces) }
      const proposal = {
        requiredNamespaces: {},
        optionalNamespaces: namespaces,
        relays: [{ protocol: 'irn' }],
        proposer: { publicKey: self.publicKey, metadata: options.metadata },
        expiryTimestamp: nowS() + PROPOSAL_TTL_S,
        pairingTopic,
        id,
      }
      const approval = new Promise<Session>((resolve, reject) => {
        const timer = clock.setTimeout(() => dropProposal(id, new Error('Proposal expired')), PROPOSAL_TTL_S * 1000)
        proposals.set(id, { pairingTopic, publicKey: self.publicKey, resolve, reject, timer, expiresAt: clock.now() + PROPOSAL_TTL_S * 1000, namespaces })
      })
      approval.catch(() => undefined)
      // The relay subscribes the proposer to the pairing topic itself (wc_proposeSession); the
      // socket only needs to subscribe it again after a reconnect.
      socket.track(pairingTopic)
      subscriptions.add(pairingTopic)
      saveSubscriptions()
      const proposalJson = JSON.stringify({ id, jsonrpc: '2.0', method: 'wc_sessionPropose', params: proposal })
      const message = seal(symKey, proposalJson)
      try {
        const attestation = await attestationOf(message, proposalJson)
        await socket.call('wc_proposeSession', { pairingTopic, sessionProposal: message, ttl: PROPOSAL_TTL_S, ...attestation, correlationId: id })
      } catch (error) {
        dropProposal(id)
        forgetPairing(pairingTopic)
        throw error
      }
      return { uri, approval }
    },
    async request<T>(topic: string, chainId: string, request: { method: string; params?: unknown }) {
      expireDue()
      const session = liveSession(topic)
      // What the session does not hold is refused here: sent out, the wallet's answer may never come.
      const chainsOf = (n?: SessionNamespace) => n?.chains ?? n?.accounts.map((a) => a.slice(0, a.lastIndexOf(':'))) ?? []
      const namespace = session.namespaces[chainId.slice(0, chainId.indexOf(':'))]
      if (!chainsOf(namespace).includes(chainId)) {
        const held = Object.values(session.namespaces).flatMap(chainsOf)
        throw new HatchError('UNSUPPORTED_CHAIN', { details: `the WalletConnect session does not hold ${chainId} (it holds ${held.join(', ')})` })
      }
      if (!namespace!.methods.includes(request.method)) {
        throw new HatchError('FRAME_METHOD_UNSUPPORTED', { params: { method: request.method }, details: `not granted on ${chainId} in this session` })
      }
      const params = { request: { ...request, expiryTimestamp: nowS() + REQUEST_TTL_S }, chainId }
      return ask<T>(topic, 'wc_sessionRequest', params, REQUEST_TTL_S * 1000, 'Request expired. Please try again.')
    },
    async ping(topic) {
      expireDue()
      liveSession(topic)
      await ask(topic, 'wc_sessionPing', {}, PING_TIMEOUT_MS, `the wallet did not answer the ping within ${PING_TIMEOUT_MS / 1000} s`)
    },
    async disconnect(topic) {
      if (!sessions.has(topic) || expired(topic)) return
      // Forgotten at once: the visitor is disconnected even when the relay is gone.
      await endSession(topic)
    },
    warmUp: () => socket.open(),
    close() {
      closed = true
      for (const timer of expiryTimers.values()) clock.clearTimeout(timer)
      expiryTimers.clear()
      for (const id of proposals.keys()) dropProposal(id, new Error('the WalletConnect client was closed'))
      for (const [id, request] of requests) {
        requests.delete(id)
        clock.clearTimeout(request.timer)
        request.reject(new Error('the WalletConnect client was closed'))
      }
      socket.close()
    },
    settled: () => store.settled(),
  }
}
