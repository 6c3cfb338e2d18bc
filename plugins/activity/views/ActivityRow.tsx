import type { CSSProperties } from 'react'
import { AddressText, ListRow, TokenAmount, formatTokenAmount, shortAddress } from '../../../ui/primitives/index.js'
import type { ActivityMessageId } from '../messages.js'
import type { ActivityRowModel } from './describeTransaction.js'
import { relativeTime } from './relativeTime.js'
import { ActivityGlyph } from './activityGlyphs.js'
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

/**
 * How the amount is written: an NFT's count whole, a token amount by the amount formatter's
 * significant digits (`0.0001 ETH` stays visible rather than flooring to `0.000`), with its sign.
 */
const amountOptions = (amount: NonNullable<ActivityRowModel['amount']>) => ({
  ...(amount.nft ? { maxDecimals: 0 } : { precision: 'amount' as const }),
  signed: amount.sign === '+',
})
const signedValue = (amount: NonNullable<ActivityRowModel['amount']>) => (amount.sign === '-' ? -amount.value : amount.value)

/**
 * One transaction: icon, what happened (Sent / Received …), the counterparty shortened, the
 * amount with its sign and token, the status and how long ago. Its accessible name reads all of it.
 */
export function ActivityRow({ row, say, now, locale, position, setSize, style }: ActivityRowProps) {
  const title = say(row.title)
  const counterpartyWord = row.direction === 'in' ? 'activity.from' : 'activity.to'
  // In the visitor's language (its digits, signs and grouping), as the row shows it.
  const amount = row.amount
    ? formatTokenAmount(signedValue(row.amount), row.amount.decimals, {
        ...amountOptions(row.amount),
        ...(row.amount.symbol ? { symbol: row.amount.symbol } : {}),
        ...(locale ? { locale } : {}),
      })
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
      glyph={<ActivityGlyph kind={row.title} />}
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
          <TokenAmount
            value={signedValue(row.amount)}
            decimals={row.amount.decimals}
            {...amountOptions(row.amount)}
            {...(row.amount.symbol ? { symbol: row.amount.symbol } : {})}
          />
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
