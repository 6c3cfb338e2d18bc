import { generateKeyPairSync, sign } from 'node:crypto'
import { WebSocket } from 'ws'
import { encodeBase58 } from '../../../sandbox/solana/base58.js'

/** Signs a relay auth JWT the way `@walletconnect/relay-auth` does (EdDSA, did:key issuer). */
export function signRelayAuth(aud: string, ttlSeconds = 3600): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const iss = `did:key:z${encodeBase58(Uint8Array.from([0xed, 0x01, ...raw]))}`
  const now = Math.floor(Date.now() / 1000)
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, sub: 'test', aud, iat: now, exp: now + ttlSeconds })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}

interface Frame {
  id?: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } }
  result?: unknown
  error?: { code: number; message: string }
}

/** A bare relay client speaking raw JSON-RPC frames, for protocol tests. */
export class RelayTestClient {
  readonly deliveries: NonNullable<Frame['params']>['data'][] = []
  pings = 0
  #nextId = 1
  readonly #waiting = new Map<number, (frame: Frame) => void>()

  private constructor(readonly socket: WebSocket) {
    socket.on('ping', () => this.pings++)
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString() : data instanceof ArrayBuffer ? Buffer.from(data).toString() : data.toString()
      const frame = JSON.parse(text) as Frame
      if (frame.method === 'irn_subscription' && frame.params) {
        this.deliveries.push(frame.params.data)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      } else if (typeof frame.id === 'number') {
        this.#waiting.get(frame.id)?.(frame)
      }
    })
  }

  /** Opens a connection with a valid auth token (or the given query string). */
  static connect(url: string, query = `?auth=${signRelayAuth(url)}`): Promise<RelayTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url + query)
      socket.once('open', () => resolve(new RelayTestClient(socket)))
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}: ${res.statusMessage}`)))
      socket.once('error', reject)
    })
  }

  /** Sends a request and resolves with the whole response frame. */
  call(method: string, params: unknown): Promise<Frame> {
    const id = this.#nextId++
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve)
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  /** Resolves once `count` deliveries have arrived, or rejects after `ms`. */
  async waitForDeliveries(count: number, ms = 2000): Promise<void> {
    const deadline = Date.now() + ms
    while (this.deliveries.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${this.deliveries.length}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  close(): void {
    this.socket.close()
  }
}
