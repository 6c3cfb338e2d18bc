import * as v from 'valibot'
import type { Pairing, Session } from './types.js'

/**
 * The key-value storage the client persists to: the `storage` option (WalletConnect's
 * `IKeyValueStorage` shape, values as objects) or a wrapper over `localStorage`.
 */
export interface KeyValueStorage {
  getItem(key: string): unknown
  setItem(key: string, value: unknown): unknown
  removeItem(key: string): unknown
}

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex characters'))
const strings = v.array(v.string())
const Metadata = v.object({ name: v.string(), description: v.string(), url: v.string(), icons: strings })
const SessionNamespaceSchema = v.object({ accounts: strings, methods: strings, events: strings, chains: v.optional(strings) })

/** What a stored session must look like. */
export const SessionSchema = v.object({
  topic: hex64,
  pairingTopic: hex64,
  relay: v.object({ protocol: v.string() }),
  expiry: v.pipe(v.number(), v.integer()),
  namespaces: v.record(v.string(), SessionNamespaceSchema),
  controller: hex64,
  self: v.object({ publicKey: hex64 }),
  peer: v.object({ publicKey: hex64, metadata: Metadata }),
})

const PairingSchema = v.object({ topic: hex64, expiry: v.pipe(v.number(), v.integer()), active: v.boolean() })

/** The stored kinds and their schemas. */
const schemas = {
  /** The client's ed25519 seed: its relay identity (did:key). */
  seed: hex64,
  /** topic -> symmetric key, and public key -> private key of proposals. */
  keys: v.record(hex64, hex64),
  sessions: v.array(SessionSchema),
  pairings: v.array(PairingSchema),
  /** Topics subscribed on the relay, subscribed again on start. */
  subscriptions: v.array(hex64),
  /** Ids of the peer's requests already handled, so a redelivery after a reload is not applied twice. */
  handled: v.array(v.number()),
}

/** What the client keeps between page loads. */
export interface StoredClient {
  seed?: string
  keys: Record<string, string>
  sessions: Session[]
  pairings: Pairing[]
  subscriptions: string[]
  handled: number[]
}

type Kind = keyof typeof schemas

/** `localStorage` as a key-value storage (JSON text), or memory where there is none. */
export function defaultStorage(): KeyValueStorage {
  let local: Storage | undefined
  try {
    local = globalThis.localStorage
  } catch {
    // Storage access can throw (sandboxed frames, privacy modes): fall back to memory.
  }
  if (!local) {
    const items = new Map<string, unknown>()
    return { getItem: (k) => items.get(k), setItem: (k, value) => items.set(k, value), removeItem: (k) => items.delete(k) }
  }
  const store = local
  return {
    getItem(key) {
      const text = store.getItem(key)
      if (text === null) return undefined
      try {
        return JSON.parse(text) as unknown
      } catch {
        return text
      }
    },
    setItem: (key, value) => store.setItem(key, JSON.stringify(value)),
    removeItem: (key) => store.removeItem(key),
  }
}

/** The client's storage: typed, validated reads and fire-and-forget writes. */
export interface ClientStore {
  load(): Promise<StoredClient>
  save<K extends Kind>(kind: K, value: NonNullable<StoredClient[K]>): void
  /** Resolves when every write so far has finished (tests, and before a page unload). */
  settled(): Promise<void>
}

/**
 * Persists the client under `<prefix>:wc@2:<kind>`. A stored value that fails its schema is
 * removed and reported through `warn` (naming the key and what was wrong), then read as empty:
 * a corrupt entry costs that session, never the start-up.
 */
export function createClientStore(storage: KeyValueStorage, prefix: string, warn: (message: string) => void): ClientStore {
  const keyOf = (kind: Kind) => `${prefix}:wc@2:${kind}`
  let writes: Promise<unknown> = Promise.resolve()
  const enqueue = (write: () => unknown) => {
    writes = writes.then(write).catch((error: unknown) => warn(`WalletConnect storage write failed: ${error instanceof Error ? error.message : String(error)}`))
  }

  async function read<K extends Kind>(kind: K): Promise<v.InferOutput<(typeof schemas)[K]> | undefined> {
    let raw: unknown
    try {
      raw = await storage.getItem(keyOf(kind))
    } catch (error) {
      warn(`could not read "${keyOf(kind)}": ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
    if (raw === undefined || raw === null) return undefined
    const parsed = v.safeParse(schemas[kind], raw)
    if (parsed.success) return parsed.output
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    warn(`dropped stored value "${keyOf(kind)}": ${path ? `${path}: ` : ''}${issue.message}`)
    enqueue(() => storage.removeItem(keyOf(kind)))
    return undefined
  }

  return {
    async load() {
      const [seed, keys, sessions, pairings, subscriptions, handled] = await Promise.all([
        read('seed'),
        read('keys'),
        read('sessions'),
        read('pairings'),
        read('subscriptions'),
        read('handled'),
      ])
      return {
        ...(seed ? { seed } : {}),
        keys: keys ?? {},
        sessions: sessions ?? [],
        pairings: pairings ?? [],
        subscriptions: subscriptions ?? [],
        handled: handled ?? [],
      }
    },
    save(kind, value) {
      const copy = JSON.parse(JSON.stringify(value)) as unknown
      enqueue(() => storage.setItem(keyOf(kind), copy))
    },
    settled: () => writes.then(() => undefined),
  }
}
