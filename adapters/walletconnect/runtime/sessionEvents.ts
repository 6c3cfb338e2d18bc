import type { WalletConnectProvider } from '../client/provider.js'
import type { ProviderEvents } from '../client/types.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { referenceOf, type NamespaceAccounts, type WalletConnectNamespace } from '../namespaces.js'

/** The provider surface the session listeners use. */
export type SessionEventSource = Pick<WalletConnectProvider, 'on' | 'off' | 'session'>

/** What the listeners do to the kernel; the runtime supplies them. */
export interface SessionHandlers {
  ctx: HatchContext
  networks: readonly CaipNetwork[]
  served: readonly WalletConnectNamespace[]
  accountsOf(namespaces: Record<string, { accounts?: readonly string[] }>): NamespaceAccounts[]
  /** The namespace's account is held by this WalletConnect connector. */
  isConnectedHere(namespace: ChainNamespace): boolean
  /** A namespace the wallet added to the session (spec §4 "a session can be added"). */
  applyAdded(entry: NamespaceAccounts): void
  /** A namespace the wallet removed from the session, the rest of the session lives on. */
  removeNamespace(namespace: ChainNamespace): void
  /** The wallet deleted the session, or it expired. */
  sessionEnded(): void
}

/** `eip155:1:0xabc` or `0xabc` -> `0xabc`. */
const addressOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.includes(':') ? value.slice(value.lastIndexOf(':') + 1) : value
  if (value && typeof value === 'object' && typeof (value as { address?: unknown }).address === 'string') return (value as { address: string }).address
  return undefined
}

/** A chain id from a chainChanged event: `0x1`, `1`, `eip155:1`, or a non-EVM reference. */
export function chainIdFromEvent(namespace: ChainNamespace, data: unknown, networks: readonly CaipNetwork[]): number | string | undefined {
  const raw = typeof data === 'number' ? String(data) : typeof data === 'string' ? data : undefined
  if (raw === undefined) return undefined
  const reference = raw.includes(':') ? referenceOf(raw) : raw
  if (namespace === 'eip155') {
    const id = reference.startsWith('0x') ? Number.parseInt(reference, 16) : Number(reference)
    return Number.isSafeInteger(id) ? id : undefined
  }
  return networks.find((n) => n.chainNamespace === namespace && referenceOf(n.caipNetworkId) === reference)?.id ?? reference
}

/**
 * Maps session events onto the kernel: accountsChanged / bip122_addressesChanged to
 * handleAccountsChanged, chainChanged to handleChainChanged, session_update to account changes
 * and added or removed namespaces, session_delete and session_expire to a disconnect of every
 * namespace the session held. Only the current session's topic counts: another session's events
 * and its end leave the kernel alone. Returns a function that stops listening.
 */
export function listenToSession(provider: SessionEventSource, handlers: SessionHandlers): () => void {
  const { ctx } = handlers
  let current = provider.session?.topic
  const onConnect = ({ session }: ProviderEvents['connect']) => {
    current = session.topic
  }

  const onEvent = ({ topic, params }: ProviderEvents['session_event']) => {
    if (topic !== current) return
    const namespace = params.chainId.split(':')[0] as ChainNamespace
    if (!handlers.isConnectedHere(namespace)) return
    const { name, data } = params.event
    if (name === 'accountsChanged' || name === 'bip122_addressesChanged') {
      const addresses = (Array.isArray(data) ? data : []).map(addressOf).filter((a): a is string => Boolean(a))
      ctx.handleAccountsChanged(namespace, addresses)
    } else if (name === 'chainChanged') {
      const id = chainIdFromEvent(namespace, data, handlers.networks)
      if (id !== undefined) ctx.handleChainChanged(namespace, id)
    }
  }

  const onUpdate = ({ topic, params }: ProviderEvents['session_update']) => {
    if (topic !== current) return
    const accounts = handlers.accountsOf(params.namespaces)
    for (const namespace of handlers.served) {
      const entry = accounts.find((a) => a.namespace === namespace)
      const account = ctx.store.getState().chains[namespace]?.account
      if (!account) continue
      if (handlers.isConnectedHere(namespace)) {
        if (!entry) handlers.removeNamespace(namespace)
        else if (!entry.addresses.includes(account.address ?? '')) ctx.handleAccountsChanged(namespace, entry.addresses)
      } else if (entry && !account.address) {
        handlers.applyAdded(entry)
      }
    }
  }

  const onEnd = ({ topic }: { topic: string }) => {
    if (topic !== current) return
    current = undefined
    handlers.sessionEnded()
  }

  provider.on('connect', onConnect)
  provider.on('session_event', onEvent)
  provider.on('session_update', onUpdate)
  provider.on('session_delete', onEnd)
  provider.on('session_expire', onEnd)
  return () => {
    provider.off('connect', onConnect)
    provider.off('session_event', onEvent)
    provider.off('session_update', onUpdate)
    provider.off('session_delete', onEnd)
    provider.off('session_expire', onEnd)
  }
}
