import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { compileLegacyTransaction, type UnsignedTransaction } from './legacyTransaction.js'
import type { SolanaRpc, StandardCommitment } from './rpc.js'
import { buildTransfer, TransferSchema, type TransferRequest } from './transfer.js'

/**
 * `{ recipient, amount, mint? }` of sendTransfer and estimateFee, checked; INVALID_PARAMETERS
 * under `method` names every wrong field.
 */
export function parseTransfer(method: string, params: unknown): TransferRequest {
  const result = v.safeParse(TransferSchema, params)
  if (result.success) return result.output
  const issue = result.issues
    .map((i) => {
      const path = v.getDotPath(i)
      return path && !i.message.startsWith(path) ? `${path}: ${i.message}` : i.message
    })
    .join('; ')
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue } })
}

/**
 * The transfer `request` describes, from `from`, compiled on a fresh blockhash; the rent it locks
 * and the token units a transfer-fee mint withholds from the amount.
 */
export async function prepareTransfer(
  rpc: SolanaRpc,
  from: string,
  request: TransferRequest,
  commitment: StandardCommitment,
  method = 'sendTransfer',
): Promise<{ transaction: UnsignedTransaction; rent: bigint; tokenFee: bigint }> {
  const [blockhash, built] = await Promise.all([rpc.getLatestBlockhash(commitment), buildTransfer(rpc, from, request, method)])
  return { transaction: compileLegacyTransaction(from, blockhash, built.instructions), rent: built.rent, tokenFee: built.tokenFee }
}

/**
 * Lamports sending `request` from `from` costs besides the amount, read from the cluster (no
 * wallet is asked): the fee the RPC quotes for the message (signatures, plus the priority fee of
 * its compute-unit limit and price), plus rent for the receiver's new token account.
 */
export async function transferFee(rpc: SolanaRpc, from: string, request: TransferRequest, commitment: StandardCommitment): Promise<bigint> {
  const { transaction, rent } = await prepareTransfer(rpc, from, request, commitment, 'estimateFee')
  const fee = await rpc.getFeeForMessage(transaction.message, commitment)
  if (fee === null)
    throw new HatchError('WALLET_REQUEST_FAILED', {
      params: { method: 'estimateFee' },
      details: 'getFeeForMessage: the blockhash expired before the fee was read',
    })
  return fee + rent
}

/**
 * Token units a Token-2022 transfer-fee mint withholds from `request` sent by `from`, at the
 * cluster's current epoch (the receiver gets the amount less this); 0 for SOL and for mints
 * without the extension. The same reading `sendTransfer` builds with, so the two agree.
 */
export async function transferTokenFee(rpc: SolanaRpc, from: string, request: TransferRequest, method = 'estimateTokenFee'): Promise<bigint> {
  return (await buildTransfer(rpc, from, request, method)).tokenFee
}
