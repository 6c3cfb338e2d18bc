import type { HatchContext } from '../contracts/context.js'
import { HatchError } from '../errors/HatchError.js'
import { multiWalletDisabledText } from '../errors/multiWalletText.js'
import { fillErrorText } from '../errors/fillErrorText.js'
import { raiseAlert } from '../toasts/alerts.js'
import { chainNamespaces, type ChainNamespace } from '../types/chain.js'
import type { Connection, ConnectionStatus } from '../types/connector.js'
import type { MultiWalletApi, WalletConnection } from './multiWalletTypes.js'
import type { ConnectionController } from './connectionController.js'
import { fromStoredConnection, storedConnections } from './storedConnections.js'

export type { ConnectionTarget, MultiWalletApi, WalletConnection } from './multiWalletTypes.js'

/** Alert code of the info alert the functions raise while the feature is off. */
const DISABLED = 'MULTI_WALLET_DISABLED'

/**
 * The multi-wallet functions of one instance, over its connection controller (`connection` loads
 * it). Listing and
 * subscribing are here; switching and deleting (argument checks, the switch rules) load on first
 * use, so hosts that never call them do not load that code at start-up.
 */
export function createMultiWallet(ctx: HatchContext, connection: () => Promise<ConnectionController>): MultiWalletApi {
  const { store, events } = ctx
  const stored = storedConnections(ctx.storage)
  const enabled = () => ctx.keepsConnections()

  /** Spec §6: an info alert, and nothing else. The last call's alert replaces an earlier one. */
  const disabled = (method: string) => {
    store.update((draft) => {
      draft.alerts = draft.alerts.filter((a) => a.code !== DISABLED)
    })
    raiseAlert(store, events, {
      variant: 'info',
      code: DISABLED,
      title: 'Multi-wallet is off',
      description: fillErrorText(multiWalletDisabledText[DISABLED], { method }),
    })
  }

  const list = (namespace?: ChainNamespace): WalletConnection[] => {
    const state = store.getState()
    const describe = (c: Connection, status: ConnectionStatus): WalletConnection => {
      const connector = state.connectors.find((k) => k.id === c.connectorId && (k.chain === c.namespace || k.chains?.includes(c.namespace)))
      const icon = connector?.imageUrl ?? connector?.info?.icon
      return { ...c, status, ...(connector ? { name: connector.name } : {}), ...(icon ? { icon } : {}) }
    }
    const live = state.connections.map((c) => describe(c, state.chains[c.namespace]?.account.connectorId === c.connectorId ? 'connected' : 'active'))
    const isLive = (c: { namespace: ChainNamespace; connectorId: string }) => live.some((l) => l.namespace === c.namespace && l.connectorId === c.connectorId)
    const notLive = stored
      .list()
      .filter((s) => !isLive(s))
      .map((s) => describe(fromStoredConnection(s, ctx.options.networks), 'disconnected'))
    const rank = { connected: 0, active: 1, disconnected: 2 } as const
    return [...live, ...notLive].filter((c) => !namespace || c.namespace === namespace).sort((a, b) => rank[a.status] - rank[b.status])
  }

  const actions = async () => {
    const [m, controller] = await Promise.all([import('./connectionActions.js'), connection()])
    return m.connectionActions(ctx, controller, list)
  }

  return {
    getConnections(namespace) {
      if (!enabled()) {
        disabled('getConnections')
        return []
      }
      if (namespace !== undefined && !(chainNamespaces as readonly string[]).includes(namespace)) {
        throw new HatchError('INVALID_PARAMETERS', { params: { method: 'getConnections', issue: `namespace must be one of ${chainNamespaces.join(', ')}` } })
      }
      return list(namespace)
    },

    async switchConnection(target) {
      if (!enabled()) return disabled('switchConnection')
      return (await actions()).switchConnection(target)
    },

    async deleteConnection(target) {
      if (!enabled()) return disabled('deleteConnection')
      return (await actions()).deleteConnection(target)
    },

    subscribeConnections(listener) {
      if (!enabled()) {
        disabled('subscribeConnections')
        return () => undefined
      }
      const signature = (items: WalletConnection[]) =>
        items.map((c) => `${c.namespace}|${c.connectorId}|${c.status}|${c.accounts.map((a) => a.address).join(',')}`).join(';')
      let last = signature(list())
      const check = () => {
        const next = list()
        const key = signature(next)
        if (key === last) return
        last = key
        listener(next)
      }
      const offStore = store.subscribe(check)
      events.on('connections:changed', check)
      return () => {
        offStore()
        events.off('connections:changed', check)
      }
    },
  }
}
