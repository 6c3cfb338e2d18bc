import type { Server } from 'node:http'
import * as v from 'valibot'
import { WebSocketServer, type WebSocket } from 'ws'
import type { SolanaLedger, TransactionRecord } from './solanaLedger.js'
import { webSocketText } from '../http/webSocketText.js'

/** A JSON-RPC request frame; each field is checked where it is used. */
const FrameSchema = v.object({ id: v.optional(v.unknown()), method: v.optional(v.unknown()), params: v.optional(v.unknown()) })

/**
 * The PubSub half of the RPC, on the same port: `signatureSubscribe` / `signatureUnsubscribe`,
 * which web3.js's `confirmTransaction` waits on. Everything lands finalized at once, so a
 * subscription to a landed signature is answered immediately.
 */
export function attachSignatureSubscriptions(http: Server, ledger: SolanaLedger): () => Promise<void> {
  const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 })
  let nextId = 1
  // subscription id -> waiting socket and signature
  const waiting = new Map<number, { ws: WebSocket; signature: string }>()

  const notify = (ws: WebSocket, subscription: number, record: TransactionRecord) => {
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { subscription, result: { context: { slot: record.slot }, value: { err: record.err } } },
      }),
    )
  }
  const stopListening = ledger.onLanded((record) => {
    for (const [subscription, entry] of waiting) {
      if (entry.signature !== record.signature) continue
      waiting.delete(subscription)
      notify(entry.ws, subscription, record)
    }
  })

  wss.on('connection', (ws) => {
    ws.on('close', () => {
      for (const [id, entry] of waiting) if (entry.ws === ws) waiting.delete(id)
    })
    ws.on('message', (data) => {
      let json: unknown
      try {
        json = JSON.parse(webSocketText(data))
      } catch {
        return ws.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
      }
      const parsed = v.safeParse(FrameSchema, json)
      if (!parsed.success) {
        return ws.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: expected a JSON-RPC object' } }))
      }
      const frame = parsed.output
      const reply = (body: object) => ws.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id ?? null, ...body }))
      const params: unknown[] = Array.isArray(frame.params) ? frame.params : []
      if (frame.method === 'signatureSubscribe') {
        const signature = params[0]
        if (typeof signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) {
          return reply({ error: { code: -32602, message: 'Invalid params for signatureSubscribe: expected a base58 signature' } })
        }
        const subscription = nextId++
        reply({ result: subscription })
        const record = ledger.record(signature)
        if (record) notify(ws, subscription, record)
        else waiting.set(subscription, { ws, signature })
        return
      }
      if (frame.method === 'signatureUnsubscribe') {
        return reply({ result: waiting.delete(Number(params[0])) || true })
      }
      reply({ error: { code: -32601, message: `Method not found: the sandbox PubSub serves signatureSubscribe only, not ${String(frame.method)}` } })
    })
  })

  return () =>
    new Promise<void>((resolve) => {
      stopListening()
      for (const ws of wss.clients) ws.terminate()
      wss.close(() => resolve())
    })
}
