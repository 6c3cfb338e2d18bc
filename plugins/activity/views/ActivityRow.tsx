import type { CSSProperties } from 'react'
import { AddressText, ListRow, TokenAmount, formatTokenAmount, shortAddress } from '../../../ui/primitives/index.js'
import type { ActivityMessageId } from '../messages.js'
import type { ActivityRowModel } from './describeTransaction.js'
import { relativeTime } from './relativeTime.js'
import { styles } from './activityStyles.js'

/** Props of {@link ActivityRow}. */
export interface ActivityRowProps {
  row: ActivityRowModel
  say: (id: ActivityMessageId, params?: Record<string, string | number>) => string
  now: number
  locale: string | undefined
  /** 1-based position, and the list's size (-1 while more pages may follow). */
  position: number
  setSize: number
  style: CSSProperties
}

/** An NFT's count is whole; a token amount shows three decimals, floored (spec §5). */
const maxDecimalsOf = (row: ActivityRowModel) => (row.amount?.nft ? 0 : 3)

/**
 * One transaction: icon, what happened (Sent / Received …), the counterparty shortened, the
 * amount with its sign and token, the status and how long ago. Its accessible name reads all of it.
 */
export function ActivityRow({ row, say, now, locale, position, setSize, style }: ActivityRowProps) {
  const title = say(row.title)
  const counterpartyWord = row.direction === 'in' ? 'activity.from' : 'activity.to'
  const amount = row.amount
    ? `${row.amount.sign}${formatTokenAmount(row.amount.value, row.amount.decimals, { maxDecimals: maxDecimalsOf(row), ...(row.amount.symbol ? { symbol: row.amount.symbol } : {}) })}`
    : ''
  const time = relativeTime(row.minedAt, now, locale)
  const status = say(row.status)
  const label = say('activity.rowLabel', {
    title,
    amount,
    counterparty: row.counterparty ? say(counterpartyWord, { address: shortAddress(row.counterparty) }) : '',
    status,
    time,
  })
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
  const [before, after] = say(counterpartyWord, { address: '\u0000' }).split('\u0000')
  return (
    <ListRow
      aria-label={label}
      aria-posinset={position}
      aria-setsize={setSize}
      style={style}
      icon={row.icon}
      title={
        <>
          <span>{title}</span> <span style={row.status === 'activity.failed' ? styles.failedStatus : styles.status}>{status}</span>
        </>
      }
      description={
        row.counterparty ? (
          <>
            {before}
            <AddressText address={row.counterparty} short />
            {after}
            {row.more > 0 ? ` · ${say('activity.moreTransfers', { count: row.more })}` : ''}
          </>
        ) : undefined
      }
      trailing={
        row.amount ? (
          <>
            {row.amount.sign}
            <TokenAmount
              value={row.amount.value}
              decimals={row.amount.decimals}
              maxDecimals={maxDecimalsOf(row)}
              {...(row.amount.symbol ? { symbol: row.amount.symbol } : {})}
            />
          </>
        ) : undefined
      }
      trailingDescription={
        <time dateTime={row.minedAt.toISOString()} title={row.minedAt.toLocaleString(locale)}>
          {time}
        </time>
      }
    />
  )
}
