import { createHash } from 'node:crypto'
import { address as addressCodec, Transaction, type Network } from 'bitcoinjs-lib'
import { REGTEST } from './bitcoinKeys.js'
import { TxRejection, verifyInputs, type SpentOutput } from './verifyInputs.js'

/** An unspent or spent output the ledger knows. */
export interface LedgerOutput {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  address: string | undefined
  spentBy?: { txid: string; vin: number }
}

/** A confirmed transaction and where it was mined. */
export interface LedgerTransaction {
  txid: string
  tx: Transaction
  hex: string
  height: number
  blockHash: string
  blockTime: number
  fee: bigint
  /** Outputs spent by each input, in input order (empty for the genesis funding). */
  prevouts: LedgerOutput[]
}

// Bitcoin Core's dust threshold at the default 3 sat/vB dust relay fee (GetDustThreshold): the
// output's size plus what spending it costs, 67 bytes for a witness program and 148 otherwise.
// p2wpkh 294, p2tr 330, p2sh 540, p2pkh 546.
function dustThreshold(script: Uint8Array): bigint {
  if (script[0] === 0x6a) return 0n // OP_RETURN carries no value requirement
  const witnessProgram =
    script.length >= 4 && script.length <= 42 && (script[0] === 0x00 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2
  return BigInt(3 * (8 + 1 + script.length + (witnessProgram ? 67 : 148)))
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const txidOfInput = (hash: Uint8Array) => Buffer.from(hash).reverse().toString('hex')

/**
 * The chain behind the Bitcoin backend stand-in: a UTXO set and the transactions that made it.
 * A broadcast is checked the way a node's mempool would (inputs exist and are unspent, no
 * double spend inside the transaction, signatures verify against the spent scripts and amounts,
 * outputs do not exceed inputs, no dust, the minimum relay fee is paid) and then mined at once
 * in its own block.
 */
export class UtxoLedger {
  readonly #outputs = new Map<string, LedgerOutput>()
  readonly #txs = new Map<string, LedgerTransaction>()
  readonly #byAddress = new Map<string, string[]>()
  readonly #blockHashes: string[] = []

  constructor(readonly network: Network = REGTEST) {
    this.#blockHashes.push(this.#nextBlockHash('genesis'))
  }

  get height(): number {
    return this.#blockHashes.length - 1
  }
  get tipHash(): string {
    return this.#blockHashes[this.height]!
  }

  /** The output script of an address on this network, or a clear error naming the address. */
  scriptOf(address: string): Uint8Array {
    try {
      return addressCodec.toOutputScript(address, this.network)
    } catch {
      throw new Error(`'${address}' is not a valid address on this network (regtest addresses start with bcrt1)`)
    }
  }

  addressOf(script: Uint8Array): string | undefined {
    try {
      return addressCodec.fromOutputScript(script, this.network)
    } catch {
      return undefined
    }
  }

  transaction(txid: string): LedgerTransaction | undefined {
    return this.#txs.get(txid)
  }

  output(txid: string, vout: number): LedgerOutput | undefined {
    return this.#outputs.get(outpoint(txid, vout))
  }

  /** Outputs ever paid to an address (spent ones carry `spentBy`). */
  outputsOf(address: string): LedgerOutput[] {
    return [...this.#outputs.values()].filter((o) => o.address === address)
  }

  /** Transactions touching an address, newest first. */
  transactionsOf(address: string): LedgerTransaction[] {
    return (this.#byAddress.get(address) ?? []).map((txid) => this.#txs.get(txid)!).reverse()
  }

  /**
   * Creates coins from nothing for the faucet's genesis, as a coinbase would. Only the sandbox
   * calls this; every later coin moves by a signed, verified transaction.
   */
  mintCoinbase(script: Uint8Array, value: bigint): LedgerTransaction {
    const tx = new Transaction()
    tx.version = 2
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Uint8Array.from([0x01, this.height + 1]))
    tx.addOutput(script, value)
    return this.#mine(tx, [], 0n)
  }

  /** Checks a raw transaction and mines it in a new block; returns its txid. */
  broadcast(hex: string): LedgerTransaction {
    let tx: Transaction
    try {
      tx = Transaction.fromHex(hex)
    } catch (error) {
      throw new TxRejection(-22, 'TX decode failed', `${(error as Error).message}; send the raw transaction as hex`)
    }
    const txid = tx.getId()
    if (this.#txs.has(txid)) throw new TxRejection(-27, 'Transaction already in block chain', txid)
    if (tx.ins.length === 0) throw new TxRejection(-26, 'bad-txns-vin-empty', 'the transaction has no inputs')
    if (tx.outs.length === 0) throw new TxRejection(-26, 'bad-txns-vout-empty', 'the transaction has no outputs')
    const seen = new Set<string>()
    const prevouts = tx.ins.map((input, index) => {
      const key = outpoint(txidOfInput(input.hash), input.index)
      if (seen.has(key)) throw new TxRejection(-26, 'bad-txns-inputs-duplicate', `input ${index} spends ${key} twice`)
      seen.add(key)
      const spent = this.#outputs.get(key)
      if (!spent) throw new TxRejection(-25, 'bad-txns-inputs-missingorspent', `input ${index} spends ${key}, which does not exist`)
      if (spent.spentBy) {
        throw new TxRejection(-26, 'txn-mempool-conflict', `input ${index} spends ${key}, already spent by ${spent.spentBy.txid}`)
      }
      return spent
    })
    const spentOutputs: SpentOutput[] = prevouts.map((o) => ({ script: o.script, value: o.value }))
    verifyInputs(tx, spentOutputs)
    const totalIn = prevouts.reduce((sum, o) => sum + o.value, 0n)
    const totalOut = tx.outs.reduce((sum, o) => sum + o.value, 0n)
    if (totalOut > totalIn) {
      throw new TxRejection(-26, 'bad-txns-in-belowout', `outputs total ${totalOut} sats but inputs only ${totalIn} sats`)
    }
    tx.outs.forEach((out, vout) => {
      const dust = dustThreshold(out.script)
      if (out.value < dust) throw new TxRejection(-26, 'dust', `output ${vout} pays ${out.value} sats, below the dust threshold of ${dust}`)
    })
    const fee = totalIn - totalOut
    const minimumFee = BigInt(tx.virtualSize())
    if (fee < minimumFee) {
      throw new TxRejection(-26, 'min relay fee not met', `fee ${fee} sats < ${minimumFee} sats (1 sat/vB for ${tx.virtualSize()} vB)`)
    }
    return this.#mine(tx, prevouts, fee)
  }

  #mine(tx: Transaction, prevouts: LedgerOutput[], fee: bigint): LedgerTransaction {
    const txid = tx.getId()
    this.#blockHashes.push(this.#nextBlockHash(txid))
    const record: LedgerTransaction = {
      txid,
      tx,
      hex: tx.toHex(),
      height: this.height,
      blockHash: this.tipHash,
      blockTime: Math.floor(Date.now() / 1000),
      fee,
      prevouts,
    }
    this.#txs.set(txid, record)
    const touched = new Set<string>()
    prevouts.forEach((spent, vin) => {
      spent.spentBy = { txid, vin }
      if (spent.address) touched.add(spent.address)
    })
    tx.outs.forEach((out, vout) => {
      const address = this.addressOf(out.script)
      this.#outputs.set(outpoint(txid, vout), { txid, vout, value: out.value, script: out.script, address })
      if (address) touched.add(address)
    })
    for (const address of touched) {
      const list = this.#byAddress.get(address) ?? []
      list.push(txid)
      this.#byAddress.set(address, list)
    }
    return record
  }

  // Blocks here hold one transaction and no proof of work; the hash only has to be unique.
  #nextBlockHash(seed: string): string {
    return createHash('sha256')
      .update(`${this.#blockHashes.at(-1) ?? ''}:${seed}`)
      .digest('hex')
  }
}
