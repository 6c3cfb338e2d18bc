import type { AdapterRuntime } from '../../kernel/index.js'
import type { MakeError } from './errors.js'
import type { ResolvedPayment } from './types.js'

/**
 * Sends the payment from the connected wallet through the adapter's send capabilities (the same
 * the send plugin uses): EVM native `sendTransaction({ to, value })`, ERC20
 * `writeContract({ address, args: [to, amount] })` (the adapter's default ABI is ERC20 `transfer`),
 * Solana `sendTransfer({ recipient, amount, mint? })`. Resolves with the hash or signature as soon
 * as the wallet sent it; CAPABILITY_MISSING when the wallet cannot send this kind of transfer.
 */
export function sendFromWallet(runtime: AdapterRuntime, payment: ResolvedPayment, error: MakeError): Promise<string> {
  const { namespace, token, recipient, units } = payment
  const call =
    namespace === 'eip155'
      ? token === 'native'
        ? { method: 'sendTransaction' as const, params: { to: recipient, value: units } }
        : { method: 'writeContract' as const, params: { address: token, args: [recipient, units] } }
      : { method: 'sendTransfer' as const, params: { recipient, amount: units, ...(token === 'native' ? {} : { mint: token }) } }
  const fn = runtime[call.method]
  if (typeof fn !== 'function') throw error('CAPABILITY_MISSING', { params: { namespace, capability: call.method } })
  return fn.call(runtime, call.params)
}
