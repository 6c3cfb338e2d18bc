import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { decodeBase58, encodeBase58 } from '../../../kernel/units/base58.js'
import { fromBase64, toBase64 } from '../../shared/solana/base64.js'
import { isSigningMethod, parseSigningParams } from '../../shared/solana/signingRequests.js'
import { SolTransfer, solanaTransferCalls, TRANSFER_COMMITMENT as COMMITMENT } from '../../shared/solana/transferCalls.js'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/** sendTransaction: a SOL transfer `{ to, value }`, or a serialized `transaction` (bytes or base64) for the account to sign. */
const SendTransactionSchema = v.union(
  [
    SolTransfer,
    v.strictObject({
      transaction: v.union(
        [v.instance(Uint8Array), v.pipe(v.string(), v.regex(BASE64, 'transaction must be base64'))],
        'transaction must be serialized bytes or base64 text',
      ),
    }),
  ],
  'pass { to, value } (a SOL transfer in lamports) or { transaction } (serialized bytes or base64)',
)

/** What the Solana calls need of the runtime: the frame's RPC (after approval) and the account. */
export interface SolanaCallDeps {
  /** Runs a wallet method in the frame while its approval shows; resolves to the method's result. */
  rpc(method: string, params: unknown): Promise<unknown>
  /** The embedded account's Solana address; throws when the visitor is not connected on Solana. */
  address(method: string): string
  /** The page's active Solana network (the frame was moved to it on connect). */
  network(): CaipNetwork
}

/**
 * The embedded wallet's Solana capabilities (spec §4 "Send": SOL and SPL): transfers are built
 * here on the page's RPC, signed and sent by the frame (`solana_signAndSendTransaction`, after
 * the visitor approves in it), and their fee read from the RPC without asking the wallet.
 */
export function embeddedSolanaCalls(deps: SolanaCallDeps) {
  const signAndSend = async (wire: Uint8Array): Promise<string> => {
    const result = (await deps.rpc('solana_signAndSendTransaction', {
      transaction: encodeBase58(wire),
      options: { preflightCommitment: COMMITMENT },
    })) as { signature?: unknown } | undefined
    if (typeof result?.signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(result.signature))
      throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'solana_signAndSendTransaction' }, details: 'the frame answered no signature' })
    return result.signature
  }

  const transfers = solanaTransferCalls({ signAndSend, address: deps.address, network: deps.network })

  return {
    ...transfers,
    /** `{ to, value }` (a SOL transfer) or `{ transaction }`, serialized bytes or base64, for the account to sign and send; resolves to the signature. */
    async sendTransaction(params: Record<string, unknown>): Promise<string> {
      const parsed = v.safeParse(SendTransactionSchema, params)
      if (!parsed.success)
        throw new HatchError('INVALID_PARAMETERS', { params: { method: 'sendTransaction', issue: parsed.issues.map((i) => i.message).join('; ') } })
      if (!('transaction' in parsed.output)) return transfers.sendTransaction(params)
      deps.address('sendTransaction')
      const { transaction } = parsed.output
      return signAndSend(typeof transaction === 'string' ? fromBase64(transaction) : transaction)
    },
    /**
     * The Solana provider's signing requests (adapters/shared/solana/signingRequests.ts): each waits
     * for the visitor's Approve in the frame, which speaks base58 where they carry base64.
     */
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (!isSigningMethod(method)) throw new HatchError('CAPABILITY_MISSING', { params: { namespace: 'solana', capability: method } })
      const pubkey = deps.address(method)
      const b58 = (base64: string) => encodeBase58(fromBase64(base64))
      const b64 = (base58: unknown, what: string) => {
        if (typeof base58 !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]+$/.test(base58))
          throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `the frame answered no ${what}` })
        return toBase64(decodeBase58(base58))
      }
      if (method === 'solana_signMessage') {
        const input = parseSigningParams(method, params)
        const result = (await deps.rpc(method, input)) as { signature?: unknown } | undefined
        b64(result?.signature, 'signature')
        return { signature: result?.signature }
      }
      if (method === 'solana_signTransaction') {
        const { transaction } = parseSigningParams(method, params)
        const result = (await deps.rpc(method, { transaction: b58(transaction), pubkey })) as { transaction?: unknown } | undefined
        return { transaction: b64(result?.transaction, 'signed transaction') }
      }
      if (method === 'solana_signAllTransactions') {
        const { transactions } = parseSigningParams(method, params)
        const result = (await deps.rpc(method, { transactions: transactions.map(b58), pubkey })) as { transactions?: unknown } | undefined
        const signed = Array.isArray(result?.transactions) ? result.transactions : []
        if (signed.length !== transactions.length)
          throw new HatchError('WALLET_REQUEST_FAILED', {
            params: { method },
            details: `the frame answered ${signed.length} transactions for ${transactions.length}`,
          })
        return { transactions: signed.map((t) => b64(t, 'signed transaction')) }
      }
      const { transaction, sendOptions } = parseSigningParams(method, params)
      const result = (await deps.rpc(method, {
        transaction: b58(transaction),
        pubkey,
        options: { preflightCommitment: COMMITMENT, ...sendOptions },
      })) as { signature?: unknown } | undefined
      b64(result?.signature, 'signature')
      return { signature: result?.signature }
    },
  }
}
