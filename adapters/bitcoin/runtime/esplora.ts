import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { timedFetch } from '../../../kernel/http/timedFetch.js'

/** Same deadline as the chain RPC default (spec §9). */
const TIMEOUT_MS = 10_000

const UtxoListSchema = v.array(
  v.object({
    txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'txid must be 64 hex characters')),
    vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
    value: v.pipe(v.number(), v.safeInteger('value must be a whole number of satoshis'), v.minValue(0)),
    status: v.object({ confirmed: v.boolean() }),
  }),
)

/** An unspent output as Esplora's `/address/:address/utxo` lists it (confirmed or in the mempool). */
export type EsploraUtxo = v.InferOutput<typeof UtxoListSchema>[number]

const FeeEstimatesSchema = v.record(v.string(), v.number())
const TXID = /^[0-9a-f]{64}$/

/** The Esplora REST calls the adapter makes. */
export interface EsploraClient {
  utxos(address: string): Promise<EsploraUtxo[]>
  /** sat/vB for confirmation within `target` blocks (the nearest listed target at or above it). */
  feeRate(target: number): Promise<number>
  /** Broadcasts a raw transaction; resolves to its txid. The backend's rejection is in `details`. */
  broadcast(hex: string): Promise<string>
  /** A transaction's raw bytes as hex (`/tx/:txid/hex`): what a legacy (P2PKH) input's PSBT needs. */
  txHex(txid: string): Promise<string>
  /** The height of the chain's tip (`/blocks/tip/height`), as a decimal string. */
  tipHeight(): Promise<string>
}

/** An Esplora client for one base URL (e.g. `https://blockstream.info/api`, or the sandbox backend). */
export function createEsplora(baseUrl: string): EsploraClient {
  const call = <T>(path: string, init: RequestInit, read: (response: Response) => Promise<T>) =>
    timedFetch(`${baseUrl}${path}`, init, { timeoutMs: TIMEOUT_MS }, async (response) => {
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 500)
        throw new HatchError('HTTP_STATUS', { params: { status: response.status }, details: `${init.method ?? 'GET'} ${path}: ${text}` })
      }
      return read(response)
    })
  const json = <S extends v.GenericSchema>(path: string, schema: S) =>
    call(path, {}, async (response) => {
      const parsed = v.safeParse(schema, await response.json())
      if (!parsed.success) {
        throw new HatchError('INVALID_RESPONSE', {
          params: { url: `${baseUrl}${path}`, issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'} ${i.message}`).join('; ') },
        })
      }
      return parsed.output
    })
  return {
    utxos: (address) => json(`/address/${encodeURIComponent(address)}/utxo`, UtxoListSchema),
    async feeRate(target) {
      const estimates = await json('/fee-estimates', FeeEstimatesSchema)
      const targets = Object.keys(estimates)
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => a - b)
      const chosen = targets.find((t) => t >= target) ?? targets[targets.length - 1]
      const rate = chosen === undefined ? undefined : estimates[String(chosen)]
      // An empty estimate list (a quiet regtest) falls back to the 1 sat/vB relay minimum.
      return rate && rate > 0 ? rate : 1
    },
    txHex: (txid) =>
      call(`/tx/${encodeURIComponent(txid)}/hex`, {}, async (response) => {
        const hex = (await response.text()).trim()
        if (!/^([0-9a-f]{2})+$/i.test(hex))
          throw new HatchError('INVALID_RESPONSE', {
            params: { url: `${baseUrl}/tx/${txid}/hex`, issues: `expected a raw transaction in hex, got '${hex.slice(0, 80)}'` },
          })
        return hex
      }),
    tipHeight: () =>
      call('/blocks/tip/height', {}, async (response) => {
        const height = (await response.text()).trim()
        if (!/^\d+$/.test(height))
          throw new HatchError('INVALID_RESPONSE', {
            params: { url: `${baseUrl}/blocks/tip/height`, issues: `expected a height, got '${height.slice(0, 80)}'` },
          })
        return height
      }),
    broadcast: (hex) =>
      call('/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } }, async (response) => {
        const txid = (await response.text()).trim()
        if (!TXID.test(txid))
          throw new HatchError('INVALID_RESPONSE', { params: { url: `${baseUrl}/tx`, issues: `expected a txid, got '${txid.slice(0, 80)}'` } })
        return txid
      }),
  }
}
