import type { Address } from '@solana/addresses'
import type { Instruction } from '@solana/instructions'
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/transaction-messages'
import { compileTransaction, getTransactionEncoder } from '@solana/transactions'

type Blockhash = Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0]['blockhash']

/** A recent blockhash as `getLatestBlockhash` reports it. */
export interface RecentBlockhash {
  blockhash: string
  lastValidBlockHeight: bigint
}

/** An unsigned transaction as the wallet signs it and the RPC prices it. */
export interface UnsignedTransaction {
  /** The whole transaction (empty signature slots, then the message): what the wallet receives. */
  wire: Uint8Array
  /** The message alone: what `getFeeForMessage` prices. */
  message: Uint8Array
}

/**
 * Compiles `instructions` paid by `feePayer` into a legacy transaction with empty signatures,
 * with @solana/kit's compiler and encoder. Legacy (not v0) because every wallet reads it and
 * these transfers need no lookup tables.
 */
export function compileLegacyTransaction(feePayer: string, lifetime: RecentBlockhash, instructions: readonly Instruction[]): UnsignedTransaction {
  const message = appendTransactionMessageInstructions(
    instructions,
    setTransactionMessageLifetimeUsingBlockhash(
      { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight },
      setTransactionMessageFeePayer(feePayer as Address, createTransactionMessage({ version: 'legacy' })),
    ),
  )
  const transaction = compileTransaction(message)
  return { wire: Uint8Array.from(getTransactionEncoder().encode(transaction)), message: Uint8Array.from(transaction.messageBytes) }
}
