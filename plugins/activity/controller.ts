import type { ChainNamespace, HatchState, PluginContext } from '../../kernel/index.js'
import { createHistoryCache } from './historyCache.js'
import { HistoryPageSchema, type HistoryPage, type HistoryTransaction } from './historySchema.js'
import { keepTransaction } from './keepTransaction.js'
import type { ActivityState } from './state.js'

/** Namespaces whose history the data service serves. */
const namespaces: ReadonlySet<ChainNamespace> = new Set(['eip155', 'solana', 'bip122'])

/**
 * Pages read in one load when every transaction on them is dropped (spam, other chains): the list
 * would otherwise show nothing new and never reach the end by scrolling.
 */
const maxPagesPerLoad = 5

/** What the Activity tab calls; the list itself is in the plugin's slice. */
export interface ActivityController {
  /** Starts following the active account while a view shows the list (counted); returns the stop. */
  watch(): () => void
  /** Loads the next page; nothing while a page is loading or on the last page. */
  loadMore(): Promise<void>
  /** Forgets the account's cached pages and loads the first page again. */
  refresh(): Promise<void>
  dispose(): void
}

/** Options of {@link createActivityController}. */
export interface ActivityControllerOptions {
  /** The clock of the 15 s cache (milliseconds); injectable for tests. */
  now?: () => number
  /**
   * Timer for asking again after a send the history does not list yet (a wallet returns the hash
   * before the block that the data service indexes); injectable for tests.
   */
  setTimer?: (run: () => void, ms: number) => () => void
}

/** Waits before asking the history again for a sent transaction it does not list yet (about 30 s in all). */
export const SENT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000] as const

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}

interface Target {
  address: string
  caipNetworkId: string
}

/** The active account and network, when the data service serves its history. */
export function activityTarget(state: HatchState): Target | undefined {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.account.address
  const caipNetworkId = chain?.network.caipNetwork?.caipNetworkId
  return namespace && namespaces.has(namespace) && address && caipNetworkId ? { address, caipNetworkId } : undefined
}

const ownerOf = (target: Target | undefined) => (target ? `${target.caipNetworkId}|${target.address}` : undefined)

/**
 * The Activity controller (spec §4 "Transactions list"): loads `GET /v1/account/{address}/history`
 * with the active network's `chainId` page by page into the slice, keeping only the active
 * chain's transactions that are not spam-only (spec §5). Pages are cached 15 s per account,
 * network and cursor (spec §9). A failed fetch shows 'Failed to fetch transactions', marks the
 * list empty and clears the cursor. The list follows the active account and network, and reloads
 * without the cache when a transaction of the account is sent (`transaction:sent`).
 */
export function createActivityController(ctx: PluginContext<ActivityState>, options: ActivityControllerOptions = {}): ActivityController {
  const cache = createHistoryCache(ctx.storage, options.now ?? Date.now)
  let watchers = 0
  /** Bumped by every new first-page load, so an answer for an older list is ignored. */
  let generation = 0
  const setTimer = options.setTimer ?? defaultTimer
  /** Hashes this account sent that the history has not listed yet, with the retries made for each. */
  const awaited = new Map<string, number>()
  let cancelRetry: (() => void) | undefined
  const sameHash = (a: string, b: string) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)

  const fetchPage = async (target: Target, cursor: string | undefined): Promise<HistoryPage> => {
    const key = `${ownerOf(target)}|${cursor ?? ''}`
    const cached = cache.get(key)
    if (cached) return cached
    const page = await ctx.data.get({
      path: `/v1/account/${encodeURIComponent(target.address)}/history`,
      query: { chainId: target.caipNetworkId, ...(cursor ? { cursor } : {}) },
      schema: HistoryPageSchema,
    })
    cache.set(key, page)
    return page
  }

  /** `replace`: a reload that keeps the rows shown until the new first page arrives (no flash of empty). */
  const load = async (first: boolean, replace = false): Promise<void> => {
    const target = activityTarget(ctx.store.getState())
    if (!target) return ctx.self.reset()
    const owner = ownerOf(target)
    const slice = ctx.self.get()
    if (first) generation += 1
    else if (slice.loading || !slice.next || slice.owner !== owner) return
    const run = generation
    let cursor = first ? undefined : slice.next
    ctx.self.update((draft) => {
      if (first && !replace) Object.assign(draft, { owner, transactions: [], empty: false, next: undefined, error: undefined })
      draft.loading = true
    })
    try {
      const kept: HistoryTransaction[] = []
      let next: string | undefined
      for (let pages = 0; pages < maxPagesPerLoad; pages++) {
        const page = await fetchPage(target, cursor)
        if (run !== generation) return
        kept.push(...page.data.filter((tx) => keepTransaction(tx, target.caipNetworkId)))
        next = page.next ?? undefined
        if (kept.length > 0 || !next) break
        cursor = next
      }
      ctx.self.update((draft) => {
        if (first && replace) Object.assign(draft, { owner, transactions: [], error: undefined })
        const known = new Set(draft.transactions.map((tx) => tx.id))
        draft.transactions.push(...(kept.filter((tx) => !known.has(tx.id)) as typeof draft.transactions))
        draft.next = next
        draft.loading = false
        draft.empty = draft.transactions.length === 0 && next === undefined
      })
      if (first) awaitSent(kept)
    } catch (error) {
      if (run !== generation) return
      ctx.self.update((draft) => {
        Object.assign(draft, { transactions: [], loading: false, empty: true, next: undefined, error: 'TRANSACTIONS_FETCH_FAILED' })
      })
      ctx.toasts.showError('TRANSACTIONS_FETCH_FAILED')
      ctx.events.emit('error', { code: 'TRANSACTIONS_FETCH_FAILED', message: error instanceof Error ? error.message : String(error), error })
    }
  }

  /**
   * After a first page: a sent hash it lists is no longer awaited; for the others the first page is
   * asked again after the next delay, until it lists them or the delays run out.
   */
  const awaitSent = (listed: readonly HistoryTransaction[]) => {
    for (const hash of [...awaited.keys()]) {
      if (listed.some((tx) => tx.metadata.hash !== undefined && sameHash(tx.metadata.hash, hash))) awaited.delete(hash)
    }
    cancelRetry?.()
    cancelRetry = undefined
    if (awaited.size === 0) return
    const attempt = Math.min(...awaited.values())
    const delay = SENT_RETRY_DELAYS_MS[attempt]
    if (delay === undefined) return void awaited.clear()
    for (const [hash, tries] of awaited) awaited.set(hash, tries + 1)
    cancelRetry = setTimer(() => {
      cancelRetry = undefined
      const target = activityTarget(ctx.store.getState())
      if (!target) return
      cache.drop(`${ownerOf(target)}|`)
      void load(true, true)
    }, delay)
  }

  /** A new account or network: the old list must not show, and a watched list loads at once. */
  const follow = () => {
    generation += 1
    cancelRetry?.()
    cancelRetry = undefined
    ctx.self.reset()
    if (watchers > 0) void load(true)
  }
  const stopSelect = ctx.store.select(
    (state) => ownerOf(activityTarget(state)),
    () => {
      awaited.clear() // hashes of the account or network left behind
      follow()
    },
  )

  // A transaction of ours changed the history: the cached pages are stale even within 15 s.
  const onSent = ({ caipNetworkId, from, to, hash }: { caipNetworkId: string; from: string; to?: string; hash: string }) => {
    const target = activityTarget(ctx.store.getState())
    const mine = (address: string | undefined) => address !== undefined && address.toLowerCase() === target?.address.toLowerCase()
    if (!target || target.caipNetworkId !== caipNetworkId || !(mine(from) || mine(to))) return
    cache.drop(`${ownerOf(target)}|`)
    awaited.set(hash, 0)
    follow()
  }
  ctx.events.on('transaction:sent', onSent)

  return {
    watch() {
      watchers += 1
      if (watchers === 1) {
        // Shown again within 15 s of its first page: the list stays as it was (later pages too).
        const target = activityTarget(ctx.store.getState())
        const slice = ctx.self.get()
        const fresh = target !== undefined && slice.owner === ownerOf(target) && !slice.error && cache.get(`${ownerOf(target)}|`) !== undefined
        if (!fresh) void load(true)
      }
      return () => {
        watchers = Math.max(0, watchers - 1)
      }
    },
    loadMore: () => load(false),
    async refresh() {
      const target = activityTarget(ctx.store.getState())
      if (target) cache.drop(`${ownerOf(target)}|`)
      await load(true)
    },
    dispose() {
      generation += 1
      cancelRetry?.()
      awaited.clear()
      stopSelect()
      ctx.events.off('transaction:sent', onSent)
    },
  }
}
