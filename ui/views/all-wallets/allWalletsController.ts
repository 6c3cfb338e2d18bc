import type { HttpClient } from '../../../kernel/http/types.js'
import { GetWalletsResponseSchema, type CatalogueWallet, type WalletTileData } from './catalogueSchemas.js'
import { createWalletImageCache, type WalletImageCache } from './walletImages.js'
import { applyWalletListRules, markInstalled, type WalletListContext, type WalletListOptions } from './walletListRules.js'

/** Spec §7 / §9 page sizes. */
export const PAGE_SIZE = 40
export const RECOMMENDED_COUNT = 4
export const SEARCH_PAGE_SIZE = 100
/** Images fetched eagerly per page; the rest load when their tile becomes visible. */
export const EAGER_IMAGES_PER_PAGE = 20
/** Spec §9: a search waits at least 300 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 300

type Status = 'idle' | 'loading' | 'ready' | 'error'

/** What a search shows. `waiting` covers the 300 ms delay, `loading` the request. */
export interface SearchState {
  query: string
  status: 'idle' | 'waiting' | 'loading' | 'ready' | 'error'
  results: WalletTileData[]
  error?: string
}

/** Everything the AllWallets view renders. */
export interface AllWalletsState {
  status: Status
  error?: string
  featured: WalletTileData[]
  recommended: WalletTileData[]
  /** Catalogue pages loaded so far, in order, without the featured and recommended wallets. */
  wallets: WalletTileData[]
  /** Total of the paged list as the service counts it (before the client-side mobile rules). */
  count: number
  pagesLoaded: number
  hasMore: boolean
  loadingPage: boolean
  search: SearchState
}

/** Options for {@link createAllWalletsController}. */
export interface AllWalletsControllerOptions {
  catalogue: HttpClient
  list: WalletListOptions
  /** CAIP-2 ids of the configured networks: only wallets supporting one of them are listed. */
  chains: readonly string[]
  rules: WalletListContext
  /** rdns values of the wallets the page announced, to mark them installed. */
  installedRdns?: () => ReadonlySet<string>
  /** Image cache to use; one is created (and disposed with the controller) otherwise. */
  images?: WalletImageCache
  imageTimeoutMs?: number
  searchDelayMs?: number
}

/** The framework-free logic behind AllWallets: paging, search, filters, images. */
export interface AllWalletsController {
  getState(): AllWalletsState
  subscribe(listener: (state: AllWalletsState) => void): () => void
  /**
   * Loads featured, recommended and the first page; called when the view opens (never at start).
   * Calling it again after a failure retries.
   */
  open(): Promise<void>
  /** Loads the next page once; concurrent calls share the request; a no-op when all are loaded. */
  loadNextPage(): Promise<void>
  /** Debounced search; an empty query returns to the paged list. Stale requests are aborted. */
  setSearch(query: string): void
  readonly images: WalletImageCache
  dispose(): void
}

const initialSearch: SearchState = { query: '', status: 'idle', results: [] }

/**
 * Creates the AllWallets controller for one opening of the view.
 *
 * @example
 * const c = createAllWalletsController({ catalogue: ctx.catalogue, list, chains, rules })
 * await c.open(); await c.loadNextPage(); c.setSearch('amber')
 */
export function createAllWalletsController(options: AllWalletsControllerOptions): AllWalletsController {
  const listeners = new Set<(state: AllWalletsState) => void>()
  let state: AllWalletsState = {
    status: 'idle',
    featured: [],
    recommended: [],
    wallets: [],
    count: 0,
    pagesLoaded: 0,
    hasMore: true,
    loadingPage: false,
    search: initialSearch,
  }
  const set = (patch: Partial<AllWalletsState>): void => {
    state = { ...state, ...patch }
    for (const l of listeners) l(state)
  }
  const ownImages = !options.images
  const images =
    options.images ??
    createWalletImageCache({ catalogue: options.catalogue, ...(options.imageTimeoutMs !== undefined ? { timeoutMs: options.imageTimeoutMs } : {}) })
  const life = new AbortController()
  let pageInFlight: Promise<void> | undefined
  let openPromise: Promise<void> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchAbort: AbortController | undefined
  const searchDelay = options.searchDelayMs ?? SEARCH_DELAY_MS
  const { list } = options

  const fetchWallets = async (query: Record<string, string | number | undefined>, signal: AbortSignal) =>
    options.catalogue.get({
      path: '/getWallets',
      query: {
        ...(list.include.length ? { include: list.include.join(',') } : {}),
        ...(options.chains.length ? { chains: options.chains.join(',') } : {}),
        ...(list.badge ? { badge_type: list.badge } : {}),
        ...query,
      },
      schema: GetWalletsResponseSchema,
      signal,
    })

  const prepare = (wallets: readonly CatalogueWallet[]): WalletTileData[] => {
    const rdns = options.installedRdns?.() ?? new Set<string>()
    return applyWalletListRules(wallets, options.rules).map((w) => markInstalled(w, rdns))
  }
  const preload = (wallets: readonly CatalogueWallet[]): void => {
    for (const w of wallets.slice(0, EAGER_IMAGES_PER_PAGE)) if (w.image_id) void images.load(w.image_id)
  }
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

  // The in-flight marker is cleared before the state update that ends the request, so a view
  // reacting to that update (still at the end of the list) can ask for the next page at once.
  const loadPage = async (): Promise<void> => {
    const page = state.pagesLoaded + 1
    try {
      const skip = [...list.exclude, ...list.featured, ...state.recommended.map((w) => w.id)]
      const body = await fetchWallets({ page, entries: PAGE_SIZE, ...(skip.length ? { exclude: skip.join(',') } : {}) }, life.signal)
      preload(body.data)
      const seen = new Set(state.wallets.map((w) => w.id))
      const fresh = prepare(body.data.filter((w) => !seen.has(w.id)))
      pageInFlight = undefined
      set({
        wallets: [...state.wallets, ...fresh],
        count: body.count,
        pagesLoaded: page,
        hasMore: page * PAGE_SIZE < body.count,
        loadingPage: false,
        status: 'ready',
      })
    } catch (error) {
      pageInFlight = undefined
      if (life.signal.aborted) return
      set({ loadingPage: false, status: 'error', error: message(error) })
    }
  }

  const controller: AllWalletsController = {
    images,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    open() {
      openPromise ??= (async () => {
        set({ status: 'loading' })
        try {
          const featuredIds = list.featured.filter((id) => !list.exclude.includes(id))
          const [featured, recommended] = await Promise.all([
            featuredIds.length
              ? fetchWallets({ page: 1, entries: Math.min(featuredIds.length, SEARCH_PAGE_SIZE), include: featuredIds.join(',') }, life.signal)
              : Promise.resolve({ data: [], count: 0 }),
            fetchWallets(
              {
                page: 1,
                entries: RECOMMENDED_COUNT,
                ...(list.exclude.length || featuredIds.length ? { exclude: [...list.exclude, ...featuredIds].join(',') } : {}),
              },
              life.signal,
            ),
          ])
          // Featured wallets keep the host's order, whatever order the service answers in.
          const orderedFeatured = [...featured.data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
          preload([...orderedFeatured, ...recommended.data])
          set({ featured: prepare(orderedFeatured), recommended: prepare(recommended.data) })
        } catch (error) {
          if (life.signal.aborted) return
          set({ status: 'error', error: message(error) })
          openPromise = undefined
          return
        }
        await controller.loadNextPage()
        // A failed first page lets the next open() (the view's retry) start over.
        if (state.status === 'error') openPromise = undefined
      })()
      return openPromise
    },
    loadNextPage() {
      if (pageInFlight) return pageInFlight
      if (!state.hasMore || life.signal.aborted) return Promise.resolve()
      // loadPage clears the marker itself, after its first await, so this assignment comes first;
      // listeners hear of the loading only once the marker is set, so they cannot start a twin.
      const request = loadPage()
      pageInFlight = request
      set({ loadingPage: true })
      return request
    },
    setSearch(raw) {
      const query = raw.trim()
      clearTimeout(searchTimer)
      searchAbort?.abort()
      searchAbort = undefined
      if (!query) {
        set({ search: initialSearch })
        return
      }
      set({ search: { query, status: 'waiting', results: state.search.results } })
      searchTimer = setTimeout(() => {
        const abort = new AbortController()
        searchAbort = abort
        set({ search: { ...state.search, status: 'loading' } })
        fetchWallets(
          { page: 1, entries: SEARCH_PAGE_SIZE, search: query, ...(list.exclude.length ? { exclude: list.exclude.join(',') } : {}) },
          AbortSignal.any([abort.signal, life.signal]),
        )
          .then((body) => {
            if (abort.signal.aborted) return
            preload(body.data)
            set({ search: { query, status: 'ready', results: prepare(body.data) } })
          })
          .catch((error: unknown) => {
            if (abort.signal.aborted || life.signal.aborted) return
            set({ search: { query, status: 'error', results: [], error: message(error) } })
          })
      }, searchDelay)
    },
    dispose() {
      clearTimeout(searchTimer)
      searchAbort?.abort()
      life.abort()
      listeners.clear()
      if (ownImages) images.dispose()
    },
  }
  return controller
}
