import { script as bscript } from 'bitcoinjs-lib'
import type { LedgerOutput, LedgerTransaction, UtxoLedger } from './utxoLedger.js'

/** Esplora's name for an output script's type. */
export function scriptType(script: Uint8Array): string {
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh'
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh'
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr'
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9) return 'p2pkh'
  if (script.length === 23 && script[0] === 0xa9) return 'p2sh'
  if (script[0] === 0x6a) return 'op_return'
  return 'unknown'
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

function renderOutput(ledger: UtxoLedger, script: Uint8Array, value: bigint) {
  const address = ledger.addressOf(script)
  return {
    scriptpubkey: hex(script),
    scriptpubkey_asm: bscript.toASM(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

/** `status` object of a mined transaction. */
export function renderStatus(record: LedgerTransaction) {
  return { confirmed: true, block_height: record.height, block_hash: record.blockHash, block_time: record.blockTime }
}

/** A transaction as Esplora's `GET /tx/:txid` renders it. */
export function renderTransaction(ledger: UtxoLedger, record: LedgerTransaction) {
  const { tx } = record
  const coinbase = record.prevouts.length === 0
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout = record.prevouts[index]
      return {
        txid: Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        prevout: prevout ? renderOutput(ledger, prevout.script, prevout.value) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: input.script.length ? bscript.toASM(input.script) : '',
        witness: input.witness.map(hex),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((out) => renderOutput(ledger, out.script, out.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(record.fee),
    status: renderStatus(record),
  }
}

/** A UTXO as `GET /address/:addr/utxo` renders it. */
export function renderUtxo(ledger: UtxoLedger, output: LedgerOutput) {
  const record = ledger.transaction(output.txid)!
  return { txid: output.txid, vout: output.vout, status: renderStatus(record), value: Number(output.value) }
}

/** `GET /address/:addr` summary: everything is confirmed, so the mempool stats are zero. */
export function renderAddress(ledger: UtxoLedger, address: string) {
  const outputs = ledger.outputsOf(address)
  const spent = outputs.filter((o) => o.spentBy)
  const sum = (list: LedgerOutput[]) => Number(list.reduce((total, o) => total + o.value, 0n))
  return {
    address,
    chain_stats: {
      funded_txo_count: outputs.length,
      funded_txo_sum: sum(outputs),
      spent_txo_count: spent.length,
      spent_txo_sum: sum(spent),
      tx_count: ledger.transactionsOf(address).length,
    },
    mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
  }
}
