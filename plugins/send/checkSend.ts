import type { AdapterRuntime, ChainNamespace } from '../../kernel/index.js'
import { formatAmount, parseAmount } from './amount.js'
import { toSendError } from './errors.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'
import type { NameResolver } from './receiver.js'
import { estimateMaxFee, estimateTokenFee, estimateTransferFee, type Transfer } from './transfer.js'
import type { SendError, SendState, SendToken } from './types.js'
import { invalidAddress, isName, normalizeAddress, specAddressProblem } from './validation.js'

/**
 * A send ready to go, or what is wrong with it (each error under the field it concerns). `fee` is
 * the network fee (undefined without an estimate); `tokenFee` the token units its issuer keeps (0
 * when none): the receiver gets `transfer.amount - tokenFee`.
 */
export type CheckedSend =
  { ok: true; transfer: Transfer; token: SendToken; fee: bigint | undefined; tokenFee: bigint } | { ok: false; errors: SendState['errors'] }

/** Why `address` cannot receive: the adapter's own check, else spec §5's rule (a WalletConnect session has none). */
export function addressProblem(runtime: AdapterRuntime | undefined, namespace: ChainNamespace, address: string): string | undefined {
  return runtime?.checkAddress ? runtime.checkAddress({ address }) : specAddressProblem(namespace, address)
}

const insufficient = (token: Pick<SendToken, 'symbol' | 'decimals'>, needed: bigint, available: bigint): SendError => ({
  code: 'SEND_INSUFFICIENT_BALANCE',
  params: { symbol: token.symbol, needed: formatAmount(needed, token.decimals), available: formatAmount(available, token.decimals) },
})

/**
 * Checks a send whose inputs are all there, before anything is signed: the amount (exact, in the
 * token's decimals), the receiver (an address valid on the chain, or a name that resolves to
 * one), then the balance with the network fee: the amount plus the fee for the native currency,
 * the fee in the native currency for a token (the amount alone when the adapter has no fee
 * estimate); and what the token's issuer keeps of the amount, when the adapter tells. Every wrong
 * input is named at once.
 */
export async function checkSend(input: {
  namespace: ChainNamespace
  token: SendToken
  tokens: readonly SendToken[]
  amount: string
  /** The language the amount was typed in (`parseAmount`). */
  locale?: string | undefined
  receiver: string
  runtime: AdapterRuntime
  names: NameResolver
}): Promise<CheckedSend> {
  const { namespace, token, runtime } = input
  const errors: SendState['errors'] = {}
  const amount = parseAmount(input.amount, token.decimals, input.locale)
  if (!amount.ok) errors.amount = amount.error
  let to: string | undefined
  if (isName(input.receiver)) {
    const resolved = await input.names.resolve(input.receiver, namespace)
    if (resolved.ok) to = resolved.address
    else errors.receiver = resolved.error
  } else {
    const address = normalizeAddress(namespace, input.receiver)
    const problem = addressProblem(runtime, namespace, address)
    if (problem === undefined) to = address
    else errors.receiver = invalidAddress(namespace, problem)
  }
  if (!amount.ok || to === undefined) return { ok: false, errors }
  if (amount.value > token.balance) return { ok: false, errors: { amount: insufficient(token, amount.value, token.balance) } }

  const transfer: Transfer = { namespace, token: token.id, to, amount: amount.value }
  let fee: bigint | undefined
  let tokenFee: bigint
  try {
    ;[fee, tokenFee] = await Promise.all([
      // An adapter that cannot estimate fees sends without one: the wallet shows the fee when it asks.
      typeof runtime.estimateFee === 'function' ? estimateTransferFee(runtime, transfer) : undefined,
      estimateTokenFee(runtime, transfer),
    ])
  } catch (error) {
    // Bitcoin's coin selection refuses an amount its coins cannot pay with the fee: that is a balance problem.
    if (namespace === 'bip122' && isHatchErrorLike(error, 'INVALID_PARAMETERS') && String(error.params['issue']).includes('exceeds')) {
      const sweep = await estimateMaxFee(runtime, namespace, to).catch(() => 0n)
      return { ok: false, errors: { amount: insufficient(token, amount.value + sweep, token.balance) } }
    }
    return { ok: false, errors: { form: toSendError(error) } }
  }
  if (fee === undefined) return { ok: true, transfer, token, fee, tokenFee }
  const native = input.tokens.find((t) => t.id === 'native')
  if (token.id === 'native' && amount.value + fee > token.balance)
    return { ok: false, errors: { amount: insufficient(token, amount.value + fee, token.balance) } }
  if (token.id !== 'native' && native && fee > native.balance) return { ok: false, errors: { form: insufficient(native, fee, native.balance) } }
  return { ok: true, transfer, token, fee, tokenFee }
}
