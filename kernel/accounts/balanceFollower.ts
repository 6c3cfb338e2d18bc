import type { HatchContext } from '../contracts/context.js'
import { cacheLifetimes, createCache } from '../storage/cache.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

/** Schedules `run` after `ms`; returns its cancel. */
export type Schedule = (run: () => void, ms: number) => () => void

/** Clock and timer of a follower, injectable so tests need not wait. */
export interface BalanceFollowerDeps {
  clock?: () => number
  schedule?: Schedule
}

/**
 * Keeps the active account's native balance (`account.balance`, what the connect button shows)
 * current from the moment an account connects or comes back after a reload: loaded at once for
 * each new account, wallet or network (the 30 s cache of spec §9 first), read again when that
 * cache expires, and, while a view asks for it live (the Account view is open), on every new
 * block, slot or tip the adapter reports.
 */
export interface BalanceFollower {
  /** Drops the cached balance and reads it again (a transaction changed it). */
  refresh(): void
  /**
   * Also reads the balance on each new block of the active network (the adapter's `watchHead`,
   * else every {@link LIVE_POLL_MS}) until the returned stop is called. Counted: several callers
   * may watch, the watching ends with the last stop.
   */
  watchLive(): () => void
  dispose(): void
}

/** Without a head to watch, a live balance is read this often (the fallback RPC transport's own poll, spec §9). */
export const LIVE_POLL_MS = 4000

interface Target {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
}

const timeout: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/** Creates the follower of one instance (see {@link followerFor} for the shared one). */
export function createBalanceFollower(ctx: HatchContext, deps: BalanceFollowerDeps = {}): BalanceFollower {
  const { clock = Date.now, schedule = timeout } = deps
  const cache = createCache(ctx.storage, clock)
  let target: Target | undefined
  let generation = 0
  let cancelRefresh: (() => void) | undefined
  let live = 0
  let stopHead: (() => void) | undefined
  /** Whose balance `account.balance` holds now. */
  let shown: string | undefined

  const current = (): Target | undefined => {
    const state = ctx.store.getState()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const address = chain?.account.status === 'connected' ? chain.account.address : undefined
    const network = chain?.network.caipNetwork
    return namespace && address && network ? { namespace, address, network } : undefined
  }
  const keyOf = (t: Target) => `${t.network.caipNetworkId}:${t.address}`
  const same = (a: Target | undefined, b: Target | undefined) => a?.namespace === b?.namespace && (a && b ? keyOf(a) === keyOf(b) : a === b)

  /** Reads the balance of the current target (the cache first) and plans the next read when the cache expires. */
  const load = () => {
    cancelRefresh?.()
    cancelRefresh = undefined
    const t = target
    if (!t) return
    const run = ++generation
    const key = keyOf(t)
    const cached = cache.get('nativeBalance', key)
    // Another account's or network's figure is not shown while this one's is read.
    if (!cached && shown !== key && ctx.store.getState().chains[t.namespace]?.account.balance !== undefined) {
      ctx.setAccount(t.namespace, { balance: undefined, balanceSymbol: undefined })
    }
    const read = cached
      ? Promise.resolve(cached)
      : ctx.getAdapter(t.namespace).then((runtime) => runtime.getBalance({ address: t.address, network: t.network }))
    read
      .then((result) => {
        // A read that outlived its account (a disconnect) leaves nothing of it in storage.
        if (run !== generation) return
        if (!cached) cache.set('nativeBalance', key, result)
        if (!same(t, current())) return
        shown = key
        const account = ctx.store.getState().chains[t.namespace]?.account
        if (account?.balance !== result.balance || account.balanceSymbol !== result.symbol) {
          ctx.setAccount(t.namespace, { balance: result.balance, balanceSymbol: result.symbol })
        }
      })
      .catch((error: unknown) => {
        if (run === generation) ctx.events.emit('error', { code: 'UNKNOWN_ERROR', message: `native balance: ${String(error)}`, error })
      })
      .finally(() => {
        if (run !== generation) return
        // Read again once the cached value is no longer fresh (spec §9: 30 s), for as long as the account stays.
        cancelRefresh = schedule(() => {
          cache.delete('nativeBalance', key)
          load()
        }, cacheLifetimes.nativeBalance)
      })
  }

  const fresh = () => {
    if (target) cache.delete('nativeBalance', keyOf(target))
    load()
  }

  const stopWatchingHead = () => {
    stopHead?.()
    stopHead = undefined
  }
  /** Follows the head of the target's network while someone watches live. */
  const watchHead = () => {
    stopWatchingHead()
    const t = target
    if (!t || live === 0) return
    let stopped = false
    let stop: (() => void) | undefined
    stopHead = () => {
      stopped = true
      stop?.()
    }
    void ctx
      .getAdapter(t.namespace)
      .then((runtime) => {
        if (stopped) return
        if (runtime.watchHead) {
          let last: string | undefined
          stop = runtime.watchHead({
            network: t.network,
            onHead: (head) => {
              // The first report is where the chain is now: what was just read is current.
              if (last !== undefined && head !== last) fresh()
              last = head
            },
          })
        } else {
          const poll = () => {
            stop = schedule(() => {
              fresh()
              poll()
            }, LIVE_POLL_MS)
          }
          poll()
        }
      })
      .catch(() => undefined)
  }

  const follow = () => {
    const next = current()
    if (same(next, target)) return
    const previous = target
    target = next
    if (!target) {
      // Disconnected: the page keeps no hint of the account (its address is the cache key).
      if (previous) cache.delete('nativeBalance', keyOf(previous))
      generation++
      cancelRefresh?.()
      cancelRefresh = undefined
      stopWatchingHead()
      return
    }
    load()
    watchHead()
  }

  const offStore = ctx.store.subscribe(follow)
  // A transaction made through Hatch moved funds of the account: read them now, not when the cache
  // expires, and again once the chain confirmed it.
  const onSent = ({ namespace, caipNetworkId, from, to }: { namespace: ChainNamespace; caipNetworkId: string; from: string; to?: string }) => {
    const mine = (address: string | undefined) => address?.toLowerCase() === target?.address.toLowerCase()
    if (target?.namespace === namespace && target.network.caipNetworkId === caipNetworkId && (mine(from) || mine(to))) fresh()
  }
  ctx.events.on('transaction:sent', onSent)
  ctx.events.on('transaction:confirmed', onSent)
  follow()

  return {
    refresh: fresh,
    watchLive() {
      live++
      if (live === 1) {
        // Opening the Account view shows the balance as it is now, then follows the chain.
        fresh()
        watchHead()
      }
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        live--
        if (live === 0) stopWatchingHead()
      }
    },
    dispose() {
      offStore()
      ctx.events.off('transaction:sent', onSent)
      ctx.events.off('transaction:confirmed', onSent)
      generation++
      cancelRefresh?.()
      stopWatchingHead()
    },
  }
}

const followers = new WeakMap<HatchContext, BalanceFollower>()

/**
 * The balance follower of an instance, created on first use (start-up asks for it once an account
 * is connected; the Account view to watch live). `deps` apply only to the call that creates it.
 */
export function followerFor(ctx: HatchContext, deps?: BalanceFollowerDeps): BalanceFollower {
  let follower = followers.get(ctx)
  if (!follower) {
    const created = createBalanceFollower(ctx, deps)
    follower = { ...created, dispose: () => (followers.delete(ctx), created.dispose()) }
    followers.set(ctx, follower)
  }
  return follower
}
