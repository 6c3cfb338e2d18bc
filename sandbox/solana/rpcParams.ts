import { PublicKey } from '@solana/web3.js'
import * as v from 'valibot'
import { SolanaRpcError, type SolanaLedger } from './solanaLedger.js'

/** A method of the RPC: positional params in, JSON result out. */
export type RpcMethod = (params: unknown[]) => unknown

/** The RPC's version string, also reported by getVersion. */
export const SOLANA_CORE_VERSION = '2.2.0'

/** Wraps a value in the `{ context: { slot }, value }` envelope web3.js expects. */
export function withContext(ledger: SolanaLedger, value: unknown) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value }
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((i) => (i.path ? `${i.path.map((p) => String(p.key)).join('.')}: ${i.message}` : i.message)).join('; ')
}

/** Validates positional params against a tuple schema; errors name the method and the bad param. */
export function parseParams<const S extends v.GenericSchema>(method: string, schema: S, params: unknown[]): v.InferOutput<S> {
  const result = v.safeParse(schema, params)
  if (!result.success) throw new SolanaRpcError(-32602, `Invalid params for ${method}: ${describe(result.issues)}`)
  return result.output
}

/** A base58 public key, decoded. */
export const PubkeySchema = v.pipe(
  v.string('expected a base58 public key string'),
  v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key (32-44 characters)'),
  v.transform((text) => new PublicKey(text)),
)

/** A base58 signature (64 bytes). */
export const SignatureSchema = v.pipe(
  v.string('expected a base58 signature string'),
  v.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'expected a base58 transaction signature (64-88 characters)'),
)

/** Commitment levels the RPC accepts; the stand-in finalises everything at once, so all read the same state. */
const CommitmentSchema = v.optional(
  v.picklist(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'], 'unknown commitment level'),
)

/** A config object; unknown keys are tolerated as validators do for forward compatibility. */
export function config<const E extends v.ObjectEntries>(entries: E) {
  const object = v.looseObject({ commitment: CommitmentSchema, minContextSlot: v.optional(v.number()), ...entries })
  return v.pipe(
    v.optional(v.nullable(object)),
    v.transform((value) => value ?? v.parse(object, {})),
  )
}

/** Account data encodings the stand-in renders. */
export const AccountEncodingSchema = v.optional(
  v.picklist(['base64', 'base58', 'jsonParsed'], 'encoding must be base64, base58 or jsonParsed (base64+zstd is not supported by the sandbox)'),
  'base64',
)
