/**
 * The network fee of an EVM send, read from the chain's own RPC: no wallet is asked, so every
 * adapter that signs for an EVM account (the embedded wallet, a WalletConnect session) offers the
 * same estimate the injected-wallet adapter gives.
 */
import { createClient, encodeFunctionData, http, type Address, type Client, type Hex } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../kernel/types/chain.js'
import { parseParams, SendTransactionSchema, WriteContractSchema } from './evmParams.js'

/** One call as the chain sees it: where it goes, what it carries. */
export interface EvmCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * The call `params` describe: sendTransaction's `{ to, value?, data? }`, or writeContract's
 * `{ address, abi?, functionName?, args?, value? }` encoded (the ERC20 `transfer` by default).
 * Throws INVALID_PARAMETERS under `method` naming the wrong field.
 */
export function evmCallOf(method: string, params: Record<string, unknown>): EvmCall {
  if ('address' in params) {
    const call = parseParams(method, WriteContractSchema, params)
    return {
      to: call.address,
      data: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args }),
      ...(call.value === undefined ? {} : { value: call.value }),
    }
  }
  const { to, value, data } = parseParams(method, SendTransactionSchema, params)
  return { to, ...(value === undefined ? {} : { value }), ...(data === undefined ? {} : { data }) }
}

/** The RPC URL of an EVM network (its first http URL). */
export function evmRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new HatchError('NETWORK_NOT_FOUND', { details: `${network.caipNetworkId} has no RPC URL` })
  return url
}

/**
 * Base units of the native currency that sending `params` (see {@link evmCallOf}) from `from` on
 * `network` may cost: gas × the highest price per gas a viem-based wallet allows (EIP-1559
 * maxFeePerGas, else the legacy gas price), so keeping it back covers the send whatever the next
 * block's base fee turns out to be. The node asked is `client` when given (the injected-wallet
 * adapter's client over every RPC URL of the network), else the network's first RPC URL.
 */
export async function estimateEvmFee(network: CaipNetwork, from: string, params: Record<string, unknown>, client?: Client): Promise<bigint> {
  const call = evmCallOf('estimateFee', params)
  const prepared = await prepareTransactionRequest(client ?? createClient({ transport: http(evmRpcUrl(network), { retryCount: 2 }) }), {
    account: from as Address,
    chain: null,
    ...call,
    parameters: ['fees', 'gas'],
  })
  const price = prepared.maxFeePerGas ?? prepared.gasPrice
  if (prepared.gas === undefined || price === undefined)
    throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'estimateFee' }, details: 'the node gave no gas or fee estimate' })
  return prepared.gas * price
}
