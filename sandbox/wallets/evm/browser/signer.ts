import * as v from 'valibot'
import {
  BaseError,
  createPublicClient,
  defineChain,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type Address,
  type PrivateKeyAccount,
  type TransactionSerializable,
} from 'viem'
import type { WalletChain } from './config.js'
import { invalidParams, ProviderRpcError, unauthorized } from './errors.js'
import { forwardRpc } from './rpc.js'

const quantity = v.custom<`0x${string}`>((x) => typeof x === 'string' && /^0x[0-9a-fA-F]+$/.test(x), 'must be a hex quantity')
const hexData = v.custom<`0x${string}`>((x) => typeof x === 'string' && isHex(x), 'must be 0x-prefixed hex data')
const address = v.custom<Address>((x) => typeof x === 'string' && isAddress(x, { strict: false }), 'must be an address')

const TransactionRequestSchema = v.object({
  from: address,
  to: v.optional(v.nullable(address)),
  value: v.optional(quantity),
  data: v.optional(hexData),
  input: v.optional(hexData),
  gas: v.optional(quantity),
  gasPrice: v.optional(quantity),
  maxFeePerGas: v.optional(quantity),
  maxPriorityFeePerGas: v.optional(quantity),
  nonce: v.optional(quantity),
})

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((i) => `${v.getDotPath(i) ?? 'value'} ${i.message}`).join('; ')
}

function requireOwnAddress(account: PrivateKeyAccount, candidate: unknown, method: string): void {
  if (typeof candidate !== 'string' || !isAddress(candidate, { strict: false })) {
    throw invalidParams(`${method} needs the signing address, got ${JSON.stringify(candidate)}`)
  }
  if (!isAddressEqual(candidate, account.address)) {
    throw unauthorized(`${method}: ${candidate} is not the wallet's active account ${account.address}.`)
  }
}

/**
 * personal_sign. Accepts the standard order [message, address] and the legacy [address, message]
 * that some dapps still send, as MetaMask does. A hex message is signed as raw bytes.
 */
export async function personalSign(account: PrivateKeyAccount, params: unknown): Promise<`0x${string}`> {
  if (!Array.isArray(params) || params.length < 2) throw invalidParams('personal_sign expects [message, address]')
  let [message, signer] = params as [unknown, unknown]
  if (typeof message === 'string' && isAddress(message, { strict: false }) && !(typeof signer === 'string' && isAddress(signer, { strict: false }))) {
    ;[message, signer] = [signer, message]
  }
  requireOwnAddress(account, signer, 'personal_sign')
  if (typeof message !== 'string') throw invalidParams('personal_sign message must be a string')
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** eth_signTypedData_v4 with params [address, typedData] where typedData is JSON text or an object. */
export async function signTypedDataV4(account: PrivateKeyAccount, params: unknown): Promise<`0x${string}`> {
  if (!Array.isArray(params) || params.length < 2) throw invalidParams('eth_signTypedData_v4 expects [address, typedData]')
  const [signer, raw] = params as [unknown, unknown]
  requireOwnAddress(account, signer, 'eth_signTypedData_v4')
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      throw invalidParams('eth_signTypedData_v4 typed data is not valid JSON')
    }
  }
  try {
    // viem validates domain, types, primaryType and message and throws a named error if one is wrong.
    return await account.signTypedData(typedData as Parameters<PrivateKeyAccount['signTypedData']>[0])
  } catch (cause) {
    throw invalidParams(`eth_signTypedData_v4: ${cause instanceof BaseError ? cause.shortMessage : String(cause)}`)
  }
}

/** Validates eth_sendTransaction params, returning the request for the approval panel and for sending. */
export function parseTransactionRequest(account: PrivateKeyAccount, params: unknown): v.InferOutput<typeof TransactionRequestSchema> {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const parsed = v.safeParse(TransactionRequestSchema, first)
  if (!parsed.success) throw invalidParams(`eth_sendTransaction: ${describeIssues(parsed.issues)}`)
  requireOwnAddress(account, parsed.output.from, 'eth_sendTransaction')
  return parsed.output
}

/**
 * Fills nonce, gas and fees from the node (viem's prepareTransactionRequest), signs locally with the
 * private key and submits with eth_sendRawTransaction; returns the transaction hash.
 */
export async function sendTransaction(
  account: PrivateKeyAccount,
  chain: WalletChain,
  request: v.InferOutput<typeof TransactionRequestSchema>,
): Promise<`0x${string}`> {
  const client = createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.symbol ?? 'ETH', symbol: chain.symbol ?? 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const big = (q: `0x${string}` | undefined): bigint | undefined => (q === undefined ? undefined : hexToBigInt(q))
  const legacy = request.gasPrice !== undefined
  const prepare = () => {
    const base = {
      account,
      to: request.to ?? null,
      value: big(request.value),
      data: request.data ?? request.input,
      gas: big(request.gas),
      nonce: request.nonce === undefined ? undefined : hexToNumber(request.nonce),
    }
    return legacy
      ? client.prepareTransactionRequest({ ...base, type: 'legacy', gasPrice: big(request.gasPrice) })
      : client.prepareTransactionRequest({
          ...base,
          maxFeePerGas: big(request.maxFeePerGas),
          maxPriorityFeePerGas: big(request.maxPriorityFeePerGas),
        })
  }
  // Typed by the calls themselves: ReturnType of the generic method would lose the request's type.
  let prepared: Awaited<ReturnType<typeof prepare>>
  try {
    prepared = await prepare()
  } catch (cause) {
    throw toProviderError(cause)
  }
  // prepareTransactionRequest returns the request plus the account; the serializer wants only the fields.
  const { account: _signer, ...fields } = prepared
  const serialized = await account.signTransaction({ ...fields, chainId: chain.chainId } as TransactionSerializable)
  return (await forwardRpc(chain.rpcUrl, 'eth_sendRawTransaction', [serialized])) as `0x${string}`
}

/** Turns a viem error from the node (for example a revert during gas estimation) into the node's RPC error. */
function toProviderError(cause: unknown): ProviderRpcError {
  if (cause instanceof BaseError) {
    const withCode = cause.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
      (Error & { code: number; data?: unknown; shortMessage?: string }) | null
    return new ProviderRpcError(withCode?.code ?? -32603, withCode?.shortMessage ?? cause.shortMessage, withCode?.data)
  }
  return new ProviderRpcError(-32603, String(cause))
}
