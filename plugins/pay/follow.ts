import { createClient, http, type Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { MakeError } from './errors.js'
import type { ResolvedPayment } from './types.js'

/** How long a payment is followed before it is called failed: the chain has not confirmed it. */
export const CONFIRM_TIMEOUT_MS = 120_000
const SOLANA_POLL_MS = 400

/** Where a confirmed transfer landed. */
export interface Confirmation {
  /** The block (EVM) or slot (Solana). */
  block: bigint
}

async function solanaRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`${method} answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
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
  if (payment.namespace === 'eip155') {
    const client = createClient({ transport: http(payment.rpcUrl) })
    let receipt
    try {
      receipt = await waitForTransactionReceipt(client, { hash: hash as Hex, timeout: timeoutMs, pollingInterval: 250 })
    } catch (cause) {
      throw failed(`transaction ${hash} was not confirmed (${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)})`, cause)
    }
    if (receipt.status !== 'success') throw failed(`transaction ${hash} reverted on chain`)
    return { block: receipt.blockNumber }
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const statuses = (await solanaRpc(payment.rpcUrl, 'getSignatureStatuses', [[hash], { searchTransactionHistory: true }]).catch(() => undefined)) as
      { value: ({ slot: number; err: unknown; confirmationStatus?: string } | null)[] } | undefined
    const status = statuses?.value[0]
    if (status?.err) throw failed(`transaction ${hash} failed on chain: ${JSON.stringify(status.err)}`)
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return { block: BigInt(status.slot) }
    await new Promise((resolve) => setTimeout(resolve, SOLANA_POLL_MS))
  }
  throw failed(`transaction ${hash} was not confirmed within ${Math.round(timeoutMs / 1000)} s`)
}
