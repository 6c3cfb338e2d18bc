import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { accountMethods } from './rpcAccountMethods.js'
import { chainMethods } from './rpcChainMethods.js'
import type { RpcMethod } from './rpcParams.js'
import { transactionMethods } from './rpcTransactionMethods.js'
import { attachSignatureSubscriptions } from './signatureSubscriptions.js'
import { FEE_TOKEN, USDC_DECIMALS, createGenesis, faucetTransfer, feeTokenMintKeypair, usdcMintKeypair, type SolanaTestAccount } from './solanaGenesis.js'
import { SolanaLedger, SolanaRpcError } from './solanaLedger.js'
import { listenOnLoopback, readBodyText } from '../http/loopback.js'

/** Options of {@link startSolanaRpc}. */
export interface SolanaRpcOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Number of deterministic test accounts funded at start. Default 3. */
  fundedAccounts?: number
  /** Lamports each test account starts with. Default 100 SOL. */
  lamportsPerAccount?: number
  /** USDC base units (6 decimals) each test account starts with. Default 1000 USDC. */
  usdcPerAccount?: bigint
  /** Wall-clock length of a slot in milliseconds (default 400, as on a cluster). Blockhashes expire after 150 slots. */
  slotMs?: number
}

/** A running Solana RPC stand-in. */
export interface SolanaRpcHandle {
  /** HTTP JSON-RPC endpoint, e.g. `http://127.0.0.1:PORT`. */
  url: string
  /** PubSub endpoint on the same port (`signatureSubscribe`); give it to web3.js as `wsEndpoint`. */
  wsUrl: string
  port: number
  /** The funded test accounts, with secret keys. */
  accounts: SolanaTestAccount[]
  /** Address of the sandbox USDC mint (6 decimals). */
  usdcMint: string
  usdcDecimals: number
  /** Address of the sandbox's Token-2022 mint with a transfer fee (8 decimals, 1 % up to 5 tokens a transfer). */
  feeTokenMint: string
  feeTokenDecimals: number
  /** Genesis hash the RPC reports (for a CAIP-2 `solana:` id, take its first 32 characters). */
  genesisHash: string
  /** The ledger itself, for sandbox code that needs to look behind the RPC. */
  ledger: SolanaLedger
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024

function answer(methods: Record<string, RpcMethod>, request: unknown) {
  const req = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const id = typeof req?.id === 'number' || typeof req?.id === 'string' ? req.id : null
  const error = (code: number, message: string, data?: unknown) => ({
    jsonrpc: '2.0',
    id,
    error: data === undefined ? { code, message } : { code, message, data },
  })
  if (typeof req !== 'object' || req === null || req.jsonrpc !== '2.0' || typeof req.method !== 'string') {
    return error(-32600, 'Invalid request: expected { jsonrpc: "2.0", id, method, params }')
  }
  if (req.params !== undefined && !Array.isArray(req.params)) return error(-32602, 'Invalid params: params must be an array')
  const method = Object.hasOwn(methods, req.method) ? methods[req.method] : undefined
  if (!method) return error(-32601, `Method not found: ${req.method} is not served by the sandbox Solana RPC`)
  try {
    return { jsonrpc: '2.0', id, result: method((req.params as unknown[] | undefined) ?? []) }
  } catch (err) {
    if (err instanceof SolanaRpcError) return error(err.code, err.message, err.data)
    return error(-32603, `Internal error: ${(err as Error).message}`)
  }
}

/**
 * Starts the Solana JSON-RPC stand-in: an HTTP server on 127.0.0.1 over a LiteSVM runtime,
 * with funded deterministic accounts and a USDC mint built by real transactions.
 *
 * @example
 * const solana = await startSolanaRpc({ port: 0 })
 * const connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
 */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpcHandle> {
  const ledger = new SolanaLedger(options.slotMs === undefined ? {} : { slotMs: options.slotMs })
  const accounts = createGenesis(
    ledger,
    options.fundedAccounts ?? 3,
    options.lamportsPerAccount ?? 100 * 1_000_000_000,
    options.usdcPerAccount ?? 1_000n * 10n ** BigInt(USDC_DECIMALS),
  )
  const methods: Record<string, RpcMethod> = {
    ...chainMethods(ledger),
    ...accountMethods(ledger),
    ...transactionMethods(ledger, (to, lamports) => faucetTransfer(ledger, to, lamports)),
  }

  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type, solana-client',
  }
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify(body))
  }
  // Answers every request itself (a JSON-RPC error for a bad body), so the server need not wait on it.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    if (req.method !== 'POST') return send(res, 405, { error: 'use POST with a JSON-RPC 2.0 body' })
    let body: unknown
    try {
      body = JSON.parse(await readBodyText(req, MAX_BODY_BYTES))
    } catch (err) {
      const message = err instanceof SyntaxError ? 'Parse error: body is not JSON' : (err as Error).message
      return send(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message } })
    }
    if (Array.isArray(body)) {
      if (body.length === 0) return send(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: empty batch' } })
      return send(
        res,
        200,
        body.map((item) => answer(methods, item)),
      )
    }
    send(res, 200, answer(methods, body))
  }
  const http = createServer((req, res) => void handle(req, res))
  const stopSubscriptions = attachSignatureSubscriptions(http, ledger)

  const port = await listenOnLoopback(http, options.port)
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    accounts,
    usdcMint: usdcMintKeypair().publicKey.toBase58(),
    usdcDecimals: USDC_DECIMALS,
    feeTokenMint: feeTokenMintKeypair().publicKey.toBase58(),
    feeTokenDecimals: FEE_TOKEN.decimals,
    genesisHash: ledger.genesisHash,
    ledger,
    stop() {
      stopped ??= stopSubscriptions().then(
        () =>
          new Promise<void>((resolve) => {
            http.close(() => resolve())
            http.closeAllConnections()
          }),
      )
      return stopped
    },
  }
}
