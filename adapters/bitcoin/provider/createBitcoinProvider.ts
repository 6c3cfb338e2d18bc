import type { ProviderAccess } from '../../../kernel/contracts/providerAccess.js'
import type { AdapterRuntime } from '../../../kernel/contracts/adapterRuntime.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { HatchState } from '../../../kernel/types/state.js'
import { parseParams, SendTransferSchema, SignPsbtSchema } from '../runtime/actionParams.js'
import type { BitcoinProviderAccount, BitcoinProviderCore, BitcoinProviderEvents } from './types.js'

/** The connected wallet's addresses as the connection stores them (payment at index 0, ordinal at 1); `[]` when none. */
export function accountsOf(state: HatchState): BitcoinProviderAccount[] {
  const account = state.chains.bip122?.account
  if (account?.status !== 'connected' || !account.address) return []
  const stored = state.connections.find((c) => c.namespace === 'bip122' && c.connectorId === account.connectorId)?.accounts ?? []
  const listed = stored.length > 0 ? stored : [{ address: account.address }]
  return listed.map((a, i) => ({
    address: a.address,
    // A connection without types (a WalletConnect session) lists its payment address first.
    purpose: a.type === 'ordinal' || (a.type === undefined && i > 0) ? 'ordinals' : 'payment',
    ...(a.publicKey ? { publicKey: a.publicKey } : {}),
  }))
}

const keyOf = (accounts: readonly BitcoinProviderAccount[]) => accounts.map((a) => `${a.purpose}:${a.address}`).join(',')
const invalid = (method: string, issue: string) => new HatchError('INVALID_PARAMETERS', { params: { method, issue } })

/**
 * The implementation behind `hatch.getProvider('bip122')`: it follows the instance's bip122
 * connection (events `connect`, `accountChanged`, `disconnect`) and sends each call to the adapter
 * runtime holding it (`ctx.getAdapter('bip122')`: the Bitcoin adapter's Wallet Standard runtime or
 * a WalletConnect session), through the capabilities the Send view uses too.
 */
export function createBitcoinProvider(access: ProviderAccess, initial: HatchState, provider: object): BitcoinProviderCore {
  const started = access.started.then(() => {
    const context = access.context
    const emit = <E extends keyof BitcoinProviderEvents>(event: E, ...args: Parameters<BitcoinProviderEvents[E]>) =>
      context.events.emit(`bip122:${event}`, args[0])
    let last = accountsOf(initial)
    const follow = (state: HatchState) => {
      const next = accountsOf(state)
      if (keyOf(next) === keyOf(last)) return
      const previous = last
      last = next
      if (next.length > 0 && previous.length === 0) emit('connect', next)
      else if (next.length === 0) {
        emit('accountChanged', [])
        emit('disconnect')
      } else emit('accountChanged', next)
    }
    context.store.subscribe(follow)
    // What changed while this code loaded (a reconnect on page load) is told now.
    follow(context.store.getState())
    return context
  })
  started.catch(() => undefined)

  /** The connected accounts and the runtime holding them; NO_ACTIVE_CAIP_ADDRESS while nothing is connected. */
  const connected = async (method: string): Promise<{ accounts: BitcoinProviderAccount[]; context: HatchContext }> => {
    const context = await started
    const accounts = accountsOf(context.store.getState())
    if (accounts.length === 0) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${method} needs a connected Bitcoin wallet: call connect() first` })
    return { accounts, context }
  }

  // The same list while the addresses stay, so `accounts` can be a React dependency.
  let cached: BitcoinProviderAccount[] = []
  const accounts = (): BitcoinProviderAccount[] => {
    const now = accountsOf(access.getState())
    if (keyOf(now) !== keyOf(cached)) cached = now
    return cached
  }

  // The fields read synchronously go on the object getProvider returned.
  Object.defineProperties(provider, {
    accounts: { enumerable: true, get: accounts },
    address: { enumerable: true, get: () => accounts()[0]?.address ?? null },
    isConnected: { enumerable: true, get: () => accounts().length > 0 },
  })

  /** The runtime holding the connection, with `capability`; CAPABILITY_MISSING when its wallet has none (a WalletConnect session's signPsbt). */
  const runtimeWith = async <C extends 'signPsbt' | 'sendTransfer'>(context: HatchContext, capability: C) => {
    const runtime = await context.getAdapter('bip122')
    if (typeof runtime[capability] !== 'function') throw new HatchError('CAPABILITY_MISSING', { params: { namespace: 'bip122', capability } })
    return runtime as AdapterRuntime & Required<Pick<AdapterRuntime, C>>
  }

  return {
    async connect() {
      const context = await started
      const list = await new Promise<BitcoinProviderAccount[]>((resolve, reject) => {
        const settle = (state: HatchState): boolean => {
          const now = accountsOf(state)
          if (now.length > 0) return (resolve(now), true)
          if (!state.modal.open && state.chains.bip122?.account.status !== 'connecting') {
            reject(new HatchError('MODAL_CLOSED', { details: 'the visitor closed the modal without connecting a Bitcoin wallet' }))
            return true
          }
          return false
        }
        const already = accountsOf(context.store.getState())
        if (already.length > 0) return resolve(already)
        access.open({ view: 'Connect' })
        const stop = context.store.subscribe((state) => void (settle(state) && stop()))
        if (settle(context.store.getState())) stop()
      })
      return { accounts: list }
    },

    disconnect: () => access.disconnect({ namespace: 'bip122' }),

    async signMessage(params) {
      const method = 'signMessage'
      const input: unknown = params
      if (typeof input !== 'object' || input === null) throw invalid(method, 'params must be an object { message, address? }')
      const { message, address } = input as Record<string, unknown>
      if (typeof message !== 'string' || message === '') throw invalid(method, 'message must be a non-empty string')
      if (address !== undefined && (typeof address !== 'string' || address === '')) throw invalid(method, 'address must be a non-empty string')
      const { accounts, context } = await connected(method)
      const signer = address ?? accounts[0]!.address
      if (!accounts.some((a) => a.address === signer)) throw invalid(method, `address ${signer} is not an address of the connected wallet`)
      const runtime = await context.getAdapter('bip122')
      return { signature: await runtime.signMessage({ message, address: signer }), address: signer }
    },

    async signPsbt(params) {
      parseParams('signPsbt', SignPsbtSchema, params)
      const { context } = await connected('signPsbt')
      const runtime = await runtimeWith(context, 'signPsbt')
      return (await runtime.signPsbt(params)) as Awaited<ReturnType<BitcoinProviderCore['signPsbt']>>
    },

    async sendTransfer(params) {
      parseParams('sendTransfer', SendTransferSchema, params)
      const { context } = await connected('sendTransfer')
      const runtime = await runtimeWith(context, 'sendTransfer')
      return { txid: await runtime.sendTransfer(params as unknown as Record<string, unknown>) }
    },
  }
}
