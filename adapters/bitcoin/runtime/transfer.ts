import { HatchError } from '../../../kernel/errors/HatchError.js'
import { ADDRESS_TYPE_NAMES, addressTypeOf, dustLimitOf, inputVbytesOf } from './addressTypes.js'

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

/** Virtual size of one input spending `script` with a single signature, by its address type. */
export function inputVbytes(script: Uint8Array): number {
  const size = inputVbytesOf(script)
  if (size === undefined) throw unsupportedSpend(script)
  return size
}
/** Virtual size of an output: value (8), script length (1) and the script. */
export const outputVbytes = (script: Uint8Array): number => 9 + script.length

/** Dust limit of an output paying `script`, by its address type (Bitcoin Core, 3 sat/vB dust relay fee). */
export const dustLimit = dustLimitOf

/** CAPABILITY_MISSING naming the address type Hatch cannot spend from. */
export function unsupportedSpend(script: Uint8Array, address?: string): HatchError {
  const type = ADDRESS_TYPE_NAMES[addressTypeOf(script)]
  return new HatchError('CAPABILITY_MISSING', {
    params: { namespace: 'bip122', capability: `sendTransfer from a ${type} address` },
    details: `${address ?? 'the payment address'} is ${type}; Hatch sends from P2WPKH, P2TR, P2SH-P2WPKH and P2PKH addresses`,
  })
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
  const dust = dustLimit(toScript)
  if (amount < dust)
    throw new HatchError('INVALID_PARAMETERS', {
      params: {
        method: 'sendTransfer',
        issue: `amount ${amount} sats is below the dust limit of ${dust} sats for a ${ADDRESS_TYPE_NAMES[addressTypeOf(toScript)]} recipient`,
        // What the send form tells a visitor in their language (SEND_BELOW_DUST).
        dustSats: String(dust),
      },
    })
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
