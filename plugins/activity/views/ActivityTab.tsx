import { useEffect, useMemo, useRef } from 'react'
import type { AccountTabProps } from '../../../kernel/index.js'
import { useLocale, useMessages, usePluginController, usePluginState } from '../../../ui/index.js'
import { Button } from '../../../ui/primitives/index.js'
import type { HistoryTransaction } from '../historySchema.js'
import { activityMessages, type ActivityMessageId } from '../messages.js'
import type { ActivityState } from '../state.js'
import { ActivityRow } from './ActivityRow.js'
import { styles, ROW_HEIGHT, VIEWPORT_HEIGHT } from './activityStyles.js'
import { describeTransaction } from './describeTransaction.js'
import { useNow } from './useNow.js'
import { useVirtualList } from './useVirtualList.js'

type Say = (id: ActivityMessageId, params?: Record<string, string | number>) => string

/**
 * The Account view's Activity tab: the account's transactions on the active network, newest
 * first, in a virtualised list that fetches the next page as its end scrolls into view.
 */
export default function ActivityTab(_props: AccountTabProps) {
  const controller = usePluginController('activity')
  const { transactions, loading, empty, next, error, owner } = usePluginState('activity', (s: ActivityState) => s)
  const say: Say = useMessages(activityMessages)
  useEffect(() => controller.watch(), [controller])
  // Pages whose transactions were all dropped (spam, other chains) leave nothing to scroll: read on.
  const stalled = !error && !loading && transactions.length === 0 && next !== undefined
  useEffect(() => {
    if (stalled) void controller.loadMore()
  }, [stalled, controller])

  if (error) {
    return (
      <div style={styles.failedBox}>
        <p role="alert" style={styles.error}>
          {say('activity.failedPanel')}
        </p>
        <Button variant="secondary" onClick={() => void controller.refresh()}>
          {say('activity.retry')}
        </Button>
      </div>
    )
  }
  if (transactions.length === 0 && (loading || !owner || next)) {
    return (
      <p role="status" style={styles.muted}>
        {say('activity.loading')}
      </p>
    )
  }
  if (empty || transactions.length === 0) {
    return (
      <p role="status" style={styles.muted}>
        {say('activity.empty')}
      </p>
    )
  }
  return <ActivityList transactions={transactions} loading={loading} next={next} loadMore={() => void controller.loadMore()} say={say} />
}

interface ActivityListProps {
  transactions: readonly HistoryTransaction[]
  loading: boolean
  next: string | undefined
  loadMore: () => void
  say: Say
}

function ActivityList({ transactions, loading, next, loadMore, say }: ActivityListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowsModel = useMemo(() => transactions.map(describeTransaction), [transactions])
  const { rows, totalSize } = useVirtualList(scrollRef, rowsModel.length, ROW_HEIGHT, VIEWPORT_HEIGHT)
  const now = useNow(30_000)
  // Dates and relative times in the modal's language, unless a locale names another for them.
  const { tag } = useLocale()
  const locale = say('activity.locale') || tag
  const lastShown = rows.at(-1)?.index ?? -1
  // The end of what is loaded is in view: fetch the next page (the controller ignores repeats).
  useEffect(() => {
    if (next && !loading && lastShown >= rowsModel.length - 3) loadMore()
  }, [next, loading, lastShown, rowsModel.length, loadMore])
  const setSize = next ? -1 : rowsModel.length
  // A short history takes only its rows' height; a long one scrolls inside six rows.
  const scrolls = totalSize > VIEWPORT_HEIGHT
  const height = scrolls || next ? VIEWPORT_HEIGHT : totalSize
  return (
    <>
      {/* Focusable so the keyboard scrolls it; a list of labelled rows for assistive technology. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the list is the scrolling element, and axe's scrollable-region-focusable wants its tab stop */}
      <div ref={scrollRef} role="list" aria-label={say('activity.listLabel')} aria-busy={loading} tabIndex={0} style={{ ...styles.scroll, height }}>
        <div role="presentation" style={{ ...styles.rows, height: totalSize }}>
          {rows.map((virtual) => {
            const row = rowsModel[virtual.index]
            if (!row) return null
            return (
              <ActivityRow
                key={row.id}
                row={row}
                say={say}
                now={now}
                locale={locale}
                position={virtual.index + 1}
                setSize={setSize}
                style={{ ...styles.row, transform: `translateY(${virtual.start}px)` }}
              />
            )
          })}
        </div>
      </div>
      <p role="status" style={styles.footer}>
        {loading ? say('activity.loadingMore') : next || !scrolls ? '' : say('activity.end')}
      </p>
    </>
  )
}
