import { VersionedMessage } from '@solana/web3.js'
import * as v from 'valibot'
import { SOLANA_CORE_VERSION, config, parseParams, withContext, type RpcMethod } from './rpcParams.js'
import { LAMPORTS_PER_SIGNATURE, messageFee } from './messageFee.js'
import { SolanaRpcError, type SolanaLedger } from './solanaLedger.js'

const SLOTS_PER_EPOCH = 432_000

/** Cluster, slot, blockhash and fee queries. */
export function chainMethods(ledger: SolanaLedger): Record<string, RpcMethod> {
  return {
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getHealth: () => 'ok',
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.slot,
    // Every slot produces a block here, so block height equals slot.
    getBlockHeight: () => ledger.slot,
    getTransactionCount: () => ledger.transactionCount,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.slot,
      epoch: Math.floor(ledger.slot / SLOTS_PER_EPOCH),
      slotIndex: ledger.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }),
    getLatestBlockhash: () => withContext(ledger, ledger.latestBlockhash()),
    getRecentBlockhash: () =>
      withContext(ledger, {
        blockhash: ledger.latestBlockhash().blockhash,
        feeCalculator: { lamportsPerSignature: LAMPORTS_PER_SIGNATURE },
      }),
    isBlockhashValid(params) {
      const [blockhash] = parseParams(
        'isBlockhashValid',
        v.tuple([v.pipe(v.string('expected a base58 blockhash'), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 blockhash')), config({})]),
        params,
      )
      return withContext(ledger, ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage(params) {
      const [encoded] = parseParams('getFeeForMessage', v.tuple([v.string('expected a base64 message'), config({})]), params)
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'))
      } catch (error) {
        throw new SolanaRpcError(-32602, `Invalid params for getFeeForMessage: message is not a base64 transaction message (${(error as Error).message})`)
      }
      const fee = ledger.isBlockhashValid(message.recentBlockhash) ? messageFee(message) : null
      return withContext(ledger, fee)
    },
  }
}
