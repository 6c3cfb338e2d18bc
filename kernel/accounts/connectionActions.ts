import * as v from 'valibot'
import type { HatchContext } from '../contracts/context.js'
import { HatchError } from '../errors/HatchError.js'
import { chainNamespaces, type ChainNamespace, type PreferredAccountType } from '../types/chain.js'
import { perAddressFields } from './perAddressFields.js'
import type { ConnectionController } from './connectionController.js'
import type { ConnectionTarget, WalletConnection } from './multiWalletTypes.js'

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

/**
 * Spec §4 for the auth connector: smartAccount when the address is the user's smart account, smart
 * accounts are enabled on the network and the current type is eoa; otherwise eoa.
 */
export function authAccountType(
  account: { preferredAccountType?: PreferredAccountType; user?: { accounts?: { type: PreferredAccountType; address: string }[] } },
  address: string,
  smartAccountsEnabled: boolean,
): PreferredAccountType {
  const isSmartAccount = Boolean(account.user?.accounts?.some((a) => a.type === 'smartAccount' && a.address.toLowerCase() === address.toLowerCase()))
  return isSmartAccount && smartAccountsEnabled && account.preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
}

/**
 * switchConnection and deleteConnection (spec §4 "Switching a connection", §6), loaded on first
 * use by `createMultiWallet`, which has already checked the multiWallet gate.
 */
export function connectionActions(ctx: HatchContext, connection: ConnectionController, list: (namespace?: ChainNamespace) => WalletConnection[]) {
  const { store, events } = ctx

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
      throw new HatchError('INVALID_PARAMETERS', {
        params: { method: 'switchConnection', issue: `address ${address} is not an account of ${account.connectorId}` },
      })
    }
    const reference = account.caipAddress.split(':')[1] ?? ''
    ctx.setAccount(namespace, { ...perAddressFields, address, caipAddress: `${namespace}:${reference}:${address}` })
    events.emit('account:changed', { namespace, address })
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

  /**
   * Re-activates a live connection: the wallet is asked again without a prompt; when it no longer
   * grants the site (or cannot be asked silently), `prompt` decides whether to connect it anew.
   */
  const reactivate = async (namespace: ChainNamespace, connectorId: string, prompt: boolean): Promise<void> => {
    const connector = store.getState().connectors.find((c) => c.id === connectorId)
    if (connector?.type === 'AUTH') applyAuthAccountType(namespace, connectorId)
    const runtime = await ctx.getAdapter(namespace, connectorId)
    const result = runtime.reconnect ? await runtime.reconnect({ connectorId }) : undefined
    if (result) connection.applyConnected(namespace, connectorId, result)
    else if (prompt) await connection.connect({ namespace, connectorId })
  }

  /** Makes `namespace` the active one again when it still has an account (applying a connection makes its own namespace active). */
  const keepActive = (namespace: ChainNamespace) => {
    const chain = store.getState().chains[namespace]
    if (!chain?.account.address || store.getState().activeNamespace === namespace) return
    store.update((draft) => void (draft.activeNamespace = namespace))
    ctx.storage.set('activeNamespace', namespace)
    if (chain.network.caipNetwork) ctx.storage.set('activeNetwork', chain.network.caipNetwork.caipNetworkId)
    events.emit('namespace:changed', { namespace })
  }

  return {
    async switchConnection(input: ConnectionTarget): Promise<void> {
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

    async deleteConnection(input: ConnectionTarget): Promise<void> {
      const target = parseTarget('deleteConnection', input)
      const status = statusOf(target)
      if (status === undefined) {
        throw new HatchError('INVALID_PARAMETERS', {
          params: { method: 'deleteConnection', issue: `no connection of ${target.connectorId} on ${target.namespace}` },
        })
      }
      if (status !== 'connected') return connection.removeConnection(target.namespace, target.connectorId)
      // Another namespace in use (its row chosen in ProfileWallets): handing this namespace to its next wallet must not take the page over.
      const inUse = store.getState().activeNamespace
      const failed = await connection.disconnect({ namespace: target.namespace }).then(
        () => undefined,
        (error: unknown) => ({ error }),
      )
      // Another wallet of the namespace still live: it becomes the active one, without a prompt.
      const next = store.getState().connections.find((c) => c.namespace === target.namespace)
      if (next) await reactivate(target.namespace, next.connectorId, false)
      if (inUse && inUse !== target.namespace) keepActive(inUse)
      if (failed) throw failed.error
    },
  }
}
