import * as v from 'valibot'
import { HatchError } from '../errors/HatchError.js'
import { firstIssue } from '../http/createHttpClient.js'
import { fetchJsonRpc } from '../http/fetchJsonRpc.js'
import { describeUrl } from '../http/timedFetch.js'

/** How long a transaction is followed before it is called unconfirmed. */
export const CONFIRM_TIMEOUT_MS = 120_000
const SOLANA_POLL_MS = 400
const EVM_POLL_MS = 250

/** Why a followed transaction did not confirm: it failed on chain, the wallet replaced it, or the deadline passed. */
export type FollowFailure = 'reverted' | 'replaced' | 'timeout'

/**
 * Builds the error a follow rejects with: each plugin words it with its own code (pay: PAY_FAILED,
 * swaps: SWAPS_REVERTED …); `reason` is the English detail.
 */
export type FollowError = (why: FollowFailure, reason: string, cause?: unknown) => Error

/** What to follow: a transaction `hash` (EVM) or signature (Solana) on the network at `rpcUrl`. */
export interface FollowTarget {
  namespace: 'eip155' | 'solana'
  rpcUrl: string
  hash: string
  /** Default {@link CONFIRM_TIMEOUT_MS}. */
  timeoutMs?: number
}

/** Where a confirmed transaction landed: the block (EVM) or slot (Solana). */
export interface Confirmation {
  block: bigint
}

const Quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))
const SignatureStatuses = v.object({
  value: v.array(v.nullable(v.object({ slot: v.number(), err: v.unknown(), confirmationStatus: v.optional(v.nullable(v.string())) }))),
})
const Receipt = v.nullable(v.object({ status: v.optional(v.nullable(Quantity)), blockNumber: v.optional(v.nullable(Quantity)) }))
const Transaction = v.nullable(v.object({ from: v.string(), nonce: Quantity }))

/**
 * One JSON-RPC call through the kernel's `fetchJsonRpc` (spec §7's retries, timeouts and typed
 * errors); an answer of another shape than `schema` is INVALID_RESPONSE.
 */
async function rpc<S extends v.GenericSchema>(url: string, method: string, params: unknown[], schema: S): Promise<v.InferOutput<S>> {
  const answer = v.safeParse(schema, await fetchJsonRpc(url, { method, params }))
  if (answer.success) return answer.output
  throw new HatchError('INVALID_RESPONSE', { params: { url: describeUrl(url), issues: `${method}: ${firstIssue(answer.issues)}` } })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Follows a sent transaction on its network until it is confirmed: EVM through the transaction
 * receipt (a reverted one fails), Solana through the signature's status (confirmed or finalized;
 * an error fails). Resolves with the block or slot; rejects with `fail`'s error when it reverted,
 * was replaced in the wallet, or nothing was confirmed within the deadline. Pay, Swap and Send
 * all say "done" through this, only once the chain says so.
 *
 * @example
 * ```ts
 * const { block } = await followTransaction({ namespace: 'eip155', rpcUrl, hash }, (why, reason) => new Error(reason))
 * ```
 */
export async function followTransaction(target: FollowTarget, fail: FollowError): Promise<Confirmation> {
  const { rpcUrl, hash, timeoutMs = CONFIRM_TIMEOUT_MS } = target
  if (target.namespace === 'eip155') return followEvm(rpcUrl, hash, fail, timeoutMs)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const statuses = await rpc(rpcUrl, 'getSignatureStatuses', [[hash], { searchTransactionHistory: true }], SignatureStatuses).catch(() => undefined)
    const status = statuses?.value[0]
    if (status?.err) throw fail('reverted', `transaction ${hash} failed on chain: ${JSON.stringify(status.err)}`)
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return { block: BigInt(status.slot) }
    await pause(SOLANA_POLL_MS)
  }
  throw fail('timeout', `transaction ${hash} was not confirmed within ${Math.round(timeoutMs / 1000)} s`)
}

type EvmStep = { mined: { block: bigint; reverted: boolean } } | { replaced: true } | { pending: { from: string; nonce: bigint } | undefined }

/** One look at an EVM transaction: mined (and how), replaced by the wallet, or still pending. */
async function lookAtEvm(url: string, hash: string, sent: { from: string; nonce: bigint } | undefined): Promise<EvmStep> {
  const receipt = await rpc(url, 'eth_getTransactionReceipt', [hash], Receipt)
  if (receipt?.blockNumber) return { mined: { block: BigInt(receipt.blockNumber), reverted: receipt.status !== '0x1' } }
  const transaction = await rpc(url, 'eth_getTransactionByHash', [hash], Transaction)
  if (transaction) return { pending: { from: transaction.from, nonce: BigInt(transaction.nonce) } }
  // Gone from the node: replaced when its sender's nonce has moved past it.
  if (sent && BigInt(await rpc(url, 'eth_getTransactionCount', [sent.from, 'latest'], Quantity)) > sent.nonce) return { replaced: true }
  return { pending: sent }
}

/**
 * Polls the EVM transaction's receipt (eth_getTransactionReceipt) until it is mined: a reverted
 * one fails. A transaction the wallet replaced (sped up or cancelled: its hash is gone and its
 * sender's nonce has moved past it) fails at once, saying so, rather than at the deadline. A node
 * that does not answer is asked again at the next poll.
 */
async function followEvm(url: string, hash: string, fail: FollowError, timeoutMs: number): Promise<Confirmation> {
  const deadline = Date.now() + timeoutMs
  let sent: { from: string; nonce: bigint } | undefined
  let lastError: unknown
  while (Date.now() < deadline) {
    const step = await lookAtEvm(url, hash, sent).catch((error: unknown) => {
      lastError = error
      return { pending: sent }
    })
    if ('mined' in step) {
      if (step.mined.reverted) throw fail('reverted', `transaction ${hash} reverted on chain`)
      return { block: step.mined.block }
    }
    if ('replaced' in step) throw fail('replaced', `transaction ${hash} was replaced in the wallet (sped up or cancelled); its replacement is not followed`)
    sent = step.pending
    await pause(EVM_POLL_MS)
  }
  throw fail('timeout', `transaction ${hash} was not confirmed within ${Math.round(timeoutMs / 1000)} s`, lastError)
}
