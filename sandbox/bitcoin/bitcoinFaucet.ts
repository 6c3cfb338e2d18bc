import { Psbt } from 'bitcoinjs-lib'
import { describeKey, sandboxBitcoinKey } from './bitcoinKeys.js'
import type { LedgerTransaction, UtxoLedger } from './utxoLedger.js'

/** Coins the faucet holds at genesis: 1 million BTC. */
const FAUCET_GENESIS_SATS = 100_000_000_000_000n
/** Flat fee of a faucet payment (one p2wpkh input, two outputs: about 141 vB). */
const FAUCET_FEE_SATS = 300n

/**
 * The sandbox faucet: a p2wpkh key funded by a genesis coinbase, paying requests with real
 * signed transactions that go through the same checks as any broadcast.
 */
export class BitcoinFaucet {
  readonly #key = sandboxBitcoinKey('faucet')
  readonly address: string

  constructor(readonly ledger: UtxoLedger) {
    this.address = describeKey(this.#key, ledger.network).paymentAddress
    ledger.mintCoinbase(ledger.scriptOf(this.address), FAUCET_GENESIS_SATS)
  }

  /** Pays `sats` to `address`; returns the mined transaction and the output index paid. */
  pay(address: string, sats: bigint): { record: LedgerTransaction; vout: number } {
    const script = this.ledger.scriptOf(address)
    const coin = this.ledger
      .outputsOf(this.address)
      .filter((o) => !o.spentBy)
      .sort((a, b) => (a.value > b.value ? -1 : 1))[0]
    if (!coin || coin.value < sats + FAUCET_FEE_SATS) throw new Error('the sandbox faucet has run dry')
    const psbt = new Psbt({ network: this.ledger.network })
    psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: coin.script, value: coin.value } })
    psbt.addOutput({ script, value: sats })
    psbt.addOutput({ script: coin.script, value: coin.value - sats - FAUCET_FEE_SATS })
    psbt.signInput(0, this.#key)
    psbt.finalizeAllInputs()
    return { record: this.ledger.broadcast(psbt.extractTransaction().toHex()), vout: 0 }
  }
}
