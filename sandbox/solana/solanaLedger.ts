import { createHash } from 'node:crypto'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { FailedTransactionMetadata, LiteSvm, type Account, type TransactionMetadata } from 'litesvm/dist/internal.js'
import { encodeBase58 } from './base58.js'
import { messageFee } from './messageFee.js'

export { LAMPORTS_PER_SIGNATURE } from './messageFee.js'
import { parseMint, parseTokenAccount, type UiTokenAmount } from './tokenAccounts.js'
import { describeFailure, namedFailure, type DescribedError, type TransactionErrorJson } from './transactionErrors.js'

/** Slots a blockhash stays usable, as on a real cluster. */
export const BLOCKHASH_VALID_SLOTS = 150

/** A JSON-RPC error with Solana's codes (-32002 preflight failure, -32003 signature failure, -32602 bad params). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

/** Token balance entry of a transaction's meta. */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** What the ledger remembers of a landed transaction. */
export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  transaction: VersionedTransaction
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  computeUnits: number
}

/** Result of a simulation in the RPC's shape. */
export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
}

/**
 * The chain behind the Solana RPC stand-in: a LiteSVM runtime (real SVM, real signature
 * checks, real programs) plus what a validator adds around it: slots, a window of valid
 * blockhashes, and a memory of landed transactions for status and history queries.
 */
export class SolanaLedger {
  readonly svm = new LiteSvm()
  readonly genesisHash = encodeBase58(createHash('sha256').update('hatch-sandbox-solana-genesis').digest())
  #slot = 1
  readonly #blockhashes = new Map<string, number>()
  readonly #records = new Map<string, TransactionRecord>()
  readonly #byAddress = new Map<string, string[]>()
  #transactionCount = 0
  readonly #landedListeners = new Set<(record: TransactionRecord) => void>()

  readonly #clock: () => number
  readonly #slotMs: number
  readonly #startedAt: number

  /**
   * @param options.slotMs - wall-clock length of a slot (default 400 ms, as on a cluster); slots
   *   advance with time, not with load, so a client's cached blockhash ages as it would on a cluster.
   * @param options.clock - milliseconds since the epoch; replaceable for tests.
   */
  constructor(options: { slotMs?: number; clock?: () => number } = {}) {
    this.#clock = options.clock ?? Date.now
    this.#slotMs = options.slotMs ?? 400
    this.#startedAt = this.#clock()
    // The stand-in checks blockhash age itself so that any hash from the last 150 slots is
    // accepted, as on a cluster (LiteSVM alone accepts only the latest one).
    this.svm.setBlockhashCheck(false)
    this.svm.warpToSlot(BigInt(this.#slot))
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot)
  }

  get slot(): number {
    this.#sync()
    return this.#slot
  }
  get transactionCount(): number {
    return this.#transactionCount
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    this.#sync()
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.#slot + BLOCKHASH_VALID_SLOTS }
  }

  isBlockhashValid(blockhash: string): boolean {
    this.#sync()
    const issued = this.#blockhashes.get(blockhash)
    return issued !== undefined && this.#slot <= issued + BLOCKHASH_VALID_SLOTS
  }

  account(address: PublicKey): Account | null {
    const account = this.svm.getAccount(address.toBytes())
    return account && account.lamports() > 0n ? account : null
  }

  balance(address: PublicKey): number {
    return Number(this.account(address)?.lamports() ?? 0n)
  }

  /** Decimals of an SPL mint, or undefined when the address holds none. */
  mintDecimals = (mint: PublicKey): number | undefined => {
    const account = this.account(mint)
    return account ? parseMint(mint, account)?.mint.decimals : undefined
  }

  /** Every token account of both token programs (classic SPL and Token-2022), with its parsed form. */
  tokenAccounts() {
    const entries = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].flatMap((program) => this.svm.getProgramAccounts(program.toBytes()))
    return entries.flatMap((entry) => {
      const address = new PublicKey(entry.address)
      const parsed = parseTokenAccount(address, entry.account(), this.mintDecimals)
      return parsed ? [{ address, account: entry.account(), parsed }] : []
    })
  }

  /** Calls `listener` for every transaction that lands; returns the function that stops it. */
  onLanded(listener: (record: TransactionRecord) => void): () => void {
    this.#landedListeners.add(listener)
    return () => this.#landedListeners.delete(listener)
  }

  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures that touched an address, newest first. */
  signaturesFor(address: string): TransactionRecord[] {
    return (this.#byAddress.get(address) ?? []).map((s) => this.#records.get(s)!).reverse()
  }

  /** Parses wire bytes into a transaction, with a clear error when they are not one. */
  decode(wire: Uint8Array): VersionedTransaction {
    try {
      return VersionedTransaction.deserialize(wire)
    } catch (error) {
      throw new SolanaRpcError(-32602, `invalid transaction: failed to deserialize: ${(error as Error).message}`)
    }
  }

  /** Runs a transaction without committing it. */
  simulate(tx: VersionedTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationResult {
    if (options.replaceRecentBlockhash) tx.message.recentBlockhash = this.svm.latestBlockhash()
    else if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
    }
    this.svm.setSigverify(options.sigVerify)
    try {
      const result = this.#run(tx, 'simulate')
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return { err: describeFailure(result).json, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
      }
      return { err: null, logs: result.logs(), unitsConsumed: Number(result.computeUnitsConsumed()) }
    } finally {
      this.svm.setSigverify(true)
    }
  }

  /**
   * Checks and executes a signed transaction. Signature failures, replays and stale blockhashes
   * are refused with the RPC's errors; with preflight on, any failure is refused before it costs
   * a fee; with preflight off, a transaction that fails in a program still lands (fee paid, `err` set).
   */
  submit(wire: Uint8Array, options: { skipPreflight: boolean }): string {
    const tx = this.decode(wire)
    const first = tx.signatures[0]
    if (!first || first.every((b) => b === 0)) {
      throw new SolanaRpcError(-32003, 'Transaction signature verification failure: the fee payer has not signed')
    }
    const signature = encodeBase58(first)
    if (this.#records.has(signature)) throw preflightError(namedFailure('AlreadyProcessed'))
    if (!this.isBlockhashValid(tx.message.recentBlockhash)) throw preflightError(namedFailure('BlockhashNotFound'))
    if (!options.skipPreflight) {
      const simulated = this.#run(tx, 'simulate')
      if (simulated instanceof FailedTransactionMetadata) throw preflightError(describeFailure(simulated), simulated)
    }
    const keys = tx.message.staticAccountKeys
    const preBalances = keys.map((k) => this.balance(k))
    const preTokenBalances = this.#tokenBalances(keys)
    const result = this.#run(tx, 'send')
    const postBalances = keys.map((k) => this.balance(k))
    const failure = result instanceof FailedTransactionMetadata ? describeFailure(result) : undefined
    // A failure that charged no fee never landed (bad signature, unknown payer): refuse it.
    if (failure && postBalances[0] === preBalances[0]) throw preflightError(failure, result as FailedTransactionMetadata)
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    this.#land({
      signature,
      slot: this.#slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      transaction: tx,
      err: failure?.json ?? null,
      fee: messageFee(tx.message),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.#tokenBalances(keys),
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
    })
    return signature
  }

  #run(tx: VersionedTransaction, mode: 'send' | 'simulate'): TransactionMetadata | FailedTransactionMetadata {
    const bytes = tx.serialize()
    const legacy = tx.version === 'legacy'
    if (mode === 'send') return legacy ? this.svm.sendLegacyTransaction(bytes) : this.svm.sendVersionedTransaction(bytes)
    const simulated = legacy ? this.svm.simulateLegacyTransaction(bytes) : this.svm.simulateVersionedTransaction(bytes)
    return simulated instanceof FailedTransactionMetadata ? simulated : simulated.meta()
  }

  #tokenBalances(keys: PublicKey[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const account = this.account(key)
      const parsed = account && parseTokenAccount(key, account, this.mintDecimals)
      if (!parsed) return []
      const info = parsed.parsed.info
      return [{ accountIndex, mint: info.mint, owner: info.owner, programId: parsed.programId.toBase58(), uiTokenAmount: info.tokenAmount }]
    })
  }

  #land(record: TransactionRecord): void {
    this.#records.set(record.signature, record)
    this.#transactionCount += 1
    const touched = new Set(record.transaction.message.staticAccountKeys.map((k) => k.toBase58()))
    for (const balance of [...record.preTokenBalances, ...record.postTokenBalances]) touched.add(balance.owner)
    for (const address of touched) {
      const list = this.#byAddress.get(address) ?? []
      list.push(record.signature)
      this.#byAddress.set(address, list)
    }
    for (const listener of this.#landedListeners) listener(record)
  }

  // Moves to the slot the wall clock says; each new slot has a fresh blockhash. Skipped
  // intermediate slots issue none, which is what a client can observe anyway.
  #sync(): void {
    const target = 1 + Math.floor((this.#clock() - this.#startedAt) / this.#slotMs)
    if (target <= this.#slot) return
    this.#slot = target
    this.svm.warpToSlot(BigInt(this.#slot))
    this.svm.expireBlockhash()
    this.#blockhashes.set(this.svm.latestBlockhash(), this.#slot)
    for (const [hash, issued] of this.#blockhashes) {
      if (issued + BLOCKHASH_VALID_SLOTS < this.#slot) this.#blockhashes.delete(hash)
    }
  }
}

function preflightError(failure: DescribedError, result?: FailedTransactionMetadata): SolanaRpcError {
  if (failure.kind === 'SignatureFailure' || failure.kind === 'MissingSignatureForFee') {
    return new SolanaRpcError(-32003, 'Transaction signature verification failure')
  }
  const meta = result?.meta()
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${failure.message}`, {
    err: failure.json,
    logs: meta?.logs() ?? [],
    accounts: null,
    unitsConsumed: meta ? Number(meta.computeUnitsConsumed()) : 0,
    returnData: null,
  })
}
