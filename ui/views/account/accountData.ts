import * as v from 'valibot'
import type { Hatch } from '../../../kernel/createHatch.js'
import { createCache, type Cache } from '../../../kernel/storage/cache.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import type { TokenBalance } from '../../../kernel/types/state.js'
import { showToast } from '../../toasts/showToast.js'
import { tokenBalanceSchema } from '../../../kernel/storage/schema.js'

/** After a failed token-balance fetch, no new fetch for this long (spec §8, §9). */
export const tokenBalanceRetryGapMs = 30_000

/** Namespaces whose balances the data service serves (spec §9 "Supported sets"). */
const balanceNamespaces: ReadonlySet<ChainNamespace> = new Set(['eip155', 'solana'])

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

/**
 * Loads what the Account view shows into the kernel's account state: native balance (through the
 * adapter, 30 s cache), profile name and avatar (`/v1/identity`, 5 min cache, EVM only), the
 * explorer link, and token balances (`/v1/account/{address}/balance`, 30 s cache, non-test
 * networks only; a failure shows 'Token Balance Unavailable' and blocks retries for 30 s).
 * Runs again whenever the address or network changes.
 */
export function createAccountData(hatch: Hatch, clock: () => number = Date.now): AccountData {
  const ctx = hatch.context
  const cache: Cache = createCache(ctx.storage, clock)
  const listeners = new Set<() => void>()
  let status: TokenStatus = { status: 'idle' }
  let failedAt: number | undefined
  let watchers = 0
  let stopFollowing: (() => void) | undefined
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

  const loadNative = async (target: Target, run: number) => {
    const key = `${target.network.caipNetworkId}:${target.address}`
    const cached = cache.get('nativeBalance', key)
    const result = cached ?? (await (await ctx.getAdapter(target.namespace)).getBalance({ address: target.address, network: target.network }))
    if (!cached) cache.set('nativeBalance', key, result)
    if (stillCurrent(target, run)) ctx.setAccount(target.namespace, { balance: result.balance, balanceSymbol: result.symbol })
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

  const loadTokens = async (target: Target, run: number, forceUpdate = false) => {
    if (!balanceNamespaces.has(target.namespace)) return setStatus('unsupported')
    if (target.network.testnet) return setStatus('testnet')
    const key = `${target.network.caipNetworkId}:${target.address}`
    const cached = cache.get('portfolio', key)
    if (cached) {
      ctx.setAccount(target.namespace, { tokenBalance: cached })
      return setStatus('ready')
    }
    if (failedAt !== undefined && clock() - failedAt < tokenBalanceRetryGapMs) return setStatus('error')
    setStatus('loading')
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
    // Each part fails on its own: a missing avatar must not hide the balance.
    void loadNative(target, run).catch((error: unknown) =>
      ctx.events.emit('error', { code: 'UNKNOWN_ERROR', message: `native balance: ${String(error)}`, error }),
    )
    void loadIdentity(target, run).catch(() => undefined)
    void loadTokens(target, run, forceUpdate)
  }

  // A transaction made through Hatch (a send, a swap) changed balances: drop what is cached for the
  // account and reload now, asking the data service for fresh figures, rather than show stale ones
  // until the 30 s caches expire. Also while the Account view is not shown, so it opens current.
  hatch.on('transaction:sent', ({ namespace, caipNetworkId, from, to }) => {
    const target = current()
    const mine = (address: string | undefined) => address?.toLowerCase() === target?.address.toLowerCase()
    if (!target || target.namespace !== namespace || target.network.caipNetworkId !== caipNetworkId || !(mine(from) || mine(to))) return
    const key = `${target.network.caipNetworkId}:${target.address}`
    cache.delete('nativeBalance', key)
    cache.delete('portfolio', key)
    failedAt = undefined
    load(true)
  })

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
        load()
      }
      return () => {
        watchers -= 1
        if (watchers === 0) {
          stopFollowing?.()
          stopFollowing = undefined
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
