/**
 * Solana transfers as every connection that signs what the page builds sends them: the request
 * checked, the transaction prepared on a fresh blockhash, its fee and a mint's withholding read from
 * the cluster, and {@link solanaTransferCalls}, the capabilities the embedded wallet and a
 * WalletConnect session share (the Wallet Standard runtime adds priority fees of its own).
 */
import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { describeSolanaAddressProblem } from './address.js'
import { compileLegacyTransaction, type UnsignedTransaction } from './legacyTransaction.js'
import { publicKeyProblem } from './publicKey.js'
import { createSolanaRpc, type SolanaRpc, type StandardCommitment } from './rpc.js'
import { buildTransfer, systemTransfer, TransferSchema, type TransferRequest } from './transfer.js'

/** Validates a Solana call's params, throwing INVALID_PARAMETERS under `method` that names each wrong field. */
export function parseParams<S extends v.GenericSchema>(method: string, schema: S, params: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, params)
  if (result.success) return result.output
  const issue = result.issues
    .map((i) => {
      const path = v.getDotPath(i)
      return path && !i.message.startsWith(path) ? `${path}: ${i.message}` : i.message
    })
    .join('; ')
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue } })
}

/** `{ recipient, amount, mint? }` of sendTransfer and estimateFee, checked (see {@link parseParams}). */
export const parseTransfer = (method: string, params: unknown): TransferRequest => parseParams(method, TransferSchema, params)

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

/** The commitment blockhashes and fees are read at, and the wallet is asked to preflight with. */
export const TRANSFER_COMMITMENT: StandardCommitment = 'confirmed'

/** `{ to, value }` of sendTransaction: a SOL transfer of `value` lamports. */
export const SolTransfer = v.strictObject({
  to: v.custom<string>(
    (input) => publicKeyProblem(input) === undefined,
    (issue) => `to ${publicKeyProblem(issue.input)}`,
  ),
  value: v.pipe(
    v.union(
      [v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'value must be a whole number of lamports'))],
      'value must be lamports as a bigint or a string of digits',
    ),
    v.transform((input) => BigInt(input)),
    v.check((input) => input > 0n && input < 2n ** 64n, 'value must be more than 0 and fit in 64 bits'),
  ),
})

/** What the transfer calls need of a connection that signs and submits Solana transactions. */
export interface TransferCallDeps {
  /** Has the wallet sign and submit the compiled transaction; resolves to its signature. */
  signAndSend(wire: Uint8Array): Promise<string>
  /** The connected Solana account; throws when there is none. */
  address(method: string): string
  /** The page's active Solana network. */
  network(): CaipNetwork
}

/**
 * The Solana capabilities of a wallet that signs and submits what the page builds (the embedded
 * wallet, a WalletConnect session): transfers of SOL and SPL tokens built here on the network's
 * RPC (one client per network), their fee and what a transfer-fee mint withholds read from the
 * RPC without asking the wallet, and the address check.
 */
export function solanaTransferCalls(deps: TransferCallDeps) {
  const rpcs = new Map<string, SolanaRpc>()
  const rpc = (): SolanaRpc => {
    const network = deps.network()
    let client = rpcs.get(network.caipNetworkId)
    if (!client) rpcs.set(network.caipNetworkId, (client = createSolanaRpc(network)))
    return client
  }
  return {
    /** `{ recipient, amount, mint? }`: lamports of SOL or base units of an SPL token; resolves to the signature. */
    async sendTransfer(params: Record<string, unknown>): Promise<string> {
      const request = parseTransfer('sendTransfer', params)
      const { transaction } = await prepareTransfer(rpc(), deps.address('sendTransfer'), request, TRANSFER_COMMITMENT)
      return deps.signAndSend(transaction.wire)
    },
    /** `{ to, value }`: a SOL transfer in lamports; resolves to the signature. */
    async sendTransaction(params: Record<string, unknown>): Promise<string> {
      const parsed = v.safeParse(SolTransfer, params)
      if (!parsed.success)
        throw new HatchError('INVALID_PARAMETERS', { params: { method: 'sendTransaction', issue: parsed.issues.map((i) => i.message).join('; ') } })
      const from = deps.address('sendTransaction')
      const blockhash = await rpc().getLatestBlockhash(TRANSFER_COMMITMENT)
      return deps.signAndSend(compileLegacyTransaction(from, blockhash, [systemTransfer(from, parsed.output.to, parsed.output.value)]).wire)
    },
    /** Lamports `sendTransfer(params)` costs besides the amount (fee, plus rent for a new token account). */
    async estimateFee(params: Record<string, unknown>): Promise<bigint> {
      return transferFee(rpc(), deps.address('estimateFee'), parseTransfer('estimateFee', params), TRANSFER_COMMITMENT)
    },
    /** Token units a transfer-fee mint withholds from `sendTransfer(params)`: the receiver gets the rest. */
    async estimateTokenFee(params: Record<string, unknown>): Promise<bigint> {
      return transferTokenFee(rpc(), deps.address('estimateTokenFee'), parseTransfer('estimateTokenFee', params))
    },
    checkAddress: ({ address }: { address: string }) => describeSolanaAddressProblem(address),
  }
}
