import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { BitcoinSigHashFlag } from '../discovery/features.js'

/** The consensus sighash numbers and the names `bitcoin:signTransaction` takes for them. */
const FLAGS: Record<number, BitcoinSigHashFlag> = {
  0x01: 'ALL',
  0x02: 'NONE',
  0x03: 'SINGLE',
  0x81: 'ALL|ANYONECANPAY',
  0x82: 'NONE|ANYONECANPAY',
  0x83: 'SINGLE|ANYONECANPAY',
}

/**
 * The sighash flag for one input, from the dapp's `sighashTypes` (AppKit's shape, a list of
 * numbers). The Wallet Standard signs an input with one type, so a list of several is refused;
 * none, or 0 (taproot's SIGHASH_DEFAULT), leaves the wallet's default.
 */
export function sigHashFlagOf(types: readonly number[] | undefined, index: number): BitcoinSigHashFlag | undefined {
  if (!types || types.length === 0) return undefined
  const issue = (text: string) =>
    new HatchError('INVALID_PARAMETERS', { params: { method: 'signPsbt', issue: `signInputs sighashTypes of input ${index} ${text}` } })
  if (types.length > 1) throw issue(`lists ${types.length} types; a wallet signs an input with one`)
  const type = types[0]!
  if (type === 0) return undefined
  const flag = FLAGS[type]
  if (!flag) throw issue(`has ${type}, which is no sighash type (1, 2, 3, 129, 130, 131, or 0 for taproot's default)`)
  return flag
}
