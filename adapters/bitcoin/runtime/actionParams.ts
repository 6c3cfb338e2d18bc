import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { parseSats } from './amounts.js'

const nonEmpty = (what: string) => v.pipe(v.string(`${what} must be a string`), v.nonEmpty(`${what} must not be empty`))

/** signPsbt: a base64 PSBT, optionally which inputs each address signs, and whether to broadcast. */
export const SignPsbtSchema = v.object({
  psbt: v.pipe(nonEmpty('psbt'), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'psbt must be base64')),
  signInputs: v.optional(
    v.array(
      v.object({
        address: nonEmpty('address'),
        index: v.pipe(v.number('index must be a number'), v.integer('index must be an integer'), v.minValue(0, 'index must not be negative')),
        sighashTypes: v.optional(v.array(v.number())),
      }),
      'signInputs must be an array',
    ),
  ),
  broadcast: v.optional(v.boolean('broadcast must be a boolean')),
})

/** Parameters of `signPsbt` (the AppKit Bitcoin shape). */
export type SignPsbtParams = v.InferInput<typeof SignPsbtSchema>

/** What `signPsbt` resolves to: the signed PSBT (base64) and, when broadcast, the transaction id. */
export interface SignPsbtResult {
  psbt: string
  txid?: string
}

/** Every bitcoin there will ever be, in satoshis: more cannot be sent. */
const MAX_MONEY = 2_100_000_000_000_000n

const sats = v.pipe(
  v.unknown(),
  v.check((input) => parseSats(input) !== undefined, 'amount must be a whole number of satoshis (bigint, integer or string of digits)'),
  v.transform((input) => parseSats(input) as bigint),
  v.check((input) => input > 0n, 'amount must be more than 0 satoshis'),
  v.check((input) => input <= MAX_MONEY, `amount must be at most 21 million BTC (${MAX_MONEY} satoshis)`),
)

/** sendTransfer: pay `amount` satoshis from the payment account to `recipient`. */
export const SendTransferSchema = v.object({
  recipient: nonEmpty('recipient'),
  amount: sats,
  /** sat/vB; defaults to the backend's estimate for confirmation within 6 blocks. */
  feeRate: v.optional(
    v.pipe(
      v.number('feeRate must be a number'),
      v.minValue(1, 'feeRate must be at least 1 sat/vB'),
      v.maxValue(10_000, 'feeRate must be at most 10000 sat/vB'),
    ),
  ),
})

/**
 * estimateFee: the fee of `sendTransfer({ recipient, amount, feeRate })`; without `amount`, the fee
 * of sending the whole spendable balance (every coin, no change).
 */
export const EstimateFeeSchema = v.object({
  recipient: SendTransferSchema.entries.recipient,
  amount: v.optional(sats),
  feeRate: SendTransferSchema.entries.feeRate,
})

/** Parameters of `sendTransfer`; resolves to the transaction id. */
export interface SendTransferParams {
  recipient: string
  /** Satoshis: a bigint, a safe integer, or a string of digits. */
  amount: bigint | number | string
  /** sat/vB; defaults to the backend's estimate for confirmation within 6 blocks. */
  feeRate?: number
}

/** Validates a capability's parameters; the error names the method and every wrong field. */
export function parseParams<S extends v.GenericSchema>(method: string, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues.map((i) => i.message).join('; ')
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue } })
}
