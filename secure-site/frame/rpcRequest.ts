import type { Hex } from 'viem'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { classifyMethod, methodNamespace } from './rpcPolicy.js'
import { badParams, rpcCall, type RpcContext } from './rpcContext.js'
import type { FrameNetworks } from './frameNetworks.js'
import type { StoredSession } from './siteApi.js'
import type { SmartAccountSettings } from './smartAccountRpc.js'

/** The frame's chains at the time of a request. */
export interface ActiveChains {
  evm: number
  solana: string | undefined
}

/** What {@link rpcRequest} needs from the frame besides the request. */
export interface RpcDeps extends Omit<RpcContext, 'session'> {
  networks: FrameNetworks
  chains: ActiveChains
  /** The signed-in session and EVM address (4100 when nobody is). */
  signedIn(): Promise<{ session: StoredSession; address: string }>
  /** The smart account when it is the active EVM account on `chainId` (undefined: the EOA is). */
  activeSmartAccount?(chainId: number, owner: Hex): Promise<{ address: Hex; settings: SmartAccountSettings } | undefined>
  /** The chains with smart accounts (where a batch of the smart account is atomic). */
  smartAccountChains?: ReadonlySet<number>
  /** The page's project (a paymaster's sponsorship policy is per project). */
  projectId?: string | undefined
}

/**
 * One RPC_REQUEST under the frame's method policy (rpcPolicy.ts): refused names answer 4200 before
 * anything else; a chain id that is not the frame's current chain of the method's family is
 * refused (-32602: the approval shows the frame's chain, so nothing may run on another); reads go
 * to the frame's own endpoint; signing needs a session and an approval inside the frame.
 */
export async function rpcRequest(method: string, params: unknown, requestedChain: string | number | undefined, deps: RpcDeps): Promise<unknown> {
  const kind = classifyMethod(method)
  if (kind === 'refused') throw new FrameRequestError(formatMessage('RPC_NOT_ALLOWED'), 4200)
  if (kind === 'unsupported') throw new FrameRequestError(formatMessage('FRAME_METHOD_UNSUPPORTED', { method }), 4200)

  if (methodNamespace(method) === 'solana') {
    const chainId = deps.chains.solana
    const url = chainId ? deps.networks.solana.get(chainId) : undefined
    if (!chainId || !url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
    if (requestedChain !== undefined && requestedChain !== chainId)
      throw badParams(method, `chainId ${String(requestedChain)} is not the frame's Solana network ${chainId}`)
    // Solana's requests are a chunk of their own (solanaRpc.ts), loaded by the first one.
    const { solanaRequest } = await import('./solanaRpc.js')
    if (kind === 'read') return solanaRequest(method, params, { chainId, url }, deps)
    const { session } = await deps.signedIn()
    return solanaRequest(method, params, { chainId, url, names: deps.networks.names }, { ...deps, session })
  }

  const chainId = deps.chains.evm
  if (requestedChain !== undefined && requestedChain !== chainId && requestedChain !== `eip155:${chainId}`) {
    throw badParams(method, `chainId ${String(requestedChain)} is not the frame's chain ${chainId}`)
  }
  const url = deps.networks.evm.get(chainId)
  if (!url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
  if (kind === 'read') return rpcCall(url, method, params, deps.signal)

  const signedIn = await deps.signedIn()
  if (kind === 'local') {
    // The frame's own state: the smart account when it is the active account, else the EOA.
    const smart = await deps.activeSmartAccount?.(chainId, signedIn.address as Hex)
    return method === 'eth_chainId' ? `0x${chainId.toString(16)}` : [smart ? smart.address : signedIn.address]
  }
  // Signing and the wallet_* methods: a chunk of their own (evmRpc.ts, with viem's wallet client).
  const { evmRequest } = await import('./evmRpc.js')
  return evmRequest(method, params, { kind, chainId, url, ...signedIn }, deps)
}
