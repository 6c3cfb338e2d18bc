import ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'

/** The output an input spends. */
export interface SpentOutput {
  script: Uint8Array
  value: bigint
}

/** A rejection in Bitcoin Core's words (`reason`), with what exactly failed (`detail`). */
export class TxRejection extends Error {
  constructor(
    readonly rpcCode: number,
    readonly reason: string,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`)
    this.name = 'TxRejection'
  }
}

const isP2wpkh = (s: Uint8Array) => s.length === 22 && s[0] === 0x00 && s[1] === 0x14
const isP2tr = (s: Uint8Array) => s.length === 34 && s[0] === 0x51 && s[1] === 0x20

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function scriptFailure(index: number, detail: string): TxRejection {
  return new TxRejection(-26, 'mandatory-script-verify-flag-failed', `input ${index}: ${detail}`)
}

function verifyP2wpkh(tx: Transaction, index: number, spent: SpentOutput): void {
  const witness = tx.ins[index]!.witness
  if (witness.length !== 2) throw scriptFailure(index, `p2wpkh witness must be [signature, pubkey], got ${witness.length} items`)
  const [encodedSignature, pubkey] = witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33 || !ecc.isPoint(pubkey)) throw scriptFailure(index, 'witness public key is not a compressed secp256k1 point')
  if (!equal(crypto.hash160(pubkey), spent.script.subarray(2))) {
    throw scriptFailure(index, 'witness public key does not match the spent p2wpkh program')
  }
  let decoded
  try {
    decoded = script.signature.decode(encodedSignature)
  } catch (error) {
    throw scriptFailure(index, `signature is not a DER signature with a hash type (${(error as Error).message})`)
  }
  const scriptCode = payments.p2pkh({ pubkey }).output!
  const hash = tx.hashForWitnessV0(index, scriptCode, spent.value, decoded.hashType)
  if (!ecc.verify(hash, pubkey, decoded.signature, true)) {
    throw scriptFailure(index, 'Signature must be zero for failed CHECK(MULTI)SIG operation (ECDSA signature does not verify)')
  }
}

function verifyP2trKeyPath(tx: Transaction, index: number, spentOutputs: SpentOutput[]): void {
  const witness = [...tx.ins[index]!.witness]
  // A last element starting with 0x50 is an annex when there are at least two elements.
  const annex = witness.length >= 2 && witness[witness.length - 1]![0] === 0x50 ? witness.pop() : undefined
  if (witness.length !== 1) {
    throw scriptFailure(index, 'taproot script-path spends are not supported by the sandbox; only key-path (one signature)')
  }
  const signature = witness[0]!
  if (signature.length !== 64 && signature.length !== 65) {
    throw scriptFailure(index, `Invalid Schnorr signature size (${signature.length} bytes)`)
  }
  const hashType = signature.length === 65 ? signature[64]! : Transaction.SIGHASH_DEFAULT
  if (signature.length === 65 && hashType === Transaction.SIGHASH_DEFAULT) {
    throw scriptFailure(index, 'Invalid Schnorr signature hash type (explicit SIGHASH_DEFAULT)')
  }
  const hash = tx.hashForWitnessV1(
    index,
    spentOutputs.map((o) => o.script),
    spentOutputs.map((o) => o.value),
    hashType,
    undefined,
    annex,
  )
  const outputKey = spentOutputs[index]!.script.subarray(2)
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))) {
    throw scriptFailure(index, 'Invalid Schnorr signature (does not verify against the output key)')
  }
}

/**
 * Verifies every input's signature against the output it spends (script and amount), for the
 * two spend types the sandbox wallets use: segwit v0 p2wpkh and taproot key-path. Any other
 * spent script is refused as non-standard rather than accepted unchecked.
 */
export function verifyInputs(tx: Transaction, spentOutputs: SpentOutput[]): void {
  tx.ins.forEach((input, index) => {
    const spent = spentOutputs[index]!
    if (input.script.length > 0) throw scriptFailure(index, 'native segwit inputs must have an empty scriptSig')
    if (isP2wpkh(spent.script)) return verifyP2wpkh(tx, index, spent)
    if (isP2tr(spent.script)) return verifyP2trKeyPath(tx, index, spentOutputs)
    throw new TxRejection(
      -26,
      'non-standard-input',
      `input ${index} spends a ${script.toASM(spent.script).split(' ')[0]}… output; the sandbox verifies p2wpkh and p2tr key-path spends only`,
    )
  })
}
