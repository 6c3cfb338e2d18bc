import type { Draft } from 'immer'
import { HatchError, isHatchError } from '../errors/HatchError.js'
import type { ConnectResult } from '../contracts/defineAdapter.js'
import type { HatchContext } from '../contracts/context.js'
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connection } from '../types/connector.js'
import type { resetAccountState } from './accountState.js'
import { perAddressFields } from './perAddressFields.js'
import { storedConnections } from './storedConnections.js'

/** Sign-out may not hold the visitor longer than this (spec §9). */
export const SIGN_OUT_CAP_MS = 3000

/** Connecting, disconnecting and reconnecting wallets on a namespace (spec §4). */
export interface ConnectionController {
  connect(params: { namespace: ChainNamespace; connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** Start-up: restores stored connections, or disconnects them when reconnect is off. */
  restore(): Promise<void>
  /** Applies a connect result to the store, storage and bus: the connection becomes the namespace's active one. */
  applyConnected(namespace: ChainNamespace, connectorId: string, result: ConnectResult): void
  /**
   * Records a live connection that is not the namespace's active one (multiWallet: a second wallet
   * restored on start). The account, the button and the active namespace stay as they are.
   */
  addConnection(namespace: ChainNamespace, connectorId: string, result: ConnectResult): void
  /**
   * Ends one connection that is not the namespace's active one: the wallet is asked to sign out
   * (capped at 3 s), the connection leaves the state and storage, and its connector is not
   * reconnected on the next start. Throws DISCONNECT_FAILED after forgetting it when sign-out threw.
   */
  removeConnection(namespace: ChainNamespace, connectorId: string): Promise<void>
}

/** Deps owned elsewhere. */
export interface ConnectionDeps {
  /** Closes the modal (after disconnect) unless multiWallet keeps other connections. */
  closeModal(): void
  /**
   * The account-reset rule (accountState.ts), handed in by the start-up code that has it: this
   * module loads on first need, and importing the shell's module from here would split it off the
   * page's entry into a file of its own (one more request before the button, in both bundlers).
   */
  resetAccountState: typeof resetAccountState
}

// immer's castDraft (an identity for the type checker) without importing immer's module: this
// chunk loads after the click, and a value import of immer from here splits immer off the entry.
const castDraft = <T>(value: T) => value as Draft<T>

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })

/** Creates the connection controller of one instance. */
export function createConnectionController(ctx: HatchContext, deps: ConnectionDeps): ConnectionController {
  const { store, events, storage } = ctx

  const networkFor = (namespace: ChainNamespace, chainId: number | string): CaipNetwork | undefined =>
    ctx.options.networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))

  const markDisconnected = (namespace: ChainNamespace, connectorId: string, disconnected: boolean) => {
    const all = storage.get('disconnectedConnectorIds') ?? {}
    const ids = new Set(all[namespace] ?? [])
    if (disconnected) ids.add(connectorId)
    else ids.delete(connectorId)
    storage.set('disconnectedConnectorIds', { ...all, [namespace]: [...ids] })
  }

  const storedConnectors = (): Partial<Record<ChainNamespace, string>> => storage.get('connectedConnectors') ?? {}
  const connectionList = storedConnections(storage)
  const multiWallet = () => ctx.keepsConnections()

  /** Tells listeners the live connections changed, and keeps the stored list in step. */
  const connectionsChanged = () => {
    const { connections } = store.getState()
    connectionList.save(connections)
    events.emit('connections:changed', { connections })
  }

  const connectionOf = (namespace: ChainNamespace, connectorId: string, result: ConnectResult): Connection => {
    const network = networkFor(namespace, result.chainId)
    return { connectorId, namespace, accounts: result.accounts ?? [{ address: result.address }], ...(network ? { caipNetwork: network } : {}) }
  }

  const applyConnected: ConnectionController['applyConnected'] = (namespace, connectorId, result) => {
    const network = networkFor(namespace, result.chainId)
    const keepOthers = multiWallet()
    const replaced = keepOthers
      ? []
      : store
          .getState()
          .connections.filter((c) => c.namespace === namespace && c.connectorId !== connectorId)
          .map((c) => c.connectorId)
    const reference = network ? network.caipNetworkId.split(':')[1] : String(result.chainId)
    store.update((draft) => {
      const chain = draft.chains[namespace]
      if (!chain) return
      if (chain.account.address !== result.address || chain.account.connectorId !== connectorId) Object.assign(chain.account, perAddressFields)
      chain.account.address = result.address
      chain.account.caipAddress = `${namespace}:${reference}:${result.address}` as CaipAddress
      chain.account.status = 'connected'
      chain.account.connectorId = connectorId
      const connector = draft.connectors.find((c) => c.id === connectorId)
      if (connector) {
        chain.account.connectedWalletInfo = {
          name: connector.name,
          ...((connector.imageUrl ?? connector.info?.icon) ? { icon: connector.imageUrl ?? connector.info?.icon } : {}),
          ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
          type: connector.type,
        }
      }
      if (network) {
        chain.network.caipNetwork = castDraft(network)
        delete chain.network.unsupportedChainId
      }
      draft.activeNamespace = namespace
      // One connection per namespace unless multiWallet keeps the others live beside the active one.
      const kept = (c: Connection) => (keepOthers ? !(c.namespace === namespace && c.connectorId === connectorId) : c.namespace !== namespace)
      draft.connections = [...draft.connections.filter(kept), castDraft(connectionOf(namespace, connectorId, result))]
    })
    for (const id of replaced) connectionList.remove(namespace, id)
    connectionsChanged()
    storage.set('connectedConnectors', { ...storedConnectors(), [namespace]: connectorId })
    storage.set('activeNamespace', namespace)
    if (network) storage.set('activeNetwork', network.caipNetworkId)
    markDisconnected(namespace, connectorId, false)
    events.emit('account:connected', { namespace, address: result.address, connectorId })
    if (!network) ctx.handleChainChanged(namespace, result.chainId)
  }

  /**
   * The account-reset rule for a namespace. Its connections go too, except, with multiWallet on,
   * the other wallets' (only `connectorId`'s connection ends; the others stay live to switch to).
   */
  const resetNamespace = (namespace: ChainNamespace, connectorId?: string) => {
    const keepOthers = multiWallet() && connectorId !== undefined
    const ends = (c: Connection) => c.namespace === namespace && (!keepOthers || c.connectorId === connectorId)
    const ended = store.getState().connections.filter(ends)
    store.update((draft) => {
      const chain = draft.chains[namespace]
      if (!chain) return
      chain.account = deps.resetAccountState(namespace, chain.account)
      chain.network.approvedCaipNetworkIds = []
      delete chain.network.unsupportedChainId
      draft.connections = draft.connections.filter((c) => !ends(c))
    })
    if (ended.length > 0) events.emit('connections:changed', { connections: store.getState().connections })
    return ended
  }

  /** Asks the wallet to sign out, at most {@link SIGN_OUT_CAP_MS}; returns what it threw, if anything. */
  const signOut = async (namespace: ChainNamespace, connectorId: string): Promise<unknown> => {
    try {
      if (ctx.hasAdapter(namespace)) {
        const runtime = await ctx.getAdapter(namespace, connectorId)
        await withTimeout(runtime.disconnect({ connectorId }), SIGN_OUT_CAP_MS)
      }
      return undefined
    } catch (error) {
      return error ?? new Error('sign-out failed')
    }
  }

  /**
   * Start-up, multiWallet: reconnects (without prompting) the stored connections that are not their
   * namespace's active one, or, with reconnect off, signs them out. Those a wallet no longer grants
   * stay stored (listed as disconnected, to reconnect from ProfileWallets). Returns, per namespace,
   * the last one restored.
   */
  const restoreOthers = async (active: Partial<Record<ChainNamespace, string>>) => {
    const restored = new Map<ChainNamespace, { connectorId: string; result: ConnectResult }>()
    if (!multiWallet()) return restored
    const skipped = storage.get('disconnectedConnectorIds') ?? {}
    for (const entry of connectionList.list()) {
      const { namespace, connectorId } = entry
      if (active[namespace] === connectorId || skipped[namespace]?.includes(connectorId)) continue
      if (!ctx.hasAdapter(namespace) || !store.getState().chains[namespace]) continue
      try {
        const runtime = await ctx.getAdapter(namespace, connectorId)
        if (!ctx.options.enableReconnect) {
          await withTimeout(runtime.disconnect({ connectorId }), SIGN_OUT_CAP_MS).catch(() => undefined)
          connectionList.remove(namespace, connectorId)
          continue
        }
        const result = await runtime.reconnect?.({ connectorId })
        if (!result) continue
        addConnection(namespace, connectorId, result)
        restored.set(namespace, { connectorId, result })
      } catch {
        // Not restored this time; it stays stored and is listed as disconnected.
      }
    }
    return restored
  }

  const addConnection: ConnectionController['addConnection'] = (namespace, connectorId, result) => {
    store.update((draft) => {
      draft.connections = [
        ...draft.connections.filter((c) => !(c.namespace === namespace && c.connectorId === connectorId)),
        castDraft(connectionOf(namespace, connectorId, result)),
      ]
    })
    markDisconnected(namespace, connectorId, false)
    connectionsChanged()
  }

  return {
    applyConnected,
    addConnection,
    async removeConnection(namespace, connectorId) {
      const signOutError = await signOut(namespace, connectorId)
      store.update((draft) => {
        draft.connections = draft.connections.filter((c) => !(c.namespace === namespace && c.connectorId === connectorId))
      })
      connectionList.remove(namespace, connectorId)
      markDisconnected(namespace, connectorId, true)
      events.emit('connections:changed', { connections: store.getState().connections })
      if (signOutError !== undefined) throw new HatchError('DISCONNECT_FAILED', { cause: signOutError })
    },
    async connect({ namespace, connectorId, network }) {
      const runtime = await ctx.getAdapter(namespace, connectorId)
      ctx.setAccount(namespace, { status: 'connecting' })
      events.emit('account:connecting', { namespace, connectorId })
      try {
        const result = await runtime.connect({ connectorId, ...(network ? { network } : {}) })
        // A multi-namespace connector may have been approved on other namespaces only.
        const target = result.namespace ?? namespace
        if (target !== namespace) {
          ctx.setAccount(namespace, { status: store.getState().chains[namespace]?.account.address ? 'connected' : 'disconnected' })
        }
        applyConnected(target, connectorId, result)
        return result
      } catch (error) {
        ctx.setAccount(namespace, { status: store.getState().chains[namespace]?.account.address ? 'connected' : 'disconnected' })
        throw isHatchError(error) ? error : new HatchError('FAILED_TO_CONNECT', { cause: error })
      }
    },
    async disconnect({ namespace = store.getState().activeNamespace } = {}) {
      if (!namespace) throw new HatchError('NAMESPACE_REQUIRED')
      const connectorId = store.getState().chains[namespace]?.account.connectorId
      const signOutError = connectorId ? await signOut(namespace, connectorId) : undefined
      // The page forgets the session even when the wallet's sign-out failed, so the visitor is never
      // stuck connected. Listeners (plugins clearing their login caches, analytics) hear of it once,
      // after the reset; nothing was connected, nothing is announced.
      for (const ended of resetNamespace(namespace, connectorId)) connectionList.remove(namespace, ended.connectorId)
      // multiWallet: a wallet still connected on another namespace takes over as the active one, so
      // the page and the button do not stay disconnected while the visitor has a wallet connected.
      // Not the same connector's other namespace: a multi-namespace login (embedded, WalletConnect)
      // ends all of them, and its next login must not start on the namespace it ended on.
      const state = store.getState()
      const next =
        multiWallet() && state.activeNamespace === namespace
          ? state.connections.find((c) => c.connectorId !== connectorId && state.chains[c.namespace]?.account.address)
          : undefined
      if (next) {
        store.update((draft) => void (draft.activeNamespace = next.namespace))
        storage.set('activeNamespace', next.namespace)
        events.emit('namespace:changed', { namespace: next.namespace })
      }
      if (connectorId) {
        markDisconnected(namespace, connectorId, true)
        const { [namespace]: _removed, ...rest } = storedConnectors()
        storage.set('connectedConnectors', rest)
        events.emit('account:disconnected', { namespace, connectorId, ...(signOutError !== undefined ? { signOutFailed: true } : {}) })
      }
      const keepOpen = multiWallet() && store.getState().connections.length > 0
      if (!keepOpen) deps.closeModal()
      if (signOutError !== undefined) throw new HatchError('DISCONNECT_FAILED', { cause: signOutError })
    },
    async restore() {
      const stored = storedConnectors()
      // Read before reconnecting: each restored connection records itself as the active one, so
      // afterwards storage would only name the last namespace restored, not the visitor's choice.
      const lastActive = storage.get('activeNamespace')
      // multiWallet: the other wallets first, so each namespace's active wallet is reconnected last
      // (an adapter runtime that talks to one wallet at a time then ends on the active one).
      const others = await restoreOthers(stored)
      // Every namespace is read before any is applied, and all are applied in one synchronous run
      // that ends on the visitor's last active namespace (below): applying one makes it active, so
      // applying each as it came back showed another namespace's account as the connected one until
      // the last was read (a reload of an EVM + Solana login showed the Solana address).
      const reconnected: { namespace: ChainNamespace; connectorId: string; result: ConnectResult }[] = []
      for (const [namespace, connectorId] of Object.entries(stored) as [ChainNamespace, string][]) {
        if (!ctx.hasAdapter(namespace) || !store.getState().chains[namespace]) continue
        const runtime = await ctx.getAdapter(namespace, connectorId)
        if (!ctx.options.enableReconnect) {
          await withTimeout(runtime.disconnect({ connectorId }), SIGN_OUT_CAP_MS).catch(() => undefined)
          const { [namespace]: _removed, ...rest } = storedConnectors()
          storage.set('connectedConnectors', rest)
          connectionList.remove(namespace, connectorId)
          continue
        }
        if (!runtime.reconnect) continue
        ctx.setAccount(namespace, { status: 'connecting' })
        try {
          const result = await runtime.reconnect({ connectorId })
          if (result) reconnected.push({ namespace, connectorId, result })
          else resetNamespace(namespace, connectorId)
        } catch {
          resetNamespace(namespace, connectorId)
        }
      }
      for (const { namespace, connectorId, result } of reconnected) applyConnected(namespace, connectorId, result)
      // A namespace whose active wallet did not come back (or was disconnected) while another of its
      // wallets did: that one leads now.
      for (const [namespace, other] of others) {
        if (!store.getState().chains[namespace]?.account.address) applyConnected(namespace, other.connectorId, other.result)
      }
      const chain = lastActive ? store.getState().chains[lastActive] : undefined
      if (lastActive && chain?.account.address) {
        const moved = store.getState().activeNamespace !== lastActive
        store.update((draft) => {
          draft.activeNamespace = lastActive
        })
        storage.set('activeNamespace', lastActive)
        if (chain.network.caipNetwork) storage.set('activeNetwork', chain.network.caipNetwork.caipNetworkId)
        // Each restored connection was announced as it was applied: listeners following the active account (sign-in) hear of the hand-back.
        if (moved) events.emit('namespace:changed', { namespace: lastActive })
      }
    },
  }
}
