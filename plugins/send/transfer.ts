import type { AdapterCapability, AdapterRuntime, ChainNamespace } from '../../kernel/index.js'
import { SendFailure } from './errors.js'

/**
 * CAPABILITY_MISSING unless the adapter offers `capability` (a WalletConnect session, say, has no
 * writeContract), as the kernel's `requireCapability` does (see errors.ts for why not that one).
 */
function requireCapability<C extends AdapterCapability>(
  runtime: AdapterRuntime,
  capability: C,
  namespace: ChainNamespace,
): asserts runtime is AdapterRuntime & Required<Pick<AdapterRuntime, C>> {
  if (typeof runtime[capability] !== 'function') throw new SendFailure({ code: 'CAPABILITY_MISSING', params: { namespace, capability } })
}

/** One send, in the terms every path shares. */
export interface Transfer {
  namespace: ChainNamespace
  /** `'native'`, or the token's contract (EVM) or mint (Solana) address. */
  token: string
  to: string
  /** Base units. */
  amount: bigint
}

/**
 * The adapter call a send makes, per path (spec §4 "Send"):
 * - EVM native: `sendTransaction({ to, value })`;
 * - ERC20: `writeContract({ address: token, args: [to, amount] })` (the adapter's default ABI is
 *   ERC20 and its default function `transfer`);
 * - Solana SOL and SPL, Bitcoin: `sendTransfer({ recipient, amount, mint? })` (Bitcoin through the
 *   adapter's PSBT path: coins chosen, PSBT signed by the wallet, broadcast).
 */
export function transferCall(transfer: Transfer): { method: 'sendTransaction' | 'writeContract' | 'sendTransfer'; params: Record<string, unknown> } {
  const { namespace, token, to, amount } = transfer
  if (namespace === 'eip155') {
    return token === 'native'
      ? { method: 'sendTransaction', params: { to, value: amount } }
      : { method: 'writeContract', params: { address: token, args: [to, amount] } }
  }
  return { method: 'sendTransfer', params: { recipient: to, amount, ...(token === 'native' ? {} : { mint: token }) } }
}

/** What the connected wallet's adapter lets the Send form do (checked when the view opens). */
export interface SendCapabilities {
  /** The native currency can be sent (EVM `sendTransaction`; Solana and Bitcoin `sendTransfer`). */
  native: boolean
  /** Tokens can be sent (ERC20 `writeContract`; SPL `sendTransfer`; Bitcoin has none). */
  tokens: boolean
  /** The network fee can be estimated before signing (`estimateFee`); without it the wallet shows it. */
  fee: boolean
}

/** Reads {@link SendCapabilities} off a runtime: a capability is there when the adapter offers its method. */
export function sendCapabilities(runtime: AdapterRuntime, namespace: ChainNamespace): SendCapabilities {
  const has = (capability: AdapterCapability) => typeof runtime[capability] === 'function'
  const native = transferCall({ namespace, token: 'native', to: '', amount: 0n }).method
  const token = transferCall({ namespace, token: 'token', to: '', amount: 0n }).method
  return { native: has(native), tokens: namespace !== 'bip122' && has(token), fee: has('estimateFee') }
}

/** Sends through the adapter; resolves to the transaction hash (EVM), signature (Solana) or txid (Bitcoin). */
export async function runTransfer(runtime: AdapterRuntime, transfer: Transfer): Promise<string> {
  const { method, params } = transferCall(transfer)
  requireCapability(runtime, method, transfer.namespace)
  return runtime[method](params)
}

/** The network fee of `transfer`, in base units of the native currency (CAPABILITY_MISSING when the adapter cannot tell). */
export async function estimateTransferFee(runtime: AdapterRuntime, transfer: Transfer): Promise<bigint> {
  requireCapability(runtime, 'estimateFee', transfer.namespace)
  return runtime.estimateFee(transferCall(transfer).params)
}

/**
 * The units of the sent token its issuer keeps (a Solana Token-2022 transfer-fee mint's fee): the
 * receiver gets the amount less this. 0 for the native currency, and where the adapter has no
 * `estimateTokenFee` (no token it sends keeps anything).
 */
export async function estimateTokenFee(runtime: AdapterRuntime, transfer: Transfer): Promise<bigint> {
  if (transfer.token === 'native' || typeof runtime.estimateTokenFee !== 'function') return 0n
  return runtime.estimateTokenFee(transferCall(transfer).params)
}

/**
 * The fee kept back when Max sends the whole native balance. EVM and Solana: the fee of a plain
 * transfer (it does not depend on the amount). Bitcoin: the fee of spending every coin in one
 * output, which the adapter gives for a transfer without an amount.
 */
export async function estimateMaxFee(runtime: AdapterRuntime, namespace: ChainNamespace, to: string): Promise<bigint> {
  requireCapability(runtime, 'estimateFee', namespace)
  if (namespace === 'eip155') return runtime.estimateFee({ to, value: 0n })
  if (namespace === 'bip122') return runtime.estimateFee({ recipient: to })
  return runtime.estimateFee({ recipient: to, amount: 1n })
}
