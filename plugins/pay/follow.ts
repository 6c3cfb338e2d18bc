import type { MakeError } from './errors.js'
import type { ResolvedPayment } from './types.js'

/** How long a payment is followed before it is called failed: the chain has not confirmed it. */
export const CONFIRM_TIMEOUT_MS = 120_000
const SOLANA_POLL_MS = 400
const EVM_POLL_MS = 250

/** Where a confirmed transfer landed. */
export interface Confirmation {
  /** The block (EVM) or slot (Solana). */
  block: bigint
}

/** A JSON-RPC call; `T` is what the node answers for `method` (it is the node's to keep). */
async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method} answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'error'}`)
  return body.result
}

/**
 * Follows a sent transfer on its network until it is confirmed: EVM through the transaction
 * receipt (a reverted transfer fails), Solana through the signature's status (confirmed or
 * finalized; an error fails). Resolves with the block or slot; rejects with PAY_FAILED, also when
 * nothing is confirmed within {@link CONFIRM_TIMEOUT_MS}.
 */
export async function followOnChain(
  payment: Pick<ResolvedPayment, 'namespace' | 'rpcUrl'>,
  hash: string,
  error: MakeError,
  timeoutMs = CONFIRM_TIMEOUT_MS,
): Promise<Confirmation> {
  const failed = (reason: string, cause?: unknown) => error('PAY_FAILED', { params: { reason }, ...(cause === undefined ? {} : { cause }) })
  if (payment.namespace === 'eip155') return followEvm(payment.rpcUrl, hash, failed, timeoutMs)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const statuses = await jsonRpc<{ value: ({ slot: number; err: unknown; confirmationStatus?: string } | null)[] }>(payment.rpcUrl, 'getSignatureStatuses', [
      [hash],
      { searchTransactionHistory: true },
    ]).catch(() => undefined)
    const status = statuses?.value[0]
    if (status?.err) throw failed(`transaction ${hash} failed on chain: ${JSON.stringify(status.err)}`)
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return { block: BigInt(status.slot) }
    await new Promise((resolve) => setTimeout(resolve, SOLANA_POLL_MS))
  }
  throw failed(`transaction ${hash} was not confirmed within ${Math.round(timeoutMs / 1000)} s`)
}

type EvmReceipt = { status?: string; blockNumber?: string } | null
type EvmTransaction = { from: string; nonce: string } | null
type EvmStep = { mined: { block: bigint; reverted: boolean } } | { replaced: true } | { pending: { from: string; nonce: bigint } | undefined }

/** One look at an EVM transaction: mined (and how), replaced by the wallet, or still pending. */
async function lookAtEvm(url: string, hash: string, sent: { from: string; nonce: bigint } | undefined): Promise<EvmStep> {
  const receipt = await jsonRpc<EvmReceipt>(url, 'eth_getTransactionReceipt', [hash])
  if (receipt?.blockNumber) return { mined: { block: BigInt(receipt.blockNumber), reverted: receipt.status !== '0x1' } }
  const transaction = await jsonRpc<EvmTransaction>(url, 'eth_getTransactionByHash', [hash])
  if (transaction) return { pending: { from: transaction.from, nonce: BigInt(transaction.nonce) } }
  // Gone from the node: replaced when its sender's nonce has moved past it.
  if (sent && BigInt((await jsonRpc<string>(url, 'eth_getTransactionCount', [sent.from, 'latest'])) ?? '0x0') > sent.nonce) return { replaced: true }
  return { pending: sent }
}

/**
 * Polls the EVM transaction's receipt (eth_getTransactionReceipt) until it is mined: a reverted
 * transfer fails. A transaction the wallet replaced (sped up or cancelled: its hash is gone and its
 * sender's nonce has moved past it) fails at once, saying so, rather than at the deadline. A node
 * that does not answer is asked again at the next poll.
 */
async function followEvm(url: string, hash: string, failed: (reason: string, cause?: unknown) => Error, timeoutMs: number): Promise<Confirmation> {
  const deadline = Date.now() + timeoutMs
  let sent: { from: string; nonce: bigint } | undefined
  let lastError: unknown
  while (Date.now() < deadline) {
    const step = await lookAtEvm(url, hash, sent).catch((error: unknown) => {
      lastError = error
      return { pending: sent }
    })
    if ('mined' in step) {
      if (step.mined.reverted) throw failed(`transaction ${hash} reverted on chain`)
      return { block: step.mined.block }
    }
    if ('replaced' in step) throw failed(`transaction ${hash} was replaced in the wallet (sped up or cancelled); its replacement is not followed`)
    sent = step.pending
    await new Promise((resolve) => setTimeout(resolve, EVM_POLL_MS))
  }
  throw failed(`transaction ${hash} was not confirmed within ${Math.round(timeoutMs / 1000)} s`, lastError)
}
