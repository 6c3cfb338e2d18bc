/**
 * The address types Hatch sends from, read from an output script, with what each costs: the
 * virtual size of spending one of its coins with a single signature, and Bitcoin Core's dust limit
 * of an output paying it.
 */

/** A spendable single-key address type: native segwit, taproot key path, nested segwit, legacy. */
export type AddressType = 'p2wpkh' | 'p2tr' | 'p2sh' | 'p2pkh' | 'p2wsh' | 'other'

/** The address type of an output script. `p2sh` is spent as P2SH-P2WPKH, the only P2SH wallets use for payments. */
export function addressTypeOf(script: Uint8Array): AddressType {
  const n = script.length
  if (n === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh'
  if (n === 34 && script[0] === 0x00 && script[1] === 0x20) return 'p2wsh'
  if (n === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr'
  if (n === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87) return 'p2sh'
  if (n === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 0x14 && script[23] === 0x88 && script[24] === 0xac) return 'p2pkh'
  return 'other'
}

/** What Hatch calls each type in errors and docs. */
export const ADDRESS_TYPE_NAMES: Record<AddressType, string> = {
  p2wpkh: 'P2WPKH',
  p2tr: 'P2TR',
  p2sh: 'P2SH-P2WPKH',
  p2pkh: 'P2PKH',
  p2wsh: 'P2WSH',
  other: 'non-standard',
}

/**
 * Virtual size of one input of each type with one signature at its largest (a 72-byte DER
 * signature plus the hash type byte), rounded up so a fee never falls short:
 * p2wpkh 41 bytes + 109 WU witness; p2tr 41 + a 65-byte Schnorr witness; p2sh-p2wpkh 64 bytes
 * (the 23-byte redeemScript push) + the p2wpkh witness; p2pkh 41 + a 108-byte scriptSig.
 */
const INPUT_VBYTES: Partial<Record<AddressType, number>> = { p2wpkh: 68, p2tr: 58, p2sh: 92, p2pkh: 149 }

/** Virtual size of an input spending `script`; undefined for a type Hatch cannot spend. */
export function inputVbytesOf(script: Uint8Array): number | undefined {
  return INPUT_VBYTES[addressTypeOf(script)]
}

/** Whether `script` is a segwit program (version 0 or 1), which Core's dust rule sizes at 67 bytes to spend. */
const isWitnessProgram = (script: Uint8Array) =>
  script.length >= 4 && script.length <= 42 && (script[0] === 0x00 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2

/**
 * Bitcoin Core's dust limit of an output paying `script` at the default 3 sat/vB dust relay fee:
 * 3 × (the output's size + the size of spending it, 67 bytes for a segwit program, 148 otherwise).
 * p2wpkh 294, p2tr and p2wsh 330, p2sh 540, p2pkh 546; OP_RETURN outputs have none.
 */
export function dustLimitOf(script: Uint8Array): bigint {
  if (script[0] === 0x6a) return 0n
  const outputSize = 8 + 1 + script.length
  return BigInt(3 * (outputSize + (isWitnessProgram(script) ? 67 : 148)))
}
