import type { HistoryTransaction, HistoryTransfer } from '../historySchema.js'
import type { ActivityMessageId } from '../messages.js'

/** What a row shows of a transaction, before translation. */
export interface ActivityRowModel {
  id: string
  /** sent / received / … (message id of the title). */
  title: ActivityMessageId
  direction: 'out' | 'in' | 'self' | undefined
  /** The other side: receiver of what was sent, sender of what was received. */
  counterparty?: string
  amount?: { value: bigint; decimals: number; symbol: string; sign: '-' | '+' | ''; nft: boolean }
  /** Token icon or NFT preview. */
  icon?: string
  /** Further transfers not shown in the row. */
  more: number
  status: ActivityMessageId
  minedAt: Date
}

const titles: Record<string, ActivityMessageId> = {
  send: 'activity.sent',
  receive: 'activity.received',
  trade: 'activity.swapped',
  mint: 'activity.minted',
  deploy: 'activity.deployed',
  execute: 'activity.executed',
}

const statuses: Record<HistoryTransaction['metadata']['status'], ActivityMessageId> = {
  confirmed: 'activity.confirmed',
  failed: 'activity.failed',
  pending: 'activity.pending',
}

/** A decimal string (`"42.5"`) as base units and decimals, exactly: 425n and 1. */
export function decimalToUnits(numeric: string): { value: bigint; decimals: number } {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return { value: BigInt(`${whole}${fraction}`), decimals: fraction.length }
}

function amountOf(transfer: HistoryTransfer): ActivityRowModel['amount'] {
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
  const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
  return { ...decimalToUnits(transfer.quantity.numeric), symbol, sign, nft: !transfer.fungible_info && transfer.nft_info !== undefined }
}

/**
 * The row of a transaction for the account: the transfer it is mainly about (the first one
 * leaving the account for a send, the first arriving for a receive), its amount with sign and
 * token, and the counterparty of that transfer (the service's `sender`/`recipient` when given,
 * else the transaction's `sentTo`/`sentFrom`).
 */
export function describeTransaction(tx: HistoryTransaction): ActivityRowModel {
  const { metadata, transfers } = tx
  const wanted = metadata.operationType === 'send' ? 'out' : metadata.operationType === 'receive' || metadata.operationType === 'mint' ? 'in' : undefined
  const primary = transfers.find((t) => t.direction === wanted) ?? transfers[0]
  const direction = primary?.direction
  let title = titles[metadata.operationType] ?? 'activity.executed'
  if (direction === 'self') title = 'activity.self'
  else if (title === 'activity.executed' && direction === 'out') title = 'activity.sent'
  else if (title === 'activity.executed' && direction === 'in') title = 'activity.received'
  const counterparty = direction === 'in' ? (primary?.sender ?? metadata.sentFrom) : (primary?.recipient ?? metadata.sentTo)
  const icon = primary?.fungible_info?.icon?.url ?? primary?.nft_info?.content?.preview?.url
  return {
    id: tx.id,
    title,
    direction,
    ...(counterparty ? { counterparty } : {}),
    ...(primary ? { amount: amountOf(primary) } : {}),
    ...(icon ? { icon } : {}),
    more: Math.max(0, transfers.length - 1),
    status: statuses[metadata.status],
    minedAt: new Date(metadata.minedAt),
  }
}
