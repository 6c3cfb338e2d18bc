import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { KeyValueStorage } from './clientStore.js'
import { realClock, type OpenSocket, type PageSignals, type SocketClock } from './relaySocket.js'
import { createSignClient, type SignClient } from './signClient.js'
import { frameAttester, type Attest } from './verifyAttestation.js'
import type { ConnectParams, PeerMetadata, ProviderEvent, ProviderEvents, Session } from './types.js'

/** Options of {@link createWalletConnectProvider}. */
export interface WalletConnectProviderOptions {
  projectId: string
  relayUrl: string
  metadata: PeerMetadata
  /** Prefix of the stored keys: `<prefix>:wc@2:<kind>`. */
  storagePrefix: string
  /** Where sessions are kept; default `localStorage` (memory where there is none). */
  storage: KeyValueStorage
  /** Lifetime of a pairing uri, ms (its `expiryTimestamp`). */
  pairingLifetimeMs: number
  warn(message: string): void
  openSocket?: OpenSocket
  /** Wall clock and timers (tests); sessions expire by it whenever they are used. */
  clock?: SocketClock
  page?: PageSignals
  /**
   * The WalletConnect Verify server (`https://verify.walletconnect.org`, the sandbox's own ...):
   * proposals and requests carry its attestation of the page's origin, so wallets can show the
   * domain as verified. None: sent without one (wallets show the domain as unknown).
   */
  verifyUrl?: string
  /** Gets the attestation another way than the Verify server's frame (tests); wins over `verifyUrl`. */
  attest?: Attest
}

/**
 * The WalletConnect provider of the adapter: the subset of `@walletconnect/universal-provider`
 * that Hatch and its hosts use (`connect`, `request`, `disconnect`, `session`, `setDefaultChain`,
 * `on`/`off`), on Hatch's own sign client.
 */
export interface WalletConnectProvider {
  /** The live session, if any. */
  readonly session: Session | undefined
  /**
   * Proposes a session: emits `display_uri` with the pairing uri once the relay took the
   * proposal, then resolves with the approved session, or rejects with the wallet's error
   * (`code` 5000 'User rejected.') or 'Proposal expired' after 5 minutes.
   */
  connect(params: ConnectParams): Promise<Session>
  /**
   * A wallet request on `chain` (CAIP-2; default: the namespace's default chain). A chain or method
   * the session does not hold is refused at once (`UNSUPPORTED_CHAIN`, `FRAME_METHOD_UNSUPPORTED`);
   * any error the wallet answers rejects, with code 5000 when it gave none.
   */
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  /** Pings the wallet over the session (`wc_sessionPing`); rejects when it does not answer within 30 s. */
  ping(): Promise<void>
  /** Ends the session with the wallet and forgets it. */
  disconnect(): Promise<void>
  /** The chain requests of its namespace go to when `request` names none. */
  setDefaultChain(chain: string): void
  on<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): void
  off<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): void
  /** Opens the relay connection ahead of `connect` (the visitor pointed at WalletConnect); a no-op when open. */
  warmUp(): void
  /** Closes the relay connection (the stored session stays for the next start). */
  close(): void
}

/** Creates the provider and restores a stored session. */
export async function createWalletConnectProvider(options: WalletConnectProviderOptions): Promise<WalletConnectProvider> {
  const attest =
    options.attest ??
    (options.verifyUrl ? frameAttester({ verifyUrl: options.verifyUrl, projectId: options.projectId, clock: options.clock ?? realClock }) : undefined)
  const client: SignClient = await createSignClient({ ...options, ...(attest ? { attest } : {}) })
  const defaults = new Map<string, string>()

  const chainFor = (method: string, chain: string | undefined, session: Session): string => {
    if (chain) return chain
    for (const [namespace, entry] of Object.entries(session.namespaces)) {
      if (!entry.methods.includes(method)) continue
      const fallback = entry.accounts[0]?.split(':').slice(0, 2).join(':')
      const picked = defaults.get(namespace) ?? fallback
      if (picked) return picked
    }
    throw new HatchError('FRAME_METHOD_UNSUPPORTED', { params: { method }, details: `no namespace of the WalletConnect session grants ${method}` })
  }

  return {
    get session() {
      return client.session
    },
    async connect(params) {
      const { uri, approval } = await client.connect(params)
      client.events.emit('display_uri', uri)
      return approval
    },
    async request<T>(args: { method: string; params?: unknown }, chain?: string) {
      const session = client.session
      if (!session) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: 'no WalletConnect session: connect first (or it expired)' })
      return client.request<T>(session.topic, chainFor(args.method, chain, session), args)
    },
    async ping() {
      const session = client.session
      if (!session) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: 'no WalletConnect session to ping' })
      await client.ping(session.topic)
    },
    async disconnect() {
      const session = client.session
      if (session) await client.disconnect(session.topic)
    },
    setDefaultChain(chain) {
      defaults.set(chain.slice(0, chain.indexOf(':')), chain)
    },
    on: (event, listener) => client.events.on(event, listener),
    off: (event, listener) => client.events.off(event, listener),
    warmUp: () => client.warmUp(),
    close: () => client.close(),
  }
}
