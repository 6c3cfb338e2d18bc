import { crypto as bcrypto, opcodes, Psbt, script as bscript, Transaction, type Signer } from 'bitcoinjs-lib'

/**
 * BIP-322 "simple" message signing (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki):
 * a virtual `to_spend` transaction commits to the tagged message hash and pays the signer's
 * script; `to_sign` spends it, and the signature is the serialized witness of that input. Works
 * for p2wpkh and p2tr key-path addresses, which are the two the test wallet holds.
 */

/** `SHA256(tag) || SHA256(tag) || message`, hashed again: the BIP-322 message hash. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  // bitcoinjs-lib's taggedHash only knows the BIP-340/341 tags, so the tag hash is built here.
  const tag = bcrypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return bcrypto.sha256(Uint8Array.from([...tag, ...tag, ...message]))
}

function toSpend(outputScript: Uint8Array, message: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bscript.compile([opcodes.OP_0, bip322MessageHash(message)]))
  tx.addOutput(outputScript, 0n)
  return tx
}

function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [items.length]
  for (const item of items) {
    // Witness items here are signatures (64-73 bytes) and keys (33 bytes): one-byte lengths.
    if (item.length >= 0xfd) throw new Error('witness item too long for this signer')
    parts.push(item.length, ...item)
  }
  return Uint8Array.from(parts)
}

/**
 * Signs `message` for the address whose output script is `outputScript`; returns the simple
 * signature (the witness stack, serialized). `internalKey` marks a taproot key-path signer.
 */
export function signBip322Simple(options: { message: Uint8Array; outputScript: Uint8Array; signer: Signer; internalKey?: Uint8Array }): Uint8Array {
  const spend = toSpend(options.outputScript, options.message)
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: spend.getId(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: options.outputScript, value: 0n },
    ...(options.internalKey ? { tapInternalKey: options.internalKey } : {}),
  })
  psbt.addOutput({ script: bscript.compile([opcodes.OP_RETURN]), value: 0n })
  psbt.signInput(0, options.signer)
  psbt.finalizeAllInputs()
  const witness = psbt.extractTransaction().ins[0]?.witness
  if (!witness?.length) throw new Error('BIP-322: signing produced no witness')
  return encodeWitness(witness)
}
