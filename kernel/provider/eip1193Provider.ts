import type { HatchContext } from '../contracts/context.js'
import type { ProviderAccess } from '../contracts/providerAccess.js'
import { HatchError, isHatchError } from '../errors/HatchError.js'
import { fetchJsonRpc, rpcRetryPolicy } from '../http/fetchJsonRpc.js'
import type { CaipNetwork } from '../types/chain.js'
import type { HatchState } from '../types/state.js'
import { providerErrorCodes, providerRpcError } from './providerRpcError.js'
import { toProviderRpcError } from './toProviderRpcError.js'
import type { ProviderCore, ProviderEvent, RequestArguments } from './providerShell.js'
import { parseTypedDataParams } from './typedDataParams.js'

/** What the provider needs from its instance (the instance itself). */
export interface ProviderDeps extends ProviderAccess {
  /** Performs a switch by Hatch's network rules (wallet, then state), as `hatch.setNetwork`. */
  setNetwork(network: CaipNetwork): Promise<void>
}

/** Methods answered by the network's RPC, with or without a wallet. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'web3_clientVersion',
])

/** Wallet methods this provider knows; any other method is still forwarded to a connected wallet that takes raw requests. */
const WALLET_METHODS = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_watchAsset',
  'wallet_requestPermissions',
  'wallet_getPermissions',
])

/** JSON-RPC "method not found" / "method not supported" as wallets and nodes answer them. */
const METHOD_NOT_FOUND = new Set([-32601, -32004])

const hex = (id: number | string) => `0x${Number(id).toString(16)}`

interface Snapshot {
  address: string | undefined
  chainId: string | undefined
}

const snapshotOf = (state: HatchState): Snapshot => {
  const chain = state.chains.eip155
  const connected = chain?.account.status === 'connected' && chain.account.address ? chain.account.address : undefined
  const network = chain?.network.caipNetwork
  return { address: connected, chainId: network ? hex(network.id) : undefined }
}

/** Wallet methods whose first parameter may name the chain they are meant for (`chainId`). */
const CHAIN_BOUND = new Set(['eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls'])

const chainDisconnected = (method: string, why: string) => providerRpcError(providerErrorCodes.chainDisconnected, `${method}: ${why}`)
const unsupported = (method: string, why: string) => providerRpcError(providerErrorCodes.unsupportedMethod, `${method} is not supported: ${why}`)
const unauthorized = (method: string) => providerRpcError(providerErrorCodes.unauthorized, `${method} needs a connected wallet: call eth_requestAccounts first`)

/**
 * Builds the EIP-1193 provider of one instance: it follows the instance's eip155 connection (its
 * account and network in the store) whichever wallet holds it, answers reads from the network's
 * RPC URLs in order, and hands wallet methods to the connection's adapter runtime.
 */
export function createEip1193Provider(deps: ProviderDeps, initial: HatchState): ProviderCore {
  let ctx: HatchContext | undefined
  const started = deps.started.then(() => {
    const context = deps.context
    // The provider's listeners are on the instance's bus as `eip155:<event>` (hatch.getProvider's object puts them there).
    const emit = (event: ProviderEvent, payload: unknown) => context.events.emit(`eip155:${event}`, payload)
    ctx = context
    let last = snapshotOf(initial)
    const follow = (state: HatchState) => {
      const next = snapshotOf(state)
      const previous = last
      last = next
      if (next.address && !previous.address) {
        emit('connect', { chainId: next.chainId })
        emit('accountsChanged', [next.address])
      } else if (!next.address && previous.address) {
        emit('accountsChanged', [])
        emit('disconnect', providerRpcError(providerErrorCodes.disconnected, 'The wallet disconnected'))
      } else if (next.address && next.address !== previous.address) {
        emit('accountsChanged', [next.address])
      }
      if (next.chainId && previous.chainId && next.chainId !== previous.chainId) emit('chainChanged', next.chainId)
    }
    context.store.subscribe(follow)
    // What changed between the first listener and the chunk's arrival (a reconnect on load) is told now.
    follow(context.store.getState())
    return context
  })
  started.catch(() => undefined)

  const network = (context: HatchContext): CaipNetwork => {
    const found = context.store.getState().chains.eip155?.network.caipNetwork ?? context.options.networks.find((n) => n.chainNamespace === 'eip155')
    if (!found) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no eip155 network is configured' })
    return found
  }

  /** One read from the network's RPC URLs, each in turn while the previous one is unreachable. */
  const read = async (context: HatchContext, method: string, params: unknown) => {
    const urls = network(context).rpcUrls.default.http
    let failure: unknown = new HatchError('NETWORK_NOT_FOUND', { details: `${network(context).caipNetworkId} has no RPC URL` })
    for (const [index, url] of urls.entries()) {
      try {
        // Every URL but the last gets one attempt: the next URL is the retry.
        const policy = index < urls.length - 1 ? { ...rpcRetryPolicy, retryCount: 0 } : rpcRetryPolicy
        return await fetchJsonRpc(url, { method, ...(params === undefined ? {} : { params }) }, policy)
      } catch (error) {
        failure = error
        // The node answered: its JSON-RPC error is the answer, not a reason to try another URL.
        if (isHatchError(error, 'RPC_ERROR') || isHatchError(error, 'INVALID_RESPONSE')) throw error
      }
    }
    throw failure
  }

  const requestAccounts = (context: HatchContext): Promise<string[]> =>
    new Promise((resolve, reject) => {
      const settle = (state: HatchState): boolean => {
        const { address } = snapshotOf(state)
        if (address) return (resolve([address]), true)
        if (!state.modal.open && state.chains.eip155?.account.status !== 'connecting') {
          reject(providerRpcError(providerErrorCodes.userRejected, 'The visitor closed the modal without connecting'))
          return true
        }
        return false
      }
      const already = snapshotOf(context.store.getState()).address
      if (already) return resolve([already])
      deps.open({ view: 'Connect' })
      const stop = context.store.subscribe((state) => void (settle(state) && stop()))
      if (settle(context.store.getState())) stop()
    })

  const switchChain = async (context: HatchContext, method: string, params: unknown) => {
    const chainId = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
    if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId))
      throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: 'params[0].chainId must be a 0x-hex chain id' } })
    const target = context.options.networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === Number(chainId))
    if (!target) throw new HatchError('NETWORK_NOT_FOUND', { details: `${method}: chain ${chainId} is not one of the networks this site configured` })
    await deps.setNetwork(target)
    return null
  }

  /**
   * 4901 while the wallet sits on a chain the site did not configure (the kernel's unsupported-network
   * state: Hatch keeps its previous network, so nothing goes to a chain the dapp did not mean), or
   * when a request names another chain than the connected one.
   */
  const checkChain = async (context: HatchContext, method: string, params: unknown, chainId: string | undefined) => {
    const runtime = await context.getAdapter('eip155')
    const foreign = context.store.getState().chains.eip155?.network.unsupportedChainId
    if (foreign !== undefined) {
      // The wallet may have come back to the network Hatch kept without saying so: ask it, and record its answer.
      const now = runtime.request ? await runtime.request({ method: 'eth_chainId' }).catch(() => undefined) : undefined
      if (typeof now === 'string' && chainId !== undefined && Number(now) === Number(chainId)) context.handleChainChanged('eip155', Number(now))
      else
        throw chainDisconnected(
          method,
          `the wallet is on chain ${hex(foreign)}, which this site does not support; switch to one of its networks (wallet_switchEthereumChain)`,
        )
    }
    const named = CHAIN_BOUND.has(method) && Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
    if ((typeof named === 'string' || typeof named === 'number') && chainId !== undefined && Number(named) !== Number(chainId))
      throw chainDisconnected(method, `chain ${hex(named)} is not the connected chain ${chainId}; switch first (wallet_switchEthereumChain)`)
    return runtime
  }

  const walletRequest = async (context: HatchContext, method: string, params: unknown, address: string, chainId: string | undefined) => {
    const runtime = await checkChain(context, method, params, chainId)
    if (method === 'eth_signTypedData_v4') {
      const parsed = parseTypedDataParams(params)
      if (parsed.address.toLowerCase() !== address.toLowerCase()) throw unauthorized(`${method} for ${parsed.address}`)
      if (runtime.signTypedData) return runtime.signTypedData(parsed)
    }
    if (!runtime.request) throw unsupported(method, 'the connected wallet takes no raw requests')
    try {
      return await runtime.request({ method, ...(params === undefined ? {} : { params }) })
    } catch (error) {
      const mapped = toProviderRpcError(error)
      throw METHOD_NOT_FOUND.has(mapped.code) ? providerRpcError(providerErrorCodes.unsupportedMethod, mapped.message, { cause: error }) : mapped
    }
  }

  const handle = async ({ method, params }: RequestArguments): Promise<unknown> => {
    if (typeof method !== 'string' || method === '')
      throw new HatchError('INVALID_PARAMETERS', { params: { method: 'request', issue: 'method must be a non-empty string' } })
    const context = ctx ?? (await started)
    const { address, chainId } = snapshotOf(context.store.getState())
    switch (method) {
      case 'eth_chainId':
        return chainId ?? hex(network(context).id)
      case 'net_version':
        return String(Number(chainId ?? network(context).id))
      case 'eth_accounts':
        return address ? [address] : []
      case 'eth_coinbase':
        return address ?? null
      case 'eth_requestAccounts':
        return requestAccounts(context)
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return switchChain(context, method, params)
    }
    if (READ_METHODS.has(method)) return read(context, method, params)
    if (!address) throw WALLET_METHODS.has(method) ? unauthorized(method) : unsupported(method, 'no wallet is connected to answer it')
    return walletRequest(context, method, params, address, chainId)
  }

  return {
    async request(args) {
      try {
        return await handle(args ?? ({} as RequestArguments))
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
  }
}
