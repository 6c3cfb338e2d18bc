import * as v from 'valibot'
import type { Hatch } from '../../../kernel/createHatch.js'
import { followerFor, type Schedule } from '../../../kernel/accounts/balanceFollower.js'
import { cacheLifetimes, createCache, type Cache } from '../../../kernel/storage/cache.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import type { HatchEvents } from '../../../kernel/events/events.js'
import type { TokenBalance } from '../../../kernel/types/state.js'
import { showToast } from '../../toasts/showToast.js'
import { tokenBalanceSchema } from '../../../kernel/storage/schema.js'

/** After a failed token-balance fetch, no new fetch for this long (spec §8, §9). */
export const tokenBalanceRetryGapMs = 30_000

/** Namespaces whose balances the data service serves (spec §9 "Supported sets", and Bitcoin, which it prices too). */
const balanceNamespaces: ReadonlySet<ChainNamespace> = new Set(['eip155', 'solana', 'bip122'])

/** State of the Tokens tab that is not account data itself. */
export interface TokenStatus {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'testnet' | 'unsupported'
}

const IdentitySchema = v.object({
  name: v.optional(v.nullable(v.string())),
  avatar: v.optional(v.nullable(v.string())),
})

const BalanceSchema = v.object({
  balances: v.array(tokenBalanceSchema),
})

/** Tokens with decimals '0' are dropped as low quality (spec §5). */
export function keepQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => b.quantity.decimals !== '0')
}

interface Target {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
}

/** The data behind the Account view of one instance. */
export interface AccountData {
  /** Starts following the active account; returns the stop. Counted, so several views may watch. */
  watch(): () => void
  /** Current Tokens-tab status. */
  getStatus(): TokenStatus
  subscribe(listener: () => void): () => void
}

const timeout: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * Loads what the Account view shows into the kernel's account state: profile name and avatar
 * (`/v1/identity`, 5 min cache, EVM only), the explorer link, and token balances
 * (`/v1/account/{address}/balance`, 30 s cache, read again every 30 s while watched; non-test
 * networks only; a failure shows 'Token Balance Unavailable' and blocks retries for 30 s). The
 * native balance is the kernel's balance follower's, watched live (each new block) meanwhile.
 * Runs again whenever the address or network changes. `clock` and `schedule` are injectable.
 */
export function createAccountData(hatch: Hatch, clock: () => number = Date.now, schedule: Schedule = timeout): AccountData {
  const ctx = hatch.context
  const cache: Cache = createCache(ctx.storage, clock)
  const listeners = new Set<() => void>()
  let status: TokenStatus = { status: 'idle' }
  let failedAt: number | undefined
  let watchers = 0
  let stopFollowing: (() => void) | undefined
  let stopLive: (() => void) | undefined
  let cancelTokens: (() => void) | undefined
  let generation = 0

  const setStatus = (next: TokenStatus['status']) => {
    if (status.status === next) return
    status = { status: next }
    for (const listener of [...listeners]) listener()
  }

  const current = (): Target | undefined => {
    const state = hatch.getState()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const address = chain?.account.address
    const network = chain?.network.caipNetwork
    return namespace && address && network ? { namespace, address, network } : undefined
  }

  const stillCurrent = (target: Target, run: number) => {
    const now = current()
    return run === generation && now?.address === target.address && now.network.caipNetworkId === target.network.caipNetworkId
  }

  const loadIdentity = async (target: Target, run: number) => {
    if (target.namespace !== 'eip155') return
    const key = target.address.toLowerCase()
    const cached = cache.get('identity', key)
    let identity: { name: string | null; avatar: string | null }
    if (cached) identity = cached
    else {
      const body = await ctx.data.get({ path: `/v1/identity/${target.address}`, query: { sender: target.address }, schema: IdentitySchema })
      identity = { name: body.name ?? null, avatar: body.avatar ?? null }
    }
    if (!cached) cache.set('identity', key, identity)
    if (stillCurrent(target, run)) ctx.setAccount(target.namespace, { profileName: identity.name, profileImage: identity.avatar })
  }

  const loadTokens = async (target: Target, run: number, forceUpdate = false, background = false) => {
    if (!balanceNamespaces.has(target.namespace)) return setStatus('unsupported')
    if (target.network.testnet) return setStatus('testnet')
    const key = `${target.network.caipNetworkId}:${target.address}`
    const cached = cache.get('portfolio', key)
    if (cached) {
      ctx.setAccount(target.namespace, { tokenBalance: cached })
      return setStatus('ready')
    }
    if (failedAt !== undefined && clock() - failedAt < tokenBalanceRetryGapMs) return setStatus('error')
    // A periodic re-read keeps the list shown meanwhile.
    if (!background) setStatus('loading')
    try {
      const body = await ctx.data.get({
        path: `/v1/account/${target.address}/balance`,
        // forceUpdate asks the data service to bypass its own cache (spec §7), after a transaction of ours.
        query: { currency: 'usd', chainId: target.network.caipNetworkId, ...(forceUpdate ? { forceUpdate: true } : {}) },
        schema: BalanceSchema,
      })
      const tokens = keepQualityTokens(body.balances)
      cache.set('portfolio', key, tokens)
      failedAt = undefined
      if (!stillCurrent(target, run)) return
      ctx.setAccount(target.namespace, { tokenBalance: tokens })
      setStatus('ready')
    } catch (error) {
      failedAt = clock()
      if (!stillCurrent(target, run)) return
      ctx.setAccount(target.namespace, { tokenBalance: [] })
      setStatus('error')
      showToast(hatch, 'error', 'TOKEN_BALANCE_UNAVAILABLE')
      ctx.events.emit('error', { code: 'TOKEN_BALANCE_UNAVAILABLE', message: String(error), error })
    }
  }

  const load = (forceUpdate = false) => {
    const target = current()
    generation += 1
    if (!target) return setStatus('idle')
    const run = generation
    const explorer = target.network.blockExplorers?.default.url
    ctx.setAccount(
      target.namespace,
      explorer ? { addressExplorerUrl: `${explorer.replace(/\/$/, '')}/address/${target.address}` } : { addressExplorerUrl: undefined },
    )
    // Each part fails on its own: a missing avatar must not hide the tokens.
    void loadIdentity(target, run).catch(() => undefined)
    void loadTokens(target, run, forceUpdate)
    planTokens()
  }

  /** While watched, the token balances are read again when their 30 s cache has expired (spec §9). */
  const planTokens = () => {
    cancelTokens?.()
    cancelTokens =
      watchers > 0
        ? schedule(() => {
            const target = current()
            if (target) void loadTokens(target, generation, false, true)
            planTokens()
          }, cacheLifetimes.portfolio)
        : undefined
  }

  // A transaction made through Hatch (a send, a swap) changed balances: drop what is cached for the
  // account and reload now, asking the data service for fresh figures, rather than show stale ones
  // until the 30 s cache expires; again once the chain confirmed it, when the new figures are
  // there. Also while the Account view is not shown, so it opens current. (The native balance is
  // the follower's, which hears the same events.)
  const onTransaction = ({ namespace, caipNetworkId, from, to }: HatchEvents['transaction:sent']) => {
    const target = current()
    const mine = (address: string | undefined) => address?.toLowerCase() === target?.address.toLowerCase()
    if (!target || target.namespace !== namespace || target.network.caipNetworkId !== caipNetworkId || !(mine(from) || mine(to))) return
    const key = `${target.network.caipNetworkId}:${target.address}`
    cache.delete('portfolio', key)
    failedAt = undefined
    load(true)
  }
  hatch.on('transaction:sent', onTransaction)
  hatch.on('transaction:confirmed', onTransaction)

  return {
    watch() {
      watchers += 1
      if (watchers === 1) {
        stopFollowing = hatch.subscribeState(
          (state) => {
            const ns = state.activeNamespace
            const chain = ns ? state.chains[ns] : undefined
            return `${chain?.account.address ?? ''}|${chain?.network.caipNetwork?.caipNetworkId ?? ''}`
          },
          () => load(),
        )
        stopLive = followerFor(ctx).watchLive()
        load()
      }
      return () => {
        watchers -= 1
        if (watchers === 0) {
          stopFollowing?.()
          stopFollowing = undefined
          stopLive?.()
          stopLive = undefined
          cancelTokens?.()
          cancelTokens = undefined
        }
      }
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const instances = new WeakMap<Hatch, AccountData>()

/** The account data of an instance (one per instance, created on first use). */
export function accountDataFor(hatch: Hatch): AccountData {
  let data = instances.get(hatch)
  if (!data) {
    data = createAccountData(hatch)
    instances.set(hatch, data)
  }
  return data
}
