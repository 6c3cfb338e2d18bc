import * as v from 'valibot'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import { fetchJsonRpc, networkRpcUrl } from '../../../kernel/http/fetchJsonRpc.js'
import { timedFetch } from '../../../kernel/http/timedFetch.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { formatUnits } from '../../../kernel/units/formatUnits.js'
import { utf8ToHex } from './units.js'

/** The part of the universal provider the requests need. */
export interface RequestingProvider {
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
}

const errorCode = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : undefined
}

const errorMessage = (error: unknown): string => {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  // A wallet may throw anything: JSON.stringify throws on a BigInt or a cycle, which would replace
  // the wallet's refusal with a TypeError; String() is the fallback that cannot throw for data.
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    try {
      return String(error)
    } catch {
      return Object.prototype.toString.call(error)
    }
  }
}

/**
 * A decline in the wallet (EIP-1193 4001, WalletConnect 5000) is WALLET_REQUEST_REJECTED; any other
 * answer WALLET_REQUEST_FAILED with the wallet's own words as `params.reason` (the Send form shows them).
 */
export function walletRequestError(method: string, error: unknown): HatchError {
  if (isHatchError(error)) return error
  const code = errorCode(error)
  const reason = errorMessage(error)
  const details = `${method}: ${reason}`
  return code === 4001 || code === 5000 || /reject/i.test(reason)
    ? new HatchError('WALLET_REQUEST_REJECTED', { cause: error, details })
    : new HatchError('WALLET_REQUEST_FAILED', { cause: error, params: { method, reason: reason.length > 300 ? `${reason.slice(0, 299)}…` : reason }, details })
}

/** Asks the wallet through the session on `chain`; a failure becomes {@link walletRequestError}'s. */
export async function askWallet<T = unknown>(provider: RequestingProvider, method: string, params: unknown, chain: string): Promise<T> {
  return ask<T>(provider, method, params, chain)
}

async function ask<T>(provider: RequestingProvider, method: string, params: unknown, chain: string): Promise<T> {
  try {
    return await provider.request<T>({ method, params }, chain)
  } catch (error) {
    throw walletRequestError(method, error)
  }
}

const SolanaSignature = v.object({ signature: v.pipe(v.string(), v.nonEmpty()) })
const BitcoinSignature = v.object({ signature: v.pipe(v.string(), v.nonEmpty()) })
const Hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex'))

function parseAnswer<S extends v.GenericSchema>(method: string, schema: S, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) {
    throw new HatchError('WALLET_REQUEST_FAILED', {
      params: { method },
      details: `the wallet answered ${JSON.stringify(value)?.slice(0, 200)}: ${parsed.issues[0].message}`,
    })
  }
  return parsed.output
}

/**
 * Signs a text message with the method the namespace's WalletConnect spec names: personal_sign
 * (eip155, hex signature), solana_signMessage (base58 message and signature), signMessage (bip122).
 */
export async function signMessageOn(provider: RequestingProvider, namespace: ChainNamespace, chain: string, message: string, address: string): Promise<string> {
  switch (namespace) {
    case 'eip155':
      return parseAnswer('personal_sign', Hex, await ask(provider, 'personal_sign', [utf8ToHex(message), address], chain))
    case 'solana': {
      const params = { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address }
      return parseAnswer('solana_signMessage', SolanaSignature, await ask(provider, 'solana_signMessage', params, chain)).signature
    }
    case 'bip122': {
      const params = { account: address, address, message, protocol: 'ecdsa' }
      return parseAnswer('signMessage', BitcoinSignature, await ask(provider, 'signMessage', params, chain)).signature
    }
    default:
      throw new HatchError('CAPABILITY_MISSING', { params: { namespace, capability: 'signMessage' } })
  }
}

const quantity = v.union([
  v.bigint(),
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'must be a decimal or 0x-hex integer')),
])
const SendTransactionParams = v.object({
  to: v.pipe(v.string('must be a string'), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')),
  value: v.optional(quantity),
  data: v.optional(v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes'))),
  gas: v.optional(quantity),
})

const toHexQuantity = (value: bigint | number | string): string => `0x${BigInt(value).toString(16)}`

/** eth_sendTransaction through the session; params `{ to, value?, data?, gas? }` are checked first. */
export async function sendEvmTransaction(provider: RequestingProvider, chain: string, from: string, params: Record<string, unknown>): Promise<string> {
  const parsed = v.safeParse(SendTransactionParams, params)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new HatchError('INVALID_PARAMETERS', { params: { method: 'sendTransaction', issue: `${v.getDotPath(issue) ?? 'params'} ${issue.message}` } })
  }
  const { to, value, data, gas } = parsed.output
  const tx = {
    from,
    to,
    ...(value !== undefined ? { value: toHexQuantity(value) } : {}),
    ...(data ? { data } : {}),
    ...(gas !== undefined ? { gas: toHexQuantity(gas) } : {}),
  }
  const hash = await ask(provider, 'eth_sendTransaction', [tx], chain)
  return parseAnswer('eth_sendTransaction', v.pipe(Hex, v.length(66, 'must be a 32-byte hash')), hash)
}

const EsploraAddress = v.object({
  chain_stats: v.object({ funded_txo_sum: v.number(), spent_txo_sum: v.number() }),
  mempool_stats: v.optional(v.object({ funded_txo_sum: v.number(), spent_txo_sum: v.number() })),
})

/**
 * The native balance from the network's own RPC (never the wallet): eth_getBalance, Solana
 * getBalance, or the Esplora address route for bip122.
 */
export async function readNativeBalance(network: CaipNetwork, address: string): Promise<{ balance: string; symbol: string }> {
  const url = networkRpcUrl(network)
  const { decimals, symbol } = network.nativeCurrency
  let units: bigint
  if (network.chainNamespace === 'eip155') {
    units = BigInt(parseAnswer('eth_getBalance', Hex, await fetchJsonRpc(url, { method: 'eth_getBalance', params: [address, 'latest'] })))
  } else if (network.chainNamespace === 'solana') {
    const answer = parseAnswer('getBalance', v.object({ value: v.number() }), await fetchJsonRpc(url, { method: 'getBalance', params: [address] }))
    units = BigInt(answer.value)
  } else if (network.chainNamespace === 'bip122') {
    const body = await timedFetch(
      `${url.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`,
      { method: 'GET' },
      { timeoutMs: 10_000 },
      async (response) => {
        if (!response.ok) throw new HatchError('HTTP_STATUS', { params: { status: response.status } })
        return response.json() as Promise<unknown>
      },
    )
    const stats = parseAnswer('address', EsploraAddress, body)
    const mempool = stats.mempool_stats ?? { funded_txo_sum: 0, spent_txo_sum: 0 }
    units = BigInt(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
  } else {
    throw new HatchError('CAPABILITY_MISSING', { params: { namespace: network.chainNamespace, capability: 'getBalance' } })
  }
  return { balance: formatUnits(units, decimals), symbol }
}
