import type { PublicKey } from '@solana/web3.js'
import * as v from 'valibot'
import { decodeBase58, encodeBase58 } from './base58.js'
import { PubkeySchema, SignatureSchema, config, parseParams, withContext, type RpcMethod } from './rpcParams.js'
import { SolanaRpcError, type SolanaLedger, type TransactionRecord } from './solanaLedger.js'

/** Sends lamports from the sandbox faucet; returns the signature. */
export type Airdrop = (to: PublicKey, lamports: number) => string

const WireEncodingSchema = v.optional(v.picklist(['base58', 'base64'], 'encoding must be base58 or base64'), 'base58')
const MAX_AIRDROP_LAMPORTS = 1_000 * 1_000_000_000

function decodeWire(encoded: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    return encoding === 'base64' ? Uint8Array.from(Buffer.from(encoded, 'base64')) : decodeBase58(encoded)
  } catch (error) {
    throw new SolanaRpcError(-32602, `invalid transaction: not ${encoding}: ${(error as Error).message}`)
  }
}

function status(record: TransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized' as const,
  }
}

function renderTransaction(record: TransactionRecord, encoding: 'json' | 'jsonParsed' | 'base64' | 'base58') {
  if (encoding === 'base64') return [Buffer.from(record.wire).toString('base64'), 'base64']
  if (encoding === 'base58') return [encodeBase58(record.wire), 'base58']
  const { message, signatures } = record.transaction
  const keys = message.staticAccountKeys
  const header = message.header
  const signer = (i: number) => i < header.numRequiredSignatures
  const writable = (i: number) =>
    signer(i) ? i < header.numRequiredSignatures - header.numReadonlySignedAccounts : i < keys.length - header.numReadonlyUnsignedAccounts
  const instructions = message.compiledInstructions.map((ix) =>
    encoding === 'json'
      ? { programIdIndex: ix.programIdIndex, accounts: ix.accountKeyIndexes, data: encodeBase58(ix.data), stackHeight: null }
      : {
          programId: keys[ix.programIdIndex]?.toBase58(),
          accounts: ix.accountKeyIndexes.map((i) => keys[i]?.toBase58()),
          data: encodeBase58(ix.data),
          stackHeight: null,
        },
  )
  return {
    signatures: signatures.map((s) => encodeBase58(s)),
    message: {
      accountKeys:
        encoding === 'json'
          ? keys.map((k) => k.toBase58())
          : keys.map((k, i) => ({ pubkey: k.toBase58(), signer: signer(i), writable: writable(i), source: 'transaction' })),
      header,
      instructions,
      recentBlockhash: message.recentBlockhash,
      ...(record.transaction.version === 0 ? { addressTableLookups: message.addressTableLookups } : {}),
    },
  }
}

/** Sending, simulating and looking up transactions; the faucet. */
export function transactionMethods(ledger: SolanaLedger, airdrop: Airdrop): Record<string, RpcMethod> {
  return {
    sendTransaction(params) {
      const [encoded, cfg] = parseParams(
        'sendTransaction',
        v.tuple([
          v.string('expected an encoded transaction'),
          config({
            encoding: WireEncodingSchema,
            skipPreflight: v.optional(v.boolean(), false),
            preflightCommitment: v.optional(v.string()),
            maxRetries: v.optional(v.number()),
          }),
        ]),
        params,
      )
      return ledger.submit(decodeWire(encoded, cfg.encoding), { skipPreflight: cfg.skipPreflight })
    },
    simulateTransaction(params) {
      const [encoded, cfg] = parseParams(
        'simulateTransaction',
        v.tuple([
          v.string('expected an encoded transaction'),
          config({ encoding: WireEncodingSchema, sigVerify: v.optional(v.boolean(), false), replaceRecentBlockhash: v.optional(v.boolean(), false) }),
        ]),
        params,
      )
      if (cfg.sigVerify && cfg.replaceRecentBlockhash) {
        throw new SolanaRpcError(-32602, 'Invalid params for simulateTransaction: sigVerify may not be used with replaceRecentBlockhash')
      }
      const tx = ledger.decode(decodeWire(encoded, cfg.encoding))
      const result = ledger.simulate(tx, { sigVerify: cfg.sigVerify, replaceRecentBlockhash: cfg.replaceRecentBlockhash })
      return withContext(ledger, { ...result, accounts: null, returnData: null })
    },
    getSignatureStatuses(params) {
      const [signatures] = parseParams(
        'getSignatureStatuses',
        v.tuple([
          v.pipe(v.array(SignatureSchema), v.maxLength(256, 'at most 256 signatures per request')),
          v.optional(v.looseObject({ searchTransactionHistory: v.optional(v.boolean()) }), {}),
        ]),
        params,
      )
      return withContext(
        ledger,
        signatures.map((s) => {
          const record = ledger.record(s)
          return record ? status(record) : null
        }),
      )
    },
    getTransaction(params) {
      const [signature, cfg] = parseParams(
        'getTransaction',
        v.tuple([
          SignatureSchema,
          v.optional(
            v.union([
              v.picklist(['json', 'jsonParsed', 'base64', 'base58']),
              v.looseObject({
                encoding: v.optional(v.picklist(['json', 'jsonParsed', 'base64', 'base58'], 'unknown encoding'), 'json'),
                maxSupportedTransactionVersion: v.optional(v.number()),
                commitment: v.optional(v.string()),
              }),
            ]),
            {},
          ),
        ]),
        params,
      )
      const options = typeof cfg === 'string' ? { encoding: cfg, maxSupportedTransactionVersion: undefined } : cfg
      const record = ledger.record(signature)
      if (!record) return null
      const version = record.transaction.version
      if (version !== 'legacy' && (options.maxSupportedTransactionVersion ?? -1) < version) {
        throw new SolanaRpcError(
          -32015,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return {
        slot: record.slot,
        blockTime: record.blockTime,
        ...(options.maxSupportedTransactionVersion === undefined ? {} : { version }),
        transaction: renderTransaction(record, options.encoding ?? 'json'),
        meta: {
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          fee: record.fee,
          preBalances: record.preBalances,
          postBalances: record.postBalances,
          innerInstructions: [],
          logMessages: record.logs,
          preTokenBalances: record.preTokenBalances,
          postTokenBalances: record.postTokenBalances,
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: record.computeUnits,
        },
      }
    },
    getSignaturesForAddress(params) {
      const [address, cfg] = parseParams(
        'getSignaturesForAddress',
        v.tuple([
          PubkeySchema,
          config({
            limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000, 'limit must be at most 1000')), 1000),
            before: v.optional(SignatureSchema),
            until: v.optional(SignatureSchema),
          }),
        ]),
        params,
      )
      let records = ledger.signaturesFor(address.toBase58())
      if (cfg.before) {
        const at = records.findIndex((r) => r.signature === cfg.before)
        records = at === -1 ? [] : records.slice(at + 1)
      }
      if (cfg.until) {
        const at = records.findIndex((r) => r.signature === cfg.until)
        if (at !== -1) records = records.slice(0, at)
      }
      return records.slice(0, cfg.limit).map((r) => ({
        signature: r.signature,
        slot: r.slot,
        err: r.err,
        memo: null,
        blockTime: r.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    requestAirdrop(params) {
      const [to, lamports] = parseParams(
        'requestAirdrop',
        v.tuple([
          PubkeySchema,
          v.pipe(
            v.number('expected lamports as a number'),
            v.integer('lamports must be whole'),
            v.minValue(1, 'lamports must be positive'),
            v.maxValue(MAX_AIRDROP_LAMPORTS, 'the sandbox faucet gives at most 1000 SOL per request'),
          ),
        ]),
        params.slice(0, 2),
      )
      return airdrop(to, lamports)
    },
  }
}
