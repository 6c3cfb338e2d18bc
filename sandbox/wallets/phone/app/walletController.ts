import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import type { ProposalTypes } from '@walletconnect/types'
import type { PhoneWalletConfig } from '../config.js'
import { answerRequest, SILENT_METHODS } from './answerRequest.js'
import { describeRequest, parseWalletRequest, RequestError, type WalletRequest } from './requestSchemas.js'
import { approvedNamespaces, requestedChains } from './sessionNamespaces.js'
import { parsePairingUri } from './pairingUri.js'

/** A session proposal waiting for Approve or Reject. */
export interface PendingProposal {
  id: number
  dappName: string
  dappUrl: string
  chains: string[]
  params: ProposalTypes.Struct
}

/** A session the wallet approved. */
export interface ActiveSession {
  topic: string
  dappName: string
  dappUrl: string
  accounts: string[]
}

/** A dapp request waiting for Approve or Reject. */
export interface PendingRequest {
  id: number
  topic: string
  chainId: string
  dappName: string
  request: WalletRequest
  summary: string
}

/** What the page renders; replaced (never mutated) on every change. */
export interface WalletSnapshot {
  status: 'starting' | 'ready' | 'failed'
  /** The last outcome, shown in a live region. */
  notice: { kind: 'info' | 'error'; text: string } | undefined
  proposals: PendingProposal[]
  sessions: ActiveSession[]
  requests: PendingRequest[]
}

type Kit = Awaited<ReturnType<typeof WalletKit.init>>

const USER_REJECTED_SESSION = { code: 5000, message: 'User rejected.' }
const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * The phone wallet's logic, framework-free: a WalletKit client on the sandbox relay, the pending
 * proposals and requests, and the user's answers. The React view subscribes to its snapshot.
 */
export class PhoneWalletController {
  private snapshot: WalletSnapshot = { status: 'starting', notice: undefined, proposals: [], sessions: [], requests: [] }
  private readonly listeners = new Set<() => void>()
  private kit: Kit | undefined

  constructor(private readonly config: PhoneWalletConfig) {}

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** For useSyncExternalStore. */
  readonly getSnapshot = (): WalletSnapshot => this.snapshot

  /** Connects WalletKit to the sandbox relay; the page is usable once the status is 'ready'. */
  async start(): Promise<void> {
    try {
      const core = new Core({
        projectId: this.config.projectId,
        relayUrl: this.config.relayUrl,
        customStoragePrefix: 'hatch-phone-wallet',
        telemetryEnabled: false,
        logger: 'silent',
      })
      const kit = await WalletKit.init({
        core,
        metadata: { name: 'Hatch Phone Wallet', description: 'The Hatch sandbox phone wallet', url: location.origin, icons: [] },
      })
      kit.on('session_proposal', (event) => this.onProposal(event))
      kit.on('proposal_expire', ({ id }) => this.dropProposal(id, 'The session proposal expired'))
      kit.on('session_request', (event) => void this.onRequest(event))
      kit.on('session_request_expire', ({ id }) => this.update({ requests: this.snapshot.requests.filter((r) => r.id !== id) }))
      kit.on('session_delete', () => this.update({ sessions: this.sessions(), notice: { kind: 'info', text: 'The dapp ended the session' } }))
      this.kit = kit
      this.update({ status: 'ready', sessions: this.sessions() })
    } catch (error) {
      this.update({ status: 'failed', notice: { kind: 'error', text: `Could not connect to the relay ${this.config.relayUrl}: ${message(error)}` } })
    }
  }

  /** Pairs with a `wc:` uri (validated first); the proposal arrives as an event. */
  async pair(input: string): Promise<void> {
    const kit = this.requireKit()
    let uri: string
    try {
      uri = parsePairingUri(input)
    } catch (error) {
      return this.fail(error)
    }
    this.update({ notice: { kind: 'info', text: 'Pairing…' } })
    try {
      await kit.pair({ uri })
      if (this.snapshot.notice?.text === 'Pairing…') this.update({ notice: { kind: 'info', text: 'Paired; waiting for the session proposal' } })
    } catch (error) {
      this.fail(new Error(`Pairing failed: ${message(error)}`))
    }
  }

  async approveProposal(id: number): Promise<void> {
    const proposal = this.snapshot.proposals.find((p) => p.id === id)
    if (!proposal) return
    try {
      const namespaces = approvedNamespaces(this.config, proposal.params)
      await this.requireKit().approveSession({ id, namespaces })
      this.update({ proposals: this.without(id), sessions: this.sessions(), notice: { kind: 'info', text: `Session approved for ${proposal.dappName}` } })
    } catch (error) {
      this.fail(new Error(`Could not approve the session: ${message(error)}`))
    }
  }

  async rejectProposal(id: number): Promise<void> {
    const proposal = this.snapshot.proposals.find((p) => p.id === id)
    if (!proposal) return
    try {
      await this.requireKit().rejectSession({ id, reason: USER_REJECTED_SESSION })
      this.update({ proposals: this.without(id), notice: { kind: 'info', text: `Session rejected for ${proposal.dappName}` } })
    } catch (error) {
      this.fail(new Error(`Could not reject the session: ${message(error)}`))
    }
  }

  async disconnect(topic: string): Promise<void> {
    try {
      await this.requireKit().disconnectSession({ topic, reason: USER_DISCONNECTED })
      this.update({
        sessions: this.sessions(),
        requests: this.snapshot.requests.filter((r) => r.topic !== topic),
        notice: { kind: 'info', text: 'Disconnected' },
      })
    } catch (error) {
      this.fail(new Error(`Could not disconnect: ${message(error)}`))
    }
  }

  async approveRequest(id: number): Promise<void> {
    const pending = this.snapshot.requests.find((r) => r.id === id)
    if (!pending) return
    this.update({ requests: this.snapshot.requests.filter((r) => r.id !== id) })
    await this.execute(pending)
  }

  private async execute(pending: PendingRequest): Promise<void> {
    const { id } = pending
    try {
      const result = await answerRequest(this.config, pending.chainId, pending.request)
      await this.respond(pending.topic, id, { result })
      this.update({ notice: { kind: 'info', text: `Approved ${pending.request.method}` } })
    } catch (error) {
      const code = error instanceof RequestError ? error.code : -32603
      await this.respond(pending.topic, id, { error: { code, message: message(error) } }).catch(() => undefined)
      this.fail(new Error(`${pending.request.method} failed: ${message(error)}`))
    }
  }

  async rejectRequest(id: number): Promise<void> {
    const pending = this.snapshot.requests.find((r) => r.id === id)
    if (!pending) return
    this.update({ requests: this.snapshot.requests.filter((r) => r.id !== id) })
    try {
      await this.respond(pending.topic, id, { error: USER_REJECTED_REQUEST })
      this.update({ notice: { kind: 'info', text: `Rejected ${pending.request.method}` } })
    } catch (error) {
      this.fail(new Error(`Could not send the rejection: ${message(error)}`))
    }
  }

  private onProposal({ id, params }: WalletKitTypes.SessionProposal): void {
    const proposal: PendingProposal = {
      id,
      dappName: params.proposer.metadata.name,
      dappUrl: params.proposer.metadata.url,
      chains: requestedChains(params),
      params,
    }
    this.update({ proposals: [...this.without(id), proposal], notice: { kind: 'info', text: `Session proposal from ${proposal.dappName}` } })
  }

  private async onRequest({ id, topic, params }: WalletKitTypes.SessionRequest): Promise<void> {
    const dappName = this.kit?.engine.signClient.session.get(topic).peer.metadata.name ?? 'a dapp'
    let request: WalletRequest
    try {
      request = parseWalletRequest(params.request.method, params.request.params)
    } catch (error) {
      const code = error instanceof RequestError ? error.code : -32602
      await this.respond(topic, id, { error: { code, message: message(error) } }).catch(() => undefined)
      return this.fail(new Error(`Refused ${params.request.method} from ${dappName}: ${message(error)}`))
    }
    const pending: PendingRequest = { id, topic, chainId: params.chainId, dappName, request, summary: describeRequest(request) }
    if (SILENT_METHODS.has(request.method)) return this.execute(pending)
    this.update({ requests: [...this.snapshot.requests, pending], notice: { kind: 'info', text: `${request.method} request from ${dappName}` } })
  }

  private respond(topic: string, id: number, answer: { result: unknown } | { error: { code: number; message: string } }): Promise<void> {
    return this.requireKit().respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
  }

  private sessions(): ActiveSession[] {
    const active = this.kit?.getActiveSessions() ?? {}
    return Object.values(active).map((s) => ({
      topic: s.topic,
      dappName: s.peer.metadata.name,
      dappUrl: s.peer.metadata.url,
      accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
    }))
  }

  private dropProposal(id: number, text: string): void {
    if (this.snapshot.proposals.some((p) => p.id === id)) this.update({ proposals: this.without(id), notice: { kind: 'info', text } })
  }

  private without(id: number): PendingProposal[] {
    return this.snapshot.proposals.filter((p) => p.id !== id)
  }

  private requireKit(): Kit {
    if (!this.kit) throw new Error('The phone wallet is not connected to the relay yet')
    return this.kit
  }

  private fail(error: unknown): void {
    this.update({ notice: { kind: 'error', text: message(error) } })
  }

  private update(patch: Partial<WalletSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of this.listeners) listener()
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
