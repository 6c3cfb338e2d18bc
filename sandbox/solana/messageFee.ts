import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js'

/** Fee per signature the runtime charges. */
export const LAMPORTS_PER_SIGNATURE = 5000
/** Compute units a transaction gets per instruction without SetComputeUnitLimit, and at most. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const MAX_COMPUTE_UNITS = 1_400_000

/**
 * Lamports a cluster charges for `message`, as getFeeForMessage reports it: the signature fee
 * plus the priority fee, `ceil(limit × microLamports per unit / 10^6)`, of its ComputeBudget
 * instructions (the limit being SetComputeUnitLimit's, else 200,000 per other instruction up to
 * 1,400,000). LiteSVM charges the same (checked against its balances in the sandbox's tests).
 */
export function messageFee(message: VersionedMessage): number {
  const keys = message.staticAccountKeys
  let limit: number | undefined
  let price = 0n
  let others = 0
  for (const instruction of message.compiledInstructions) {
    const data = instruction.data
    if (!keys[instruction.programIdIndex]?.equals(ComputeBudgetProgram.programId)) {
      others += 1
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length === 5) limit = view.getUint32(1, true)
    if (data[0] === 3 && data.length === 9) price = view.getBigUint64(1, true)
  }
  const units = BigInt(Math.min(limit ?? DEFAULT_UNITS_PER_INSTRUCTION * others, MAX_COMPUTE_UNITS))
  const priority = (units * price + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures + Number(priority)
}
