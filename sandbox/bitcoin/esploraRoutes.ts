import * as v from 'valibot'
import type { BitcoinFaucet } from './bitcoinFaucet.js'
import { renderAddress, renderStatus, renderTransaction, renderUtxo } from './esploraJson.js'
import type { UtxoLedger } from './utxoLedger.js'
import { TxRejection } from './verifyInputs.js'

/** A response: status, body, and whether the body is JSON or plain text (Esplora answers both). */
export interface RouteResult {
  status: number
  body: unknown
  text?: boolean
}

const ok = (body: unknown): RouteResult => ({ status: 200, body })
const text = (status: number, body: string): RouteResult => ({ status, body, text: true })

const TXID = /^[0-9a-f]{64}$/

// Esplora reports sat/vB per confirmation target; regtest-like low fees, cheaper for later targets.
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]
const FEE_ESTIMATES = Object.fromEntries(FEE_TARGETS.map((t) => [String(t), Math.max(1, Math.round((12 / Math.sqrt(t)) * 100) / 100)]))

const FaucetBodySchema = v.object({
  address: v.pipe(v.string('address must be a string'), v.minLength(1, 'address must not be empty')),
  sats: v.pipe(
    v.number('sats must be a number'),
    v.integer('sats must be a whole number of satoshis'),
    v.minValue(546, 'sats must be at least 546 (dust)'),
    v.maxValue(100_000_000_000, 'the sandbox faucet gives at most 1000 BTC per request'),
  ),
})

/** The Esplora REST routes plus the sandbox faucet. `body` is the raw request body for POSTs. */
export function route(ledger: UtxoLedger, faucet: BitcoinFaucet, method: string, path: string, body: string): RouteResult {
  const parts = path.split('/').filter(Boolean)
  const [head, id, sub, ...rest] = parts

  if (method === 'GET' && head === 'blocks' && id === 'tip' && rest.length === 0) {
    if (sub === 'height') return text(200, String(ledger.height))
    if (sub === 'hash') return text(200, ledger.tipHash)
  }
  if (method === 'GET' && head === 'fee-estimates' && parts.length === 1) return ok(FEE_ESTIMATES)

  if (method === 'GET' && head === 'address' && id && rest.length === 0) {
    try {
      ledger.scriptOf(id)
    } catch (error) {
      return text(400, `Invalid Bitcoin address: ${(error as Error).message}`)
    }
    if (sub === undefined) return ok(renderAddress(ledger, id))
    if (sub === 'utxo')
      return ok(
        ledger
          .outputsOf(id)
          .filter((o) => !o.spentBy)
          .map((o) => renderUtxo(ledger, o)),
      )
    if (sub === 'txs')
      return ok(
        ledger
          .transactionsOf(id)
          .slice(0, 50)
          .map((r) => renderTransaction(ledger, r)),
      )
  }

  // Esplora's paging of an address's confirmed history: 25 per page, after `last_seen` (every
  // transaction of the stand-in is confirmed at once, so this is the whole history).
  if (method === 'GET' && head === 'address' && id && sub === 'txs' && rest[0] === 'chain' && rest.length <= 2) {
    try {
      ledger.scriptOf(id)
    } catch (error) {
      return text(400, `Invalid Bitcoin address: ${(error as Error).message}`)
    }
    let records = ledger.transactionsOf(id)
    const lastSeen = rest[1]
    if (lastSeen !== undefined) {
      if (!TXID.test(lastSeen)) return text(400, `Invalid last_seen_txid '${lastSeen}': expected 64 lower-case hex characters`)
      const at = records.findIndex((r) => r.txid === lastSeen)
      records = at < 0 ? [] : records.slice(at + 1)
    }
    return ok(records.slice(0, 25).map((r) => renderTransaction(ledger, r)))
  }

  if (method === 'GET' && head === 'tx' && id && rest.length === 0) {
    if (!TXID.test(id)) return text(400, `Invalid transaction id '${id}': expected 64 lower-case hex characters`)
    const record = ledger.transaction(id)
    if (!record) return text(404, 'Transaction not found')
    if (sub === undefined) return ok(renderTransaction(ledger, record))
    if (sub === 'hex') return text(200, record.hex)
    if (sub === 'status') return ok(renderStatus(record))
    if (sub === 'outspends') {
      return ok(
        record.tx.outs.map((_, vout) => {
          const spentBy = ledger.output(id, vout)?.spentBy
          const spender = spentBy && ledger.transaction(spentBy.txid)
          return spentBy && spender ? { spent: true, txid: spentBy.txid, vin: spentBy.vin, status: renderStatus(spender) } : { spent: false }
        }),
      )
    }
  }

  if (method === 'POST' && head === 'tx' && parts.length === 1) {
    const hex = body.trim()
    if (!/^([0-9a-fA-F]{2})+$/.test(hex))
      return text(400, 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed: body must be the raw transaction as hex"}')
    try {
      return text(200, ledger.broadcast(hex.toLowerCase()).txid)
    } catch (error) {
      if (!(error instanceof TxRejection)) throw error
      return text(400, `sendrawtransaction RPC error: ${JSON.stringify({ code: error.rpcCode, message: error.message })}`)
    }
  }

  if (method === 'POST' && head === 'sandbox' && id === 'faucet' && parts.length === 2) {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return { status: 400, body: { error: 'body must be JSON: { "address": "bcrt1...", "sats": 100000 }' } }
    }
    const parsed = v.safeParse(FaucetBodySchema, json)
    if (!parsed.success) {
      return { status: 400, body: { error: parsed.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.') ?? 'body'}: ${i.message}`).join('; ') } }
    }
    try {
      ledger.scriptOf(parsed.output.address)
    } catch (error) {
      return { status: 400, body: { error: `address: ${(error as Error).message}` } }
    }
    const { record, vout } = faucet.pay(parsed.output.address, BigInt(parsed.output.sats))
    return ok({ txid: record.txid, vout, sats: parsed.output.sats, height: record.height })
  }

  return text(404, `Not found: ${method} /${parts.join('/')} is not an Esplora route served by the sandbox`)
}
