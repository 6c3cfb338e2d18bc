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
const isP2sh = (s: Uint8Array) => s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87
const isP2pkh = (s: Uint8Array) => s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function scriptFailure(index: number, detail: string): TxRejection {
  return new TxRejection(-26, 'mandatory-script-verify-flag-failed', `input ${index}: ${detail}`)
}

/** A DER signature with its hash type, or the script failure Core reports. */
function decodeSignature(index: number, encoded: Uint8Array): { signature: Uint8Array; hashType: number } {
  try {
    return script.signature.decode(encoded)
  } catch (error) {
    throw scriptFailure(index, `signature is not a DER signature with a hash type (${(error as Error).message})`)
  }
}

/** `program` is the 20-byte key hash of the p2wpkh output, or of the redeemScript a p2sh-p2wpkh input reveals. */
function verifyP2wpkh(tx: Transaction, index: number, spent: SpentOutput, program: Uint8Array = spent.script.subarray(2)): void {
  const witness = tx.ins[index]!.witness
  if (witness.length !== 2) throw scriptFailure(index, `p2wpkh witness must be [signature, pubkey], got ${witness.length} items`)
  const [encodedSignature, pubkey] = witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33 || !ecc.isPoint(pubkey)) throw scriptFailure(index, 'witness public key is not a compressed secp256k1 point')
  if (!equal(crypto.hash160(pubkey), program)) {
    throw scriptFailure(index, 'witness public key does not match the spent p2wpkh program')
  }
  const decoded = decodeSignature(index, encodedSignature)
  const scriptCode = payments.p2pkh({ pubkey }).output!
  const hash = tx.hashForWitnessV0(index, scriptCode, spent.value, decoded.hashType)
  if (!ecc.verify(hash, pubkey, decoded.signature, true)) {
    throw scriptFailure(index, 'Signature must be zero for failed CHECK(MULTI)SIG operation (ECDSA signature does not verify)')
  }
}

/**
 * Nested segwit (BIP-141 P2SH-P2WPKH): the scriptSig is exactly one push of the redeemScript
 * `0 <20-byte key hash>`, whose hash160 is the p2sh output's; the witness then spends that program.
 */
function verifyP2shP2wpkh(tx: Transaction, index: number, spent: SpentOutput): void {
  const chunks = script.decompile(tx.ins[index]!.script)
  const redeem = chunks?.length === 1 ? chunks[0] : undefined
  if (!(redeem instanceof Uint8Array)) throw scriptFailure(index, 'p2sh scriptSig must be one push of the redeemScript')
  if (!equal(crypto.hash160(redeem), spent.script.subarray(2, 22))) throw scriptFailure(index, 'redeemScript does not hash to the spent p2sh output')
  if (!(redeem.length === 22 && redeem[0] === 0x00 && redeem[1] === 0x14)) {
    throw new TxRejection(-26, 'non-standard-input', `input ${index} redeems a p2sh script that is not p2wpkh; the sandbox verifies p2sh-p2wpkh only`)
  }
  verifyP2wpkh(tx, index, spent, redeem.subarray(2))
}

/** Legacy P2PKH: scriptSig `<signature> <pubkey>`, no witness, signed over the legacy sighash. */
function verifyP2pkh(tx: Transaction, index: number, spent: SpentOutput): void {
  const input = tx.ins[index]!
  if (input.witness.length > 0) throw scriptFailure(index, 'a p2pkh input carries no witness')
  const chunks = script.decompile(input.script)
  const [encodedSignature, pubkey] = chunks ?? []
  if (chunks?.length !== 2 || !(encodedSignature instanceof Uint8Array) || !(pubkey instanceof Uint8Array)) {
    throw scriptFailure(index, 'p2pkh scriptSig must be [signature, pubkey]')
  }
  if (!ecc.isPoint(pubkey)) throw scriptFailure(index, 'scriptSig public key is not a secp256k1 point')
  if (!equal(crypto.hash160(pubkey), spent.script.subarray(3, 23))) throw scriptFailure(index, 'public key does not match the spent p2pkh key hash')
  const decoded = decodeSignature(index, encodedSignature)
  const hash = tx.hashForSignature(index, spent.script, decoded.hashType)
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
 * single-key spend types wallets pay from: segwit v0 p2wpkh, taproot key-path, nested segwit
 * p2sh-p2wpkh and legacy p2pkh. Any other spent script is refused as non-standard rather than
 * accepted unchecked.
 */
export function verifyInputs(tx: Transaction, spentOutputs: SpentOutput[]): void {
  tx.ins.forEach((input, index) => {
    const spent = spentOutputs[index]!
    if (isP2sh(spent.script)) return verifyP2shP2wpkh(tx, index, spent)
    if (isP2pkh(spent.script)) return verifyP2pkh(tx, index, spent)
    if (input.script.length > 0) throw scriptFailure(index, 'native segwit inputs must have an empty scriptSig')
    if (isP2wpkh(spent.script)) return verifyP2wpkh(tx, index, spent)
    if (isP2tr(spent.script)) return verifyP2trKeyPath(tx, index, spentOutputs)
    throw new TxRejection(
      -26,
      'non-standard-input',
      `input ${index} spends a ${script.toASM(spent.script).split(' ')[0]}… output; the sandbox verifies p2wpkh, p2tr key-path, p2sh-p2wpkh and p2pkh spends only`,
    )
  })
}
