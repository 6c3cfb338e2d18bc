import * as v from 'valibot'

/** A decimal amount as the data service writes it (`"42.5"`): digits, optionally a fraction. */
const decimal = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'quantity.numeric must be a non-negative decimal number like "42.5"'))

/** One value movement of a transaction (spec §3 "Transaction" transfers). Unknown fields are kept. */
export const HistoryTransferSchema = v.looseObject({
  fungible_info: v.optional(
    v.looseObject({
      name: v.optional(v.string()),
      symbol: v.string(),
      icon: v.optional(v.nullable(v.looseObject({ url: v.string() }))),
    }),
  ),
  nft_info: v.optional(
    v.looseObject({
      name: v.optional(v.string()),
      content: v.optional(v.nullable(v.looseObject({ preview: v.optional(v.nullable(v.looseObject({ url: v.string() }))) }))),
      flags: v.optional(v.looseObject({ is_spam: v.optional(v.boolean()) })),
    }),
  ),
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.looseObject({ numeric: decimal }),
  /** The other side of this transfer, when the service names it (the sandbox does). */
  sender: v.optional(v.string()),
  recipient: v.optional(v.string()),
})

/** A transaction of the history (spec §3 "Transaction"). */
export const HistoryTransactionSchema = v.looseObject({
  id: v.string(),
  metadata: v.looseObject({
    operationType: v.string(),
    hash: v.optional(v.string()),
    minedAt: v.pipe(v.string(), v.isoTimestamp('metadata.minedAt must be an ISO date')),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    /** CAIP-2 id of the network it was mined on. */
    chain: v.string(),
  }),
  transfers: v.array(HistoryTransferSchema),
})

/** A page of `GET /v1/account/{address}/history` (spec §7: data, next). */
export const HistoryPageSchema = v.object({
  data: v.array(HistoryTransactionSchema),
  next: v.optional(v.nullable(v.string())),
})

export type HistoryTransfer = v.InferOutput<typeof HistoryTransferSchema>
export type HistoryTransaction = v.InferOutput<typeof HistoryTransactionSchema>
export type HistoryPage = v.InferOutput<typeof HistoryPageSchema>
