import { castDraft } from 'immer'
import { HatchError, isHatchError } from '../errors/HatchError.js'
import type { ConnectResult } from '../contracts/defineAdapter.js'
import type { HatchContext } from '../contracts/context.js'
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types/chain.js'
import { resetAccountState } from './accountState.js'

/** Sign-out may not hold the visitor longer than this (spec §9). */
export const SIGN_OUT_CAP_MS = 3000

/** Connecting, disconnecting and reconnecting wallets on a namespace (spec §4). */
export interface ConnectionController {
  connect(params: { namespace: ChainNamespace; connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** Start-up: restores stored connections, or disconnects them when reconnect is off. */
  restore(): Promise<void>
  /** Applies a connect result to the store, storage and bus. */
  applyConnected(namespace: ChainNamespace, connectorId: string, result: ConnectResult): void
}

/** Deps owned elsewhere. */
export interface ConnectionDeps {
  /** Closes the modal (after disconnect) unless multiWallet keeps other connections. */
  closeModal(): void
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
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

  const applyConnected: ConnectionController['applyConnected'] = (namespace, connectorId, result) => {
    const network = networkFor(namespace, result.chainId)
    const reference = network ? network.caipNetworkId.split(':')[1] : String(result.chainId)
    store.update((draft) => {
      const chain = draft.chains[namespace]
      if (!chain) return
      chain.account.address = result.address
      chain.account.caipAddress = `${namespace}:${reference}:${result.address}` as CaipAddress
      chain.account.status = 'connected'
      chain.account.connectorId = connectorId
      const connector = draft.connectors.find((c) => c.id === connectorId)
      if (connector) {
        chain.account.connectedWalletInfo = {
          name: connector.name,
          ...(connector.imageUrl ?? connector.info?.icon ? { icon: connector.imageUrl ?? connector.info?.icon } : {}),
          ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
          type: connector.type,
        }
      }
      if (network) chain.network.caipNetwork = castDraft(network)
      draft.activeNamespace = namespace
      draft.connections = [
        ...draft.connections.filter((c) => !(c.namespace === namespace && c.connectorId === connectorId)),
        castDraft({ connectorId, namespace, accounts: result.accounts ?? [{ address: result.address }], ...(network ? { caipNetwork: network } : {}) }),
      ]
    })
    storage.set('connectedConnectors', { ...storedConnectors(), [namespace]: connectorId })
    storage.set('activeNamespace', namespace)
    if (network) storage.set('activeNetwork', network.caipNetworkId)
    markDisconnected(namespace, connectorId, false)
    events.emit('account:connected', { namespace, address: result.address, connectorId })
    if (!network) ctx.handleChainChanged(namespace, result.chainId)
  }

  const resetNamespace = (namespace: ChainNamespace) => {
    store.update((draft) => {
      const chain = draft.chains[namespace]
      if (!chain) return
      chain.account = resetAccountState(namespace, chain.account)
      chain.network.approvedCaipNetworkIds = []
      draft.connections = draft.connections.filter((c) => c.namespace !== namespace)
    })
  }

  return {
    applyConnected,
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
      let signOutError: unknown
      try {
        if (connectorId && ctx.hasAdapter(namespace)) {
          const runtime = await ctx.getAdapter(namespace, connectorId)
          await withTimeout(runtime.disconnect({ connectorId }), SIGN_OUT_CAP_MS)
        }
      } catch (error) {
        signOutError = error ?? new Error('sign-out failed')
      }
      // The page forgets the session even when the wallet's sign-out failed, so the visitor is never
      // stuck connected. Listeners (plugins clearing their login caches, analytics) hear of it once,
      // after the reset; nothing was connected, nothing is announced.
      resetNamespace(namespace)
      if (connectorId) {
        markDisconnected(namespace, connectorId, true)
        const { [namespace]: _removed, ...rest } = storedConnectors()
        storage.set('connectedConnectors', rest)
        events.emit('account:disconnected', { namespace, connectorId, ...(signOutError !== undefined ? { signOutFailed: true } : {}) })
      }
      const keepOpen = ctx.isFeatureEnabled('multiWallet') && store.getState().connections.length > 0
      if (!keepOpen) deps.closeModal()
      if (signOutError !== undefined) throw new HatchError('DISCONNECT_FAILED', { cause: signOutError })
    },
    async restore() {
      const stored = storedConnectors()
      // Read before reconnecting: each restored connection records itself as the active one, so
      // afterwards storage would only name the last namespace restored, not the visitor's choice.
      const lastActive = storage.get('activeNamespace')
      for (const [namespace, connectorId] of Object.entries(stored) as [ChainNamespace, string][]) {
        if (!ctx.hasAdapter(namespace) || !store.getState().chains[namespace]) continue
        const runtime = await ctx.getAdapter(namespace, connectorId)
        if (!ctx.options.enableReconnect) {
          await withTimeout(runtime.disconnect({ connectorId }), SIGN_OUT_CAP_MS).catch(() => undefined)
          const { [namespace]: _removed, ...rest } = storedConnectors()
          storage.set('connectedConnectors', rest)
          continue
        }
        if (!runtime.reconnect) continue
        ctx.setAccount(namespace, { status: 'connecting' })
        try {
          const result = await runtime.reconnect({ connectorId })
          if (result) applyConnected(namespace, connectorId, result)
          else resetNamespace(namespace)
        } catch {
          resetNamespace(namespace)
        }
      }
      const chain = lastActive ? store.getState().chains[lastActive] : undefined
      if (lastActive && chain?.account.address) {
        store.update((draft) => {
          draft.activeNamespace = lastActive
        })
        storage.set('activeNamespace', lastActive)
        if (chain.network.caipNetwork) storage.set('activeNetwork', chain.network.caipNetwork.caipNetworkId)
      }
    },
  }
}
