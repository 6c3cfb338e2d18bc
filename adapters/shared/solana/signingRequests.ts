/**
 * The Solana signing requests a runtime's `request` capability serves for the Solana provider,
 * in WalletConnect's Solana JSON-RPC form (what a WalletConnect session passes through as it is):
 * transactions in base64, messages, keys and signatures in base58.
 *
 * - `solana_signMessage` `{ message, pubkey }` → `{ signature }`
 * - `solana_signTransaction` `{ transaction }` → `{ signature, transaction? }`
 * - `solana_signAllTransactions` `{ transactions }` → `{ transactions }`
 * - `solana_signAndSendTransaction` `{ transaction, sendOptions? }` → `{ signature }`
 */
import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'

const base58 = (what: string) => v.pipe(v.string(`${what} must be base58 text`), v.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, `${what} must be base58 text`))
const base64 = (what: string) =>
  v.pipe(v.string(`${what} must be base64 text`), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, `${what} must be a serialized transaction in base64`))

/** The most transactions one `solana_signAllTransactions` may carry (the embedded wallet's limit too). */
export const MAX_SIGN_ALL = 16

const SendOptions = v.strictObject({
  preflightCommitment: v.optional(
    v.picklist(['processed', 'confirmed', 'finalized'], 'sendOptions.preflightCommitment must be processed, confirmed or finalized'),
  ),
  skipPreflight: v.optional(v.boolean('sendOptions.skipPreflight must be a boolean')),
  maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'sendOptions.maxRetries must not be negative'))),
  minContextSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'sendOptions.minContextSlot must not be negative'))),
})

/** Params of each signing request. */
export const SigningParams = {
  solana_signMessage: v.strictObject({ message: base58('message'), pubkey: base58('pubkey') }),
  solana_signTransaction: v.strictObject({ transaction: base64('transaction') }),
  solana_signAllTransactions: v.strictObject({
    transactions: v.pipe(
      v.array(base64('each transaction'), 'transactions must be a list'),
      v.minLength(1, 'transactions must hold a transaction'),
      v.maxLength(MAX_SIGN_ALL, `transactions must hold at most ${MAX_SIGN_ALL}`),
    ),
  }),
  solana_signAndSendTransaction: v.strictObject({ transaction: base64('transaction'), sendOptions: v.optional(SendOptions) }),
} as const

/** The method names of the signing requests. */
export type SigningMethod = keyof typeof SigningParams

/** Params of `method`, as the caller passes them. */
export type SigningParamsOf<M extends SigningMethod> = v.InferOutput<(typeof SigningParams)[M]>

/** Whether `method` is one of the signing requests. */
export const isSigningMethod = (method: string): method is SigningMethod => Object.hasOwn(SigningParams, method)

/** Checks `params` of a signing request, throwing INVALID_PARAMETERS naming what is wrong. */
export function parseSigningParams<M extends SigningMethod>(method: M, params: unknown): SigningParamsOf<M> {
  const result = v.safeParse(SigningParams[method], params)
  if (result.success) return result.output
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: result.issues.map((i) => i.message).join('; ') } })
}
