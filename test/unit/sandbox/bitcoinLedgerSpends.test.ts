import { payments, Psbt, script as bscript, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BitcoinFaucet } from '../../../sandbox/bitcoin/bitcoinFaucet.js'
import { bitcoinTestAccount, ensureEccLib, REGTEST, sandboxBitcoinKey, UtxoLedger } from '../../../sandbox/bitcoin/index.js'

ensureEccLib()
const key = sandboxBitcoinKey('ledger-spends')
const other = sandboxBitcoinKey('ledger-spends-other')
const recipient = bitcoinTestAccount(9).paymentAddress
const nested = payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key.publicKey, network: REGTEST }), network: REGTEST })
const legacy = payments.p2pkh({ pubkey: key.publicKey, network: REGTEST })

/** A ledger whose faucet paid 50,000 sats to `address`, and a transaction spending that coin signed by `signer`. */
function spend(address: string, signer = key, edit?: (psbt: Psbt) => void): { ledger: UtxoLedger; tx: Transaction } {
  const ledger = new UtxoLedger(REGTEST)
  const { record, vout } = new BitcoinFaucet(ledger).pay(address, 50_000n)
  const psbt = new Psbt({ network: REGTEST })
  psbt.addInput({
    hash: record.txid,
    index: vout,
    ...(address === legacy.address
      ? { nonWitnessUtxo: record.tx.toBuffer() }
      : { witnessUtxo: { script: record.tx.outs[vout]!.script, value: 50_000n }, redeemScript: nested.redeem!.output! }),
  })
  psbt.addOutput({ address: recipient, value: 49_000n })
  edit?.(psbt)
  psbt.signInput(0, signer)
  psbt.finalizeAllInputs()
  return { ledger, tx: psbt.extractTransaction() }
}

describe('the sandbox ledger verifies P2SH-P2WPKH and P2PKH spends', () => {
  it('mines a P2SH-P2WPKH spend and a P2PKH spend signed by the key the outputs pay', () => {
    for (const address of [nested.address!, legacy.address!]) {
      const { ledger, tx } = spend(address)
      ledger.broadcast(tx.toHex())
      expect(ledger.outputsOf(recipient).map((o) => o.value)).toEqual([49_000n])
      expect(ledger.outputsOf(address).filter((o) => !o.spentBy)).toEqual([])
    }
  })

  it('refuses a P2SH-P2WPKH spend whose signature does not verify, or whose redeemScript is not the output’s', () => {
    const { ledger, tx } = spend(nested.address!)
    const forged = tx.clone()
    forged.outs[0]!.value = 49_500n
    expect(() => ledger.broadcast(forged.toHex())).toThrow(/mandatory-script-verify-flag-failed: input 0: .*ECDSA signature does not verify/)
    const wrongRedeem = tx.clone()
    wrongRedeem.ins[0]!.script = bscript.compile([payments.p2wpkh({ pubkey: other.publicKey }).output!])
    expect(() => ledger.broadcast(wrongRedeem.toHex())).toThrow('input 0: redeemScript does not hash to the spent p2sh output')
  })

  it('refuses a P2PKH spend signed by another key, or whose signature covers other outputs', () => {
    const { ledger, tx } = spend(legacy.address!)
    const forged = tx.clone()
    forged.outs[0]!.value = 49_500n
    expect(() => ledger.broadcast(forged.toHex())).toThrow(/input 0: .*ECDSA signature does not verify/)
    const swapped = tx.clone()
    const [signature] = bscript.decompile(tx.ins[0]!.script)!
    swapped.ins[0]!.script = bscript.compile([signature as Uint8Array, other.publicKey])
    expect(() => ledger.broadcast(swapped.toHex())).toThrow('input 0: public key does not match the spent p2pkh key hash')
  })
})
