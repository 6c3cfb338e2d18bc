import * as v from 'valibot'
import type { HatchContext } from '../contracts/context.js'
import { HatchError } from '../errors/HatchError.js'
import { formatMessage } from '../errors/catalogue.js'
import { raiseAlert } from '../toasts/alerts.js'
import { chainNamespaces, type ChainNamespace, type PreferredAccountType } from '../types/chain.js'
import type { Connection, ConnectionStatus } from '../types/connector.js'
import type { ConnectionController } from './connectionController.js'
import { fromStoredConnection, storedConnections } from './storedConnections.js'

/** A connection as `getConnections` lists it: the connection, its status (spec §4) and its wallet. */
export interface WalletConnection extends Connection {
  /** `connected`: the namespace's active wallet; `active`: live beside it; `disconnected`: stored, not live now. */
  status: ConnectionStatus
  /** The wallet's name and icon, when its connector is known on this page. */
  name?: string
  icon?: string
}

/** Which connection `switchConnection` and `deleteConnection` act on (a `WalletConnection` fits). */
export interface ConnectionTarget {
  namespace: ChainNamespace
  connectorId: string
  /** switchConnection: the account of the connection to make active (default: the wallet's first). */
  address?: string
}

/** The multi-wallet functions of spec §6 (host API of an instance). */
export interface MultiWalletApi {
  /** Every connection, of one namespace or all, with its status; the active ones first. */
  getConnections(namespace?: ChainNamespace): WalletConnection[]
  /** Makes a connection the active one of its namespace, by the rules of spec §4 "Switching a connection". */
  switchConnection(target: ConnectionTarget): Promise<void>
  /** Ends a connection; deleting the active one hands the namespace to another live wallet of it, if any. */
  deleteConnection(target: ConnectionTarget): Promise<void>
  /** Runs `listener` with the list each time a connection, its status or its accounts change. */
  subscribeConnections(listener: (connections: WalletConnection[]) => void): () => void
}

const TargetSchema = v.object({
  namespace: v.picklist(chainNamespaces, `namespace must be one of ${chainNamespaces.join(', ')}`),
  connectorId: v.pipe(v.string('connectorId must be a string'), v.nonEmpty('connectorId must not be empty')),
  address: v.optional(v.pipe(v.string('address must be a string'), v.nonEmpty('address must not be empty'))),
})

function parseTarget(method: string, input: unknown): ConnectionTarget {
  const parsed = v.safeParse(TargetSchema, input)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const path = v.getDotPath(issue)
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: path ? `${path}: ${issue.message}` : issue.message } })
}

/** Alert code of the info alert the functions raise while the feature is off. */
const DISABLED = 'MULTI_WALLET_DISABLED'

/**
 * Spec §4 for the auth connector: smartAccount when the address is the user's smart account, smart
 * accounts are enabled on the network and the current type is eoa; otherwise eoa.
 */
export function authAccountType(account: { preferredAccountType?: PreferredAccountType; user?: { accounts?: { type: PreferredAccountType; address: string }[] } }, address: string, smartAccountsEnabled: boolean): PreferredAccountType {
  const isSmartAccount = Boolean(account.user?.accounts?.some((a) => a.type === 'smartAccount' && a.address.toLowerCase() === address.toLowerCase()))
  return isSmartAccount && smartAccountsEnabled && account.preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
}

/** The multi-wallet functions of one instance, over its connection controller. */
export function createMultiWallet(ctx: HatchContext, connection: ConnectionController): MultiWalletApi {
  const { store, events } = ctx
  const stored = storedConnections(ctx.storage)
  const enabled = () => ctx.isFeatureEnabled('multiWallet')

  /** Spec §6: an info alert, and nothing else. The last call's alert replaces an earlier one. */
  const disabled = (method: string) => {
    store.update((draft) => {
      draft.alerts = draft.alerts.filter((a) => a.code !== DISABLED)
    })
    raiseAlert(store, events, { variant: 'info', code: DISABLED, title: 'Multi-wallet is off', description: formatMessage(DISABLED, { method }) })
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
    const notLive = stored.list().filter((s) => !isLive(s)).map((s) => describe(fromStoredConnection(s, ctx.options.networks), 'disconnected'))
    const rank = { connected: 0, active: 1, disconnected: 2 } as const
    return [...live, ...notLive].filter((c) => !namespace || c.namespace === namespace).sort((a, b) => rank[a.status] - rank[b.status])
  }

  const statusOf = (target: ConnectionTarget): string | undefined => {
    // A connect under way on the namespace: switching now would race it (spec §4 "any other status").
    if (store.getState().chains[target.namespace]?.account.status === 'connecting') return 'connecting'
    return list(target.namespace).find((c) => c.connectorId === target.connectorId)?.status
  }

  /** Picks `address` among the connection's accounts once it is the active one. */
  const selectAddress = (namespace: ChainNamespace, address: string | undefined) => {
    const account = store.getState().chains[namespace]?.account
    if (!address || !account?.caipAddress || account.address === address) return
    const owned = store.getState().connections.find((c) => c.namespace === namespace && c.connectorId === account.connectorId)
    if (!owned?.accounts.some((a) => a.address === address)) {
      throw new HatchError('INVALID_PARAMETERS', { params: { method: 'switchConnection', issue: `address ${address} is not an account of ${account.connectorId}` } })
    }
    const reference = account.caipAddress.split(':')[1] ?? ''
    ctx.setAccount(namespace, { address, caipAddress: `${namespace}:${reference}:${address}` })
    events.emit('account:changed', { namespace, address })
  }

  /**
   * Re-activates a live connection: the wallet is asked again without a prompt; when it no longer
   * grants the site (or cannot be asked silently), `prompt` decides whether to connect it anew.
   */
  const reactivate = async (namespace: ChainNamespace, connectorId: string, prompt: boolean): Promise<boolean> => {
    const connector = store.getState().connectors.find((c) => c.id === connectorId)
    if (connector?.type === 'AUTH') applyAuthAccountType(namespace, connectorId)
    const runtime = await ctx.getAdapter(namespace, connectorId)
    const result = runtime.reconnect ? await runtime.reconnect({ connectorId }) : undefined
    if (result) {
      connection.applyConnected(namespace, connectorId, result)
      return true
    }
    if (!prompt) return false
    await connection.connect({ namespace, connectorId })
    return true
  }

  const applyAuthAccountType = (namespace: ChainNamespace, connectorId: string) => {
    const state = store.getState()
    const chain = state.chains[namespace]
    const address = state.connections.find((c) => c.namespace === namespace && c.connectorId === connectorId)?.accounts[0]?.address
    if (!chain || !address) return
    const chainId = Number(chain.network.caipNetwork?.id)
    const type = authAccountType(chain.account, address, chain.network.smartAccountEnabledNetworks.includes(chainId))
    ctx.setAccount(namespace, { preferredAccountType: type })
    ctx.storage.set('preferredAccountTypes', { ...(ctx.storage.get('preferredAccountTypes') ?? {}), [namespace]: type })
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

    async switchConnection(input) {
      if (!enabled()) return disabled('switchConnection')
      const target = parseTarget('switchConnection', input)
      const status = statusOf(target) ?? 'disconnected'
      if (status === 'connected' || status === 'active') {
        await reactivate(target.namespace, target.connectorId, true)
      } else if (status === 'disconnected') {
        // Social, e-mail, WalletConnect or an external wallet: the adapter owning the connector connects it.
        await connection.connect({ namespace: target.namespace, connectorId: target.connectorId })
      } else {
        throw new HatchError('INVALID_CONNECTION_STATUS', { params: { status } })
      }
      selectAddress(target.namespace, target.address)
    },

    async deleteConnection(input) {
      if (!enabled()) return disabled('deleteConnection')
      const target = parseTarget('deleteConnection', input)
      const status = statusOf(target)
      if (status === undefined) {
        throw new HatchError('INVALID_PARAMETERS', { params: { method: 'deleteConnection', issue: `no connection of ${target.connectorId} on ${target.namespace}` } })
      }
      if (status !== 'connected') return connection.removeConnection(target.namespace, target.connectorId)
      let failure: unknown
      await connection.disconnect({ namespace: target.namespace }).catch((error: unknown) => (failure = error))
      // Another wallet of the namespace still live: it becomes the active one, without a prompt.
      const next = store.getState().connections.find((c) => c.namespace === target.namespace)
      if (next) await reactivate(target.namespace, next.connectorId, false)
      if (failure !== undefined) throw failure
    },

    subscribeConnections(listener) {
      if (!enabled()) {
        disabled('subscribeConnections')
        return () => undefined
      }
      const signature = (items: WalletConnection[]) => items.map((c) => `${c.namespace}|${c.connectorId}|${c.status}|${c.accounts.map((a) => a.address).join(',')}`).join(';')
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
