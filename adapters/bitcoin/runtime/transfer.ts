import { HatchError } from '../../../kernel/errors/HatchError.js'

/** A spendable coin: where it is and what it holds. */
export interface Coin {
  txid: string
  vout: number
  value: bigint
}

/** Inputs, fee and change of a transfer, before any signature. */
export interface TransferPlan {
  inputs: Coin[]
  fee: bigint
  /** 0n when the change would be dust and goes to the fee instead. */
  change: bigint
}

/** Virtual size of the version, counts, locktime and segwit marker (10.5 vB, rounded up). */
const OVERHEAD_VB = 11
/** Virtual size of one input spending `script` with a single signature. */
export function inputVbytes(script: Uint8Array): number {
  // p2tr key path: 41 bytes + a 64-byte Schnorr signature in the witness (57.5 vB); p2wpkh: 41
  // bytes + signature and public key (about 68 vB). Rounded up so the fee never falls short.
  return script.length === 34 && script[0] === 0x51 ? 58 : 68
}
/** Virtual size of an output: value (8), script length (1) and the script. */
export const outputVbytes = (script: Uint8Array): number => 9 + script.length

/** Dust limit of the change output (Bitcoin Core, 3 sat/vB dust relay fee): p2wpkh 294, p2tr 330. */
export function dustLimit(script: Uint8Array): bigint {
  return script.length === 34 ? 330n : 294n
}

/** Satoshis `vbytes` cost at `feeRate` sat/vB, rounded up so the fee never falls short. */
function feeAt(feeRate: number): (vbytes: number) => bigint {
  const rate = Math.ceil(feeRate * 1000)
  return (vbytes) => (BigInt(vbytes) * BigInt(rate) + 999n) / 1000n
}

/**
 * The fee of sending every coin to `toScript` in one output, no change: what a "send the whole
 * balance" keeps back. `planTransfer` of the total minus this fee spends exactly these coins.
 */
export function sweepFee(options: { coinCount: number; feeRate: number; fromScript: Uint8Array; toScript: Uint8Array }): bigint {
  return feeAt(options.feeRate)(OVERHEAD_VB + Math.max(1, options.coinCount) * inputVbytes(options.fromScript) + outputVbytes(options.toScript))
}

/**
 * Picks coins largest first until they pay `amount` plus the fee at `feeRate` sat/vB, with change
 * back to the sender unless the change would be dust (then it joins the fee). Throws
 * INVALID_PARAMETERS naming the shortfall when the coins cannot cover it.
 */
export function planTransfer(options: { coins: readonly Coin[]; amount: bigint; feeRate: number; fromScript: Uint8Array; toScript: Uint8Array }): TransferPlan {
  const { amount, fromScript, toScript } = options
  const feeFor = feeAt(options.feeRate)
  const sorted = [...options.coins].sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1))
  const chosen: Coin[] = []
  let total = 0n
  for (const coin of sorted) {
    chosen.push(coin)
    total += coin.value
    const base = OVERHEAD_VB + chosen.length * inputVbytes(fromScript) + outputVbytes(toScript)
    const withChange = feeFor(base + outputVbytes(fromScript))
    if (total >= amount + withChange && total - amount - withChange >= dustLimit(fromScript)) {
      return { inputs: chosen, fee: withChange, change: total - amount - withChange }
    }
    const withoutChange = feeFor(base)
    if (total >= amount + withoutChange) return { inputs: chosen, fee: total - amount, change: 0n }
  }
  const needed = amount + feeFor(OVERHEAD_VB + Math.max(1, sorted.length) * inputVbytes(fromScript) + outputVbytes(toScript))
  throw new HatchError('INVALID_PARAMETERS', {
    params: { method: 'sendTransfer', issue: `amount plus fee (${needed} sats) exceeds the spendable balance (${total} sats)` },
  })
}
