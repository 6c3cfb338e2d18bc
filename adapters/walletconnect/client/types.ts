/** Metadata a dapp or wallet presents to its peer. */
export interface PeerMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A namespace of a session proposal: the chains asked for and the methods and events the dapp uses. */
export interface ProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

/** A namespace the wallet approved: its CAIP-10 accounts, methods and events. */
export interface SessionNamespace {
  accounts: string[]
  methods: string[]
  events: string[]
  chains?: string[]
}

/** An approved WalletConnect session, as stored and as `provider.session` shows it. */
export interface Session {
  /** The session topic: sha256 of the session key. */
  topic: string
  pairingTopic: string
  relay: { protocol: string }
  /** Seconds since the epoch. */
  expiry: number
  namespaces: Record<string, SessionNamespace>
  /** The controller's (the wallet's) public key. */
  controller: string
  self: { publicKey: string }
  peer: { publicKey: string; metadata: PeerMetadata }
}

/** A pairing: the topic the proposal went out on, and its symmetric key's topic. */
export interface Pairing {
  topic: string
  /** Seconds since the epoch. */
  expiry: number
  /** True once a session was made through it. */
  active: boolean
}

/** A JSON-RPC error as wallets and the relay send them. */
export interface RpcError {
  code: number
  message: string
}

/** What `connect` takes (the universal provider's names). */
export interface ConnectParams {
  optionalNamespaces?: Record<string, ProposalNamespace & { rpcMap?: Record<string, string> }>
  requiredNamespaces?: Record<string, ProposalNamespace & { rpcMap?: Record<string, string> }>
}

/** Events of the provider and their payloads. */
export interface ProviderEvents {
  display_uri: string
  connect: { session: Session }
  session_event: { id: number; topic: string; params: { chainId: string; event: { name: string; data: unknown } } }
  session_update: { id: number; topic: string; params: { namespaces: Record<string, SessionNamespace> } }
  session_extend: { id: number; topic: string }
  session_ping: { id: number; topic: string }
  session_delete: { id: number; topic: string }
  session_expire: { topic: string }
}

/** A provider event's name. */
export type ProviderEvent = keyof ProviderEvents
