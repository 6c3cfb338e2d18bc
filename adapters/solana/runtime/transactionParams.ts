import * as v from 'valibot'
import { PreflightCommitmentSchema } from '../commitments.js'
import { publicKeyProblem } from '../../shared/solana/publicKey.js'
import { isTransactionInput, type TransactionInput } from './transactionForms.js'

const TransactionInputSchema = v.custom<TransactionInput>(
  isTransactionInput,
  'transaction must be a web3.js Transaction or VersionedTransaction, a @solana/kit Transaction, serialized bytes, or a base64 string',
)

const address = v.custom<string>(
  (input) => publicKeyProblem(input) === undefined,
  (issue) => `to ${publicKeyProblem(issue.input)}`,
)

const lamports = v.pipe(
  v.union(
    [v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'value must be a whole number of lamports'))],
    'value must be lamports as a bigint or a string of digits',
  ),
  v.transform((input) => BigInt(input)),
  v.check((input) => input > 0n, 'value must be more than 0 lamports'),
  v.check((input) => input < 2n ** 64n, 'value must fit in 64 bits'),
)

/** Send options (spec §5: the preflight commitment is checked against the accepted list). */
export const SendOptionsSchema = v.object({
  preflightCommitment: v.optional(PreflightCommitmentSchema),
  skipPreflight: v.optional(v.boolean('skipPreflight must be a boolean')),
  maxRetries: v.optional(
    v.pipe(v.number('maxRetries must be a number'), v.integer('maxRetries must be whole'), v.minValue(0, 'maxRetries must not be negative')),
  ),
  minContextSlot: v.optional(
    v.pipe(v.number('minContextSlot must be a number'), v.integer('minContextSlot must be whole'), v.minValue(0, 'minContextSlot must not be negative')),
  ),
})

/** Checked send options. */
export type SendOptions = v.InferOutput<typeof SendOptionsSchema>

/** signTransaction: one transaction for the connected account to sign. */
export const SignTransactionSchema = v.object({ transaction: TransactionInputSchema })

/**
 * sendTransaction: either a prepared `transaction`, or a native SOL transfer `{ to, value }`
 * (value in lamports) built from the connected account; plus send options.
 */
export const SendTransactionSchema = v.pipe(
  v.object({
    transaction: v.optional(TransactionInputSchema),
    to: v.optional(address),
    value: v.optional(lamports),
    options: v.optional(SendOptionsSchema),
  }),
  v.check(
    (p) => (p.transaction !== undefined) !== (p.to !== undefined && p.value !== undefined),
    'pass either transaction, or both to and value (a SOL transfer)',
  ),
  v.check((p) => p.transaction === undefined || (p.to === undefined && p.value === undefined), 'pass either transaction, or to and value, not both'),
)

// The one params check of the Solana calls (the embedded wallet's and WalletConnect's too).
export { parseParams } from '../../shared/solana/transferCalls.js'
