import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { BitcoinFaucet } from './bitcoinFaucet.js'
import { REGTEST, bitcoinTestAccount, ensureEccLib, type BitcoinTestAccount } from './bitcoinKeys.js'
import { route } from './esploraRoutes.js'
import { UtxoLedger } from './utxoLedger.js'
import { listenOnLoopback, readBodyText } from '../http/loopback.js'

/** Options of {@link startBitcoinBackend}. */
export interface BitcoinBackendOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Only regtest is served. */
  network?: 'regtest'
  /** Number of deterministic test accounts funded at start. Default 3. */
  fundedAccounts?: number
  /** Sats sent to each account's payment (p2wpkh) address. Default 1 BTC. */
  paymentSats?: number
  /** Sats sent to each account's ordinal (p2tr) address. Default 0.1 BTC. */
  ordinalSats?: number
}

/** A running Bitcoin backend stand-in. */
export interface BitcoinBackendHandle {
  /** Esplora base URL, e.g. `http://127.0.0.1:PORT` (routes: `/address/:addr`, `/tx`, ...). */
  url: string
  port: number
  network: 'regtest'
  /** The funded test accounts, with keys. */
  accounts: BitcoinTestAccount[]
  /** The ledger itself, for sandbox code that needs to look behind the REST API. */
  ledger: UtxoLedger
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1024 * 1024

/**
 * Starts the Esplora-compatible Bitcoin backend stand-in on 127.0.0.1: an in-memory UTXO set
 * that verifies p2wpkh and taproot key-path signatures, refuses double spends, mines each
 * accepted transaction at once, and funds deterministic test accounts through a faucet.
 *
 * @example
 * const bitcoin = await startBitcoinBackend({ port: 0, network: 'regtest' })
 * const utxos = await (await fetch(`${bitcoin.url}/address/${bitcoin.accounts[0].paymentAddress}/utxo`)).json()
 */
export async function startBitcoinBackend(options: BitcoinBackendOptions = {}): Promise<BitcoinBackendHandle> {
  if (options.network !== undefined && options.network !== 'regtest') {
    throw new Error(`network must be 'regtest'; the sandbox backend serves no other (got '${String(options.network)}')`)
  }
  ensureEccLib()
  const ledger = new UtxoLedger(REGTEST)
  const faucet = new BitcoinFaucet(ledger)
  const accounts = Array.from({ length: options.fundedAccounts ?? 3 }, (_, i) => bitcoinTestAccount(i))
  for (const account of accounts) {
    faucet.pay(account.paymentAddress, BigInt(options.paymentSats ?? 100_000_000))
    faucet.pay(account.ordinalAddress, BigInt(options.ordinalSats ?? 10_000_000))
  }

  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type',
  }
  // Answers every request itself, failures included (500), so the server need not wait on it.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    try {
      const body = req.method === 'POST' ? await readBodyText(req, MAX_BODY_BYTES) : ''
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      const result = route(ledger, faucet, req.method ?? 'GET', path, body)
      const type = result.text ? 'text/plain' : 'application/json'
      res.writeHead(result.status, { 'Content-Type': type, ...cors })
      res.end(result.text ? String(result.body) : JSON.stringify(result.body))
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain', ...cors }).end(`Internal error: ${(error as Error).message}`)
    }
  }
  const http = createServer((req, res) => void handle(req, res))
  const port = await listenOnLoopback(http, options.port)
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    network: 'regtest',
    accounts,
    ledger,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
      return stopped
    },
  }
}
