import * as v from 'valibot'
import type { Instruction } from './instruction.js'

/** The Compute Budget program: a transaction's compute-unit limit and price (its priority fee). */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

/** The most compute units one transaction may ask for. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000

/**
 * A transfer's priority fee: `computeUnitLimit` units at `microLamports` per unit (millionths of
 * a lamport). The network charges `ceil(computeUnitLimit × microLamports / 1,000,000)` lamports
 * on top of the signature fee, whatever the transfer really uses, so both are given: the fee is
 * known before the wallet is asked.
 */
export const PriorityFeeSchema = v.strictObject(
  {
    computeUnitLimit: v.pipe(
      v.number('priorityFee.computeUnitLimit must be a number of compute units'),
      v.integer('priorityFee.computeUnitLimit must be whole'),
      v.minValue(1, 'priorityFee.computeUnitLimit must be at least 1'),
      v.maxValue(MAX_COMPUTE_UNIT_LIMIT, `priorityFee.computeUnitLimit must be at most ${MAX_COMPUTE_UNIT_LIMIT}`),
    ),
    microLamports: v.pipe(
      v.union(
        [v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'priorityFee.microLamports must be a whole number'))],
        'priorityFee.microLamports must be micro-lamports per compute unit as a bigint or a string of digits',
      ),
      v.transform((input) => BigInt(input)),
      v.check((input) => input >= 0n, 'priorityFee.microLamports must not be negative'),
      v.check((input) => input < 2n ** 64n, 'priorityFee.microLamports must fit in 64 bits'),
    ),
  },
  'priorityFee must be { computeUnitLimit, microLamports }',
)

/** A checked priority fee. */
export type PriorityFee = v.InferOutput<typeof PriorityFeeSchema>

/** Lamports a priority fee adds to the signature fee, rounded up as the network charges it. */
export function priorityFeeLamports(fee: PriorityFee): bigint {
  return (BigInt(fee.computeUnitLimit) * fee.microLamports + 999_999n) / 1_000_000n
}

/** SetComputeUnitLimit (instruction 2): `units` as u32 little-endian. */
export function setComputeUnitLimit(units: number): Instruction {
  const data = new Uint8Array(5)
  data[0] = 2
  new DataView(data.buffer).setUint32(1, units, true)
  return { programAddress: COMPUTE_BUDGET_PROGRAM, accounts: [], data }
}

/** SetComputeUnitPrice (instruction 3): micro-lamports per compute unit as u64 little-endian. */
export function setComputeUnitPrice(microLamports: bigint): Instruction {
  const data = new Uint8Array(9)
  data[0] = 3
  new DataView(data.buffer).setBigUint64(1, microLamports, true)
  return { programAddress: COMPUTE_BUDGET_PROGRAM, accounts: [], data }
}

/** The two instructions of `fee`, limit first (web3.js's and the wallets' order); none without a fee. */
export function computeBudgetInstructions(fee: PriorityFee | undefined): Instruction[] {
  return fee ? [setComputeUnitLimit(fee.computeUnitLimit), setComputeUnitPrice(fee.microLamports)] : []
}
